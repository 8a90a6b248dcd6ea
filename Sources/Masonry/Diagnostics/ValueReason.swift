/// Why a value given to a view was refused: NaN, infinity, a magnitude above 1e9, a negative size or inset, or a
/// priority outside (0, 1000]. The view keeps what it had.
public enum ValueReason {
    /// A frame set on `view` was refused; it keeps `kept`.
    case refusedFrame(View, Rect, kept: Rect)
    /// The frame a view was created with was refused; it starts at `.zero`.
    case refusedInitialFrame(View, Rect)
    /// `setContentHuggingPriority` with a priority outside (0, 1000].
    case refusedContentHuggingPriority(View, LayoutPriority, axis: Axis)
    /// `setContentCompressionResistancePriority` with a priority outside (0, 1000].
    case refusedCompressionResistancePriority(View, LayoutPriority, axis: Axis)
    /// `layoutMargins` set to negative, NaN, infinite or out-of-range insets; the view keeps `kept`.
    case refusedLayoutMargins(View, EdgeInsets, kept: EdgeInsets)
    /// A root's `safeAreaInsets` set to negative, NaN, infinite or out-of-range insets; it keeps `kept`.
    case refusedSafeAreaInsets(View, EdgeInsets, kept: EdgeInsets)
    /// `contentScale` set to a number that is not positive, not finite, or above 1e9.
    case refusedContentScale(Double)
    /// An intrinsic content size on `axis` above 1e9: the axis is laid out as if it had none.
    case intrinsicSizeOutOfRange(View, Double, axis: Axis)
    /// `systemLayoutSizeFitting` with a target that is not finite or a priority outside (0, 1000].
    case invalidFittingRequest(targetSize: Size, horizontal: LayoutPriority, vertical: LayoutPriority)
    /// A stack view's `spacing` set to a number that is not finite or above 1e9 in magnitude.
    case refusedStackSpacing(Double)
    /// `setCustomSpacing(_:after:)` with a number that is not finite or above 1e9 in magnitude.
    case refusedCustomSpacing(Double, after: View)
    /// `alignmentRectInsets` set to NaN, infinite or out-of-range insets; the view keeps `kept`.
    case refusedAlignmentRectInsets(View, EdgeInsets, kept: EdgeInsets)
    /// A scroll view's `contentOffset` set to a NaN, infinite or out-of-range point; it keeps `kept`.
    case refusedContentOffset(ScrollView, Point, kept: Point)
    /// A scroll view's `contentInset` set to NaN, infinite or out-of-range insets; it keeps `kept`.
    case refusedContentInset(ScrollView, EdgeInsets, kept: EdgeInsets)
}

extension ValueReason: CustomStringConvertible {
    /// The reason as the diagnostic's message prints it.
    public var description: String {
        switch self {
        case .refusedFrame(let view, let frame, let kept):
            "\(view.debugDescription): frame refused, \(frame.frameProblem ?? "\(frame)"); the view keeps \(kept)."
        case .refusedInitialFrame(let view, let frame):
            "\(view.debugDescription): frame refused, \(frame.frameProblem ?? "\(frame)"); the view starts at .zero."
        case .refusedContentHuggingPriority(let view, let priority, _):
            Self.priorityRefusal(view, priority, "content hugging")
        case .refusedCompressionResistancePriority(let view, let priority, _):
            Self.priorityRefusal(view, priority, "compression resistance")
        case .refusedLayoutMargins(let view, let margins, let kept):
            "\(view.debugDescription): layoutMargins refused, \(margins.insetProblem ?? "\(margins)"); the view keeps \(kept)."
        case .refusedSafeAreaInsets(let view, let insets, let kept):
            "\(view.debugDescription): safeAreaInsets refused, \(insets.insetProblem ?? "\(insets)"); the view keeps \(kept)."
        case .refusedContentScale(let scale):
            "contentScale must be a positive number no larger than 1e9, not \(scale)"
        case .intrinsicSizeOutOfRange(let view, let metric, _):
            "\(view.debugDescription): intrinsic content size \(formatted(metric)) is out of range "
                + "(magnitudes above 1e9 are refused); the axis is laid out as if it had none."
        case .invalidFittingRequest:
            "systemLayoutSizeFitting needs a finite target size and priorities in (0, 1000]"
        case .refusedStackSpacing(let spacing):
            "StackView spacing must be finite and at most 1e9 in magnitude, not \(spacing)"
        case .refusedCustomSpacing(let spacing, _):
            "StackView custom spacing must be finite and at most 1e9 in magnitude, not \(spacing)"
        case .refusedAlignmentRectInsets(let view, let insets, let kept):
            "\(view.debugDescription): alignmentRectInsets refused, \(insets) must be finite and at most 1e9 in magnitude; the view keeps \(kept)."
        case .refusedContentOffset(let view, let offset, let kept):
            "\(view.debugDescription): contentOffset refused, \(offset) must be finite and at most 1e9 in magnitude; the view keeps \(kept)."
        case .refusedContentInset(let view, let insets, let kept):
            "\(view.debugDescription): contentInset refused, \(insets) must be finite and at most 1e9 in magnitude; the view keeps \(kept)."
        }
    }

    private static func priorityRefusal(_ view: View, _ priority: LayoutPriority, _ what: String) -> String {
        "\(view.debugDescription): \(what) priority \(priority) refused; priorities must be greater than 0 and at most 1000."
    }
}
