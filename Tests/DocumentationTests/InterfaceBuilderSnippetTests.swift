import InterfaceBuilder
import Masonry
import Testing

/// The Interface Builder module's snippet (InterfaceBuilder.docc).
@Suite struct InterfaceBuilderSnippetTests {
    @Test func aXibIsReadLaidOutAndChecked() throws {
        let printed = try Transcript.record {
            // snippet: interfaceBuilder
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701"
                    targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                  <objects>
                    <view contentMode="scaleToFill" id="card" userLabel="Card">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                      <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                          <rect key="frame" x="16" y="30" width="40" height="40"/>
                        </view>
                      </subviews>
                      <constraints>
                        <constraint firstItem="dot" firstAttribute="leading" secondItem="card" secondAttribute="leading"
                            constant="16" id="c1"/>
                        <constraint firstItem="dot" firstAttribute="centerY" secondItem="card" secondAttribute="centerY"
                            id="c2"/>
                        <constraint firstItem="dot" firstAttribute="width" constant="40" id="c3"/>
                        <constraint firstItem="dot" firstAttribute="height" constant="40" id="c4"/>
                      </constraints>
                    </view>
                  </objects>
                </document>
                """
            let document = try InterfaceBuilderDocument(xml: xib)
            for scene in document.scenes {
                print(scene.name, scene.root.frame) // Card (0, 0, 320, 100)
                print(scene.view(id: "dot")?.frame ?? .zero) // (16, 30, 40, 40)
                print(scene.check().isEmpty) // true
            }
            // snippet end
        }
        try Snippets.expect("interfaceBuilder", printed: printed)
    }
}
