/// A rectangle that takes part in layout without being a view: a spacer, a margin, the safe area.
///
/// Its frame is in the owning view's coordinates and, unlike a view's, is never rounded to pixels.
public final class LayoutGuide: LayoutItem {
    /// A name for debugging output.
    public var identifier: String

    /// The view the guide was added to.
    public internal(set) weak var owningView: View?

    /// The size (`.width` or `.height`) whose `>= 0` the view that owns the guide makes itself, in its own
    /// constraints' order, instead of the engine's invariant that goes in first (an `.equalCentering` stack's gap
    /// guides, along the axis).
    var sizeMinimumHeldByOwner: LayoutAttribute?

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init() {
        identifier = ""
        super.init(variableNames: .guide)
    }

    init(systemIdentifier: String, owningView: View?) {
        identifier = systemIdentifier
        self.owningView = owningView
        super.init(variableNames: VariableNames(systemIdentifier))
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
    public var layoutFrame: Rect {
        // The root's engine answers from its own solver (nil before it has solved).
        guard let owner = owningView, let rect = owner.rootView.layoutEngineIfCreated?.solvedRect(of: self) else {
            return .zero
        }
        // The engine places the guide from the owner's alignment rectangle, which starts at its insets.
        let insets = owner.alignmentRectInsets
        return Rect(x: rect.minX + insets.left, y: rect.minY + insets.top, width: rect.width, height: rect.height)
    }

    override var parentView: View? { owningView }
    override var hostView: View? { owningView }

    /// `LayoutGuide:'IDENTIFIER'`, or `LayoutGuide` when it has no identifier.
    public override var debugDescription: String {
        let name = identifier.isEmpty ? "LayoutGuide" : "LayoutGuide:'\(identifier)'"
        return name
    }
}
