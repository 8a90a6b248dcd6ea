import InterfaceBuilder
import Masonry
import Testing

@Suite("Simulated metrics: device, orientation and bars give the root its size and safe area")
struct SimulatedMetricsTests {
    @Test(
        "the device's screen and its safe area",
        arguments: [
            ("retina4_7", "22505", Size(width: 375, height: 667), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            ("retina5_9", "15505", Size(width: 375, height: 812), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
            ("retina5_9", "22505", Size(width: 375, height: 812), EdgeInsets(top: 50, left: 0, bottom: 34, right: 0)),
            ("retina6_12", "22505", Size(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        ])
    func device(id: String, toolsVersion: String, size: Size, insets: EdgeInsets) throws {
        let text = storyboard(controllerScene("", rootFrame: ""), device: id, toolsVersion: toolsVersion)
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.root.bounds.size == size)
        #expect(scene.root.safeAreaInsets == insets)
    }

    @Test("a controller in a navigation controller gets the bar in its safe area")
    func navigationBar() throws {
        let navigation = #"""
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                    <connections><segue destination="vc1" kind="relationship" relationship="rootViewController" id="seg"/></connections>
                </navigationController>
            </objects></scene>
            """#
        let scene = try #require(read(storyboard(navigation + controllerScene("")))?.scenes.first)
        #expect(scene.root.safeAreaInsets.top == 64)
    }

    @Test("a root stored below an opaque bar has no top inset")
    func rootBelowBar() throws {
        let text = storyboard(
            controllerScene("", rootFrame: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#))
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.root.bounds.size == Size(width: 375, height: 603))
        #expect(scene.root.safeAreaInsets.top == 0)
    }

    @Test("landscape swaps the screen")
    func landscape() throws {
        let text = xib(
            #"<view contentMode="scaleToFill" id="v"><rect key="frame" x="0" y="0" width="812" height="375"/></view>"#,
            device: "retina5_9", orientation: "landscape")
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.root.safeAreaInsets.left > 0)
        #expect(scene.root.safeAreaInsets.top == 0)
    }
}
