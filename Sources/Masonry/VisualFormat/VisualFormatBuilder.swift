/// Turns a format's syntax into constraints, in Apple's order: each connection's constraints, then the size
/// constraints of the view after it, and all the alignment constraints last.
///
/// It works through the terms pair by pair, as Apple's parser finishes each pair while reading, and raises the
/// mistakes found when a pair is finished (a `|` whose neighbour has no superview, an option that does not fit
/// the format) at the position Apple gives them: just past the pair's second term.
struct VisualFormatBuilder {
    /// The standard space between two siblings (Apple's `NSSpace`), also between baselines.
    static let standardSiblingSpace = 8.0

    private let format: String
    private let axis: Axis
    private let options: LayoutConstraint.FormatOptions
    private let alignmentAttributes: [LayoutAttribute]
    private var constraints: [LayoutConstraint] = []
    private var alignments: [LayoutConstraint] = []

    init(format: String, axis: Axis, options: LayoutConstraint.FormatOptions) {
        self.format = format
        self.axis = axis
        self.options = options
        alignmentAttributes = options.alignmentAttributes
    }

    /// The constraints of the terms, in Apple's order.
    mutating func build(_ syntax: VisualFormatSyntax) throws(VisualFormatError) -> [LayoutConstraint] {
        constraints.reserveCapacity(syntax.terms.count + 1)
        var previous: VisualFormatSyntax.Term?
        var pending: VisualFormatSyntax.Connection?
        for term in syntax.terms {
            switch term {
            case .connection(let connection):
                pending = connection
                continue
            case .superview, .view:
                if let left = previous, let connection = pending { try finish(connection, from: left, to: term) }
                if case .view(let box) = term { addSizeConstraints(of: box) }
                previous = term
                pending = nil
            }
        }
        return constraints + alignments
    }

    private func failure(_ message: String, at end: Int) -> VisualFormatError {
        VisualFormatError(
            message: message, format: format, position: characterIndex(ofByte: end, in: Array(format.utf8)))
    }

    // MARK: Pairs

    /// The constraints of a connection between two terms, and the pair's alignment.
    private mutating func finish(
        _ connection: VisualFormatSyntax.Connection, from left: VisualFormatSyntax.Term,
        to right: VisualFormatSyntax.Term
    ) throws(VisualFormatError) {
        let end = right.end
        if axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw failure(VisualFormatError.baselineInHorizontal, at: end)
        }
        switch (left, right) {
        case (.view(let first), .view(let second)):
            for spacing in spacings(of: connection, toSuperview: false) {
                append(space: spacing, from: first.item, to: second.item)
            }
            try align(first.item, second.item, at: end)
        case (.superview, .view(let box)):
            let superview = try self.superview(of: box.item, at: end)
            for spacing in spacings(of: connection, toSuperview: true) {
                let edge: LayoutItem = spacing.isStandard ? superview.layoutMarginsGuide : superview
                append(leadingEdge: edge, to: box.item, spacing)
            }
        case (.view(let box), .superview):
            let superview = try self.superview(of: box.item, at: end)
            for spacing in spacings(of: connection, toSuperview: true) {
                let edge: LayoutItem = spacing.isStandard ? superview.layoutMarginsGuide : superview
                append(trailingEdge: edge, from: box.item, spacing)
            }
        default:
            throw failure(VisualFormatError.noView, at: end)
        }
    }

    /// The view a `|` next to `item` stands for: its superview (a guide's owning view).
    private func superview(of item: LayoutItem, at end: Int) throws(VisualFormatError) -> View {
        guard let superview = item.parentView else { throw failure(VisualFormatError.noSuperview, at: end) }
        return superview
    }

    /// One space of a connection: its relation, constant and priority, and whether it is the standard space.
    private struct Spacing {
        var relation: LayoutRelation = .equal
        var constant: Double
        var priority: LayoutPriority = .required
        var isStandard = false
    }

    /// The spaces a connection asks for: the standard space is 8 between siblings and 0 to the superview's
    /// margins guide (iOS 11).
    private func spacings(of connection: VisualFormatSyntax.Connection, toSuperview: Bool) -> [Spacing] {
        switch connection {
        case .flush:
            return [Spacing(constant: 0)]
        case .standard:
            return [Spacing(constant: toSuperview ? 0 : Self.standardSiblingSpace, isStandard: true)]
        case .predicates(let predicates):
            return predicates.map { predicate in
                let constant: Double = if case .constant(let value) = predicate.object { value } else { 0 }
                return Spacing(relation: predicate.relation, constant: constant, priority: predicate.priority)
            }
        }
    }

    // MARK: Constraints

    /// The attributes a space runs between, before and after it, following the axis and the options.
    private var spaceAttributes: (before: LayoutAttribute, after: LayoutAttribute) {
        if axis == .vertical {
            return options.contains(.spacingBaselineToBaseline) ? (.lastBaseline, .firstBaseline) : (.bottom, .top)
        }
        switch options.horizontalDirection {
        case .leadingToTrailing: return (.trailing, .leading)
        case .leftToRight: return (.right, .left)
        case .rightToLeft: return (.left, .right)
        }
    }

    /// `second.after (r) first.before + c`, or with the items swapped right to left (`first.left r second.right`).
    private mutating func append(space: Spacing, from first: LayoutItem, to second: LayoutItem) {
        let (before, after) = spaceAttributes
        if axis == .horizontal && options.horizontalDirection == .rightToLeft {
            add(first, before, space.relation, second, after, space)
        } else {
            add(second, after, space.relation, first, before, space)
        }
    }

    /// Between a leading `|` and the first item: `item.after (r) edge.after + c` (baselines: `edge.top`).
    private mutating func append(leadingEdge edge: LayoutItem, to item: LayoutItem, _ space: Spacing) {
        let (_, after) = spaceAttributes
        let edgeAttribute: LayoutAttribute = axis == .vertical ? .top : after
        if axis == .horizontal && options.horizontalDirection == .rightToLeft {
            add(edge, .right, space.relation, item, .right, space)
        } else {
            add(item, after, space.relation, edge, edgeAttribute, space)
        }
    }

    /// Between the last item and a trailing `|`: `edge.before (r) item.before + c` (baselines: `edge.bottom`).
    private mutating func append(trailingEdge edge: LayoutItem, from item: LayoutItem, _ space: Spacing) {
        let (before, _) = spaceAttributes
        let edgeAttribute: LayoutAttribute = axis == .vertical ? .bottom : before
        if axis == .horizontal && options.horizontalDirection == .rightToLeft {
            add(item, .left, space.relation, edge, .left, space)
        } else {
            add(edge, edgeAttribute, space.relation, item, before, space)
        }
    }

    private mutating func add(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem, _ secondAttribute: LayoutAttribute, _ space: Spacing
    ) {
        let constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation,
            toItem: second, attribute: secondAttribute, constant: space.constant)
        constraint.priority = space.priority
        constraints.append(constraint)
    }

    /// The predicates of a view box: its width (H) or height (V), to a constant or to another item's.
    private mutating func addSizeConstraints(of box: VisualFormatSyntax.ViewBox) {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for predicate in box.predicates {
            let constraint =
                switch predicate.object {
                case .constant(let value):
                    LayoutConstraint(
                        item: box.item, attribute: attribute, relatedBy: predicate.relation, constant: value)
                case .item(let other):
                    LayoutConstraint(
                        item: box.item, attribute: attribute, relatedBy: predicate.relation,
                        toItem: other, attribute: attribute)
                }
            constraint.priority = predicate.priority
            constraints.append(constraint)
        }
    }

    /// `first.attribute == second.attribute` for every alignment option (swapped right to left), refusing an
    /// alignment along the format's own axis.
    private mutating func align(_ first: LayoutItem, _ second: LayoutItem, at end: Int) throws(VisualFormatError) {
        guard !alignmentAttributes.isEmpty else { return }
        if alignmentAttributes.contains(where: { $0.axis == axis }) {
            throw failure(
                axis == .horizontal ? VisualFormatError.horizontalAlignment : VisualFormatError.verticalAlignment,
                at: end)
        }
        let swapped = axis == .horizontal && options.horizontalDirection == .rightToLeft
        for attribute in alignmentAttributes {
            alignments.append(
                LayoutConstraint(
                    item: swapped ? second : first, attribute: attribute, relatedBy: .equal,
                    toItem: swapped ? first : second, attribute: attribute))
        }
    }
}

extension VisualFormatSyntax.Term {
    /// The index just past the term.
    var end: Int {
        switch self {
        case .superview(let end): end
        case .view(let box): box.end
        case .connection: 0
        }
    }
}
