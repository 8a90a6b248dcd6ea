import Masonry

/// A UIKit control or image view read from a document: a plain view with the intrinsic size UIKit would give it
/// (the stored size, or UIKit's standard size when measuring), per axis (`View.noIntrinsicMetric` where UIKit has
/// none, as a slider's width).
public final class ControlView: View {
    /// The element name the view was read from (`button`, `switch`, `imageView`, …).
    public let elementName: String
    /// The size reported as the intrinsic content size.
    public let fixedIntrinsicSize: Size
    /// The font of the one line of text the control centres vertically (a button's title, a text field's text),
    /// whose baselines are the control's, as in UIKit; `nil` for a control without text, whose baselines are its
    /// edges.
    public let textFont: Font?

    /// Creates a control view with an IB id as its name, and the font of its text when it shows one.
    public init(name: String, elementName: String, intrinsicSize: Size, textFont: Font? = nil) {
        self.elementName = elementName
        fixedIntrinsicSize = intrinsicSize
        self.textFont = textFont
        super.init(name: name)
    }

    /// ``fixedIntrinsicSize``: the control's size as UIKit reports it.
    public override var intrinsicContentSize: Size { fixedIntrinsicSize }

    /// The baselines of the text line centred in the control's intrinsic height (UIKit's button and text field
    /// centre their content vertically, and give baselines at their intrinsic height).
    public override var baselineOffsetsFromEdges: (firstFromTop: Double, lastFromBottom: Double)? {
        guard let textFont, fixedIntrinsicSize.height >= 0 else { return nil }
        let height = fixedIntrinsicSize.height
        let fromTop = (height - textFont.lineHeight) / 2 + textFont.ascender
        return (fromTop, height - fromTop)
    }
}
