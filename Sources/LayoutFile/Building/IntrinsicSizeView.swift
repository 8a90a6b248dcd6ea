import Masonry

/// A plain view with a fixed intrinsic content size: what `view NAME intrinsic WxH` makes, so a file can stand in
/// for a button or an image without code.
public final class IntrinsicSizeView: View {
    /// The size the view reports as its intrinsic content size.
    public let fixedIntrinsicSize: Size

    /// Creates a view named `name` whose intrinsic content size is `intrinsicSize`.
    public init(name: String, intrinsicSize: Size) {
        fixedIntrinsicSize = intrinsicSize
        super.init(name: name)
    }

    /// ``fixedIntrinsicSize``, whatever the view's width.
    public override var intrinsicContentSize: Size { fixedIntrinsicSize }
}
