import InterfaceBuilder
import Masonry
import Testing

@Suite("Constraints: holders, constants, every attribute, multipliers, priorities, placeholders")
struct ConstraintReadingTests {
    func makeScene(_ constraints: String, subviews: String? = nil) -> Scene? {
        read(
            storyboard(
                controllerScene(subviews ?? view("a", "0 0 10 10") + view("b", "0 0 10 10"), constraints: constraints)))?
            .scenes.first
    }

    func only(_ scene: Scene?) -> LayoutConstraint? { scene?.constraints.first?.constraint }

    @Test("an absent firstItem is the view that holds the constraint")
    func absentFirstItemIsTheHolder() throws {
        // The scene keeps its views alive (constraints hold their items weakly).
        let scene = try #require(
            makeScene(
                #"<constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="8" id="k"/>"#
            ))
        let c = try #require(only(scene))
        #expect((c.firstItem as? View)?.name == "root")
        #expect(c.firstAttribute == .trailing)
        #expect((c.secondItem as? View)?.name == "a")
        #expect(c.constant == 8)
    }

    @Test("an absent secondItem makes a constant constraint")
    func absentSecondItemIsAConstant() throws {
        let c = try #require(
            only(
                makeScene(
                    #"<constraint firstItem="a" firstAttribute="width" relation="greaterThanOrEqual" constant="44" id="k"/>"#
                )))
        #expect(c.secondItem == nil)
        #expect(c.secondAttribute == .notAnAttribute)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.constant == 44)
    }

    @Test(
        "multipliers are read as decimals, a:b and a/b ratios",
        arguments: [("0.25", 0.25), ("4:3", 4.0 / 3), ("1/3", 1.0 / 3)])
    func multipliers(text: String, value: Double) throws {
        let c = try #require(
            only(
                makeScene(
                    #"<constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="height" multiplier="\#(text)" id="k"/>"#
                )))
        #expect(abs(c.multiplier - value) < 1e-12)
    }

    @Test("priority, identifier and relation are read")
    func priorityAndIdentifier() throws {
        let c = try #require(
            only(
                makeScene(
                    #"<constraint firstItem="a" firstAttribute="top" secondItem="b" secondAttribute="bottom" relation="lessThanOrEqual" priority="750" identifier="gap" id="k"/>"#
                )))
        #expect(c.priority == 750)
        #expect(c.identifier == "gap")
        #expect(c.relation == .lessThanOrEqual)
    }

    @Test("every IB attribute name maps to its Auto Layout attribute")
    func everyAttribute() throws {
        let names: [(String, LayoutAttribute)] = [
            ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin), ("topMargin", .topMargin),
            ("bottomMargin", .bottomMargin), ("leftMargin", .leftMargin), ("rightMargin", .rightMargin),
            ("centerXWithinMargins", .centerXWithinMargins), ("centerYWithinMargins", .centerYWithinMargins),
            ("baseline", .lastBaseline), ("firstBaseline", .firstBaseline), ("left", .left), ("right", .right)
        ]
        for (name, attribute) in names {
            let partner =
                ["left", "right", "leftMargin", "rightMargin"].contains(name)
                ? "left" : attribute.axis == .vertical ? "top" : "leading"
            let c = try #require(
                only(
                    makeScene(
                        #"<constraint firstAttribute="\#(name)" secondItem="a" secondAttribute="\#(partner)" id="k"/>"#)
                ))
            #expect(c.firstAttribute == attribute, "\(name)")
        }
    }

    @Test("placeholder constraints are left out, as at build time")
    func placeholdersAreLeftOut() {
        let scene = makeScene(
            #"<constraint firstItem="a" firstAttribute="width" constant="10" placeholder="YES" id="k"/>"#)
        #expect(scene?.constraints.isEmpty == true)
        #expect(scene?.readingIssues.isEmpty == true)
    }

    @Test("the safe area and the legacy layout guides are related as UIKit relates them")
    func guides() throws {
        let extra = #"""
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """#
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="k1"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="k2"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="k3"/>
            <constraint firstItem="a" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="k4"/>
            """#
        let text = storyboard(controllerScene(view("a", "0 0 10 10"), constraints: constraints, extra: extra))
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.readingIssues.isEmpty)
        scene.layout()
        #expect(scene.view(id: "a")?.frame == Rect(x: 0, y: 28, width: 375, height: 631))
    }

    @Test("a constraint naming a missing id is a located reading issue, and the rest still lay out")
    func missingIDs() throws {
        let scene = try #require(
            makeScene(
                #"""
                <constraint firstItem="a" firstAttribute="width" constant="10" id="k1"/>
                <constraint firstItem="ghost" firstAttribute="top" secondItem="a" secondAttribute="top" id="k2"/>
                """#))
        #expect(scene.constraints.map(\.id) == ["k1"])
        let issue = try #require(scene.readingIssues.first)
        #expect(issue.message.contains("ghost"))
        #expect(issue.location.line > 1)
    }

    @Test("a view that reuses its ancestor's id is a located reading issue, never a cycle in the hierarchy")
    func reusedIDs() throws {
        let inner = view("a", "0 0 10 10")
        let scene = try #require(
            makeScene(
                #"""
                <constraint firstItem="a" firstAttribute="width" constant="10" id="k1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
                """#, subviews: view("a", "0 0 50 50", body: "<subviews>\(inner)</subviews>")))
        let issue = try #require(scene.readingIssues.first { $0.message.contains("used twice") })
        #expect(issue.location.line > 1)
        // Two views, each once in the tree: the outer and its subview, no view its own ancestor.
        let views = scene.items.map(\.view).filter { $0 !== scene.root }
        #expect(views.count == 2)
        for view in views {
            var ancestor = view.superview
            while let current = ancestor {
                #expect(current !== view)
                ancestor = current.superview
            }
        }
        scene.layout()
        #expect(views.allSatisfy { $0.frame.width.isFinite && $0.frame.height.isFinite })
    }

    @Test("NaN, infinite and 1e300 numbers are reading issues, never values")
    func hostileNumbers() throws {
        let scene = try #require(
            makeScene(
                #"""
                <constraint firstItem="a" firstAttribute="width" constant="nan" id="k1"/>
                <constraint firstItem="a" firstAttribute="width" constant="1e300" id="k2"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" multiplier="1:0" id="k3"/>
                <constraint firstItem="a" firstAttribute="height" constant="10" priority="inf" id="k4"/>
                """#, subviews: view("a", "nan 0 1e300 10") + view("b", "0 0 10 10")))
        #expect(scene.constraints.isEmpty)
        #expect(scene.readingIssues.count == 5)
        scene.layout()
        #expect(scene.view(id: "a")?.frame.width.isFinite == true)
    }

    @Test("trait variations: the default mask applies, a regular-width variation does not on an iPhone")
    func traitVariations() throws {
        let extra = ""
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="width" constant="10" id="compact"/>
            <constraint firstItem="a" firstAttribute="width" constant="20" id="regular"/>
            """#
        let root = #"""
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <variation key="default"><mask key="constraints"><exclude reference="regular"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><include reference="regular"/><exclude reference="compact"/></mask></variation>
            """#
        let phone = try #require(
            read(
                storyboard(
                    controllerScene(view("a", "0 0 10 10"), constraints: constraints, extra: extra, rootFrame: root)))?
                .scenes.first)
        #expect(phone.constraints.map(\.id) == ["compact"])
        let pad = try #require(
            read(
                storyboard(
                    controllerScene(view("a", "0 0 10 10"), constraints: constraints, rootFrame: root),
                    device: "ipad9_7"))?.scenes.first)
        #expect(pad.constraints.map(\.id) == ["regular"])
    }

    @Test("a variation's attributes replace the element's for the device")
    func variationAttributes() throws {
        let body = #"<variation key="widthClass=regular" spacing="15"/>"#
        let subviews = view("s", "0 0 10 10", element: "stackView", attributes: #"spacing="5""#, body: body)
        let phone = try #require(read(storyboard(controllerScene(subviews)))?.scenes.first)
        let pad = try #require(read(storyboard(controllerScene(subviews), device: "ipad9_7"))?.scenes.first)
        #expect((phone.view(id: "s") as? StackView)?.spacing == 5)
        #expect((pad.view(id: "s") as? StackView)?.spacing == 15)
    }
}
