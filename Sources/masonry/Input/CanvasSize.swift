import ArgumentParser
import Masonry

/// `--size WxH`: a positive width and height, like `375x667`.
struct CanvasSize: ExpressibleByArgument {
    var size: Size

    /// Why a `--size` value was refused, in words ArgumentParser prints after the value.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    init?(argument: String) {
        guard let parsed = try? CanvasSize.parse(argument) else { return nil }
        self = parsed
    }

    private init(size: Size) { self.size = size }

    /// Parses `WIDTHxHEIGHT`, saying what is wrong with a value it refuses (a negative size, a missing `x`, …).
    static func parse(_ argument: String) throws(Refusal) -> CanvasSize {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw Refusal(description: "expected WIDTHxHEIGHT, two numbers like 320x568")
        }
        guard width > 0, height > 0 else {
            throw Refusal(description: "the width and the height must be greater than 0")
        }
        guard RepresentableRange.contains(width), RepresentableRange.contains(height) else {
            throw Refusal(description: "the width and the height must be at most 1e9 (RepresentableRange.limit)")
        }
        return CanvasSize(size: Size(width: width, height: height))
    }

    static var defaultValueDescription: String { "the canvas statement's size" }
}
