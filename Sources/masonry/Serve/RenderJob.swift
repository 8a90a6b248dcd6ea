/// One render the playground was asked for: the `.layout` text and how to draw it, read from a `POST /render`
/// request's query (`format`, `width`, `height`, `rtl`, `constraints`) and body.
///
/// Jobs travel to a render worker process as JSON, so they are `Codable`.
struct RenderJob: Codable, Equatable, Sendable {
    enum Format: String, Codable, CaseIterable, Sendable {
        case svg, json, text
    }

    var text: String
    var format: Format = .svg
    /// Replaces the canvas statement's width and height when both are given.
    var width: Double?
    var height: Double?
    /// Lays the root out right to left, whatever the canvas statement says.
    var rightToLeft = false
    /// Draws the constraint overlay (SVG only).
    var showsConstraints = false
    /// The text is an Interface Builder document (`.xib` or `.storyboard`), not `.layout` text: every scene is
    /// laid out at the size the document stores (`width` and `height` are ignored).
    var isDocument = false

    /// The largest canvas side the playground accepts, in points.
    static let maximumSide = 100_000.0

    /// Why a query cannot be a job, in words for the response.
    struct QueryError: Error, Equatable {
        var message: String
    }

    /// Reads the query's parameters (`name → value`, already percent-decoded); unknown names are refused so a typo
    /// does not silently do nothing.
    init(text: String, query: [(name: String, value: String)]) throws(QueryError) {
        self.text = text
        for (name, value) in query {
            switch name {
            case "format":
                guard let format = Format(rawValue: value) else {
                    throw QueryError(message: "unknown format '\(value)' (expected svg, json or text)")
                }
                self.format = format
            case "width": width = try Self.side(value, name: name)
            case "height": height = try Self.side(value, name: name)
            case "rtl": rightToLeft = try Self.flag(value, name: name)
            case "constraints": showsConstraints = try Self.flag(value, name: name)
            default:
                throw QueryError(
                    message: "unknown parameter '\(name)' (expected format, width, height, rtl or constraints)")
            }
        }
        if (width == nil) != (height == nil) {
            throw QueryError(message: "give both width and height, or neither")
        }
    }

    init(text: String, format: Format = .svg) {
        self.text = text
        self.format = format
    }

    private static func side(_ value: String, name: String) throws(QueryError) -> Double {
        guard let number = Double(value), number.isFinite, number > 0, number <= maximumSide else {
            throw QueryError(
                message: "\(name) must be a number above 0 and at most \(Int(maximumSide)), not '\(value)'")
        }
        return number
    }

    private static func flag(_ value: String, name: String) throws(QueryError) -> Bool {
        switch value {
        case "", "1", "true", "on": return true
        case "0", "false", "off": return false
        default: throw QueryError(message: "\(name) must be 1 or 0, not '\(value)'")
        }
    }
}
