extension LayoutConstraint {
    /// How a visual format lines its views up, which way a horizontal format runs, and what its spaces measure:
    /// Apple's `NSLayoutConstraint.FormatOptions`, with the same names and raw values.
    ///
    /// Alignment applies to every pair of adjacent views (never to `|`) and must be across the format's axis:
    /// `H:[a]-[b]` with `.alignAllTop` makes `a.top == b.top`. The direction options concern horizontal formats
    /// only; `.spacingBaselineToBaseline` vertical ones only.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The bits, with Apple's values (so options read from elsewhere keep their meaning).
        public let rawValue: UInt

        /// Options from Apple's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Adjacent views share their left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Adjacent views share their right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Adjacent views share their top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Adjacent views share their bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Adjacent views share their leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Adjacent views share their trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Adjacent views share their horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Adjacent views share their vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Adjacent views share their last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Adjacent views share their first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that ask for alignment.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from leading to trailing, following the layout direction (the default).
        public static let directionLeadingToTrailing: FormatOptions = []
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that choose a direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spaces run between the facing edges of the views (the default).
        public static let spacingEdgeToEdge: FormatOptions = []
        /// Vertical spaces run from a view's last baseline to the next view's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that choose what spaces measure.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}

extension LayoutConstraint.FormatOptions {
    /// The attributes the alignment bits ask adjacent views to share, in increasing bit order (bit i stands for
    /// Auto Layout's attribute with raw value i; bits 7 and 8, undocumented, are width and height).
    var alignmentAttributes: [LayoutAttribute] {
        let attributes: [(bit: UInt, attribute: LayoutAttribute)] = [
            (1, .left), (2, .right), (3, .top), (4, .bottom), (5, .leading), (6, .trailing), (7, .width), (8, .height),
            (9, .centerX), (10, .centerY), (11, .lastBaseline), (12, .firstBaseline)
        ]
        return attributes.compactMap { rawValue & (1 << $0.bit) != 0 ? $0.attribute : nil }
    }

    /// How a horizontal format maps its ends onto attributes.
    var horizontalDirection: FormatDirection {
        switch rawValue & Self.directionMask.rawValue {
        case Self.directionLeftToRight.rawValue: .leftToRight
        case Self.directionRightToLeft.rawValue: .rightToLeft
        default: .leadingToTrailing
        }
    }
}

/// Which way a horizontal visual format runs.
enum FormatDirection {
    case leadingToTrailing, leftToRight, rightToLeft
}
