import Masonry
import Testing

/// The snippets of Debugging a layout (Masonry.docc).
@Suite struct DebuggingSnippetTests {
    @Test func aConflictIsReportedAndOneConstraintBroken() throws {
        let printed = Transcript.record {
            // snippet: conflict
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let box = View(name: "box")
            root.addSubview(box)
            root.diagnosticHandler = { diagnostic in
                if case .unsatisfiable(let broken, let conflicting) = diagnostic {
                    print("broke", broken, "of", conflicting.count)
                    // broke <LayoutConstraint:wide View:box.width == 200> of 2
                }
            }
            box.mas.makeConstraints { make in
                make.width.equalTo(100).labeled("narrow")
                make.width.equalTo(200).labeled("wide")
                make.height.equalTo(50)
                make.top.left.equalToSuperview()
            }
            root.layoutIfNeeded()
            print(box.frame) // (0, 0, 100, 50)
            // snippet end
        }
        try Snippets.expect("conflict", printed: printed)
    }

    @Test func anAmbiguousViewAndTheLayoutTree() throws {
        let printed = Transcript.record {
            // snippet: ambiguity
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            root.name = "root"
            let box = View(name: "box")
            root.addSubview(box)
            box.mas.makeConstraints { make in
                make.size.equalTo(Size(width: 100, height: 100))
                make.left.equalToSuperview().offset(20) // and no vertical position
            }
            root.layoutIfNeeded()
            print(box.hasAmbiguousLayout) // true
            for constraint in box.constraintsAffectingLayout(for: .vertical) {
                print(constraint) // <LayoutConstraint:0x1 View:box.height == 100>
            }
            print(root.layoutTree())
            // View:root (0, 0, 375, 667)
            //   View:box (20, 0, 100, 100) - AMBIGUOUS LAYOUT (vertical)
            // snippet end
        }
        try Snippets.expect("ambiguity", printed: printed)
    }
}
