import Masonry

extension LayoutBuilder {
    /// A `StackView` with the statement's options; views declared `in` it become its arranged subviews.
    mutating func makeStack(name: String, options: StackOptions, at location: LayoutFileLocation) -> View? {
        let stack = StackView(name: name)
        stack.axis = options.axis
        if let spacing = options.spacing { stack.spacing = spacing }
        if let distribution = options.distribution.flatMap({ LayoutBuilder.distributions[$0] }) {
            stack.distribution = distribution
        }
        if let alignment = options.alignment.flatMap({ LayoutBuilder.alignments[$0] }) { stack.alignment = alignment }
        stack.isLayoutMarginsRelativeArrangement = options.isLayoutMarginsRelative
        return stack
    }

    /// Adds `view` to `parent`'s arranged subviews when the parent is a stack; returns whether it did.
    func addArranged(_ view: View, to parent: View) -> Bool {
        guard let stack = parent as? StackView else { return false }
        stack.addArrangedSubview(view)
        return true
    }

    static let distributions: [String: StackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering
    ]

    static let alignments: [String: StackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline
    ]
}
