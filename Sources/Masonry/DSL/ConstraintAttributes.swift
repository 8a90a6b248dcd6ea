/// The attributes one DSL statement constrains: `make.left.right.bottom` is the union of three.
///
/// A set, so chaining is a union (`make.left.left` is one `left`), expanded in one fixed order (SnapKit's), so the
/// constraints of a statement always come out in the same order.
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    /// The set's bits, one per attribute.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The `left` attribute.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The `top` attribute.
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    /// The `right` attribute.
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    /// The `bottom` attribute.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// The `leading` attribute.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// The `trailing` attribute.
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The `width` attribute.
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The `height` attribute.
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The `centerX` attribute.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The `centerY` attribute.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    /// The `lastBaseline` attribute.
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    /// The `firstBaseline` attribute.
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    /// The `leftMargin` attribute.
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    /// The `rightMargin` attribute.
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    /// The `topMargin` attribute.
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    /// The `bottomMargin` attribute.
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    /// The `leadingMargin` attribute.
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    /// The `trailingMargin` attribute.
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    /// The `centerXWithinMargins` attribute.
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    /// The `centerYWithinMargins` attribute.
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    // Composites.
    /// The `edges` composite.
    public static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    /// The `horizontalEdges` composite.
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// The `verticalEdges` composite.
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// The `directionalEdges` composite.
    public static let directionalEdges: ConstraintAttributes = [.leading, .trailing, .top, .bottom]
    /// The `directionalHorizontalEdges` composite.
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    /// The `directionalVerticalEdges` composite.
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    /// The `size` composite.
    public static let size: ConstraintAttributes = [.width, .height]
    /// The `center` composite.
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    /// The `margins` composite.
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    /// The `directionalMargins` composite.
    public static let directionalMargins: ConstraintAttributes = [
        .leadingMargin, .topMargin, .trailingMargin, .bottomMargin
    ]
    /// The `centerWithinMargins` composite.
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// Each bit and the Auto Layout attribute it stands for, in expansion order, which is bit order.
    private static let order: [(ConstraintAttributes, LayoutAttribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
        (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins)
    ]

    /// The Auto Layout attributes of the set, in expansion order.
    public var layoutAttributes: [LayoutAttribute] { Array(elements) }

    /// The Auto Layout attributes of the set, in expansion order, without building an array (the DSL walks them
    /// once per statement).
    var elements: Elements { Elements(bits: rawValue) }

    /// The number of Auto Layout attributes in the set.
    var count: Int { rawValue.nonzeroBitCount }

    /// The attributes of a set, lowest bit first.
    struct Elements: Sequence, IteratorProtocol {
        var bits: UInt32

        mutating func next() -> LayoutAttribute? {
            while bits != 0 {
                let bit = bits.trailingZeroBitCount
                bits &= bits - 1
                if bit < ConstraintAttributes.attributeOfBit.count { return ConstraintAttributes.attributeOfBit[bit] }
            }
            return nil
        }
    }

    /// The Auto Layout attribute of each bit, indexed by bit number.
    private static let attributeOfBit: [LayoutAttribute] = order.map(\.1)

    /// The set of a single Auto Layout attribute (empty for `.notAnAttribute`).
    init(_ attribute: LayoutAttribute) {
        self = Self.order.first { $0.1 == attribute }?.0 ?? []
    }

    /// The attribute of `other` that `attribute` of this statement relates to, SnapKit's rule: edges ↔ margins map
    /// one to one, equal sets map each to itself, otherwise everything relates to the target's first attribute.
    func targetAttribute(for attribute: LayoutAttribute, in target: ConstraintAttributes) -> LayoutAttribute {
        if target.isEmpty { return attribute }
        if (self == .edges && target == .margins) || (self == .directionalEdges && target == .directionalMargins) {
            return attribute.withMargins
        }
        if (self == .margins && target == .edges) || (self == .directionalMargins && target == .directionalEdges) {
            return attribute.withoutMargins
        }
        if self == target { return attribute }
        var targetAttributes = target.elements
        return targetAttributes.next() ?? attribute
    }
}
