import Masonry

/// A UIKit control or image view read from a document: a plain view with the intrinsic size UIKit would give it
/// (the stored size, or UIKit's standard size when measuring), per axis (`View.noIntrinsicMetric` where UIKit has
/// none, as a slider's width).
public final class ControlView: View {
    /// The element name the view was read from (`button`, `switch`, `imageView`, …).
    public let elementName: String
    /// The size reported as the intrinsic content size.
    public let fixedIntrinsicSize: Size

    /// Creates a control view with an IB id as its name.
    public init(name: String, elementName: String, intrinsicSize: Size) {
        self.elementName = elementName
        fixedIntrinsicSize = intrinsicSize
        super.init(name: name)
    }

    /// ``fixedIntrinsicSize``: the control's size as UIKit reports it.
    public override var intrinsicContentSize: Size { fixedIntrinsicSize }
}
