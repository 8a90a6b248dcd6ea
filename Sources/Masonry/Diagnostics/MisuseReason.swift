/// Why a DSL call was skipped: one case per mistake, with what the call was given, so a
/// ``View/diagnosticHandler`` can tell them apart without reading the text.
///
/// `attributes` is the statement's attributes as written (`make.left.right` has `[.left, .right]`);
/// ``description`` is the message Masonry prints.
public enum MisuseReason {
    // MARK: Chaining a statement

    /// A second relation on one statement (`make.width.equalTo(10).equalTo(20)`): `refused` was not added.
    case relationAlreadySet(attributes: [LayoutAttribute], existing: LayoutRelation, refused: LayoutRelation)
    /// The statement was related to an empty array (`equalTo([])`).
    case emptyTargetArray(attributes: [LayoutAttribute])
    /// `equalToSuperview` and its kin (`relation`), or a modifier with no relation (`relation` `nil`, which
    /// means "equal to the superview"), on an item with no superview.
    case noSuperview(item: LayoutItem, relation: LayoutRelation?, attributes: [LayoutAttribute])
    /// A modifier (`offset`, `inset`, `sizeOffset`, `centerOffset`) was given NaN or infinity.
    case nonFiniteConstant(attributes: [LayoutAttribute], ConstraintConstant)
    /// `multipliedBy` was given NaN or infinity.
    case nonFiniteMultiplier(attributes: [LayoutAttribute], Double)
    /// `dividedBy` was given 0, NaN or infinity.
    case unusableDivisor(attributes: [LayoutAttribute], Double)
    /// `priority` was given a value outside (0, 1000].
    case invalidPriority(attributes: [LayoutAttribute], LayoutPriority)

    // MARK: Building a statement's constraints

    /// A statement named no attribute.
    case noAttribute
    /// A statement with neither a relation nor a modifier (`make.right`).
    case noRelation(attributes: [LayoutAttribute])
    /// A guide (the statement's item or its target) belongs to no view.
    case itemBelongsToNoView(LayoutItem)
    /// The statement relates two items that are in different trees.
    case noCommonAncestor(LayoutItem, LayoutItem)
    /// A composite target whose attributes do not match the statement's (`make.edges.equalTo(other.mas.width)`).
    case mismatchedCompositeTarget(
        attributes: [LayoutAttribute], target: LayoutItem, targetAttributes: [LayoutAttribute])
    /// The statement was related to a number, size, point or insets with NaN or infinity in it.
    case nonFiniteTarget(attributes: [LayoutAttribute], ConstraintConstant)
    /// A position related to a number, which is measured from the superview, on an item with none.
    case positionWithoutSuperview(attributes: [LayoutAttribute], item: LayoutItem)
    /// The statement made a constraint Auto Layout would refuse.
    case illegalConstraint(LayoutConstraint, reason: InvalidConstraintReason)

    // MARK: Updating a made constraint (`Constraint.update`)

    /// `update(multiplier:)` with 0, NaN, infinity or a magnitude above 1e9.
    case updateMultiplierRefused(Double)
    /// `update(priority:)` with a value outside (0, 1000].
    case updatePriorityRefused(LayoutPriority)
    /// An `update` of the constant with NaN or infinity in it.
    case updateConstantNotFinite(ConstraintConstant)
    /// An `update` of the constant with a magnitude above 1e9 in it.
    case updateConstantOutOfRange(ConstraintConstant)

    // MARK: Distributing views (`distributeViews`)

    /// Fewer than two views (`count` of them) to distribute.
    case tooFewViewsToDistribute(count: Int)
    /// A length or spacing that is not finite.
    case nonFiniteDistribution([Double])
    /// The first view has no superview to distribute in.
    case noSuperviewToDistributeIn(View)
    /// A view shares no superview with the others.
    case noCommonSuperviewToDistributeIn(View)
}

extension MisuseReason: CustomStringConvertible {
    /// The reason in Masonry's words, as the diagnostic's message prints it after the file and line.
    public var description: String {
        switch self {
        case .relationAlreadySet(let attributes, let existing, let refused):
            return "\(statement(attributes)) already has a relation (\(existing)); a statement has one relation, "
                + "so this \(refused) was not added and the statement was skipped."
        case .emptyTargetArray(let attributes):
            return "\(statement(attributes)) was related to an empty array; the statement was skipped."
        case .noSuperview(let item, let relation, let attributes):
            let call =
                switch relation {
                case .equal: "equalToSuperview"
                case .lessThanOrEqual: "lessThanOrEqualToSuperview"
                case .greaterThanOrEqual: "greaterThanOrEqualToSuperview"
                case nil: "\(statement(attributes)) without a relation"
                }
            return "Expected superview but found nil when attempting make constraint `\(call)`: "
                + "\(item.debugDescription) has no superview. The statement was skipped."
        case .nonFiniteConstant(let attributes, let constant):
            return
                "\(statement(attributes)) was given a constant that is not finite (\(constant)); the statement was skipped."
        case .nonFiniteMultiplier(let attributes, let multiplier):
            return
                "\(statement(attributes)) was given a multiplier that is not finite (\(multiplier)); the statement was skipped."
        case .unusableDivisor(let attributes, let divisor):
            return "\(statement(attributes)).dividedBy(\(divisor)) gives no usable multiplier: a divisor must "
                + "be finite and not 0. The statement was skipped."
        case .invalidPriority(let attributes, let priority):
            return
                "\(statement(attributes)) was given priority \(priority); priorities must be greater than 0 and at most "
                + "1000. The statement was skipped."
        case .noAttribute:
            return "A statement named no attribute; it was skipped."
        case .noRelation(let attributes):
            return "\(statement(attributes)) has no relation: add equalTo(…), lessThanOrEqualTo(…) or "
                + "greaterThanOrEqualTo(…). The statement was skipped."
        case .itemBelongsToNoView(let item):
            return
                "\(item.debugDescription) belongs to no view (add the guide to a view first). The statement was skipped."
        case .noCommonAncestor(let item, let other):
            return "Cannot relate \(item.debugDescription) to \(other.debugDescription): they have no common ancestor. "
                + "Does the statement reference items in different view hierarchies? The statement was skipped."
        case .mismatchedCompositeTarget(let attributes, let target, let targetAttributes):
            return "Cannot constrain \(statement(attributes)) to \(target.debugDescription)'s "
                + targetAttributes.map(\.name).joined(separator: ", ")
                + ": a composite target must name the same attributes (or edges and margins). "
                + "The statement was skipped."
        case .nonFiniteTarget(let attributes, let value):
            return
                "\(statement(attributes)) was related to a value that is not finite (\(value)); the statement was skipped."
        case .positionWithoutSuperview(let attributes, let item):
            return "\(statement(attributes)) relates a position to a number, which is measured from the "
                + "superview, but \(item.debugDescription) has no superview. The statement was skipped."
        case .illegalConstraint(let constraint, let reason):
            // Auto Layout's reasons end with a full stop of their own.
            let text = "\(reason)"
            return "\(constraint): \(text.hasSuffix(".") ? String(text.dropLast()) : text). The statement was skipped."
        case .updateMultiplierRefused(let multiplier):
            return "update(multiplier: \(multiplier)): a multiplier must be finite, not 0, and at most 1e9 in magnitude"
                + Self.leftAsItWas
        case .updatePriorityRefused(let priority):
            return "update(priority: \(priority)): priorities must be greater than 0 and at most 1000"
                + Self.leftAsItWas
        case .updateConstantNotFinite(let constant):
            return "update with a value that is not finite (\(constant))" + Self.leftAsItWas
        case .updateConstantOutOfRange(let constant):
            return "update with a value out of range (\(constant)): magnitudes above 1e9 are refused" + Self.leftAsItWas
        case .tooFewViewsToDistribute(let count):
            return "distributeViews needs at least two views; it was given \(count)." + Self.nothingDistributed
        case .nonFiniteDistribution(let numbers):
            return "distributeViews was given a length or spacing that is not finite (\(numbers))."
                + Self.nothingDistributed
        case .noSuperviewToDistributeIn(let view):
            return "\(view.debugDescription) has no superview to distribute in." + Self.nothingDistributed
        case .noCommonSuperviewToDistributeIn(let view):
            return "\(view.debugDescription) has no superview in common with the other views." + Self.nothingDistributed
        }
    }

    private static let leftAsItWas = "; the constraint was left as it was."
    private static let nothingDistributed = " Nothing was distributed."

    /// The statement as it reads (`make.left.right`).
    private func statement(_ attributes: [LayoutAttribute]) -> String {
        "make." + attributes.map(\.name).joined(separator: ".")
    }
}
