import Masonry

/// Typed readings of an element's attributes, with Interface Builder's spellings (`YES`/`NO`, `a:b` ratios).
///
/// A number that is not finite or is beyond ``ElementValues/limit`` in magnitude reads as absent: the reader then
/// reports it rather than handing the engine a value it would refuse.
enum ElementValues {
    /// The largest magnitude a coordinate, constant or size may have; real documents stay below 100,000.
    static let limit = 1e7

    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, abs(value) <= limit else { return nil }
        return value
    }

    static func flag(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A multiplier: a decimal, or a ratio written `a:b` or `a/b`.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0 else {
                return nil
            }
            let ratio = a / b
            return ratio.isFinite ? ratio : nil
        }
        return number(text)
    }

    /// A priority between 1 and 1000.
    static func priority(_ text: String?) -> Double? {
        guard let value = number(text), value >= 1, value <= 1000 else { return nil }
        return value
    }
}

extension XMLTree {
    /// The `<rect key="KEY">` child of `index` as a rectangle, when all four numbers are readable.
    func rect(of index: Int, key: String = "frame") -> Rect? {
        guard let rect = child(of: index, key: key, named: "rect") else { return nil }
        let element = self[rect]
        guard let width = ElementValues.number(element["width"]), let height = ElementValues.number(element["height"]),
            width >= 0, height >= 0
        else { return nil }
        return Rect(
            x: ElementValues.number(element["x"]) ?? 0, y: ElementValues.number(element["y"]) ?? 0, width: width,
            height: height)
    }

    /// Whether `index` has a `<rect key="KEY">` child at all, readable or not.
    func hasRect(_ index: Int, key: String = "frame") -> Bool { child(of: index, key: key, named: "rect") != nil }

    /// The `<edgeInsets key=KEY>` child of an element.
    func insets(of index: Int, key: String) -> EdgeInsets? {
        if let plain = child(of: index, key: key, named: "edgeInsets") {
            let element = self[plain]
            return EdgeInsets(
                top: ElementValues.number(element["top"]) ?? 0, left: ElementValues.number(element["left"]) ?? 0,
                bottom: ElementValues.number(element["bottom"]) ?? 0,
                right: ElementValues.number(element["right"]) ?? 0)
        }
        return nil
    }

    /// The `<directionalEdgeInsets key=KEY>` child of an element, its leading and trailing kept as such.
    func directionalInsets(of index: Int, key: String) -> DirectionalEdgeInsets? {
        guard let directional = child(of: index, key: key, named: "directionalEdgeInsets") else { return nil }
        let element = self[directional]
        return DirectionalEdgeInsets(
            top: ElementValues.number(element["top"]) ?? 0, leading: ElementValues.number(element["leading"]) ?? 0,
            bottom: ElementValues.number(element["bottom"]) ?? 0,
            trailing: ElementValues.number(element["trailing"]) ?? 0)
    }
}
