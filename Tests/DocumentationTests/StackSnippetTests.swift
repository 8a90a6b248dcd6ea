import Masonry
import Testing

/// The stack views' snippet (Masonry.docc).
@Suite struct StackSnippetTests {
    @Test func aCardOfStacks() throws {
        let printed = Transcript.record {
            // snippet: stack
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            let title = Label(name: "title", text: "Stack views")
            let body = Label(name: "body", text: "Hide a view and its neighbours close the gap.")
            body.numberOfLines = 0 // wraps at the width the stack gives it
            let buttons = StackView(arrangedSubviews: ["Cancel", "OK"].map { Label(name: $0, text: $0) })
            buttons.distribution = .fillEqually
            buttons.spacing = 8
            let card = StackView(name: "card", arrangedSubviews: [title, body, buttons])
            card.axis = .vertical
            card.spacing = 12
            card.setCustomSpacing(20, after: body)
            root.addSubview(card)
            card.mas.makeConstraints { make in // the DSL places a stack like any view
                make.top.equalToSuperview().offset(60)
                make.left.right.equalToSuperview().inset(20)
            }
            root.layoutIfNeeded()
            print(card.frame) // (20, 60, 335, 112)
            print(buttons.frame) // (0, 92, 335, 20)
            let collapse = root.animate(duration: 0.3) {
                body.isHidden = true
                root.layoutIfNeeded()
            }
            print(collapse.endFrame(of: buttons)) // (0, 32, 335, 20)
            // snippet end
        }
        try Snippets.expect("stack", printed: printed)
    }
}
