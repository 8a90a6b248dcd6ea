#if canImport(Glibc)
    import Glibc
#endif

// Output in the same format as the Kiwi driver (Benchmarks/kiwi-driver/driver.cpp), which Benchmarks/compare-kiwi
// reads with --json.

extension CaseResult {
    /// One human-readable line.
    var textLine: String {
        let fields = [
            pad(scenario, 7), pad("N=\(size)", 8), pad("constraints=\(constraintCount)", 19),
            "build=\(fixed(buildMilliseconds, 3))ms",
            "first_resize=\(fixed(firstResizeMilliseconds, 3))ms",
            "steady_resize=\(fixed(steadyResizeMicroseconds, 2))us",
            "add_remove=\(fixed(addRemoveMicroseconds, 2))us",
            "checksum=\(fixed(buildChecksum, 6))/\(fixed(resizeChecksum, 6))",
            "objective=\(Self.text(resizeObjective))",
            "peak_rss=\(peakResidentKiB)KiB"
        ]
        return fields.joined(separator: " ")
    }

    /// One JSON object, on one line.
    var jsonLine: String {
        let fields = [
            "\"scenario\":\"\(scenario)\"", "\"n\":\(size)", "\"constraints\":\(constraintCount)",
            "\"variables\":\(variableCount)", "\"repeats\":\(repeats)",
            "\"build_ms\":\(buildMilliseconds)", "\"first_resize_ms\":\(firstResizeMilliseconds)",
            "\"steady_resize_us\":\(steadyResizeMicroseconds)", "\"add_remove_us\":\(addRemoveMicroseconds)",
            "\"checksum_build\":\(buildChecksum)", "\"checksum_resize\":\(resizeChecksum)",
            "\"objective_build\":\(Self.json(buildObjective))", "\"objective_resize\":\(Self.json(resizeObjective))",
            "\"peak_rss_kib\":\(peakResidentKiB)"
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `level:violation` pairs, highest level first, e.g. `required:0.000000,1000000:0.000000,1:50.000000`.
    private static func text(_ objective: [LevelViolation]) -> String {
        objective.map { "\($0.name):\(fixed($0.violation, 6))" }.joined(separator: ",")
    }

    private static func json(_ objective: [LevelViolation]) -> String {
        "{" + objective.map { "\"\($0.name)\":\($0.violation)" }.joined(separator: ",") + "}"
    }
}

/// `value` with `decimals` digits after the point, like C's `%.*f` (the standard library has no such formatter).
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard value.isFinite, scaled < 9e18 else { return "\(value)" }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale), fraction = units % UInt64(scale)
    var text = (value < 0 && units != 0 ? "-" : "") + "\(whole)"
    if decimals > 0 {
        let digits = "\(fraction)"
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return text
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// The process's peak resident set size in KiB (VmHWM in /proc/self/status), or 0 where there is no /proc.
func peakResidentKiB() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber)) ?? 0
        }
    }
    return 0
}
