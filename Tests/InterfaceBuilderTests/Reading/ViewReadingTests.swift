import Foundation
import InterfaceBuilder
import Masonry
import Testing

@Suite("Views: every UIKit class, labels, controls' sizes, stacks, scroll views and per-view properties")
struct ViewReadingTests {
    func makeScene(_ subviews: String, constraints: String = "", options: InterfaceBuilderDocument.Options = .init())
        -> Scene?
    {
        read(storyboard(controllerScene(subviews, constraints: constraints)), options: options)?.scenes.first
    }

    @Test("unknown and custom classes become plain views")
    func unknownClasses() throws {
        let scene = try #require(
            makeScene(
                view("m", "0 0 10 10", element: "mapView") + view("c", "0 0 10 10", attributes: #"customClass="Chart""#)
            ))
        #expect(type(of: try #require(scene.view(id: "m"))) == View.self)
        #expect(type(of: try #require(scene.view(id: "c"))) == View.self)
    }

    @Test("a label reads its text, font size and number of lines")
    func label() throws {
        let body = #"<fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>"#
        let scene = try #require(
            makeScene(
                view("l", "0 0 100 30", element: "label", attributes: #"text="Title" numberOfLines="0""#, body: body)))
        let label = try #require(scene.view(id: "l") as? Label)
        #expect(label.text == "Title")
        #expect(label.font == Font(size: 24))
        #expect(label.numberOfLines == 0)
    }

    @Test("a long text in a string element and text styles are read")
    func labelStringAndStyle() throws {
        let body =
            #"<string key="text">Two\#nlines</string><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#
        let scene = try #require(makeScene(view("l", "0 0 100 30", element: "label", body: body)))
        let label = try #require(scene.view(id: "l") as? Label)
        #expect(label.text == "Two\nlines")
        #expect(label.font == Font(size: 13))
    }

    @Test("stored content sizes: a label's and a control's intrinsic size is the stored size")
    func storedSizes() throws {
        let scene = try #require(
            makeScene(
                view("l", "0 0 91 21", element: "label", attributes: #"text="Hello""#)
                    + view("s", "0 0 51 31", element: "switch") + view("p", "0 0 150 2", element: "progressView")))
        #expect(scene.view(id: "l")?.intrinsicContentSize == Size(width: 91, height: 21))
        #expect(scene.view(id: "s")?.intrinsicContentSize == Size(width: 49, height: 31))
        #expect(scene.view(id: "p")?.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 2))
    }

    @Test("measured content sizes: labels measure their text, controls take UIKit's standard sizes")
    func measuredSizes() throws {
        let scene = try #require(
            makeScene(
                view("l", "0 0 91 21", element: "label", attributes: #"text="Hello""#)
                    + view("s", "0 0 60 40", element: "switch")
                    + view("a", "0 0 5 5", element: "activityIndicatorView"),
                options: .init(contentSizes: .measured)))
        let label = try #require(scene.view(id: "l") as? Label)
        let measured = Label(name: "x", text: "Hello")
        #expect(label.intrinsicContentSize == measured.intrinsicContentSize)
        #expect(scene.view(id: "s")?.intrinsicContentSize == Size(width: 49, height: 31))
        #expect(scene.view(id: "a")?.intrinsicContentSize == Size(width: 20, height: 20))
    }

    @Test("a stack view reads axis, distribution, alignment, spacing and its arranged subviews")
    func stackView() throws {
        let attributes =
            #"axis="vertical" distribution="fillEqually" alignment="center" spacing="12" baselineRelativeArrangement="YES""#
        let body = "<subviews>" + view("a", "0 0 10 10") + view("b", "0 22 10 10") + "</subviews>"
        let scene = try #require(
            makeScene(view("s", "0 0 10 32", element: "stackView", attributes: attributes, body: body)))
        let stack = try #require(scene.view(id: "s") as? StackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 12)
        #expect(stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
    }

    @Test("scroll, table and collection views are scroll views with their content and frame guides")
    func scrollViews() throws {
        let body = #"""
            <subviews>\#(view("c", "0 0 375 1000"))</subviews>
            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            <constraints>
                <constraint firstItem="c" firstAttribute="top" secondItem="cg" secondAttribute="top" id="k1"/>
                <constraint firstItem="c" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="k2"/>
                <constraint firstItem="c" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="k3"/>
                <constraint firstItem="c" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="k4"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="fg" secondAttribute="width" id="k5"/>
                <constraint firstItem="c" firstAttribute="height" constant="1000" id="k6"/>
            </constraints>
            """#
        let subviews =
            view("s", "0 0 375 667", element: "scrollView", body: body) + view("t", "0 0 10 10", element: "tableView")
            + view("g", "0 0 10 10", element: "collectionView")
        let constraints = #"""
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="s" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r2"/>
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
            <constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>
            """#
        let scene = try #require(makeScene(subviews, constraints: constraints))
        #expect(scene.view(id: "t") is ScrollView)
        #expect(scene.view(id: "g") is ScrollView)
        let scroll = try #require(scene.view(id: "s") as? ScrollView)
        #expect(scene.readingIssues.isEmpty)
        scene.layout()
        #expect(scroll.contentSize == Size(width: 375, height: 1000))
        #expect(scene.view(id: "c")?.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
    }

    @Test("hidden, hugging, compression, margins and their flags are read")
    func properties() throws {
        let attributes = #"""
            hidden="YES" horizontalHuggingPriority="251" verticalHuggingPriority="700" horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1000" preservesSuperviewLayoutMargins="YES"
            """#
        let body = #"<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>"#
        let scene = try #require(makeScene(view("v", "0 0 10 10", attributes: attributes, body: body)))
        let view = try #require(scene.view(id: "v"))
        #expect(view.isHidden)
        #expect(view.contentHuggingPriority(for: .horizontal) == 251)
        #expect(view.contentHuggingPriority(for: .vertical) == 700)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 749)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 1000)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.preservesSuperviewLayoutMargins)
    }

    @Test("insetsLayoutMarginsFromSafeArea=\"NO\" is read, and the margins then leave out the safe area")
    func marginsFromSafeArea() throws {
        let constraints = #"""
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="k1"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="k3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="k4"/>
            """#
        var tops: [Bool: Double] = [:]
        for insets in [true, false] {
            var scene = controllerScene(
                view("a", "0 20 10 10") + view("b", "0 40 10 10", attributes: #"insetsLayoutMarginsFromSafeArea="NO""#),
                constraints: constraints)
            if !insets {
                scene = scene.replacingOccurrences(
                    of: #"id="root""#, with: #"id="root" insetsLayoutMarginsFromSafeArea="NO""#)
            }
            let parsed = try #require(read(storyboard(scene))?.scenes.first)
            #expect(parsed.root.insetsLayoutMarginsFromSafeArea == insets)
            #expect(parsed.view(id: "a")?.insetsLayoutMarginsFromSafeArea == true)
            #expect(parsed.view(id: "b")?.insetsLayoutMarginsFromSafeArea == false)
            parsed.layout()
            tops[insets] = parsed.view(id: "a")?.frame.minY
        }
        // A view controller's root has top margin 0 under a 20-point status bar: 0 + 20, or 0 when it opts out.
        #expect(tops[true] == 20)
        #expect(tops[false] == 0)
    }

    @Test("directional layout margins are read as leading and trailing, and follow a right-to-left view")
    func directionalMargins() throws {
        let body =
            #"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>"#
        let scene = try #require(
            makeScene(
                view("ltr", "0 0 10 10", body: body)
                    + view("rtl", "0 0 10 10", attributes: #"semanticContentAttribute="forceRightToLeft""#, body: body)
            ))
        let expected = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let ltr = try #require(scene.view(id: "ltr")), rtl = try #require(scene.view(id: "rtl"))
        #expect(ltr.directionalLayoutMargins == expected)
        #expect(rtl.directionalLayoutMargins == expected)
        #expect(ltr.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(rtl.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        // Mirroring the whole scene moves the left-to-right view's leading margin to its right.
        scene.root.semanticContentAttribute = .forceRightToLeft
        #expect(ltr.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test("a button's baselines are its title's and a text field's its text's, centred in the control")
    func controlBaselines() throws {
        let font17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let scene = try #require(
            makeScene(
                view("b", "0 0 60 44", element: "button", body: #"<state key="normal" title="Save"/>"# + font17)
                    + view("i", "0 0 44 44", element: "button", attributes: #"image="gear""#)
                    + view("t", "0 0 200 34", element: "textField", attributes: #"placeholder="Name""#)))
        for (id, size, height) in [("b", 17.0, 44.0), ("t", 14, 34)] {
            let control = try #require(scene.view(id: id))
            let offsets = try #require(control.baselineOffsetsFromEdges)
            let font = Font(size: size)
            // One line of text centred in the control's height: its top is half the spare height down.
            #expect(abs(offsets.firstFromTop - font.ascender - (height - font.lineHeight) / 2) < 1e-9)
            #expect(abs(offsets.firstFromTop + offsets.lastFromBottom - height) < 1e-9)
        }
        // A button without a title has no baseline: its baselines are its edges.
        #expect(scene.view(id: "i")?.baselineOffsetsFromEdges == nil)
    }

    @Test("a view that keeps its autoresizing mask keeps its frame and follows its superview")
    func autoresizing() throws {
        let text = xib(
            #"""
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="fixed">
                        <rect key="frame" x="10" y="10" width="50" height="20"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" id="wide">
                        <rect key="frame" x="10" y="40" width="180" height="20"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                    </view>
                </subviews>
            </view>
            """#)
        let scene = try #require(read(text)?.scenes.first)
        #expect(scene.view(id: "wide")?.autoresizingMask == [.flexibleWidth])
        #expect(scene.view(id: "fixed")?.translatesAutoresizingMaskIntoConstraints == true)
        scene.root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        scene.layout()
        #expect(scene.view(id: "fixed")?.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(scene.view(id: "wide")?.frame == Rect(x: 10, y: 40, width: 280, height: 20))
    }
}
