/// A visual format as it was read: its axis and its terms in order, with names already resolved to items and
/// numbers.
///
/// The terms alternate: an optional leading `|`, then views and superview bars with a ``Connection`` between
/// each two. When the parser stops at a mistake, the syntax holds the terms it finished reading before it.
struct VisualFormatSyntax {
    /// `.horizontal` unless the format starts with `V:`.
    var axis: Axis = .horizontal
    var terms: [Term] = []

    enum Term {
        /// A `|`; `end` is the index just past it.
        case superview(end: Int)
        /// A connection between the terms on its two sides.
        case connection(Connection)
        /// A `[name(predicates)]` box.
        case view(ViewBox)
    }

    /// What lies between two terms.
    enum Connection {
        /// Nothing: the two touch (`[a][b]`).
        case flush
        /// A bare `-`: the standard space.
        case standard
        /// `-pred-` or `-(pred, …)-`: each predicate gives one constraint.
        case predicates([Predicate])
    }

    /// `[name(predicates)]`: a view (or guide) and the predicates on its size along the axis.
    struct ViewBox {
        let item: LayoutItem
        let predicates: [Predicate]
        /// The index just past the `]`.
        let end: Int
    }

    /// `relation object @priority`.
    struct Predicate {
        var relation: LayoutRelation = .equal
        var object: Object
        var priority: LayoutPriority = .required
    }

    /// What a predicate relates to: a number (a literal or a metric), or another item's size.
    enum Object {
        case constant(Double)
        case item(LayoutItem)
    }
}
