/// Why a change to the view tree was refused.
public enum HierarchyReason {
    /// `parent.addSubview(view)` where `parent` is `view` or inside it: the tree would contain a cycle.
    case wouldContainItself(view: View, parent: View)
    /// `safeAreaInsets` set on a view that has a superview (only a root's can be set).
    case safeAreaInsetsOnSubview(View)
}

extension HierarchyReason: CustomStringConvertible {
    /// The reason as the diagnostic's message prints it.
    public var description: String {
        switch self {
        case .wouldContainItself(let view, let parent):
            "\(view.debugDescription) cannot be added to \(parent.debugDescription): it would contain itself"
        case .safeAreaInsetsOnSubview(let view):
            "safeAreaInsets can only be set on a root view; \(view.debugDescription) has a superview"
        }
    }
}
