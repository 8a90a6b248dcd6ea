/// Why a visual format was refused, in Auto Layout's words and with its caret.
///
/// ``description`` has the shape of the reason of Apple's exception, so a log reads the same:
/// ```
/// Unable to parse constraint format:
/// Expected ':' after 'V' to specify vertical arrangement
/// V|[backgroundBox]|
///  ^
/// ```
public struct VisualFormatError: Error, CustomStringConvertible, Sendable, Hashable {
    /// What went wrong (Apple's message text).
    public let message: String
    /// The format as it was given.
    public let format: String
    /// Where the parser was when it failed: an index counted in characters of ``format`` (it may equal the
    /// format's length), or `nil` for the checks made before parsing (an empty or non-ASCII format).
    public let position: Int?

    /// Creates an error; the parser is the one that makes them.
    public init(message: String, format: String, position: Int?) {
        self.message = message
        self.format = format
        self.position = position
    }

    /// The message in Apple's layout: the format under it and a caret under the failing character.
    public var description: String {
        guard let position else { return "Unable to parse constraint format: " + message }
        return "Unable to parse constraint format: \n" + message + " \n" + format + " \n"
            + String(repeating: " ", count: position) + "^"
    }
}

// Apple's messages, one per mistake (the text of NSLayoutConstraintParser, spaces included).
extension VisualFormatError {
    static let nonASCII = "It contains non-ASCII characters."
    static let empty = "It's an empty string."
    static let expectedColonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
    static let expectedColonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
    static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
    static let expectedView = "Expected a view"
    static let invalidViewName =
        "Expected a view. View names must start with a letter or an underscore, then contain "
        + "letters, numbers, and underscores."
    static func unknownView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    static let expectedViewEnd = "Expected a ']' here. That is how you give the end of a view."
    static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    static let unclosedThickness = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let expectedBracketAfterThickness = "Expected ']' after specifying thickness."
    static let expectedViewOrBar = "Expected a view or '|'"
    static let expectedEnd = "Expected the end of the format string"
    static let expectedMoreInput = "Expected more input"
    static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    static let expectedObject = "Expected a number or key from the metrics dictionary, but encountered something else"
    static let expectedNumber = "Expected a number or a key from the metrics dictionary, but encountered something else"
    static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    static let viewAsSpace =
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you "
        + "want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    static func priorityTooLow(_ value: Double) -> String {
        "Invalid priority specified: \(formattedLikePrintfG(value)). Priority must be greater than 0"
    }
    static func priorityTooHigh(_ value: Double) -> String {
        "Invalid priority specified: \(formattedLikePrintfG(value)). Priority cannot be higher than "
            + "NSLayoutPriorityRequired, which is 1000."
    }
    static let listNeedsParentheses =
        "Expected a '-' here. To specify a list of constraints, you must use parentheses "
        + "around the list of constraints"
    static let expectedDash = "Expected a '-' here"
    static let unclosedModifier =
        "Expected a ')' at the end of a constraint modifier, or a ',' before another "
        + "constraint modifier"
    static let ambiguousMinus =
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
        + "Use parentheses around negative numbers."
    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    static let noView = "No view was specified for this constraint"
    static let baselineInHorizontal = "BaselineToBaseline format option not valid for horizontal layout"
    static let horizontalAlignment =
        "Options mask required views to be aligned on a horizontal edge, which is not "
        + "allowed for layout that is also horizontal."
    static let verticalAlignment =
        "Options mask required views to be aligned on a vertical edge, which is not "
        + "allowed for layout that is also vertical."
}
