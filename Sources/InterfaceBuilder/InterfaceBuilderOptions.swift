extension InterfaceBuilderDocument {
    /// How a document is read.
    public struct Options: Sendable, Hashable {
        /// Where controls' and labels' intrinsic sizes come from.
        public enum ContentSizes: String, Sendable, Hashable, CaseIterable {
            /// A control's intrinsic size is the size the document stores, which Xcode measured with Apple's fonts:
            /// the document's own device lays out as in Xcode.
            case stored
            /// Labels are measured with Masonry's font and controls get UIKit's standard sizes, so a scene can be
            /// laid out at another size.
            case measured
        }

        /// Where intrinsic sizes come from; ``ContentSizes/stored`` by default.
        public var contentSizes: ContentSizes

        /// Options with stored content sizes unless told otherwise.
        public init(contentSizes: ContentSizes = .stored) {
            self.contentSizes = contentSizes
        }
    }
}
