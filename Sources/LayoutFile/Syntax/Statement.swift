import Masonry

/// A name as written, with where it was written (for "unknown name" and "duplicate" messages).
public struct Name: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation
}

/// One line of a `.layout` file, parsed.
public enum Statement: Sendable {
    case canvas(Canvas)
    case view(ViewDeclaration)
    case metric(Metric)
    case visualFormat(VisualFormatLine)
    case equation(Equation)

    /// Where the statement starts.
    public var location: SourceLocation {
        switch self {
        case .canvas(let canvas): canvas.location
        case .view(let declaration): declaration.location
        case .metric(let metric): metric.name.location
        case .visualFormat(let line): line.location
        case .equation(let equation): equation.location
        }
    }
}

/// `canvas WIDTHxHEIGHT [scale N] [rtl] [safe-area TOP,LEFT,BOTTOM,RIGHT]`: the root view.
public struct Canvas: Sendable {
    public var location: SourceLocation
    public var size: Size
    public var scale: Double?
    public var rightToLeft = false
    public var safeArea: EdgeInsets?
}

/// `view`, `label`, `stack` or `scroll`: a view with a name, a parent, and what its kind adds.
///
/// ```
/// view NAME [in PARENT] [size WxH] [intrinsic WxH | intrinsic Wx- | intrinsic -xH] [hidden] [COMMON…]
/// label NAME [in PARENT] "TEXT" [font SIZE] [lines N] [size WxH] [hidden] [COMMON…]
/// stack NAME [in PARENT] [horizontal|vertical] [spacing N] [distribution D] [alignment A] [margins] [size WxH]
///       [hidden] [COMMON…]
/// scroll NAME [in PARENT] [size WxH] [hidden] [COMMON…]
/// ```
///
/// where `COMMON` are the options every kind takes: `hugging H,V` and `compression H,V` (content hugging and
/// compression resistance priorities, horizontal then vertical; 250,250 and 750,750 by default), `margins T,L,B,R`
/// (the layout margins; on a stack, `margins` alone is margin-relative arrangement), `preserves-margins`
/// (`preservesSuperviewLayoutMargins`) and `alignment-insets T,L,B,R` (`alignmentRectInsets`, which may be
/// negative). Options come in any order, each at most once. `intrinsic Wx-` gives a width and no height (and
/// `-xH` the reverse), like a control that sizes itself on one axis only.
public struct ViewDeclaration: Sendable {
    /// What kind of view, with the options only that kind has.
    public enum Kind: Sendable {
        /// A plain view; its intrinsic size, where given, has ``View/noIntrinsicMetric`` on an axis left out.
        case view(intrinsicSize: Size?)
        case label(text: String, fontSize: Double?, lines: Int?)
        case stack(StackOptions)
        /// A ``ScrollView``: its content guide is `NAME.content`, its frame guide `NAME.frame`.
        case scroll
    }

    public var location: SourceLocation
    public var kind: Kind
    public var name: Name
    /// `in PARENT`; the root when absent.
    public var parent: Name?
    /// `size WxH`: required width and height constraints.
    public var size: Size?
    public var isHidden = false
    /// `hugging H,V`: the content hugging priorities.
    public var hugging: AxisPriorities?
    /// `compression H,V`: the compression resistance priorities.
    public var compression: AxisPriorities?
    /// `margins T,L,B,R`: the layout margins.
    public var layoutMargins: EdgeInsets?
    /// `preserves-margins`: whether the view keeps its content inside its superview's margins too.
    public var preservesSuperviewLayoutMargins = false
    /// `alignment-insets T,L,B,R`: the alignment rectangle's insets from the frame.
    public var alignmentRectInsets: EdgeInsets?
}

/// A priority for each axis, as `hugging H,V` and `compression H,V` give them.
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The options of a `stack` statement, by their Auto Layout names.
public struct StackOptions: Sendable {
    public var axis: Axis = .horizontal
    public var spacing: Double?
    /// One of `fill fillEqually fillProportionally equalSpacing equalCentering`.
    public var distribution: String?
    /// One of `fill leading top firstBaseline center trailing bottom lastBaseline`.
    public var alignment: String?
    public var isLayoutMarginsRelative = false
}

/// `metric NAME = NUMBER`: a number VFL lines (and equations) can name.
public struct Metric: Sendable {
    public var name: Name
    public var value: Double
}

/// An `H:` or `V:` line in Apple's Visual Format Language, with its `options`.
public struct VisualFormatLine: Sendable {
    public var location: SourceLocation
    /// The format exactly as written.
    public var format: String
    /// Apple's option names (`alignAllTop`, …), each with where it was written.
    public var options: [Name]
    /// The views the format names (`[name…]`), which get `translatesAutoresizingMaskIntoConstraints = false`.
    public var viewNames: [String]
}

/// `ITEM.ATTR REL ITEM.ATTR [* M | / D] [+ C | - C] [@ PRIORITY]` or `ITEM.ATTR REL C [@ PRIORITY]`.
///
/// Any pairing Auto Layout accepts, a size against the other axis' size included (`photo.width == photo.height *
/// 1.5`). An `ITEM` may name one of a view's guides: `NAME.safeArea.ATTR`, `NAME.margins.ATTR`, and on a scroll view
/// `NAME.content.ATTR` and `NAME.frame.ATTR` (its content and frame layout guides).
public struct Equation: Sendable {
    /// One of a view's layout guides, as an equation names it.
    public enum Guide: String, Sendable, CaseIterable {
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// `layoutMarginsGuide`.
        case margins
        /// A scroll view's `contentLayoutGuide`.
        case content
        /// A scroll view's `frameLayoutGuide`.
        case frame
    }

    /// `ITEM.ATTR` or `ITEM.GUIDE.ATTR`.
    public struct Term: Sendable {
        public var item: Name
        /// The view's guide the attribute is of, if the term names one.
        public var guide: Guide?
        /// Where the guide's name is written.
        public var guideLocation: SourceLocation?
        public var attribute: LayoutAttribute
        public var attributeLocation: SourceLocation
    }

    /// A number as written: a literal, or a metric's name (resolved when the file is built).
    public enum Number: Sendable {
        case literal(Double)
        case metric(Name, negated: Bool)
    }

    public var location: SourceLocation
    public var first: Term
    public var relation: LayoutRelation
    public var second: Term?
    public var multiplier: Number = .literal(1)
    /// Whether the multiplier was written as a divisor (`/ D`).
    public var dividesBy = false
    public var multiplierLocation: SourceLocation?
    public var constant: Number = .literal(0)
    public var priority: LayoutPriority = .required
}
