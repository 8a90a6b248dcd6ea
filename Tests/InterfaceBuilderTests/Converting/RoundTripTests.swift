import InterfaceBuilder
import LayoutFile
import Masonry
import Testing

@Suite("Converting a scene to .layout gives the same frames")
struct RoundTripTests {
    /// The views whose frames differ between the scene and its `.layout` text laid out, or why it did not parse.
    static func differences(_ scene: Scene) -> [String] {
        scene.layout()
        let text = scene.layoutText()
        let converted: LayoutScene
        do {
            converted = try LayoutDocument(parsing: text).instantiate()
        } catch {
            return ["the .layout text does not parse: \(error)"]
        }
        _ = converted.layout(checksAmbiguity: false)
        let names = scene.layoutNames
        var differences: [String] = []
        // A view whose frame its constraints do not determine may land anywhere its constraints allow.
        for item in scene.items where !scene.isHiddenInLayout(item.view) && !item.view.hasAmbiguousLayout {
            guard let name = names[ObjectIdentifier(item.view)], let other = converted.view(named: name) else {
                differences.append("\(item.id) is missing")
                continue
            }
            let a = item.view.frame
            let b = other.frame
            if abs(a.minX - b.minX) > 0.01 || abs(a.minY - b.minY) > 0.01 || abs(a.width - b.width) > 0.01
                || abs(a.height - b.height) > 0.01
            {
                differences.append("\(item.id): scene \(a), .layout \(b)")
            }
        }
        return differences
    }

    @Test("a small scene survives the round trip")
    func smallScene() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="k2"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" id="k3"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" id="k4"/>
            <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="k5"/>
            """#
        let subviews =
            view("a", "16 28 187.5 21", element: "label", attributes: #"text="Name" numberOfLines="0""#)
            + view("s", "308 57 51 31", element: "switch")
        let scene = try #require(read(storyboard(controllerScene(subviews, constraints: constraints)))?.scenes.first)
        #expect(RoundTripTests.differences(scene).isEmpty)
    }

    @Test("control baselines and margins that leave out the safe area survive the round trip")
    func baselinesAndPlainMargins() throws {
        let constraints = #"""
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="k1"/>
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
            <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k3"/>
            <constraint firstItem="card" firstAttribute="height" constant="100" id="k4"/>
            <constraint firstItem="dot" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="k5"/>
            <constraint firstItem="dot" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="k6"/>
            <constraint firstItem="dot" firstAttribute="width" constant="10" id="k7"/>
            <constraint firstItem="dot" firstAttribute="height" constant="10" id="k8"/>
            <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="k9"/>
            <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="k10"/>
            <constraint firstItem="big" firstAttribute="leading" secondItem="small" secondAttribute="trailing" constant="20" id="k11"/>
            <constraint firstItem="big" firstAttribute="firstBaseline" secondItem="small" secondAttribute="baseline" id="k12"/>
            """#
        let big =
            #"<state key="normal" title="Go"/><fontDescription key="fontDescription" type="system" pointSize="30"/>"#
        let subviews =
            view(
                "card", "0 0 375 100", attributes: #"insetsLayoutMarginsFromSafeArea="NO""#,
                body: "<subviews>" + view("dot", "8 8 10 10") + "</subviews>")
            + view("small", "16 200 46 30", element: "button", body: #"<state key="normal" title="Save"/>"#)
            + view("big", "82 190 40 50", element: "button", body: big)
        let scene = try #require(read(storyboard(controllerScene(subviews, constraints: constraints)))?.scenes.first)
        #expect(RoundTripTests.differences(scene).isEmpty)
        // The card reaches 20 into the status bar, but its margins leave the safe area out: the dot is 8 down.
        #expect(scene.view(id: "dot")?.frame == Rect(x: 8, y: 8, width: 10, height: 10))
        // The big button's title sits on the small one's baseline, so the big button starts higher.
        let bigTop = try #require(scene.view(id: "big")?.frame.minY)
        #expect(bigTop < 200)
    }

    @Test("every scene of the corpus survives the round trip")
    func corpus() throws {
        guard let directory = Corpus.directory else {
            print("RoundTripTests: skipped: no ../shared/ib-corpus beside the repository and no MASONRY_IB_CORPUS")
            return
        }
        var scenes = 0
        var failures: [String] = []
        for path in Corpus.documents(in: directory) {
            let document = try InterfaceBuilderDocument(contentsOf: path)
            for scene in document.scenes {
                scenes += 1
                let differences = RoundTripTests.differences(scene)
                if !differences.isEmpty {
                    failures.append("\(path.dropFirst(directory.count + 1)) \(scene.id): \(differences.prefix(3))")
                }
            }
        }
        print("RoundTripTests: \(scenes) scenes, \(scenes - failures.count) give the same frames")
        for failure in failures { print("RoundTripTests: differs: \(failure)") }
        #expect(failures.isEmpty)
    }
}
