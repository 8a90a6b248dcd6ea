import Cassowary

/// Why a constraint could not be activated or changed: one case per rule Auto Layout (or the engine) enforces.
///
/// ``description`` is the reason in Auto Layout's words, as ``LayoutDiagnostic/message`` prints it after the
/// constraint.
public enum InvalidConstraintReason {
    /// The multiplier is NaN or infinite.
    case nonFiniteMultiplier(Double)
    /// The multiplier's magnitude is above 1e9.
    case multiplierOutOfRange(Double)
    /// The constant is NaN or infinite.
    case nonFiniteConstant(Double)
    /// The constant's magnitude is above 1e9.
    case constantOutOfRange(Double)
    /// The priority is outside (0, 1000].
    case invalidPriority(LayoutPriority)
    /// The first attribute is `.notAnAttribute`.
    case unknownAttribute
    /// The two attributes cannot be related: a location and a size, locations on different axes, or a second item
    /// with no attribute.
    case illegalPairing(LayoutAttribute, LayoutAttribute)
    /// A location with no second item (or a multiplier of 0): a location equal to a constant.
    case locationEqualToConstant(LayoutAttribute)
    /// Leading or trailing related to left or right.
    case mixedDirectionalAndAbsolute(LayoutAttribute, LayoutAttribute)
    /// The first item is gone, or is a guide that belongs to no view.
    case firstItemUnavailable
    /// The second item is a guide that belongs to no view.
    case secondItemBelongsToNoView
    /// The two items are in different trees.
    case noCommonAncestor(LayoutItem, LayoutAttribute, LayoutItem, LayoutAttribute)
    /// The view the constraint was installed on does not contain `item`.
    case holderDoesNotContain(holder: View, item: LayoutItem)
    /// The engine found the constraint's items outside the view that holds it.
    case itemsOutsideHolder
    /// The solver refused the constraint.
    case solverRefused(SolverError)
    /// A change to an active constraint was refused for `reason`; the constraint keeps its previous value.
    indirect case changeRefused(InvalidConstraintReason)
}

extension InvalidConstraintReason: CustomStringConvertible {
    /// The reason in Auto Layout's words.
    public var description: String {
        switch self {
        case .nonFiniteMultiplier(let multiplier):
            "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)"
        case .multiplierOutOfRange(let multiplier):
            "Multiplier \(formatted(multiplier)) is out of range: magnitudes above 1e9 are refused."
        case .nonFiniteConstant(let constant):
            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant)"
        case .constantOutOfRange(let constant):
            "Constant \(formatted(constant)) is out of range: magnitudes above 1e9 are refused."
        case .invalidPriority(let priority):
            "It's illegal to set priority:\(priority). Priorities must be greater than 0 and less or equal to 1000."
        case .unknownAttribute:
            "Unknown layout attribute"
        case .illegalPairing:
            "Invalid pairing of layout attributes"
        case .locationEqualToConstant:
            "A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .mixedDirectionalAndAbsolute:
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        case .firstItemUnavailable:
            "its first item is gone or is a guide that belongs to no view"
        case .secondItemBelongsToNoView:
            "its second item is a guide that belongs to no view"
        case .noCommonAncestor(let first, let firstAttribute, let second, let secondAttribute):
            "Unable to activate constraint with anchors \(first.debugDescription).\(firstAttribute) and "
                + "\(second.debugDescription).\(secondAttribute) because they have no common ancestor. Does the "
                + "constraint or its anchors reference items in different view hierarchies?"
        case .holderDoesNotContain(let holder, let item):
            "The view hierarchy is not prepared for the constraint: \(holder.debugDescription) does not contain \(item.debugDescription)"
        case .itemsOutsideHolder:
            "its items are not inside the view that holds it"
        case .solverRefused(let error):
            "\(error)"
        case .changeRefused(let reason):
            "\(reason) The change was refused and the constraint keeps its previous value."
        }
    }
}
