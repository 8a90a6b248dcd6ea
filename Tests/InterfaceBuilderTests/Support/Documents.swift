import InterfaceBuilder
import Masonry
import Testing

/// A xib with `objects` as its top-level objects, on a simulated device.
func xib(_ objects: String, device: String = "retina4_7", orientation: String = "portrait") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="\(device)" orientation="\(orientation)"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(objects)
        </objects>
    </document>
    """
}

/// A storyboard with `scenes` inside `<scenes>`.
func storyboard(_ scenes: String, device: String = "retina4_7", toolsVersion: String = "22505") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A scene of a view controller whose root view holds `subviews` and `constraints`.
func controllerScene(
    _ subviews: String, constraints: String = "", controller: String = "viewController", extra: String = "",
    rootFrame: String = #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#
) -> String {
    """
    <scene sceneID="s1">
        <objects>
            <\(controller) id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    \(rootFrame)
                    <subviews>
    \(subviews)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
    \(constraints)
                    </constraints>
                </view>
                \(extra)
            </\(controller)>
        </objects>
    </scene>
    """
}

/// Reads a document, recording the error when it fails.
func read(
    _ xml: String, options: InterfaceBuilderDocument.Options = .init(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> InterfaceBuilderDocument? {
    do {
        return try InterfaceBuilderDocument(xml: xml, file: "test.storyboard", options: options)
    } catch {
        Issue.record("the document did not read: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The error reading a document throws, or `nil` (recorded) when it reads.
func readingError(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InterfaceBuilderError? {
    do {
        _ = try InterfaceBuilderDocument(xml: xml, file: "bad.xib")
        Issue.record("the document read", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// A view with a frame and no autoresizing, for the snippets.
func view(_ id: String, _ frame: String, element: String = "view", attributes: String = "", body: String = "")
    -> String
{
    let parts = frame.split(separator: " ")
    return """
        <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
            <rect key="frame" x="\(parts[0])" y="\(parts[1])" width="\(parts[2])" height="\(parts[3])"/>
            \(body)
        </\(element)>
        """
}
