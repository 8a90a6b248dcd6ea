import InterfaceBuilder
import Masonry
import Testing

@Suite("Scenes: view controllers' roots, top-level views and cells, with Xcode's outline labels")
struct SceneDiscoveryTests {
    @Test("a storyboard's view controller is a scene named like Xcode's outline")
    func controllerScene() throws {
        let document = try #require(read(storyboard(InterfaceBuilderTests.controllerScene(""))))
        let scene = try #require(document.scenes.first)
        #expect(document.scenes.count == 1)
        #expect(scene.id == "root")
        #expect(scene.name == "Login View Controller")
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a navigation item's title names the controller")
    func navigationTitle() throws {
        let text = storyboard(
            InterfaceBuilderTests.controllerScene(
                "", extra: #"<navigationItem key="navigationItem" title="Settings" id="n1"/>"#))
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.name == "Settings")
    }

    @Test("a xib's top-level views are scenes; the user label names them")
    func topLevelViews() throws {
        let text = xib(
            #"""
            <view contentMode="scaleToFill" id="a" userLabel="Title Label"><rect key="frame" x="0" y="0" width="200" height="50"/></view>
            <view contentMode="scaleToFill" id="b" customClass="MyCardView"><rect key="frame" x="0" y="0" width="100" height="80"/></view>
            """#)
        let document = try #require(read(text))
        #expect(document.scenes.map(\.id) == ["a", "b"])
        #expect(document.scenes.map(\.name) == ["Title Label", "My Card View"])
        #expect(document.scenes[1].root.bounds.size == Size(width: 100, height: 80))
    }

    @Test("a table view cell is a scene of its own, its content view inside it")
    func cellScene() throws {
        let text = xib(
            #"""
            <tableViewCell contentMode="scaleToFill" id="cell" customClass="ProfileCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                    <subviews>
                        <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="16" y="11.5" width="42" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="name" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """#)
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.id == "cell")
        #expect(scene.name == "Profile Cell")
        scene.layout()
        #expect(scene.view(id: "content")?.superview === scene.root)
        #expect(scene.view(id: "name")?.frame == Rect(x: 16, y: 11.5, width: 42, height: 21))
        #expect(scene.item(id: "name")?.label == "Name")
    }

    @Test("outline labels follow Xcode: text, titles, images, generic class names")
    func outlineLabels() throws {
        let text = storyboard(
            InterfaceBuilderTests.controllerScene(
                #"""
                <label text="Hello" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                <button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Sign In"/></button>
                <imageView image="logo" id="i"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
                <stackView id="s"><rect key="frame" x="0" y="0" width="10" height="10"/></stackView>
                <textField placeholder="Email" id="t"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>
                <view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                """#))
        let scene = try #require(read(text)?.scenes.first)
        let labels = ["l", "b", "i", "s", "t", "v"].map { scene.item(id: $0)?.label }
        #expect(labels == ["Hello", "Sign In", "logo", "Stack View", "Email", "View"])
    }

    @Test("a navigation controller without a root view is no scene")
    func containersAreNoScenes() throws {
        let text = storyboard(
            #"""
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="20" width="375" height="44"/></navigationBar>
                </navigationController>
            </objects></scene>
            """#)
        #expect(read(text)?.scenes.isEmpty == true)
    }
}
