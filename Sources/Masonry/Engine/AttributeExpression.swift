import Cassowary

/// How an item's attribute becomes a linear expression of engine variables, in the coordinates of the view that
/// holds the constraint (Auto Layout's rule: the holder's left and top are 0; any other item's origin is the sum of
/// the origins on its way up to the holder).
///
/// Because every item is measured from the same holder, moving everything changes nothing; the holder matters only
/// for multipliers other than 1 on locations, as in Auto Layout.
struct AttributeExpressions {
    let container: View

    /// The expression of `attribute` of `item`, or `nil` if the item is not inside the container.
    func expression(_ attribute: LayoutAttribute, of item: LayoutItem) -> Expression? {
        switch attribute {
        case .left: return origin(of: item, .horizontal)
        case .top: return origin(of: item, .vertical)
        case .width: return Expression(size(of: item, .horizontal))
        case .height: return Expression(size(of: item, .vertical))
        case .right: return origin(of: item, .horizontal).map { $0 + size(of: item, .horizontal) }
        case .bottom: return origin(of: item, .vertical).map { $0 + size(of: item, .vertical) }
        case .centerX: return origin(of: item, .horizontal).map { $0 + size(of: item, .horizontal) / 2 }
        case .centerY: return origin(of: item, .vertical).map { $0 + size(of: item, .vertical) / 2 }
        case .leading, .trailing:
            let isLeading = attribute == .leading
            guard item.layoutDirection == .rightToLeft else { return expression(isLeading ? .left : .right, of: item) }
            return mirrored(expression(isLeading ? .right : .left, of: item))
        case .firstBaseline:
            guard let view = (item as? View)?.resolvedBaselineView(last: false), let offsets = view.baselineOffsets
            else { return expression(.top, of: (item as? View)?.resolvedBaselineView(last: false) ?? item) }
            return expression(.top, of: view).map { $0 + offsets.fromTop }
        case .lastBaseline:
            guard let view = (item as? View)?.resolvedBaselineView(last: true), let offsets = view.baselineOffsets
            else { return expression(.bottom, of: (item as? View)?.resolvedBaselineView(last: true) ?? item) }
            return expression(.bottom, of: view).map { $0 - offsets.fromBottom }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            // The margin attributes are the edges of the margins guide, which system constraints hold in place.
            guard let view = item as? View, let guide = view.existingMarginsGuide else {
                return expression(attribute.withoutMargins, of: item)
            }
            return expression(attribute.withoutMargins, of: guide)
        case .notAnAttribute:
            return Expression(constant: 0)
        }
    }

    /// Appends `attribute` of `item`, its coefficients multiplied by `factor`, to `terms`, and returns the expression's
    /// constant multiplied the same way; `nil` if the item is not inside the container. A constraint's second item
    /// is appended with `factor` −multiplier, since it moves to the left-hand side.
    ///
    /// The same terms in the same order, and the same floating-point products, as building ``expression(_:of:)`` and
    /// multiplying it out, without the intermediate arrays: lowering is on the engine's hot path.
    func append(
        _ attribute: LayoutAttribute, of item: LayoutItem, scaledBy factor: Double,
        to terms: inout [Term]
    ) -> Double? {
        func add(_ variable: Variable, _ coefficient: Double) {
            terms.append(Term(variable, coefficient * factor))
        }
        switch attribute {
        case .left, .top:
            return appendOrigin(of: item, attribute == .left ? .horizontal : .vertical, scaledBy: factor, to: &terms)
                ? 0 : nil
        case .width, .height:
            add(size(of: item, attribute == .width ? .horizontal : .vertical), 1)
            return 0
        case .right, .bottom, .centerX, .centerY:
            let axis: Axis = attribute == .right || attribute == .centerX ? .horizontal : .vertical
            guard appendOrigin(of: item, axis, scaledBy: factor, to: &terms) else { return nil }
            add(
                size(of: item, axis),
                attribute == .right || attribute == .bottom ? 1 : (size(of: item, axis) / 2).coefficient)
            return 0
        default:
            guard let expression = expression(attribute, of: item) else { return nil }
            for term in expression.terms { add(term.variable, term.coefficient) }
            return expression.constant * factor
        }
    }

    /// Appends the origin of `item` on `axis` relative to the container (the origins from the item up to, not
    /// including, the container), each coefficient `factor`; `false` if the item is not inside the container.
    ///
    /// A method of its own rather than a function nested in ``append(_:of:scaledBy:to:)``, which would capture
    /// `item` and retain it. Most items are the container's subviews: the parent's identity says so with no weak
    /// load (a view is referenced weakly, and each reference taken and dropped takes the runtime's slow path
    /// twice). The walk up loads a parent only when it is not the container, and starts at the item's parent, so
    /// the item itself is not referenced again. Neither the container nor the item is used after an append on the way
    /// most items take (the container by its identity, read first): used after it, each would be retained across it.
    private func appendOrigin(
        of item: LayoutItem, _ axis: Axis, scaledBy factor: Double, to terms: inout [Term]
    ) -> Bool {
        let containerIdentifier = ObjectIdentifier(container)
        guard ObjectIdentifier(item) != containerIdentifier else { return true }
        let variable = axis == .horizontal ? item.minXVariable : item.minYVariable
        if item.parentIdentifier == containerIdentifier {
            terms.append(Term(variable, 1 * factor))
            return true
        }
        guard var current = item.parentView else { return false }
        terms.append(Term(variable, 1 * factor))
        while ObjectIdentifier(current) != containerIdentifier {
            terms.append(Term(axis == .horizontal ? current.minXVariable : current.minYVariable, 1 * factor))
            if current.superviewIdentifier == containerIdentifier { return true }
            guard let parent = current.parentView else { return false }
            current = parent
        }
        return true
    }

    /// How many terms ``append(_:of:scaledBy:to:)`` gives `attribute` of `item` when the item is the container or
    /// one of its subviews (an origin is one term per level below the container, so an item deeper down takes more,
    /// and the array grows once); two for the attributes that go through ``expression(_:of:)``. Read without
    /// walking up the tree: the lowering reserves this much room, since the solver constraint keeps the array.
    func termCount(_ attribute: LayoutAttribute, of item: LayoutItem) -> Int {
        let isContainer = item === container
        switch attribute {
        case .left, .top: return isContainer ? 0 : 1
        case .width, .height: return 1
        case .right, .bottom, .centerX, .centerY: return isContainer ? 1 : 2
        default: return 2
        }
    }

    /// `W − x`: the coordinate mirrored about the container's width, for right-to-left leading and trailing.
    private func mirrored(_ expression: Expression?) -> Expression? {
        expression.map { Expression(container.widthVariable) - $0 }
    }

    private func size(of item: LayoutItem, _ axis: Axis) -> Variable {
        axis == .horizontal ? item.widthVariable : item.heightVariable
    }

    /// The item's origin on `axis` relative to the container: the sum of the origins from the item up to, not
    /// including, the container.
    private func origin(of item: LayoutItem, _ axis: Axis) -> Expression? {
        if item === container { return Expression(constant: 0) }
        var terms: [Term] = []
        var current: LayoutItem = item
        while current !== container {
            terms.append(Term(axis == .horizontal ? current.minXVariable : current.minYVariable))
            guard let parent = current.parentView else { return nil }
            current = parent
        }
        return Expression(terms: terms, constant: 0)
    }
}
