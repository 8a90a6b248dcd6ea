import Masonry

/// A name as written, with where it was written (for "unknown name" and "duplicate" messages).
public struct Name: Hashable, Sendable {
    public var text: String
    public var location: LayoutFileLocation
}

/// One line of a `.layout` file, parsed.
public enum Statement: Sendable {
    case canvas(Canvas)
    case view(ViewDeclaration)
    case metric(Metric)
    case visualFormat(VisualFormatLine)
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
    public var location: LayoutFileLocation
    public var size: Size
    public var scale: Double?
    public var rightToLeft = false
    public var safeArea: EdgeInsets?
}

/// `view`, `label` or `stack`: a view with a name, a parent, and what its kind adds.
public struct ViewDeclaration: Sendable {
    /// What kind of view, with the options only that kind has.
    public enum Kind: Sendable {
        case view(intrinsicSize: Size?)
        case label(text: String, fontSize: Double?, lines: Int?)
        case stack(StackOptions)
    }

    public var location: LayoutFileLocation
    public var kind: Kind
    public var name: Name
    /// `in PARENT`; the root when absent.
    public var parent: Name?
    /// `size WxH`: required width and height constraints.
    public var size: Size?
    public var isHidden = false
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
        public var item: Name
        public var attribute: LayoutAttribute
        public var attributeLocation: LayoutFileLocation
    }

    /// A number as written: a literal, or a metric's name (resolved when the file is built).
    public enum Number: Sendable {
        case literal(Double)
        case metric(Name, negated: Bool)
    }

    public var location: LayoutFileLocation
    public var first: Term
    public var relation: LayoutRelation
    public var second: Term?
    public var multiplier: Number = .literal(1)
    /// Whether the multiplier was written as a divisor (`/ D`).
    public var dividesBy = false
    public var multiplierLocation: LayoutFileLocation?
    public var constant: Number = .literal(0)
    public var priority: LayoutPriority = .required
}
