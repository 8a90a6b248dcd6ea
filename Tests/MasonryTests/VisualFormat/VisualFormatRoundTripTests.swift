import Masonry
import Testing

/// A layout written in the Visual Format Language and the same layout written with anchors give the same
/// frames.
@Suite struct VisualFormatRoundTripTests {
    /// Lays out `names` twice, once per way of constraining them, and returns both lists of frames.
    private func frames(
        _ names: [String], rightToLeft: Bool = false,
        visualFormat: ([String: LayoutItem]) -> Void, anchors: (View, [String: View]) -> Void
    ) -> (vfl: [Rect], anchors: [Rect]) {
        func layOut(_ build: (Scene) -> Void) -> [Rect] {
            let scene = Scene(names)
            if rightToLeft { scene.root.semanticContentAttribute = .forceRightToLeft }
            build(scene)
            scene.root.layoutIfNeeded()
            return names.map { scene[$0].frame }
        }
        let vfl = layOut { visualFormat($0.views) }
        let anchored = layOut { scene in
            anchors(scene.root, Dictionary(uniqueKeysWithValues: names.map { ($0, scene[$0]) }))
        }
        return (vfl, anchored)
    }

    @Test func theSeedExample() {
        let result = frames(["red", "blue"]) { views in
            activate(
                "H:|-space-[blue]-space-[red(==blue)]-space-|", options: [.alignAllTop, .alignAllBottom],
                metrics: ["space": 30], views: views)
            activate("V:[blue(50)]-space-|", metrics: ["space": 30], views: views)
        } anchors: { root, v in
            let (red, blue) = (v["red"] ?? root, v["blue"] ?? root)
            LayoutConstraint.activate([
                blue.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 30),
                red.widthAnchor.constraint(equalTo: blue.widthAnchor),
                root.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 30),
                blue.topAnchor.constraint(equalTo: red.topAnchor),
                blue.bottomAnchor.constraint(equalTo: red.bottomAnchor),
                blue.heightAnchor.constraint(equalToConstant: 50),
                root.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 30)
            ])
        }
        #expect(result.vfl == result.anchors)
        #expect(
            result.vfl == [
                Rect(x: 202.5, y: 587, width: 142.5, height: 50), Rect(x: 30, y: 587, width: 142.5, height: 50)
            ])
    }

    @Test func marginsInequalitiesAndPrioritiesRightToLeft() {
        let result = frames(["a", "b", "c"], rightToLeft: true) { views in
            activate(
                "|-[a(>=40,==300@250)]-(>=10@750,==20@500)-[b(==a@600)]-[c(44)]-|", options: .alignAllCenterY,
                views: views)
            activate("V:|-[a(30)]-(>=0)-|", views: views)
            activate("V:[b(20)]", views: views)
            activate("V:[c(==b)]", views: views)
        } anchors: { root, v in
            let (a, b, c) = (v["a"] ?? root, v["b"] ?? root, v["c"] ?? root)
            let margins = root.layoutMarginsGuide
            func at(_ priority: LayoutPriority, _ constraint: LayoutConstraint) -> LayoutConstraint {
                constraint.priority = priority
                return constraint
            }
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                a.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
                at(250, a.widthAnchor.constraint(equalToConstant: 300)),
                at(750, b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10)),
                at(500, b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)),
                at(600, b.widthAnchor.constraint(equalTo: a.widthAnchor)),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
                c.widthAnchor.constraint(equalToConstant: 44),
                margins.trailingAnchor.constraint(equalTo: c.trailingAnchor),
                a.centerYAnchor.constraint(equalTo: b.centerYAnchor),
                b.centerYAnchor.constraint(equalTo: c.centerYAnchor),
                a.topAnchor.constraint(equalTo: margins.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 30),
                margins.bottomAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor),
                b.heightAnchor.constraint(equalToConstant: 20),
                c.heightAnchor.constraint(equalTo: b.heightAnchor)
            ])
        }
        #expect(result.vfl == result.anchors)
        #expect(result.vfl[0].maxX == 367) // leading is the right margin in a right-to-left root
    }

    @Test func aVerticalStackWithEqualHeights() {
        let result = frames(["header", "body", "footer"]) { views in
            activate(
                "V:|-20-[header(==footer)][body(>=100)]-[footer(60)]-20-|", options: [.alignAllLeft, .alignAllRight],
                views: views)
            activate("H:|-16-[body]-16-|", views: views)
        } anchors: { root, v in
            let (header, body, footer) = (v["header"] ?? root, v["body"] ?? root, v["footer"] ?? root)
            LayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                header.heightAnchor.constraint(equalTo: footer.heightAnchor),
                body.topAnchor.constraint(equalTo: header.bottomAnchor),
                body.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
                footer.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                footer.heightAnchor.constraint(equalToConstant: 60),
                root.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: 20),
                header.leftAnchor.constraint(equalTo: body.leftAnchor),
                header.rightAnchor.constraint(equalTo: body.rightAnchor),
                body.leftAnchor.constraint(equalTo: footer.leftAnchor),
                body.rightAnchor.constraint(equalTo: footer.rightAnchor),
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                root.trailingAnchor.constraint(equalTo: body.trailingAnchor, constant: 16)
            ])
        }
        #expect(result.vfl == result.anchors)
        #expect(result.vfl[1] == Rect(x: 16, y: 80, width: 343, height: 499))
    }
}
