import Masonry

/// What UIKit's controls report as their intrinsic size: which axes have one, the stored size, or UIKit's
/// standard size measured from the element.
enum ContentSizes {
    /// The element names whose views have an intrinsic size in UIKit, and on which axes (width, height).
    static func intrinsicAxes(of element: XMLElement, attributes: [String: String]) -> (width: Bool, height: Bool)? {
        switch element.name {
        case "button", "switch", "stepper", "activityIndicatorView", "segmentedControl", "pageControl", "textField":
            return (true, true)
        case "slider", "progressView":
            return (false, true)
        case "imageView":
            return attributes["image"] == nil ? nil : (true, true)
        default:
            return nil
        }
    }

    /// UIKit's standard intrinsic size for a control, measured with Masonry's font where it shows text.
    static func measured(_ index: Int, in tree: XMLTree, attributes: [String: String], imageSizes: [String: Size])
        -> Size
    {
        let element = tree[index]
        switch element.name {
        case "switch": return Size(width: 49, height: 31)
        case "stepper": return Size(width: 94, height: 32)
        case "slider": return Size(width: View.noIntrinsicMetric, height: 30)
        case "progressView": return Size(width: View.noIntrinsicMetric, height: 4)
        case "activityIndicatorView":
            let style = attributes["style"] ?? ""
            return style.lowercased().contains("large") ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case "segmentedControl":
            let font = Font(size: 13)
            let titles = tree.descendants(of: index).filter { tree[$0].name == "segment" }.map {
                tree[$0]["title"] ?? ""
            }
            let widest = titles.map { font.width(of: $0) }.max() ?? 0
            return Size(width: (widest.rounded(.up) + 24) * Double(max(1, titles.count)), height: 32)
        case "pageControl":
            let pages = ElementValues.number(attributes["numberOfPages"]) ?? 3
            return Size(width: max(0, pages) * 16 + 16, height: 26)
        case "textField":
            let font = Font(size: fontSize(of: index, in: tree) ?? 14)
            let text = attributes["text"] ?? attributes["placeholder"] ?? ""
            return Size(width: (font.width(of: text) + 14).rounded(.up), height: 34)
        case "imageView":
            return attributes["image"].flatMap { imageSizes[$0] } ?? Size(width: 0, height: 0)
        case "button":
            let font = Font(size: fontSize(of: index, in: tree) ?? 15)
            let title = OutlineLabel.buttonTitle(index, in: tree) ?? ""
            return Size(width: font.width(of: title).rounded(.up), height: (font.size * 2).rounded())
        default:
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
    }

    /// UIKit's alignment-rectangle insets of the controls that have them: a switch's frame reaches 2 points past
    /// its right edge, a slider's 2 points past either side (what Xcode's stored frames show).
    static let alignmentRectInsets: [String: EdgeInsets] = [
        "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        "slider": EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
    ]

    /// Text styles' point sizes at the default content size category.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11
    ]

    /// The point size of the element's `fontDescription`, or of its attributed text's first font.
    static func fontSize(of index: Int, in tree: XMLTree) -> Double? {
        if let description = tree.child(of: index, key: "fontDescription") {
            let element = tree[description]
            if let size = ElementValues.number(element["pointSize"]), size > 0 { return min(size, Font.maximumSize) }
            if let style = element["style"], let size = textStyleSizes[style] { return size }
        }
        if let attributed = tree.child(of: index, key: "attributedText") {
            for node in tree.descendants(of: attributed) where tree[node].name == "font" {
                if let size = ElementValues.number(tree[node]["size"]), size > 0 { return min(size, Font.maximumSize) }
            }
        }
        return nil
    }

    /// The font of the text line a control centres, whose baselines are the control's: a button's title font
    /// (15 pt, the system button's, when the document names none) when it has a title, a text field's font
    /// (14 pt by default); `nil` for other controls and for a button without a title.
    static func textFont(of index: Int, in tree: XMLTree) -> Font? {
        switch tree[index].name {
        case "button":
            guard let title = OutlineLabel.buttonTitle(index, in: tree), !title.isEmpty else { return nil }
            return Font(size: fontSize(of: index, in: tree) ?? 15)
        case "textField":
            return Font(size: fontSize(of: index, in: tree) ?? 14)
        default:
            return nil
        }
    }

    /// A label's text: its `text` attribute, a `<string key="text">`, or its attributed text's fragments.
    static func text(of index: Int, in tree: XMLTree, attributes: [String: String]) -> String {
        if let text = attributes["text"] { return text }
        if let string = tree.child(of: index, key: "text", named: "string") { return tree[string].text ?? "" }
        if let attributed = tree.child(of: index, key: "attributedText") {
            return tree.descendants(of: attributed).filter { tree[$0].name == "fragment" }
                .map {
                    tree[$0]["content"] ?? tree.child(of: $0, key: "content", named: "string").flatMap { tree[$0].text }
                        ?? ""
                }
                .joined()
        }
        return ""
    }
}
