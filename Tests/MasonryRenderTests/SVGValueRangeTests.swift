import Masonry
import MasonryRender
import Testing

/// Numbers an SVG viewer would refuse never reach the document: a negative size is drawn as nothing (width or
/// height 0), and an absurd duration plays in a day at most (issue 22, item 18).
@Suite struct SVGValueRangeTests {
    @Test func aNegativeSizeIsWrittenAsZero() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View(name: "box")
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: -50),
            box.heightAnchor.constraint(equalToConstant: -20)
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == -50) // Auto Layout's answer, kept in the frame
        let svg = SVGRenderer().render(root)
        #expect(svg.contains(#"data-name="box" x="100" y="50" width="0" height="0""#))
        #expect(!svg.contains(#"width="-"#) && !svg.contains(#"height="-"#))
    }

    @Test(arguments: [1e300, 1e9, 0.5e-9])
    func anAbsurdDurationIsClampedToAValidClockValue(duration: Double) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        root.layoutIfNeeded()
        let animation = root.animate(duration: duration) { box.frame = Rect(x: 50, y: 0, width: 10, height: 10) }
        for repeats in [false, true] {
            let svg = SVGRenderer(options: .init(repeatsAnimations: repeats)).render(animation, of: root)
            let durations = svg.split(separator: "dur=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(!durations.isEmpty)
            for value in durations {
                #expect(!value.contains("e") && value.hasSuffix("s"), "\(value)")
                let seconds = Double(value.dropLast()) ?? -1
                #expect(seconds >= 0.001 && seconds <= 86_400 + 1, "\(value)")
            }
        }
    }
}
