import Masonry

/// A `UILabel` read from a document: a `Masonry/Label` whose intrinsic size, when the document's stored size is
/// used, is that size (Xcode measured it with Apple's fonts); otherwise it measures its text as any label does.
public final class StoredSizeLabel: Label {
    /// The size the document stores for the label, used as its intrinsic size; `nil` to measure the text.
    public let storedSize: Size?

    /// Creates a label with an IB id as its name.
    public init(name: String, text: String, storedSize: Size?) {
        self.storedSize = storedSize
        super.init(frame: .zero)
        self.name = name
        self.text = text
    }

    /// The stored size when there is one, otherwise the measured text.
    public override var intrinsicContentSize: Size { storedSize ?? super.intrinsicContentSize }
}
