extension StackView {
    /// How a stack view places its arranged views across its axis (UIKit's `UIStackView.Alignment`).
    ///
    /// `.top` is `.leading` and `.bottom` is `.trailing`, as in UIKit. The baseline alignments are for horizontal
    /// stacks; a view without a baseline aligns by its top (first baseline) or bottom (last baseline), and a
    /// vertical stack treats them as `.leading` and `.trailing`.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Every view spans the stack across its axis.
        case fill
        /// Views are aligned on their leading edges (vertical stacks) or top edges (horizontal stacks).
        case leading
        /// Views are aligned on their first baselines (horizontal stacks).
        case firstBaseline
        /// Views are centred across the axis.
        case center
        /// Views are aligned on their trailing edges (vertical stacks) or bottom edges (horizontal stacks).
        case trailing
        /// Views are aligned on their last baselines (horizontal stacks).
        case lastBaseline

        /// The top edges of a horizontal stack's views: the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edges of a horizontal stack's views: the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}
