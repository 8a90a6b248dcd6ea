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

/// `view`, `label` or `stack`: a view with a name, a parent, and what its kind adds.
public struct ViewDeclaration: Sendable {
    /// What kind of view, with the options only that kind has.
    public enum Kind: Sendable {
        /// `view NAME [intrinsic WxH]`: a plain view, with an intrinsic content size if one is given.
        case view(intrinsicSize: Size?)
        /// `label NAME "TEXT" [font SIZE] [lines N]`: a label.
        case label(text: String, fontSize: Double?, lines: Int?)
        /// `stack NAME …`: a stack view with its options.
        case stack(StackOptions)
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
public struct Equation: Sendable {
    /// `ITEM.ATTR`.
    public struct Term: Sendable {
        /// The view's name (`root` for the canvas).
        public var item: Name
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
