import Masonry

/// A plain view with a fixed intrinsic content size: what `view NAME intrinsic WxH` makes, so a file can stand in
/// for a button or an image without code.
public final class IntrinsicSizeView: View {
    /// The size the view reports as its intrinsic content size.
    public let fixedIntrinsicSize: Size

    public init(name: String, intrinsicSize: Size) {
        fixedIntrinsicSize = intrinsicSize
        super.init(name: name)
    }

    public override var intrinsicContentSize: Size { fixedIntrinsicSize }
}
