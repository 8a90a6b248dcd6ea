import ArgumentParser
import Masonry

/// `--size WxH`: a positive width and height, like `375x667`.
struct CanvasSize: ExpressibleByArgument {
    var size: Size

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, RepresentableRange.contains(width), RepresentableRange.contains(height)
        else { return nil }
        size = Size(width: width, height: height)
    }

    static var defaultValueDescription: String { "the canvas statement's size" }
}
