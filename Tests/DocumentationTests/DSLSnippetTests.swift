import Masonry
import Testing

/// The DSL's snippets (README.md, Masonry.docc).
@Suite struct DSLSnippetTests {
    @Test func theReadmeExample() throws {
        let printed = Transcript.record {
            // snippet: readme
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let box = View(name: "box"), label = Label(name: "label", text: "Hello, Masonry")
            root.addSubview(box)
            root.addSubview(label)
            box.mas.makeConstraints { make in
                make.size.equalTo(Size(width: 200, height: 200))
                make.center.equalToSuperview()
            }
            label.mas.makeConstraints { make in
                make.top.equalTo(box.mas.bottom).offset(8)
                make.centerX.equalTo(box)
            }
            root.layoutIfNeeded()
            print(box.frame) // (87.5, 233.5, 200, 200)
            print(label.frame) // (124.5, 441.5, 126.5, 20)
            // snippet end
        }
        try Snippets.expect("readme", printed: printed)
    }

    @Test func makingUpdatingAndAnimating() throws {
        let printed = Transcript.record {
            // snippet: dsl
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let box = View(name: "box"), label = Label(name: "label", text: "Hello"), banner = View(name: "banner")
            for view in [box, label, banner] { root.addSubview(view) }
            box.mas.makeConstraints { make in
                make.size.equalTo(Size(width: 200, height: 200))
                make.center.equalToSuperview()
            }
            label.mas.makeConstraints { make in
                make.top.equalTo(box.mas.bottom).offset(8)
                make.left.right.equalToSuperview().inset(20)
                make.height.greaterThanOrEqualTo(10).priority(.high).labeled("minHeight")
            }
            var top: Constraint?
            banner.mas.makeConstraints { make in
                top = make.top.equalTo(418).constraint
                make.left.right.equalToSuperview()
                make.height.equalTo(44)
            }
            root.layoutIfNeeded()
            print(banner.frame) // (0, 418, 375, 44)
            let animation = root.animate(duration: 5) {
                top?.update(offset: 700) // or banner.mas.updateConstraints { make in make.top.equalTo(700) }
                root.layoutIfNeeded()
            }
            print(animation.frame(of: banner, at: 2.5)) // (0, 559, 375, 44)
            print(banner.frame) // (0, 700, 375, 44)
            // snippet end
        }
        try Snippets.expect("dsl", printed: printed)
    }

    @Test func updatingAndRemaking() throws {
        let printed = Transcript.record {
            // snippet: update
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let button = View(name: "button")
            root.addSubview(button)
            button.mas.makeConstraints { make in
                make.center.equalToSuperview()
                make.size.equalTo(Size(width: 100, height: 44))
            }
            button.mas.updateConstraints { make in
                make.width.equalTo(200) // the same constraint, with a new constant
            }
            root.layoutIfNeeded()
            print(button.frame) // (87.5, 311.5, 200, 44)
            button.mas.remakeConstraints { make in
                make.edges.equalToSuperview().inset(20) // the old constraints go, these come
            }
            root.layoutIfNeeded()
            print(button.frame) // (20, 20, 335, 627)
            print(root.constraints.count) // 4
            // snippet end
        }
        try Snippets.expect("update", printed: printed)
    }

    @Test func aMisuseIsReportedAndSkipped() throws {
        let printed = Transcript.record {
            // snippet: misuse
            let orphan = View(name: "orphan")
            orphan.diagnosticHandler = { diagnostic in
                if case .misuse(let reason, at: _) = diagnostic { print(reason) }
                // Expected superview but found nil when attempting make constraint `equalToSuperview`: View:orphan has no superview. The statement was skipped.
            }
            let made = orphan.mas.makeConstraints { make in
                make.edges.equalToSuperview()
            }
            print(made.count) // 0
            // snippet end
        }
        try Snippets.expect("misuse", printed: printed)
    }
}
