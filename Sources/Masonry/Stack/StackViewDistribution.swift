extension StackView {
    /// How a stack view sizes and spaces its arranged views along its axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the stack, exactly `spacing` apart; hugging and compression resistance decide who grows
        /// or shrinks.
        case fill
        /// The views fill the stack, exactly `spacing` apart, all the same length.
        case fillEqually
        /// The views fill the stack, exactly `spacing` apart, in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their lengths; the gaps between them are equal and at least `spacing`.
        case equalSpacing
        /// The views keep their lengths; their centres are equally far apart, and the gaps at least `spacing`.
        case equalCentering
    }
}
