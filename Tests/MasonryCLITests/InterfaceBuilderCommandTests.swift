import Foundation
import LayoutFile
import Testing

@testable import masonry

@Suite("render, check and convert with Interface Builder documents")
struct InterfaceBuilderCommandTests {
    /// A storyboard with one scene: a title label pinned to the safe area, and a card misplaced by 10 points.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="LoginViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title Label">
                                        <rect key="frame" x="16" y="40" width="80" height="21"/>
                                    </label>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="26" y="81" width="343" height="100"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c3"/>
                                    <constraint firstItem="card" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" constant="-16" id="c4"/>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="c5"/>
                                    <constraint firstItem="card" firstAttribute="height" constant="100" id="c6"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func write(_ text: String, name: String = "Main.storyboard") throws -> String {
        let path = try temporaryDirectory() + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("render --format json prints the JSON document with every scene's views")
    func renderJSON() throws {
        let path = try write(Self.storyboard)
        let result = try #require(run(["render", path, "--format", "json"]))
        #expect(result.exitCode == 0)
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(json["document"] as? String == path)
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        let scene = try #require(scenes.first)
        #expect(scene["id"] as? String == "root")
        #expect(scene["name"] as? String == "Login View Controller")
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["root", "title", "card"])
        #expect(views[1]["label"] as? String == "Title Label")
        #expect(views[1]["parent"] as? String == "root")
        let frame = try #require(views[2]["frame"] as? [String: Double])
        #expect(frame == ["x": 16, "y": 81, "width": 343, "height": 100])
        let diagnostics = try #require(scene["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["kind"] as? String } == ["misplaced"])
    }

    @Test("check reports a misplaced view at its element with both frames, and exits 0 for warnings")
    func checkMisplaced() throws {
        let path = try write(Self.storyboard)
        let result = try #require(run(["check", path]))
        #expect(result.exitCode == 0)
        let lines = Self.storyboard.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("id=\"card\"") })
        let column = lines[index].prefix { $0 == " " }.count + 1
        #expect(
            result.standardOutput.hasPrefix(
                "\(path):\(index + 1):\(column): warning: Frame for \"View\" will be different at run time"))
        #expect(result.standardOutput.contains("stored (26, 81, 343, 100), laid out (16, 81, 343, 100)"))
    }

    @Test("check exits 1 for ambiguity and 2 for a document that does not read")
    func checkExitCodes() throws {
        let ambiguous = Self.storyboard.replacingOccurrences(
            of: #"<constraint firstItem="card" firstAttribute="height" constant="100" id="c6"/>"#, with: "")
        let result = try #require(run(["check", try write(ambiguous)]))
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("error: Ambiguous layout"))
        let broken = try write(String(Self.storyboard.prefix(400)), name: "Broken.xib")
        let unreadable = try #require(run(["check", broken]))
        #expect(unreadable.exitCode == 2)
        #expect(unreadable.standardOutput.hasPrefix("\(broken):"))
    }

    @Test("--scene picks scenes by id or label; an unknown one lists the scenes")
    func sceneSelection() throws {
        let path = try write(Self.storyboard)
        #expect(run(["render", path, "--scene", "Login View Controller", "--format", "tree"])?.exitCode == 0)
        let missing = try #require(run(["render", path, "--scene", "Nope"]))
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("root (Login View Controller)"))
    }

    @Test("render --output DIR writes SCENE_ID.svg per scene")
    func renderPictures() throws {
        let path = try write(Self.storyboard)
        let directory = try temporaryDirectory()
        let result = try #require(run(["render", path, "--format", "svg", "--output", directory]))
        #expect(result.exitCode == 0)
        let svg = try String(contentsOfFile: directory + "/root.svg", encoding: .utf8)
        #expect(svg.contains("data-name=\"title\""))
    }

    @Test("convert writes a .layout file that lays out to the same frames")
    func convert() throws {
        let path = try write(Self.storyboard)
        let directory = try temporaryDirectory()
        let result = try #require(run(["convert", path, "--output", directory]))
        #expect(result.exitCode == 0)
        let text = try String(contentsOfFile: directory + "/root.layout", encoding: .utf8)
        let scene = try LayoutDocument(parsing: text).instantiate()
        _ = scene.layout()
        #expect(scene.view(named: "card")?.frame.minX == 16)
        #expect(scene.view(named: "card")?.frame.minY == 81)
    }
}
