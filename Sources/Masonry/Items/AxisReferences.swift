/// How many active constraints name a view's attributes along each axis, and whether they all name the same one:
/// what a `.fillProportionally` stack reads to tell whether anything but its own constraints bears on its arranged
/// views' lengths and positions and on its own length (``StackView``).
///
/// A view's guides count as the view (a constraint on its margins guide's left names its horizontal axis). Counted:
/// every user constraint (anchors, the DSL, VFL, `.layout`, a stack's generated ones) and the engine's autoresizing
/// and root-size constraints, which hold a frame; not counted: the view's intrinsic size and the constraints that
/// only tie its own guides to it (margins, safe area, a scroll view's guides, a guide's `size >= 0`), which bear on
/// nothing unless another constraint names the guide. Kept as constraints come and go, in O(1) each.
///
/// For each axis the tally keeps the count, the sum of the attributes' codes and the sum of their squares: all the
/// references name one attribute exactly when `count × squares == sum²` (equality in the Cauchy–Schwarz
/// inequality), so "only `left`" is told from "`left` and `right`" without a table per attribute.
struct AxisReferences: Equatable {
    /// One axis's references.
    struct Tally: Equatable {
        var count = 0
        var sum = 0
        var squares = 0

        /// Whether every reference names the same attribute (true with none).
        var namesOneAttribute: Bool { count * squares == sum * sum }

        /// The attribute every reference names, when they all name one.
        var onlyAttribute: LayoutAttribute? {
            guard count > 0, namesOneAttribute, sum % count == 0 else { return nil }
            return LayoutAttribute.allCases.first { $0.referenceCode == sum / count }
        }

        mutating func add(_ code: Int, _ sign: Int) {
            count += sign
            sum += sign * code
            squares += sign * code * code
        }

        static func - (lhs: Tally, rhs: Tally) -> Tally {
            Tally(count: lhs.count - rhs.count, sum: lhs.sum - rhs.sum, squares: lhs.squares - rhs.squares)
        }
    }

    var horizontal = Tally()
    var vertical = Tally()

    /// The tally along `axis`.
    subscript(axis: Axis) -> Tally { axis == .horizontal ? horizontal : vertical }

    /// Counts one reference to `attribute` in (`sign` 1) or out (`sign` −1).
    mutating func add(_ attribute: LayoutAttribute, _ sign: Int) {
        switch attribute.axis {
        case .horizontal: horizontal.add(attribute.referenceCode, sign)
        case .vertical: vertical.add(attribute.referenceCode, sign)
        case nil: break
        }
    }

    static func - (lhs: AxisReferences, rhs: AxisReferences) -> AxisReferences {
        AxisReferences(horizontal: lhs.horizontal - rhs.horizontal, vertical: lhs.vertical - rhs.vertical)
    }
}

extension LayoutAttribute {
    /// A distinct positive number per attribute, for ``AxisReferences`` (a switch: it is read for every
    /// constraint activated).
    var referenceCode: Int {
        switch self {
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .leading: 5
        case .trailing: 6
        case .width: 7
        case .height: 8
        case .centerX: 9
        case .centerY: 10
        case .lastBaseline: 11
        case .firstBaseline: 12
        case .leftMargin: 13
        case .rightMargin: 14
        case .topMargin: 15
        case .bottomMargin: 16
        case .leadingMargin: 17
        case .trailingMargin: 18
        case .centerXWithinMargins: 19
        case .centerYWithinMargins: 20
        case .notAnAttribute: 21
        }
    }
}

extension LayoutConstraint {
    /// Counts this constraint's references in (`sign` 1) or out (`sign` −1), `holder` being the view that holds it
    /// and `first` and `second` its items.
    ///
    /// A user constraint's attribute is measured from its holder (``AttributeExpressions``): it names the item's
    /// attribute and the origin, along the same axis, of every view between the item's view and the holder, each
    /// of which is counted as naming that view's leading edge in absolute terms (`left` or `top`). A stack's own
    /// generated constraints are not counted (``countsReferences``), nor the engine's kinds that hold no frame.
    func countReferences(_ sign: Int, holder: View, first: LayoutItem?, second: LayoutItem?) {
        guard countsReferences else { return }
        let walksPath: Bool
        if case .user = kind { walksPath = true } else { walksPath = false }
        if let host = first?.hostView { Self.count(host, firstAttribute, sign, holder: walksPath ? holder : nil) }
        if let host = second?.hostView { Self.count(host, secondAttribute, sign, holder: walksPath ? holder : nil) }
    }

    /// ``countReferences(_:holder:first:second:)`` with the items read now.
    func countReferences(_ sign: Int, holder: View) {
        countReferences(sign, holder: holder, first: firstItem, second: secondItem)
    }

    /// Counts one item's reference: `attribute` on `host`, its view, and, unless `holder` is `nil` (the engine's
    /// kinds), the origins of the views between `host` and `holder`.
    static func count(_ host: View, _ attribute: LayoutAttribute, _ sign: Int, holder: View?) {
        guard attribute != .notAnAttribute else { return }
        host.countReference(to: attribute, sign)
        // The host's own origin is part of the attribute counted on it; a host that is the holder or one of its
        // subviews (most constraints) has no view between them, known from the depths without a weak load.
        guard let holder, attribute.isLocation, host.depth > holder.depth + 1 else { return }
        let origin: LayoutAttribute = attribute.axis == .horizontal ? .left : .top
        var view = host.superview
        while let current = view, current !== holder {
            current.countReference(to: origin, sign)
            view = current.superview
        }
    }
}

extension LayoutConstraint {
    /// Whether the engine's constraints of this kind count in ``AxisReferences``: those that hold a frame.
    var kindCountsReferences: Bool {
        switch kind {
        case .user, .autoresizing, .rootSize: true
        case .contentSize, .marginsGuide, .safeAreaGuide, .guideSize, .scrollGuide: false
        }
    }
}
