/// How much a constraint matters when not every constraint can hold.
///
/// Strengths are **lexicographic**, as in the original Cassowary and in Apple's Auto Layout engine: a violation at
/// a higher ``level`` outweighs any amount of violation at lower levels. Within one level the violations are added
/// up, each multiplied by its constraint's ``weight``. Every distinct level value is a level of its own, so
/// `Strength(level: 750.5)` sits strictly between 750 and 751.
///
/// ```swift
/// try solver.add((x == 10) | .weak)
/// try solver.add((x == 20) | Strength(level: 750))
/// ```
public struct Strength: Sendable, Hashable {
    /// The priority level; higher levels win outright. `.infinity` means required.
    public let level: Double
    /// The multiplier of this constraint's error within its level. Must be positive and finite.
    public let weight: Double

    /// Creates a strength at `level`, weighted by `weight` among the constraints of that level.
    public init(level: Double, weight: Double = 1) {
        self.level = level
        self.weight = weight
    }

    /// Must hold: the solver rejects a required constraint that cannot be satisfied.
    public static let required = Strength(level: .infinity)
    /// The strongest of the three named optional levels (level 1,000,000).
    public static let strong = Strength(level: 1_000_000)
    /// The middle named level (level 1,000).
    public static let medium = Strength(level: 1_000)
    /// The weakest named level (level 1).
    public static let weak = Strength(level: 1)

    /// Whether this strength is required rather than a preference.
    public var isRequired: Bool { level == .infinity }

    /// Whether the solver accepts this strength: a real level (or required) and a positive, finite weight.
    var isValid: Bool {
        !level.isNaN && level != -.infinity && weight.isFinite && weight > 0
    }
}

extension Strength: Comparable {
    /// Orders by level first, then by weight within a level.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.level != rhs.level ? lhs.level < rhs.level : lhs.weight < rhs.weight
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, the name of a standard level (`strong`, `medium`, `weak`), or the level's number, with its weight
    /// when it is not 1.
    public var description: String {
        if isRequired { return "required" }
        let name: String
        switch level {
        case Strength.strong.level: name = "strong"
        case Strength.medium.level: name = "medium"
        case Strength.weak.level: name = "weak"
        default: name = "level \(level)"
        }
        return weight == 1 ? name : "\(name) × \(weight)"
    }
}
