let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Seconds taken by `body`.
func time(_ body: () -> Void) -> Double { seconds(clock.measure(body)) }

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func fmt(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
}
