/// Numbers as an SVG document writes them: exactly the value the frame holds, in the shortest form that reads back
/// to it (`200`, `87.5`, `0.3333333333333333`), never `-0`, and `0` for what is not a finite number.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
