import Masonry
import Testing

// Shared helpers for the Masonry test suites: building trees, activating constraints with Auto Layout's own
// initialiser, collecting diagnostics, and comparing frames.

// MARK: Building trees

/// A root view: a screen of the given size (an iPhone 8 by default), at `contentScale` 2 unless told otherwise.
func makeRoot(width: Double = 375, height: Double = 667, scale: Double? = nil) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.name = "root"
    if let scale { root.contentScale = scale }
    return root
}

/// Adds `view` to `parent` ready to be laid out by constraints (it no longer translates its autoresizing mask).
/// An iPhone X in portrait: a 375×812 root with a 44-point status bar and a 34-point home indicator.
func makePhone() -> View {
    let root = makeRoot(width: 375, height: 812)
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    return root
}

@discardableResult
func addConstrained<V: View>(_ view: V, to parent: View) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

// MARK: Constraints

/// Makes and activates `item.attribute (relation) multiplier × other.otherAttribute + constant`, at `priority`.
@discardableResult
func constrain(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    to other: LayoutItem? = nil, _ otherAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
) -> LayoutConstraint {
    let constraint = LayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation,
        toItem: other, attribute: other == nil ? .notAnAttribute : (otherAttribute ?? attribute),
        multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.isActive = true
    return constraint
}

/// Pins the four edges of `view` inside `container`, `insets` in from each edge (four constraints, returned
/// top, left, bottom, right).
@discardableResult
func pinEdges(of view: LayoutItem, to container: LayoutItem, insets: EdgeInsets = .zero) -> [LayoutConstraint] {
    [
        constrain(view, .top, to: container, constant: insets.top),
        constrain(view, .left, to: container, constant: insets.left),
        constrain(view, .bottom, to: container, constant: -insets.bottom),
        constrain(view, .right, to: container, constant: -insets.right)
    ]
}

/// Fixes the width and height of `item` with two constant constraints.
@discardableResult
func fixSize(of item: LayoutItem, width: Double, height: Double) -> [LayoutConstraint] {
    [constrain(item, .width, constant: width), constrain(item, .height, constant: height)]
}

/// Places `view` at (x, y) in its container with a fixed size: four required constraints.
@discardableResult
func place(_ view: LayoutItem, in container: LayoutItem, at frame: Rect) -> [LayoutConstraint] {
    [
        constrain(view, .left, to: container, constant: frame.minX),
        constrain(view, .top, to: container, constant: frame.minY)
    ]
        + fixSize(of: view, width: frame.width, height: frame.height)
}

/// The identities of some constraints, to compare lists of constraints without caring about order.
func identities(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
    Set(constraints.map(ObjectIdentifier.init))
}

/// Whether `constraints` contains this very constraint.
func holds(_ constraints: [LayoutConstraint], _ constraint: LayoutConstraint) -> Bool {
    constraints.contains { $0 === constraint }
}

// MARK: Diagnostics

/// Collects the diagnostics a root's ``View/diagnosticHandler`` receives.
final class DiagnosticRecorder {
    private(set) var diagnostics: [LayoutDiagnostic] = []

    /// Starts listening on `root` (replacing its handler); the root keeps the recorder alive.
    init(_ root: View) {
        root.diagnosticHandler = { [self] in diagnostics.append($0) }
    }

    /// The unsatisfiable-constraint reports, in order.
    var unsatisfiable: [(broken: LayoutConstraint, conflicting: [LayoutConstraint], message: String)] {
        diagnostics.compactMap {
            if case .unsatisfiable(let broken, let conflicting) = $0 { (broken, conflicting, $0.message) } else { nil }
        }
    }

    /// The constraints reported as invalid, with the reasons, in order.
    var invalidConstraints: [(constraint: LayoutConstraint, reason: InvalidConstraintReason)] {
        diagnostics.compactMap {
            if case .invalidConstraint(let constraint, let reason) = $0 { (constraint, reason) } else { nil }
        }
    }

    /// The reasons of refused tree operations, in order.
    var invalidHierarchy: [HierarchyReason] {
        diagnostics.compactMap { if case .invalidHierarchy(let reason) = $0 { reason } else { nil } }
    }

    /// The reasons of refused values, in order.
    var invalidValues: [ValueReason] {
        diagnostics.compactMap { if case .invalidValue(let reason) = $0 { reason } else { nil } }
    }
}

/// Whether two numbers are the same, NaN included (diagnostics carry the NaN they were given).
func isSameNumber(_ a: Double, _ b: Double) -> Bool {
    a.isNaN ? b.isNaN : a == b
}

// MARK: Comparing geometry

/// How far a frame edge may be from the expected value: frames are exact multiples of 1/scale, so only
/// floating-point noise is allowed.
let frameTolerance = 1e-9

/// Whether two rectangles agree within `tolerance` on every coordinate.
func isClose(_ actual: Rect, _ expected: Rect, within tolerance: Double = frameTolerance) -> Bool {
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
}

/// Expects `view.frame` to be `expected` (within `tolerance`).
func expectFrame(
    _ view: View, _ expected: Rect, within tolerance: Double = frameTolerance,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(view.frame, expected, within: tolerance),
        "\(view.name ?? "view") is at \(view.frame), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects a rectangle (a guide's layout frame, a fitting size as a rect) to be `expected`.
func expectRect(
    _ actual: Rect, _ expected: Rect, within tolerance: Double = frameTolerance,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(
        isClose(actual, expected, within: tolerance), "got \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Rounds up to the pixel grid of `scale`, as a label rounds its measured text.
func roundedUp(_ value: Double, scale: Double = 2) -> Double {
    (value * scale).rounded(.up) / scale
}

// MARK: Randomness

/// SplitMix64: small, fast and the same on every platform, so a failing seed of a randomized test replays.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
