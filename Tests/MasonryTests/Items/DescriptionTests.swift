import Masonry
import Testing

/// What `print` shows for views, guides and constraints: names, frames and state a person can read, not the type's
/// name.
@Suite struct DescriptionTests {
    private func laidOutBox() -> (root: View, box: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.name = "root"
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalToSuperview()
        }
        root.layoutIfNeeded()
        return (root, box)
    }

    @Test func aViewPrintsItsNameAndFrame() {
        let (_, box) = laidOutBox()
        #expect(box.description == "<View:box; frame = (87.5, 233.5, 200, 200)>")
        #expect("\(box)" == box.description)
        box.isHidden = true
        #expect(box.description == "<View:box; frame = (87.5, 233.5, 200, 200); hidden>")
    }

    @Test func anArrayOfViewsPrintsTheirShortNames() {
        let (root, box) = laidOutBox()
        #expect(box.debugDescription == "View:box")
        #expect("\([root, box])" == "[View:root, View:box]")
    }

    @Test func aNamedLabelPrintsItsText() {
        let label = Label(name: "title", text: "Hello")
        #expect(label.description == "<Label:title; frame = (0, 0, 0, 0); text = 'Hello'>")
    }

    @Test func aGuidePrintsItsLayoutFrameAndOwner() {
        let (root, _) = laidOutBox()
        let guide = LayoutGuide()
        guide.identifier = "gap"
        root.addLayoutGuide(guide)
        #expect(guide.description == "<LayoutGuide:'gap'; layoutFrame = (0, 0, 0, 0); owningView = View:root>")
    }

    @Test func aConstraintsDebugDescriptionAddsItsState() {
        let (root, box) = laidOutBox()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        #expect(width.debugDescription.hasSuffix(" (inactive)"))
        width.isActive = true
        root.layoutIfNeeded()
        #expect(width.debugDescription.hasPrefix(width.description))
        #expect(width.debugDescription.contains("active on View:box"))
    }

    @Test func aDSLHandlePrintsItsConstraints() throws {
        let (root, box) = laidOutBox()
        var top: Constraint?
        let banner = View(name: "banner")
        root.addSubview(banner)
        banner.mas.makeConstraints { make in top = make.top.equalTo(box.mas.bottom).offset(8).constraint }
        let handle = try #require(top)
        #expect(
            handle.description == "Constraint (active) [<LayoutConstraint:0x1 View:banner.top == View:box.bottom + 8>]")
        handle.deactivate()
        #expect(handle.description.hasPrefix("Constraint (inactive) ["))
        #expect(handle.debugDescription.contains("(inactive, MasonryTests/DescriptionTests.swift:"))
    }
}
