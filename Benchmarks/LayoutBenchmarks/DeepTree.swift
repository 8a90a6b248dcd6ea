import Masonry

/// Issue 14, item 2: building, laying out and freeing a chain of views each inside the previous one. Building was
/// quadratic (74 s for 40,000) and freeing overflowed the stack; both are linear now, so doubling the depth should
/// about double each time.
func runDeepTreeBenchmark() {
    let clock = ContinuousClock()
    print("")
    print("depth  build ms  layout ms  free ms")
    for depth in [10_000, 20_000, 40_000] {
        var root: View? = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let build = clock.measure {
            var parent = root
            for _ in 0..<depth {
                let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
                parent?.addSubview(view)
                parent = view
            }
        }
        let layout = clock.measure { root?.layoutIfNeeded() }
        let free = clock.measure { root = nil }
        let ms = { (duration: Duration) in fmt(seconds(duration) * 1e3) }
        print(String(depth), ms(build), ms(layout), ms(free), separator: "  ")
    }
}
