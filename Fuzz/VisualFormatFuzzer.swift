import Masonry

// The libFuzzer target for the Visual Format Language parser (issue 10): every input is a format string with
// random options, views and metrics; the parser must answer with constraints or a typed error, never crash.
// Built and run by `Scripts/fuzz-vfl [SECONDS]` (swiftc -sanitize=fuzzer,address); not a package target.
//
// Input layout: bytes 0–3 the options (masked to Apple's bits), byte 4 which views exist and how they are
// attached, byte 5 whether to activate and lay out, bytes 6–9 four metric values, the rest the format
// (decoded as UTF-8, so invalid bytes become non-ASCII). Shorter inputs are all format, with defaults.

/// Stops the run with a message libFuzzer records as a crash.
func violated(_ invariant: String, _ format: String) -> Never {
    fatalError("invariant violated: \(invariant) for format \(format.debugDescription)")
}

/// A metric value from one byte: small integers, fractions, and the awkward values.
func metric(_ byte: UInt8) -> Double {
    switch byte {
    case 0x7F: .infinity
    case 0x80: .nan
    case 0x81: -.infinity
    case 0x82: 2e9
    default: Double(Int8(bitPattern: byte)) / (byte & 1 == 0 ? 1 : 4)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let header = count >= 10 ? Array(bytes[0..<10]) : [0, 0, 0, 0, 0xFF, 0, 8, 20, 0x7F, 30]
    let format = String(decoding: count >= 10 ? Array(bytes[10...]) : Array(bytes), as: UTF8.self)

    let raw = UInt(header[0]) | UInt(header[1]) << 8 | UInt(header[2]) << 16 | UInt(header[3]) << 24
    let options = LayoutConstraint.FormatOptions(rawValue: raw & (0xFFFF | 3 << 16 | 1 << 19))

    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    root.name = "root"
    root.diagnosticHandler = { _ in }
    let container = View(name: "container")
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    var views: [String: LayoutItem] = [:]
    let names = ["a", "b", "c", "view1", "_x", "m"]
    for (bit, name) in names.enumerated() where header[4] & (1 << bit) != 0 {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        // Bit 6 puts the odd views in another container; a view named in metrics too ("m") tests the lookup order.
        (header[4] & 0x40 != 0 && bit % 2 == 1 ? container : root).addSubview(view)
        views[name] = view
    }
    let detached = View(name: "d") // a root of its own: `|` next to it has no superview
    detached.diagnosticHandler = { _ in }
    views["d"] = detached
    if header[4] & 0x80 != 0 {
        let guide = LayoutGuide()
        guide.identifier = "g"
        root.addLayoutGuide(guide)
        views["g"] = guide
    }
    let metrics: [String: Double] = [
        "m": metric(header[6]), "n": metric(header[7]), "p": metric(header[8]),
        "space": metric(header[9])
    ]

    do {
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics,
            views: views)
        if constraints.contains(where: \.isActive) { violated("a returned constraint is active", format) }
        if header[5] & 1 != 0 {
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            for case let view as View in views.values where view.superview != nil {
                let frame = view.frame
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) {
                    violated("a non-finite frame \(frame)", format)
                }
            }
            LayoutConstraint.deactivate(constraints)
        }
    } catch {
        if error.format != format { violated("the error's format differs", format) }
        let upFront = error.message == "It contains non-ASCII characters." || error.message == "It's an empty string."
        if upFront != (error.position == nil) {
            violated("a caret on an up-front check, or none on a parse error", format)
        }
        if let position = error.position, position < 0 || position > format.count {
            violated("the caret \(position) is outside the format", format)
        }
        if !error.description.hasPrefix("Unable to parse constraint format: ") {
            violated("the description's shape", format)
        }
    }
    return 0
}
