import Cassowary

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item is four unknowns of the layout engine: the origin of its alignment rectangle in its parent's
/// coordinates (its superview's for a view, its owning view's for a guide) and its size.
open class LayoutItem {
    let minXVariable: Variable
    let minYVariable: Variable
    let widthVariable: Variable
    let heightVariable: Variable

    /// The active constraints that DSL statements made with this item first (``LayoutConstraint/isMadeByDSL``), in
    /// the order they were activated: what `updateConstraints` matches, and all that `removeConstraints` and
    /// `remakeConstraints` touch (never constraints other items made to this one, nor ones made with anchors).
    ///
    /// Not a registry of its own: ``LayoutConstraint`` keeps it in step with its activation, in the same two places
    /// it joins and leaves its holder's ``View/constraints``, so a constraint that goes away for any reason (a
    /// `removeFromSuperview`, `deactivate()`, `removeConstraint`, its holder view being freed) leaves it too. It is
    /// kept per item, not derived by filtering holders' `constraints` when asked, because those holders are every
    /// ancestor up to the closest common one: a root can hold thousands of constraints, and an update of one view
    /// must not read them all.
    var dslConstraints: [LayoutConstraint] = []

    init(variableNames names: VariableNames) {
        minXVariable = Variable(names.minX)
        minYVariable = Variable(names.minY)
        widthVariable = Variable(names.width)
        heightVariable = Variable(names.height)
    }

    /// The debugging names of an item's four variables: `View.minX`, `View.minY`, `View.width`, `View.height` for
    /// a view. Built once per kind of item, not once per item: interpolating four names cost more than the rest of
    /// making a view.
    struct VariableNames {
        let minX: String
        let minY: String
        let width: String
        let height: String

        /// The names of the variables of an item called `kind`.
        init(_ kind: String) {
            minX = kind + ".minX"
            minY = kind + ".minY"
            width = kind + ".width"
            height = kind + ".height"
        }

        /// A view's.
        static let view = VariableNames("View")
        /// A guide's made with ``LayoutGuide/init()``.
        static let guide = VariableNames("LayoutGuide")
    }

    /// The view whose coordinate space the item's variables are in: the superview of a view, the owning view
    /// of a guide.
    var parentView: View? { nil }

    /// ``parentView``'s identity when it is known without loading a weak reference (a view's superview, see
    /// ``View/superviewIdentifier``), else `nil`: equal to a live view's identity only when that view is the parent.
    var parentIdentifier: ObjectIdentifier? { nil }

    /// The view that stands for this item when finding where a constraint is installed: the view itself, or a
    /// guide's owning view.
    var hostView: View? { nil }

    /// The item's name as constraint descriptions and Auto Layout's logs print it: `View:box`, `Label:title`,
    /// `LayoutGuide:'UIViewLayoutMarginsGuide'`, or the type and a tag (`View:0x2`) for an unnamed view.
    public var debugDescription: String { "item" }

    /// The guide a scroll view's edges stand for in constraints with its content (``ScrollView``); `nil` for
    /// every other item.
    var contentAreaGuide: LayoutGuide? { nil }

    /// The direction leading and trailing resolve in for this item.
    var layoutDirection: UserInterfaceLayoutDirection {
        hostView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    // MARK: Anchors
    //
    // Final and inlinable, as are the anchors' initialisers and `constraint` methods: a client's compiler then sees
    // an anchor made and used in one expression and passes the item straight to the constraint's initialiser,
    // where a call into this module would retain it for the anchor and again for each read through the
    // protocol, and release it as often (each a slow path: items are referenced weakly, so their counts live in
    // side tables).

    /// The left edge.
    @inlinable public final var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    @inlinable public final var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    @inlinable public final var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    @inlinable public final var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    @inlinable public final var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    @inlinable public final var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    @inlinable public final var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    @inlinable public final var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    @inlinable public final var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    /// The height.
    @inlinable public final var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
    /// The baseline of the first line of text (the top edge for items without text).
    @inlinable public final var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for items without text).
    @inlinable public final var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
}
