import InterfaceBuilder
import Masonry
import Testing

@Suite("Checking a scene: Xcode's issues at the elements that cause them")
struct SceneCheckTests {
    @Test("a view whose stored frame differs from its layout is misplaced, both frames printed")
    func misplaced() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" id="k3"/>
            <constraint firstItem="a" firstAttribute="height" constant="50" id="k4"/>
            """#
        let text = storyboard(
            controllerScene(view("a", "30 20 100 50", attributes: #"userLabel="Card""#), constraints: constraints))
        let scene = try #require(read(text)?.scenes.first)
        let issues = scene.check()
        #expect(issues.count == 1)
        let issue = try #require(issues.first)
        #expect(issue.kind == .misplaced)
        #expect(issue.severity == .warning)
        #expect(issue.message.contains("\"Card\" will be different at run time"))
        #expect(issue.message.contains("(30, 20, 100, 50)") && issue.message.contains("(20, 20, 100, 50)"))
        #expect(issue.location == scene.item(id: "a")?.location)
    }

    @Test("conflicting required constraints are an error at the broken constraint's element")
    func unsatisfiable() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="width" constant="100" id="k1"/>
            <constraint firstItem="a" firstAttribute="width" constant="200" id="k2"/>
            """#
        let text = storyboard(controllerScene(view("a", "0 0 100 10"), constraints: constraints))
        let scene = try #require(read(text)?.scenes.first)
        let issue = try #require(scene.check().first { $0.kind == .unsatisfiable })
        #expect(issue.severity == .error)
        let located = scene.constraints.map(\.location)
        #expect(located.contains(issue.location))
    }

    @Test("an ambiguous view is an error saying which axis it needs")
    func ambiguous() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="a" firstAttribute="width" constant="100" id="k2"/>
            <constraint firstItem="a" firstAttribute="height" constant="100" id="k3"/>
            """#
        let text = storyboard(controllerScene(view("a", "0 0 100 100"), constraints: constraints))
        let scene = try #require(read(text)?.scenes.first)
        let issue = try #require(scene.check().first { $0.kind == .ambiguous })
        #expect(issue.message.contains("Y position"))
        #expect(issue.location == scene.item(id: "a")?.location)
    }

    @Test("a scene that lays out as stored has no issue")
    func clean() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="k1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="k2"/>
            """#
        let text = storyboard(
            controllerScene(
                view("a", "16 28 42 21", element: "label", attributes: #"text="Hi""#), constraints: constraints))
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.check().isEmpty)
    }

    @Test("buttons aligned baseline to first baseline agree, as their titles do, and report no conflict")
    func buttonBaselines() throws {
        let constraints = #"""
            <constraint firstItem="x" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="k1"/>
            <constraint firstItem="x" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="y" firstAttribute="leading" secondItem="x" secondAttribute="trailing" constant="20" id="k3"/>
            <constraint firstItem="x" firstAttribute="top" secondItem="y" secondAttribute="top" id="k4"/>
            <constraint firstItem="y" firstAttribute="baseline" secondItem="x" secondAttribute="firstBaseline" id="k5"/>
            <constraint firstItem="x" firstAttribute="baseline" secondItem="y" secondAttribute="firstBaseline" id="k6"/>
            <constraint firstItem="x" firstAttribute="height" constant="44" id="k7"/>
            """#
        for titled in [true, false] {
            let title = { (text: String) in titled ? #"<state key="normal" title="\#(text)"/>"# : "" }
            let subviews =
                view("x", "16 100 120 44", element: "button", body: title("Change Filter"))
                + view("y", "156 100 60 44", element: "button", body: title("Save"))
            let scene = try #require(
                read(storyboard(controllerScene(subviews, constraints: constraints)))?.scenes.first)
            let conflicts = scene.check().filter { $0.kind == .unsatisfiable }
            if titled {
                // Each button's one-line title has a single baseline, so the two constraints say the same thing.
                #expect(conflicts.isEmpty, "\(conflicts)")
                #expect(scene.view(id: "y")?.frame == Rect(x: 156, y: 100, width: 60, height: 44))
            } else {
                // Without titles the baselines are the edges: x's bottom at y's top, level with x's top, 44 above.
                #expect(!conflicts.isEmpty)
            }
        }
    }
}
