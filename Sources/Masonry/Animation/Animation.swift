/// The frames of a view tree before and after a change, and every frame in between along a curve.
///
/// Made by ``View/animate(duration:curve:_:)``. Nothing moves on its own: the views already hold their final
/// frames, and the animation answers where each one is drawn at a given moment, so a renderer (or a test) can
/// sample it at any time it likes.
///
/// ```swift
/// let animation = root.animate(duration: 5, curve: .easeInOut) {
///     top.constant = 700
///     root.layoutIfNeeded()
/// }
/// animation.frame(of: box, at: 2.5)   // halfway between the old and the new frame
/// ```
public final class Animation {
    /// How long the animation lasts, in seconds: finite and never negative (0 jumps straight to the end).
    public let duration: Double

    /// How progress follows the time elapsed.
    public let curve: AnimationCurve

    /// Every view the animation knows: the animated subtree after the change, depth-first with parents before
    /// children, then the views that were only in it before the change (removed by it), in their old order.
    ///
    /// The animation keeps them alive, so a removed view can still be drawn on its way out.
    public let views: [View]

    private let startFrames: [ObjectIdentifier: Rect]
    private let endFrames: [ObjectIdentifier: Rect]

    /// Records an animation from frames taken before and after a change; `duration` must already be sanitised.
    init(
        duration: Double, curve: AnimationCurve, views: [View],
        startFrames: [ObjectIdentifier: Rect], endFrames: [ObjectIdentifier: Rect]
    ) {
        self.duration = duration
        self.curve = curve
        self.views = views
        self.startFrames = startFrames
        self.endFrames = endFrames
    }

    /// Where `view` is when the animation starts.
    ///
    /// A view added by the change starts where it ends, as nothing was on screen to move from; a view the
    /// animation never saw is where it is now.
    public func startFrame(of view: View) -> Rect {
        let id = ObjectIdentifier(view)
        return startFrames[id] ?? endFrames[id] ?? view.frame
    }

    /// Where `view` is when the animation ends.
    ///
    /// A view removed by the change stays where it started; a view the animation never saw is where it is now.
    public func endFrame(of view: View) -> Rect {
        let id = ObjectIdentifier(view)
        return endFrames[id] ?? startFrames[id] ?? view.frame
    }

    /// Where `view` is `time` seconds into the animation.
    ///
    /// `time` is clamped to 0...``duration`` (NaN counts as the start); each of the origin and size moves from
    /// the start frame to the end frame by ``AnimationCurve/progress(at:)`` of the fraction elapsed. With a zero
    /// duration every time gives the end frame.
    public func frame(of view: View, at time: Double) -> Rect {
        let start = startFrame(of: view)
        let end = endFrame(of: view)
        guard duration > 0 else { return end }
        let progress = curve.progress(at: time / duration)
        return Rect(
            x: interpolate(start.minX, end.minX, progress),
            y: interpolate(start.minY, end.minY, progress),
            width: interpolate(start.width, end.width, progress),
            height: interpolate(start.height, end.height, progress))
    }

    /// The value `progress` of the way from `start` to `end`: exactly `start` at 0, exactly `end` at 1, and
    /// exactly the value throughout when it does not change.
    private func interpolate(_ start: Double, _ end: Double, _ progress: Double) -> Double {
        progress >= 1 ? end : start + (end - start) * progress
    }
}

extension View {
    /// Runs `changes`, lays the tree out, and returns how every view of this subtree moves from its old frame
    /// to its new one over `duration` seconds along `curve`.
    ///
    /// As in UIKit, the starting frames are the ones the views have now (what is on screen): no layout pass
    /// runs first. After `changes` the receiver's ``layoutIfNeeded()`` runs, so a closure that only edits
    /// constraints is enough (calling it inside the closure too is harmless), and the views end up at their
    /// final frames immediately; the returned ``Animation`` describes the frames in between. A negative or
    /// non-finite `duration` is treated as 0: the change takes effect at once.
    ///
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - curve: How progress follows time (`.easeInOut`, UIKit's default, unless told).
    ///   - changes: Edits to constraints, views or frames to animate.
    /// - Returns: The frames before and after, to sample with ``Animation/frame(of:at:)``.
    @discardableResult
    public func animate(duration: Double, curve: AnimationCurve = .easeInOut, _ changes: () -> Void) -> Animation {
        var before: [View] = []
        var startFrames: [ObjectIdentifier: Rect] = [:]
        forEachViewInSubtree { view in
            before.append(view)
            startFrames[ObjectIdentifier(view)] = view.frame
        }

        changes()
        layoutIfNeeded()

        var views: [View] = []
        var endFrames: [ObjectIdentifier: Rect] = [:]
        forEachViewInSubtree { view in
            views.append(view)
            endFrames[ObjectIdentifier(view)] = view.frame
        }
        views += before.filter { endFrames[ObjectIdentifier($0)] == nil }

        let sanitisedDuration = duration.isFinite && duration > 0 ? duration : 0
        return Animation(
            duration: sanitisedDuration, curve: curve, views: views,
            startFrames: startFrames, endFrames: endFrames)
    }
}
