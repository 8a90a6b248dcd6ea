import Masonry

/// Numbers as an SVG document writes them: exactly the value the frame holds, as `shortestText` writes it (`200`,
/// `87.5`, `0.3333333333333333`, never `-0`), and `0` for what is not a finite number.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        value.isFinite ? shortestText(value) : "0"
    }
}
