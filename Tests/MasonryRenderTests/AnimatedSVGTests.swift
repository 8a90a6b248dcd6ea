import MasonryRender
import Testing

@Suite struct AnimatedSVGTests {
    @Test func aMovingViewAnimatesFromItsStartToItsEndAlongTheCurve() {
        let (root, animation) = Scenes.animatedUpdate()
        let svg = SVGRenderer(options: .init(repeatsAnimations: false)).render(animation, of: root)
        // The attributes hold the end frame; the animation runs from the start.
        #expect(svg.svgRect(named: "box") == SVGRect(x: "137.5", y: "700", width: "100", height: "50"))
        let points = AnimationCurve.easeInOut.controlPoints
        #expect((points.x1, points.y1, points.x2, points.y2) == (0.42, 0, 0.58, 1))
        #expect(
            svg.contains(
                "<animate attributeName=\"y\" values=\"418;700\" keyTimes=\"0;1\" calcMode=\"spline\" "
                    + "keySplines=\"0.42 0 0.58 1\" dur=\"5s\" begin=\"0s\" fill=\"freeze\"/>"))
        // Only what changes is animated: x, width and height stay put.
        #expect(!svg.contains("attributeName=\"x\""))
        #expect(!svg.contains("attributeName=\"width\""))
        // The rectangle and its name move together.
        #expect(svg.occurrences(of: "attributeName=\"y\"") == 2)
    }

    @Test func eachCurveBecomesItsKeySplines() {
        for curve in AnimationCurve.allCases {
            let (root, animation) = Scenes.animatedUpdate(curve: curve)
            let svg = SVGRenderer().render(animation, of: root)
            let p = curve.controlPoints
            let spline = "\(format(p.x1)) \(format(p.y1)) \(format(p.x2)) \(format(p.y2))"
            #expect(svg.contains("keySplines=\"\(spline);0 0 1 1\""), "\(curve)")
        }
    }

    @Test func aRepeatingAnimationRestsAtItsEndBeforeStartingOver() {
        let (root, animation) = Scenes.animatedUpdate()
        let svg = SVGRenderer().render(animation, of: root)
        #expect(svg.contains("values=\"418;700;700\" keyTimes=\"0;\(5.0 / 6);1\""))
        #expect(svg.contains("dur=\"6s\" begin=\"0s\" repeatCount=\"indefinite\""))
    }

    @Test func subviewsOfAMovingViewMoveInRootCoordinates() {
        let root = Scenes.screen()
        let card = View(name: "card")
        let badge = View(name: "badge")
        root.addSubview(card)
        card.addSubview(badge)
        badge.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(5); make.size.equalTo(10)
        }
        card.mas.makeConstraints { make in
            make.top.left.equalTo(20); make.size.equalTo(100)
        }
        root.layoutIfNeeded()
        let animation = root.animate(duration: 2, curve: .linear) {
            card.mas.updateConstraints { make in make.left.equalTo(200) }
        }
        let svg = SVGRenderer(options: .init(showsNames: false, repeatsAnimations: false)).render(animation, of: root)
        #expect(svg.svgRect(named: "badge") == SVGRect(x: "205", y: "25", width: "10", height: "10"))
        #expect(
            svg.contains(
                "<animate attributeName=\"x\" values=\"25;205\" keyTimes=\"0;1\" calcMode=\"spline\" "
                    + "keySplines=\"0 0 1 1\" dur=\"2s\""))
    }

    @Test func aZeroDurationGivesTheStillPictureOfTheEnd() {
        let root = Scenes.centredBox()
        let box = root.subviews[0]
        let animation = root.animate(duration: 0) {
            box.mas.updateConstraints { make in make.size.equalTo(Size(width: 100, height: 100)) }
        }
        let svg = SVGRenderer().render(animation, of: root)
        #expect(!svg.contains("<animate"))
        #expect(svg == SVGRenderer().render(root))
    }

    @Test func labelTextMovesWithItsLabel() {
        let root = Scenes.screen()
        let label = Label(name: "title", text: "Hello")
        root.addSubview(label)
        label.mas.makeConstraints { make in make.left.top.equalTo(10) }
        root.layoutIfNeeded()
        let animation = root.animate(duration: 1) { label.mas.updateConstraints { make in make.top.equalTo(110) } }
        let svg = SVGRenderer(options: .init(showsNames: false)).render(animation, of: root)
        #expect(svg.occurrences(of: "attributeName=\"y\" values=\"10;110;110\"") == 2)
        #expect(svg.contains(">Hello</tspan>"))
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
