import Masonry

/// A name as written, with where it was written (for "unknown name" and "duplicate" messages).
public struct Name: Hashable, Sendable {
    /// The name.
    public var text: String
    /// Where its first character is.
    public var location: LayoutFileLocation
}

/// One line of a `.layout` file, parsed.
public enum Statement: Sendable {
    /// `canvas …`: the root view's size and settings.
    case canvas(Canvas)
    /// `view …`, `label …` or `stack …`: a view declared.
    case view(ViewDeclaration)
    /// `metric NAME = NUMBER`.
    case metric(Metric)
    /// An `H:` or `V:` line in the Visual Format Language.
    case visualFormat(VisualFormatLine)
    /// A constraint written as an equation or inequality.
    case equation(Equation)

    /// Where the statement starts.
    public var location: LayoutFileLocation {
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
    /// Where the statement starts.
    public var location: LayoutFileLocation
    /// The root's size.
    public var size: Size
    /// `scale N`: the root's content scale (pixels per point); `nil` keeps the default.
    public var scale: Double?
    /// `rtl`: the layout runs right to left.
    public var rightToLeft = false
    /// `safe-area T,L,B,R`: the root's safe-area insets.
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
        /// A plain view; its intrinsic size, where given, has `View/noIntrinsicMetric` on an axis left out.
        case view(intrinsicSize: Size?)
        /// `label NAME "TEXT" [font SIZE] [lines N]`: a label.
        case label(text: String, fontSize: Double?, lines: Int?)
        /// `stack NAME …`: a stack view with its options.
        case stack(StackOptions)
        /// A `ScrollView`: its content guide is `NAME.content`, its frame guide `NAME.frame`.
        case scroll
    }

    /// Where the statement starts.
    public var location: LayoutFileLocation
    /// What kind of view is declared.
    public var kind: Kind
    /// The view's name, unique in the file.
    public var name: Name
    /// `in PARENT`; the root when absent.
    public var parent: Name?
    /// `size WxH`: required width and height constraints.
    public var size: Size?
    /// `hidden`: the view starts hidden.
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
    /// The priority on the horizontal axis (the first number).
    public var horizontal: LayoutPriority
    /// The priority on the vertical axis (the second number).
    public var vertical: LayoutPriority

    /// Priorities for the two axes.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The options of a `stack` statement, by their Auto Layout names.
public struct StackOptions: Sendable {
    /// `horizontal` (the default) or `vertical`.
    public var axis: Axis = .horizontal
    /// `spacing N`; `nil` keeps the stack's default of 0.
    public var spacing: Double?
    /// One of `fill fillEqually fillProportionally equalSpacing equalCentering`.
    public var distribution: String?
    /// One of `fill leading top firstBaseline center trailing bottom lastBaseline`.
    public var alignment: String?
    /// `margins`: the stack lays its views out within its layout margins.
    public var isLayoutMarginsRelative = false
}

/// `metric NAME = NUMBER`: a number VFL lines (and equations) can name.
public struct Metric: Sendable {
    /// The metric's name.
    public var name: Name
    /// Its value, in points.
    public var value: Double
}

/// An `H:` or `V:` line in Apple's Visual Format Language, with its `options`.
public struct VisualFormatLine: Sendable {
    /// Where the line starts.
    public var location: LayoutFileLocation
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
        /// The view's name (`root` for the canvas).
        public var item: Name
        /// The view's guide the attribute is of, if the term names one.
        public var guide: Guide?
        /// Where the guide's name is written.
        public var guideLocation: LayoutFileLocation?
        /// The attribute after the dot.
        public var attribute: LayoutAttribute
        /// Where the attribute is written, for messages about it.
        public var attributeLocation: LayoutFileLocation
    }

    /// A number as written: a literal, or a metric's name (resolved when the file is built).
    public enum Number: Sendable {
        /// A number written out.
        case literal(Double)
        /// A metric's name, negated when written after `-`.
        case metric(Name, negated: Bool)
    }

    /// Where the equation starts.
    public var location: LayoutFileLocation
    /// The left-hand side.
    public var first: Term
    /// `==`, `<=` or `>=`.
    public var relation: LayoutRelation
    /// The right-hand side's item and attribute; `nil` when it is a constant alone.
    public var second: Term?
    /// `* M` (or the divisor of `/ D`, see ``dividesBy``); 1 when absent.
    public var multiplier: Number = .literal(1)
    /// Whether the multiplier was written as a divisor (`/ D`).
    public var dividesBy = false
    /// Where the multiplier or divisor is written, when there is one.
    public var multiplierLocation: LayoutFileLocation?
    /// `+ C` or `- C` (negated), or the constant alone; 0 when absent.
    public var constant: Number = .literal(0)
    /// `@ PRIORITY`; required when absent.
    public var priority: LayoutPriority = .required
}
