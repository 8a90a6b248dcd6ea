import Masonry
import Testing

/// The snippets of Getting started and Anchors and constraints (Masonry.docc).
@Suite struct AnchorSnippetTests {
    @Test func gettingStarted() throws {
        let printed = Transcript.record {
            // snippet: gettingStarted
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let box = View(name: "box")
            root.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false // as in UIKit
            LayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 200),
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor)
            ])
            root.layoutIfNeeded()
            print(box.frame) // (87.5, 233.5, 200, 200)
            // snippet end
        }
        try Snippets.expect("gettingStarted", printed: printed)
    }

    @Test func marginsGuidesMultipliersAndPriorities() throws {
        let printed = Transcript.record {
            // snippet: anchors
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let image = View(name: "image")
            root.addSubview(image)
            image.translatesAutoresizingMaskIntoConstraints = false
            let aspect = image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5)
            let preferredWidth = image.widthAnchor.constraint(equalToConstant: 1000)
            preferredWidth.priority = .defaultLow // wanted, but less than fitting in the margins
            LayoutConstraint.activate([
                image.leadingAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leadingAnchor),
                image.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
                image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                image.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
                aspect, preferredWidth
            ])
            root.layoutIfNeeded()
            print(image.frame) // (8, 20, 304, 152)
            print(aspect) // <LayoutConstraint:0x1 View:image.height == View:image.width * 0.5>
            print(preferredWidth) // <LayoutConstraint:0x2 View:image.width == 1000 ^low>
            // snippet end
        }
        try Snippets.expect("anchors", printed: printed)
    }
}
