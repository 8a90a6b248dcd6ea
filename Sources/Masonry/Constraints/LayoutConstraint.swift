/// A linear relation between two layout attributes: `first.attribute (relation) multiplier × second.attribute + constant`.
///
/// Auto Layout's own constraint. Create it inactive, then activate it (``isActive`` or ``activate(_:)``): it is
/// installed on the closest common ancestor of its items and solved at the next layout pass. Unlike Apple's,
/// its multiplier and priority (required to optional too) may change while it is active.
///
/// ```swift
/// let gap = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal,
///                            toItem: b, attribute: .right, multiplier: 1, constant: 8)
/// gap.priority = .defaultHigh
/// LayoutConstraint.activate([gap])
/// ```
public final class LayoutConstraint {
    /// The item on the left-hand side.
    public var firstItem: LayoutItem? { storedFirstItem }
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right-hand side, or `nil` for a constant (`width == 100`).
    public var secondItem: LayoutItem? { storedSecondItem }
    /// ``firstItem``'s and ``secondItem``'s storage: set once, by the initialiser, and only read after that.
    ///
    /// Spelled `Optional<…>`, so that they have no implicit `nil` value (the initialiser's store is then their
    /// initialisation), and not checked for exclusive access at run time (`@exclusivity(unchecked)`): every
    /// constraint made, activated or described reads them, a check each time. No two accesses can overlap: they are
    /// private, stored only in `init`, and otherwise only loaded (a weak load is one instantaneous read), never
    /// passed `inout`, with no observers.
    // swift-format-ignore: UseShorthandTypeNames
    @exclusivity(unchecked) private weak var storedFirstItem: Optional<LayoutItem>
    // swift-format-ignore: UseShorthandTypeNames
    @exclusivity(unchecked) private weak var storedSecondItem: Optional<LayoutItem>
    /// The attribute of the second item (`.notAnAttribute` when there is none).
    public let secondAttribute: LayoutAttribute

    // Not checked for exclusive access at run time, nor are `constant`, `priority`, `holderView` and the two flags
    // below: every constraint activated, lowered and compared reads them, each read a check of about 75
    // instructions. No two accesses can overlap: the observed properties are reached only through their getters
    // and setters (an `inout` use works on a copy, written back through the setter, which runs the observer after
    // the store), and the others are only loaded and stored whole, never passed `inout`.
    /// What the second attribute is multiplied by.
    ///
    /// On an active constraint a value that is not finite or whose magnitude exceeds 1e9 is reported and refused.
    @exclusivity(unchecked) public var multiplier: Double {
        didSet {
            guard multiplier != oldValue else { return }
            if let problem = refusalWhileActive(multiplier: multiplier) {
                multiplier = oldValue
                return refuseChange(problem)
            }
            invalidate()
        }
    }
    /// What is added to the right-hand side.
    ///
    /// On an active constraint a value that is not finite or whose magnitude exceeds 1e9 is reported and refused.
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            if let problem = refusalWhileActive(constant: constant) {
                constant = oldValue
                return refuseChange(problem)
            }
            invalidate()
        }
    }
    /// How much the constraint matters (1000, required, by default).
    ///
    /// On an active constraint a value outside (0, 1000] is reported and refused when it is set, so it can never
    /// outrank required constraints.
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet {
            guard priority != oldValue else { return }
            if holderView != nil, !priority.isValid {
                let refused = priority
                priority = oldValue
                return refuseChange(.invalidPriority(refused))
            }
            invalidate()
        }
    }
    /// A name for descriptions and logs (Masonry's `key`, SnapKit's `labeled`).
    public var identifier: String?
    /// Where the constraint was made, when the front end that made it knows: the DSL records its statement's file
    /// and line. Diagnostics about the constraint give it as their ``LayoutDiagnostic/sourceLocation``.
    public var sourceLocation: CodeLocation? {
        get { storedSourceLocation }
        set { storedSourceLocation = newValue }
    }
    /// ``sourceLocation``'s storage, spelled so that it has no implicit `nil` value: the initialiser's store is
    /// then its initialisation, with no run-time exclusivity check.
    // swift-format-ignore: UseShorthandTypeNames
    private var storedSourceLocation: Optional<CodeLocation>
    /// The number an unnamed constraint is described by, handed out by its tree the first time it is described.
    private var assignedDebugTag: Int?

    /// What made the constraint: the user, or the engine on a view's behalf.
    let kind: Kind
    /// The view that holds (installs) the constraint while it is active.
    @exclusivity(unchecked) private(set) weak var holderView: View?
    /// ``holderView``'s identity, for ``isHeld(by:)``: asking whether a view at hand holds the constraint through
    /// the weak reference is a retain and a release of the holder, whose counts live in a side table. Never read as
    /// a reference. Stored with ``holderView`` (``setHolder(_:)``) and cleared when the holder is freed (its
    /// `deinit` tells the constraints it lists, ``holderWasFreed(_:)``), so a new view at a freed holder's address
    /// is never taken for it.
    @exclusivity(unchecked) private var holderIdentifier: ObjectIdentifier?
    /// Whether a DSL statement made the constraint (set once, before it is first activated): while active, it is
    /// then listed in its first item's ``LayoutItem/dslConstraints``.
    let isMadeByDSL: Bool

    /// Whether the engine installs this constraint in its pass's order even below the fitting-size level, where
    /// weak constraints otherwise go in last: a stack's pitch seed (``StackArrangement``), which only helps if it
    /// is in before the constraints it is meant to leave satisfied as they go in.
    @exclusivity(unchecked) var installsInPassOrder = false
    /// Whether the constraint counts in its items' views' ``AxisReferences`` while active: false for a stack's own
    /// generated constraints (set before activation), which the stack accounts for itself.
    @exclusivity(unchecked) var countsReferences = true
    /// Whether the constraint is in its first item's ``LayoutItem/dslConstraints`` now.
    @exclusivity(unchecked) private var isListedByFirstItem = false

    enum Kind {
        case user
        case autoresizing
        /// An intrinsic-size constraint: one equality whose two sides resist at two priorities.
        case contentSize(hugging: LayoutPriority, compressionResistance: LayoutPriority)
        case marginsGuide
        case safeAreaGuide
        /// A root's width or height, held at its frame's (UIKit's encapsulated-layout size).
        case rootSize
        /// A user guide's width or height kept at or above zero (a guide never turns inside out).
        case guideSize
        /// A scroll view's content or frame guide held in place: the content guide at the content origin, the
        /// frame guide on the visible rectangle (at the content offset, the size of the frame).
        case scrollGuide

        /// Whether the engine installs this kind before any other constraint of the same pass: it states what the
        /// model itself requires, so a user constraint that contradicts it is the one broken and reported.
        var isInvariant: Bool {
            if case .guideSize = self { true } else { false }
        }

        /// Whether this is a view's intrinsic content size (its hugging and compression resistance).
        var isContentSize: Bool {
            if case .contentSize = self { true } else { false }
        }

        /// Whether the engine moves this kind's constant as layout goes on (frames, margins, safe areas), so the
        /// solver should keep what it needs to move it in place.
        var constantWillChange: Bool {
            switch self {
            case .user, .contentSize, .guideSize: false
            case .autoresizing, .marginsGuide, .safeAreaGuide, .rootSize, .scrollGuide: true
            }
        }
    }

    /// Creates an inactive constraint `item.attribute (relation) multiplier × toItem.attribute + constant`.
    ///
    /// With no second item (or a multiplier of 0) the constraint relates the first attribute to the constant
    /// alone, as in Auto Layout.
    ///
    /// The items are borrowed, not consumed: the constraint keeps only weak references to them, so a caller (an
    /// anchor's `constraint` method inlined into its client, among others) need not retain them for the call.
    public convenience init(
        item: borrowing LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: borrowing LayoutItem? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0
    ) {
        self.init(
            kind: .user, item: item, attribute: attribute, relation: relation, toItem: toItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }

    /// The designated initialiser; `priority`, `madeByDSL` and `sourceLocation` are set here rather than stored
    /// afterwards, since each store into the new object is a property observer and a run-time exclusivity check.
    init(
        kind: Kind, item: borrowing LayoutItem, attribute: LayoutAttribute, relation: LayoutRelation,
        toItem: borrowing LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double, constant: Double,
        priority: LayoutPriority = .required, madeByDSL: Bool = false, sourceLocation: CodeLocation? = nil
    ) {
        self.kind = kind
        self.priority = priority
        isMadeByDSL = madeByDSL
        storedSourceLocation = sourceLocation
        // A weak store takes no strong reference of its own: the copies below are only the stores' operands, which
        // an optimised build passes without a retain.
        storedFirstItem = copy item
        firstAttribute = attribute
        self.relation = relation
        if Self.relatesSecondItem(toItem, multiplier: multiplier) {
            storedSecondItem = copy toItem
            self.secondAttribute = secondAttribute
            self.multiplier = multiplier
        } else {
            storedSecondItem = nil
            self.secondAttribute = .notAnAttribute
            self.multiplier = 1
        }
        self.constant = constant
    }

    /// Whether a constraint made with `second` and `multiplier` keeps its second item: Auto Layout stores one with
    /// no second item, or a multiplier of 0, as `attribute == constant` (no second item, multiplier 1).
    static func relatesSecondItem(_ second: LayoutItem?, multiplier: Double) -> Bool {
        second != nil && multiplier != 0
    }

    // MARK: Activation

    /// Whether `view` holds the constraint (``holderView`` `=== view`), without loading the weak reference.
    ///
    /// `view` is alive (the caller holds it), so its identity is no freed holder's: the identity kept is cleared
    /// when the holder is freed.
    @inline(__always)
    func isHeld(by view: View) -> Bool {
        holderIdentifier == ObjectIdentifier(view)
    }

    /// The view identified by `identifier`, which listed this constraint among its own or its system constraints,
    /// is being freed: if it is the holder, the constraint forgets its identity (the weak ``holderView`` reads `nil`
    /// already).
    func holderWasFreed(_ identifier: ObjectIdentifier) {
        if holderIdentifier == identifier { holderIdentifier = nil }
    }

    /// Stores ``holderView`` and its identity together.
    @inline(__always)
    private func setHolder(_ view: View?) {
        holderView = view
        holderIdentifier = view.map(ObjectIdentifier.init)
    }

    /// Whether the constraint has a holder (``holderView`` `!= nil`): an unheld one, as every constraint being
    /// activated is, is told by its identity with no weak load.
    private var hasHolder: Bool { holderIdentifier != nil && holderView != nil }

    /// Whether the constraint is installed on a view and takes part in layout.
    public var isActive: Bool {
        get { hasHolder }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates every constraint (each on the closest common ancestor of its items).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates every constraint.
    ///
    /// Each holder's list is filtered once for all of its constraints that leave, so deactivating k of a holder's M
    /// constraints costs O(k + M), not O(k × M) (a stack that re-points its N alignments holds about 10 N).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        guard constraints.count > 1 else {
            for constraint in constraints { constraint.deactivate() }
            return
        }
        var holders: [View] = []
        var leaving: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        for constraint in constraints {
            guard let holder = constraint.uninstallLeavingListed() else { continue }
            let key = ObjectIdentifier(holder)
            if leaving[key] == nil { holders.append(holder) }
            leaving[key, default: []].insert(ObjectIdentifier(constraint))
        }
        for holder in holders {
            guard let gone = leaving[ObjectIdentifier(holder)] else { continue }
            holder.constraints.removeAll { gone.contains(ObjectIdentifier($0)) }
        }
    }

    /// The one way a constraint becomes active, whichever front end made it (anchors, the DSL, VFL, `.layout`):
    /// everything is looked up now, from the items themselves, so whatever user code ran since the constraint was
    /// made (a diagnostic handler, `layoutSubviews`, an animation block) cannot make it install on a view that no
    /// longer contains its items. The holder is the closest common ancestor of the items' host views, found now;
    /// the constraint's values are validated now.
    private func activate() {
        guard !hasHolder else { return }
        // Each weak reference is read once: every read of a weakly referenced object takes its side table.
        guard let first = firstItem else {
            reportInvalid(.firstItemUnavailable)
            return
        }
        activateUnheld(first: first)
    }

    /// ``activate()`` for a constraint whose first item the caller holds: `first` must be its ``firstItem`` (set
    /// once, by the initialiser), passed so that the weak reference is not read again. The DSL activates this way,
    /// with the item its statement holds.
    func activate(first: LayoutItem) {
        guard !hasHolder else { return }
        activateUnheld(first: first)
    }

    /// The rest of ``activate()``, for a constraint known to have no holder.
    ///
    /// An item that is a view is its own host and is used as it is, and each view found is passed on rather than
    /// kept in a variable: `hostView` or a copy would take another reference to it, and a view is referenced weakly,
    /// so each reference taken and dropped takes the runtime's slow path twice.
    private func activateUnheld(first: LayoutItem) {
        // A view is passed on as the cast gave it, as both the item and its host: the item is not used after the
        // cast, so the cast forwards the reference rather than taking another.
        if let view = first as? View {
            activateUnheld(first: view, firstHost: view)
        } else if let host = first.hostView {
            activateUnheld(first: first, firstHost: host)
        } else {
            reportInvalid(.firstItemUnavailable)
        }
    }

    /// ``activateUnheld(first:)`` once the first item's host is found.
    private func activateUnheld(first: LayoutItem, firstHost: View) {
        guard let second = secondItem else {
            finishActivation(first: first, second: nil, firstHost: firstHost, secondHost: nil, container: firstHost)
            return
        }
        if let view = second as? View {
            activateUnheld(first: first, firstHost: firstHost, second: view, secondHost: view)
        } else if let host = second.hostView {
            activateUnheld(first: first, firstHost: firstHost, second: second, secondHost: host)
        } else {
            reportInvalid(.secondItemBelongsToNoView)
        }
    }

    /// ``activateUnheld(first:)`` once both items' hosts are found: the holder is their closest common ancestor.
    private func activateUnheld(first: LayoutItem, firstHost: View, second: LayoutItem, secondHost: View) {
        // A host that contains the other (the same view, or its superview) is passed on as it is: the general
        // search would return it as a new reference, a retain and a release of a view (its counts in a side table).
        if firstHost === secondHost || firstHost.superviewIdentifier == ObjectIdentifier(secondHost) {
            finishActivation(
                first: first, second: second, firstHost: firstHost, secondHost: secondHost, container: secondHost)
            return
        }
        if secondHost.superviewIdentifier == ObjectIdentifier(firstHost) {
            finishActivation(
                first: first, second: second, firstHost: firstHost, secondHost: secondHost, container: firstHost)
            return
        }
        guard let common = firstHost.closestCommonAncestor(with: secondHost) else {
            firstHost.rootView.report(
                .invalidConstraint(self, reason: .noCommonAncestor(first, firstAttribute, second, secondAttribute)))
            return
        }
        finishActivation(first: first, second: second, firstHost: firstHost, secondHost: secondHost, container: common)
    }

    /// The end of ``activateUnheld(first:)``: the values validated, the constraint attached to `container` (the
    /// holder found) and its references counted.
    private func finishActivation(
        first: LayoutItem, second: LayoutItem?, firstHost: View, secondHost: View?, container: View
    ) {
        if let reason = validationFailure(hasSecondItem: second != nil) {
            reportInvalid(reason, root: container.rootView)
            return
        }
        // `container` contains both items by construction, and nothing since looking it up ran code of anyone
        // else's: no containment check is needed.
        attach(to: container, first: first, second: second, knownUnheld: true, counting: false)
        // Counted here, with the views at hand: looking them up again would retain and release each.
        guard countsReferences else { return }
        Self.count(firstHost, firstAttribute, 1, holder: container)
        if let secondHost { Self.count(secondHost, secondAttribute, 1, holder: container) }
    }

    private func deactivate() {
        uninstall()
    }

    /// Installs the constraint on `view`, checking that it contains the constraint's items (`addConstraint`).
    func install(on view: View) {
        if let reason = validationFailure() {
            reportInvalid(reason, root: view.rootView)
            return
        }
        // Each weak reference is read once: every read of a weakly referenced object takes its side table.
        let first = firstItem, second = secondItem
        if let first, !view.containsItem(first) {
            return view.rootView.report(
                .invalidConstraint(self, reason: .holderDoesNotContain(holder: view, item: first)))
        }
        if let second, !view.containsItem(second) {
            return view.rootView.report(
                .invalidConstraint(self, reason: .holderDoesNotContain(holder: view, item: second)))
        }
        attach(to: view, first: first, second: second)
    }

    /// Makes `view` the holder (the checks are done): `first` and `second` are the items, read once.
    /// `knownUnheld`: the caller has just read ``holderView`` as `nil`, so it is not read again. `counting`: whether
    /// to count the references (``AxisReferences``); a caller that counts them itself passes `false`.
    private func attach(
        to view: View, first: LayoutItem?, second: LayoutItem?, knownUnheld: Bool = false, counting: Bool = true
    ) {
        if isListedByFirstItem || (!knownUnheld && holderView != nil) {
            if holderView === view { return }
            uninstall()
        }
        // Margin attributes are the edges of the margins guide: make sure it exists before the engine lowers.
        if firstAttribute.isMarginAttribute || secondAttribute.isMarginAttribute {
            if let view = first as? View { _ = view.layoutMarginsGuide }
            if let view = second as? View { _ = view.layoutMarginsGuide }
        }
        setHolder(view)
        if counting && countsReferences { countReferences(1, holder: view, first: first, second: second) }
        view.constraints.append(self)
        if isMadeByDSL, !isListedByFirstItem, let first {
            first.dslConstraints.append(self)
            isListedByFirstItem = true
        }
        invalidate(holder: view)
    }

    /// Takes the constraint off its holder.
    func uninstall() {
        uninstallLeavingListed()?.constraints.removeAll { $0 === self }
    }

    /// ``uninstall()`` but for the holder's list of constraints, which the caller filters: returns the holder it
    /// had, if any.
    private func uninstallLeavingListed() -> View? {
        // Before the guard: a holder being freed (its `deinit`) already reads as no holder.
        if isListedByFirstItem {
            isListedByFirstItem = false
            if let first = firstItem, let index = first.dslConstraints.firstIndex(where: { $0 === self }) {
                first.dslConstraints.remove(at: index)
            }
        }
        guard let view = holderView else { return nil }
        invalidate()
        setHolder(nil)
        if countsReferences { countReferences(-1, holder: view, first: firstItem, second: secondItem) }
        return view
    }

    /// Installs a system constraint on the view it belongs to, without listing it in `constraints`; `view` is its
    /// first item.
    func attachAsSystemConstraint(to view: View) {
        guard !isHeld(by: view) else { return }
        let wasHeld = holderView != nil
        setHolder(view)
        invalidate(holder: view)
        // The engine's constraints that count are the view's own: `view` is their first item (its autoresizing
        // and root size), so only the second is read.
        guard !wasHeld, kindCountsReferences, countsReferences else { return }
        Self.count(view, firstAttribute, 1, holder: nil)
        if secondAttribute != .notAnAttribute, let second = secondItem?.hostView {
            Self.count(second, secondAttribute, 1, holder: nil)
        }
    }

    func detachSystemConstraint() {
        invalidate()
        guard let view = holderView else { return }
        setHolder(nil)
        if kindCountsReferences { countReferences(-1, holder: view) }
    }

    /// Tells the engine of the holder's tree, and the measuring engines of the holder and its ancestors, that the
    /// constraint, or what its lowered form depends on (a baseline that moved), changed: the one way a constraint
    /// reaches its engines.
    func invalidate() {
        guard let view = holderView else { return }
        invalidate(holder: view)
    }

    /// ``invalidate()`` for a holder already at hand.
    private func invalidate(holder view: View) {
        // The root is looked up once (``View/setNeedsLayout()`` would look it up again: two weak loads).
        let root = view.rootView
        root.needsSolve = true
        root.layoutEngineIfCreated?.invalidate(self)
        view.forEachMeasuredViewToRoot { $0.fittingEngineIfCreated?.invalidate(self, heldBy: view) }
        // `setNeedsLayout()` with the root already marked: finding the root again is two weak loads.
        view.needsLayout = true
    }

    /// Whether the constraint resolves differently in right-to-left layouts.
    var usesDirectionalAttributes: Bool {
        firstAttribute.isDirectional || secondAttribute.isDirectional
    }

    // MARK: Validation

    /// Why Auto Layout would refuse this constraint, or `nil` if it is legal.
    func validationFailure() -> InvalidConstraintReason? {
        validationFailure(hasSecondItem: secondItem != nil)
    }

    /// ``validationFailure()`` with whether the constraint has a second item already known.
    private func validationFailure(hasSecondItem: Bool) -> InvalidConstraintReason? {
        Self.validationFailure(
            kind: kind, firstAttribute: firstAttribute, hasSecondItem: hasSecondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// Why Auto Layout would refuse a constraint of these values (as the initialiser stores them: with no second
    /// item, a multiplier of 1 and no second attribute), or `nil` if it is legal.
    static func validationFailure(
        kind: Kind, firstAttribute: LayoutAttribute, hasSecondItem: Bool, secondAttribute: LayoutAttribute,
        multiplier: Double, constant: Double, priority: LayoutPriority
    ) -> InvalidConstraintReason? {
        if let problem = multiplierProblem(multiplier) { return problem }
        if let problem = constantProblem(constant) { return problem }
        guard priority.isValid else { return .invalidPriority(priority) }
        guard case .user = kind else { return nil }
        if firstAttribute == .notAnAttribute { return .unknownAttribute }
        if hasSecondItem && secondAttribute == .notAnAttribute {
            return .illegalPairing(firstAttribute, secondAttribute)
        }
        if !hasSecondItem {
            if firstAttribute.isLocation { return .locationEqualToConstant(firstAttribute) }
            return nil
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return .illegalPairing(firstAttribute, secondAttribute)
        }
        if firstAttribute.isLocation && firstAttribute.axis != secondAttribute.axis {
            return .illegalPairing(firstAttribute, secondAttribute)
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional)
        {
            return .mixedDirectionalAndAbsolute(firstAttribute, secondAttribute)
        }
        return nil
    }

    static func multiplierProblem(_ multiplier: Double) -> InvalidConstraintReason? {
        guard multiplier.isFinite else { return .nonFiniteMultiplier(multiplier) }
        guard RepresentableRange.contains(multiplier) else { return .multiplierOutOfRange(multiplier) }
        return nil
    }

    static func constantProblem(_ constant: Double) -> InvalidConstraintReason? {
        guard constant.isFinite else { return .nonFiniteConstant(constant) }
        guard RepresentableRange.contains(constant) else { return .constantOutOfRange(constant) }
        return nil
    }

    private func refusalWhileActive(multiplier: Double) -> InvalidConstraintReason? {
        holderView == nil ? nil : Self.multiplierProblem(multiplier)
    }

    private func refusalWhileActive(constant: Double) -> InvalidConstraintReason? {
        holderView == nil ? nil : Self.constantProblem(constant)
    }

    /// Reports a change refused on an active constraint, which keeps its previous value.
    private func refuseChange(_ reason: InvalidConstraintReason) {
        reportInvalid(.changeRefused(reason), root: holderView?.rootView)
    }

    private func reportInvalid(_ reason: InvalidConstraintReason, root: View? = nil) {
        let diagnostic = LayoutDiagnostic.invalidConstraint(self, reason: reason)
        if let root { return root.report(diagnostic) }
        LayoutDiagnostic.report(diagnostic, about: firstItem?.hostView != nil ? firstItem : secondItem)
    }

    // MARK: Queries

    /// Whether the constraint relates `item`.
    func involves(_ item: LayoutItem) -> Bool { firstItem === item || secondItem === item }

    /// Whether the constraint relates a view of `view`'s subtree, or a guide one of them owns.
    func involvesSubtree(of view: View) -> Bool {
        for item in [firstItem, secondItem] {
            if let host = item?.hostView, view.isAncestor(of: host) { return true }
        }
        return false
    }
}

extension View {
    /// Whether `item` (a view, or a guide through its owning view) is this view or in its subtree.
    fileprivate func containsItem(_ item: LayoutItem) -> Bool {
        guard let host = item.hostView else { return false }
        return isAncestor(of: host)
    }

    /// The closest view that contains both this view and `other`.
    ///
    /// Climbs from the deeper view to the other's depth, then both together: the cost is the distance to the
    /// common ancestor, not the depth of the tree.
    func closestCommonAncestor(with other: View) -> View? {
        // The cases nearly every constraint is: one view, a view and its superview, two siblings, told apart by
        // the superviews' identities (both views are alive, so an identity that matches is theirs) with no weak
        // load; two siblings then load their superview once, to return it.
        if other === self { return other }
        let identifier = ObjectIdentifier(self), otherIdentifier = ObjectIdentifier(other)
        if superviewIdentifier == otherIdentifier { return other }
        if other.superviewIdentifier == identifier { return self }
        if let parentIdentifier = superviewIdentifier, other.superviewIdentifier == parentIdentifier,
            let parent = superview
        {
            return parent
        }
        guard rootView === other.rootView else { return nil }
        var first = self, second = other
        while first.depth > second.depth {
            guard let parent = first.superview else { return nil }
            first = parent
        }
        while second.depth > first.depth {
            guard let parent = second.superview else { return nil }
            second = parent
        }
        while first !== second {
            guard let firstParent = first.superview, let secondParent = second.superview else { return nil }
            first = firstParent
            second = secondParent
        }
        return first
    }
}

extension LayoutConstraint {
    /// The tag of an unnamed constraint: numbered by its first item's tree, in the order things are first
    /// described, so a program prints the same tags on every run (`0x0` once its items are gone).
    var debugTagDescription: String {
        if assignedDebugTag == nil, let root = (firstItem?.hostView ?? secondItem?.hostView)?.rootView {
            assignedDebugTag = root.nextDebugTag()
        }
        return "0x" + String(assignedDebugTag ?? 0, radix: 16)
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// Masonry's form: `<LayoutConstraint:key View:a.width == View:b.width * 0.5 + 10 ^high>`.
    public var description: String {
        var text = "<LayoutConstraint:\(identifier ?? debugTagDescription) "
        text += "\(firstItem?.debugDescription ?? "nil").\(firstAttribute) \(relation)"
        if let second = secondItem {
            text += " \(second.debugDescription)"
            if secondAttribute != .notAnAttribute { text += ".\(secondAttribute)" }
            if multiplier != 1 { text += " * \(formatted(multiplier))" }
            if constant > 0 {
                text += " + \(formatted(constant))"
            } else if constant < 0 {
                text += " - \(formatted(-constant))"
            }
        } else {
            text += " \(formatted(constant))"
        }
        if case .contentSize(let hugging, let compression) = kind {
            text += " Hug:\(hugging) CompressionResistance:\(compression)"
        } else if !priority.isRequired {
            text += " ^\(priority.masonryName)"
        }
        return text + ">"
    }
}

extension LayoutPriority {
    /// How Masonry prints a priority: by name for 750, 500, 250 and 50, else the number.
    var masonryName: String {
        switch rawValue {
        case 750: "high"
        case 500: "medium"
        case 250: "low"
        case 50: "fitting size"
        default: description
        }
    }
}
