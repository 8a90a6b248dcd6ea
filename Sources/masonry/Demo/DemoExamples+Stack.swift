import Masonry

extension DemoExample {
    /// A card built from stack views: a title, a wrapping body and a row of equal buttons, placed with the DSL.
    static let stack = DemoExample(name: "stack", title: "Stack views: a card with a title, a body and equal buttons") {
        let root = makeRoot()
        let title = Label(name: "title", text: "Stack views")
        title.font = Font(size: 22)
        let body = Label(
            name: "body",
            text: "A stack view lines its arranged views up with the constraints UIKit "
                + "generates. Hide one and the others close the gap; the body wraps at the width the card gets.")
        body.numberOfLines = 0
        let buttons = ["cancel", "later", "ok"].map { Label(name: $0, text: $0.capitalized) }
        let row = StackView(name: "buttons", arrangedSubviews: buttons)
        row.distribution = .fillEqually
        row.spacing = 8
        let card = StackView(name: "card", arrangedSubviews: [title, body, row])
        card.axis = .vertical
        card.spacing = 12
        card.setCustomSpacing(20, after: body)
        card.isLayoutMarginsRelativeArrangement = true
        card.layoutMargins = EdgeInsets(all: 16)
        root.addSubview(card)
        card.mas.makeConstraints { make in
            make.top.equalToSuperview().offset(60)
            make.left.right.equalToSuperview().inset(20)
        }
        root.layoutIfNeeded()

        var notes: [String] = []
        var counts: [String: Int] = [:]
        for constraint in card.constraints + row.constraints {
            if let identifier = constraint.identifier { counts[identifier, default: 0] += 1 }
        }
        notes.append(
            "generated: " + counts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))

        let before = card.frame
        let animation = root.animate(duration: 0.3) {
            body.isHidden = true
            root.layoutIfNeeded()
        }
        notes.append(
            "hide body (animated 0.3 s): card \(before) → \(card.frame); "
                + "buttons at 0.15 s: \(animation.frame(of: row, at: 0.15))")
        let hiddenTree = root.layoutTree()
        body.isHidden = false
        root.layoutIfNeeded()
        notes.append("-- with the body hidden\n" + hiddenTree)
        return DemoResult(
            title: "stack: a vertical card stack (margins 16, spacing 12, 20 after the body) holding a "
                + "fill-equally button row", sections: [("", root)], notes: notes)
    }
}
