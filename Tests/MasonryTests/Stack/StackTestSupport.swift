import Masonry
import Testing

// Shared helpers for the stack view suites: views with a fixed intrinsic size, and a stack placed in a root.

/// A view whose intrinsic size is set by the test (a stand-in for an image or a button).
final class Block: View {
    var contentSize: Size { didSet { invalidateIntrinsicContentSize() } }

    init(_ name: String, _ width: Double, _ height: Double) {
        contentSize = Size(width: width, height: height)
        super.init(name: name)
    }

    override var intrinsicContentSize: Size { contentSize }
}

/// A root with a stack of `views` whose top-left corner is pinned at (20, 40); its size follows its content unless
/// `width` or `height` fix it.
func makeStack(
    _ views: [View], axis: Axis = .horizontal, distribution: StackView.Distribution = .fill,
    alignment: StackView.Alignment = .fill, spacing: Double = 0, width: Double? = nil, height: Double? = nil
) -> (root: View, stack: StackView) {
    let root = makeRoot()
    let stack = StackView(name: "stack", arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    root.addSubview(stack)
    stack.mas.makeConstraints { make in
        make.left.equalToSuperview().offset(20)
        make.top.equalToSuperview().offset(40)
        if let width { make.width.equalTo(width) }
        if let height { make.height.equalTo(height) }
    }
    root.layoutIfNeeded()
    return (root, stack)
}

/// The stack's constraints with `identifier`.
func generated(_ stack: StackView, _ identifier: String) -> [LayoutConstraint] {
    stack.constraints.filter { $0.identifier == identifier }
}
