/// A view that lines up its arranged subviews in a row or a column: UIKit's `UIStackView`, built from the same
/// constraints UIKit generates.
///
/// The stack never sets a frame itself. It expresses its layout as ordinary ``LayoutConstraint``s installed on
/// itself, with UIKit's `UISV-…` identifiers and priorities, plus private ``LayoutGuide``s (the alignment spanner,
/// the gaps of the equal-spacing distributions), so conflict logs, ``View/constraintsAffectingLayout(for:)``,
/// ambiguity checks and the DSL see exactly what they would see in UIKit. Changes are incremental: hiding a view,
/// or changing spacing, alignment or distribution, updates only the stack's own constraints at the next layout
/// pass, moving constants in place where that is all that changed.
///
/// ```swift
/// let title = Label(name: "title", text: "Stacks")
/// let body = Label(name: "body", text: "Hidden views take no space.")
/// body.numberOfLines = 0
/// let stack = StackView(arrangedSubviews: [title, body])
/// stack.axis = .vertical
/// stack.spacing = 8
/// root.addSubview(stack)
/// stack.mas.makeConstraints { make in
///     make.top.left.right.equalToSuperview().inset(20)
/// }
/// root.layoutIfNeeded()
/// ```
open class StackView: View {
    /// A spacing value that asks for the system's standard spacing between siblings (8 points).
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// A custom spacing value that means "no custom spacing": the stack's ``spacing`` applies.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// The standard spacing between sibling views.
    static let systemSpacing = 8.0

    /// The views the stack arranges, in layout order; always a subset of ``View/subviews``.
    public private(set) var arrangedSubviews: [View] = []
    /// The arranged views' identities, so membership checks stay cheap in long stacks.
    private var arrangedSet: Set<ObjectIdentifier> = []

    /// The direction the views are lined up in (`.horizontal` by default).
    public var axis: Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }

    /// How the views are sized and spaced along the axis (`.fill` by default).
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }

    /// How the views are placed across the axis (`.fill` by default).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }

    /// The space between adjacent views: exact for the fill distributions, a minimum for the equal ones; negative
    /// values let views overlap. ``spacingUseSystem`` asks for the standard spacing.
    public var spacing: Double = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard Self.isAcceptableSpacing(spacing) else {
                report(.invalidValue(.refusedStackSpacing(spacing)))
                spacing = oldValue
                return
            }
            arrangementChanged()
        }
    }

    /// Whether a vertical stack measures its spacing from the last baseline of one view to the first baseline of
    /// the next, instead of from edge to edge.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Whether the views are laid out within the stack's layout margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    private var customSpacings: [ObjectIdentifier: Double] = [:]
    let generatedConstraints = GeneratedConstraints()
    private(set) var alignmentSpanner: LayoutGuide?
    /// The length every visible view of a `.fillEqually` stack equals (``StackArrangement``).
    private(set) var equalLengthGuide: LayoutGuide?
    /// The gap guides of the equal distributions, each keyed by the view it follows (and, for an equal-centring
    /// run across hidden views, the visible view it ends at): hiding, showing, inserting or removing one view
    /// changes the constraints of the gaps next to it only, not of every gap after it, as numbering the gaps by
    /// position would.
    /// In the order they were made, so that they leave in a fixed order. Each entry holds its views, so a view's
    /// address cannot be taken by a new view while its gap is listed (an entry leaves at the update after the
    /// arrangement stops wanting it).
    private var gapGuides: [(key: StackArrangement.GapKey, guide: LayoutGuide)] = []
    private var baselineViews: (first: ObjectIdentifier?, last: ObjectIdentifier?) = (nil, nil)

    // MARK: Creating

    /// Creates a stack that arranges `arrangedSubviews`, in order.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack with a debugging name.
    public override init(name: String) {
        super.init(name: name)
    }

    /// Creates a stack with a debugging name that arranges `arrangedSubviews`, in order.
    public convenience init(name: String, arrangedSubviews: [View]) {
        self.init(arrangedSubviews: arrangedSubviews)
        self.name = name
    }

    // MARK: Arranged subviews

    /// Adds `view` to the end of the arranged views (and as a subview, if it is not one yet).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (clamped to the valid range), adding it as a subview if
    /// needed; an arranged view is moved to `index`.
    ///
    /// The view stops translating its autoresizing mask: the stack's constraints place it.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return } // refused (it would contain the stack): reported already
        if !arrangedSet.insert(ObjectIdentifier(view)).inserted { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementChanged()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit) and loses the stack's constraints and its custom
    /// spacing. Call `removeFromSuperview()` to remove it altogether.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSet.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after `arrangedSubview`, which takes precedence over ``spacing`` (``spacingUseSystem``
    /// allowed; ``spacingUseDefault`` goes back to ``spacing``). Ignored for a view that is not arranged.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSet.contains(ObjectIdentifier(arrangedSubview)) else { return }
        guard Self.isAcceptableSpacing(spacing) else {
            report(.invalidValue(.refusedCustomSpacing(spacing, after: arrangedSubview)))
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let stored: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != stored else { return }
        customSpacings[key] = stored
        arrangementChanged()
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private static func isAcceptableSpacing(_ value: Double) -> Bool {
        value == spacingUseDefault || RepresentableRange.contains(value)
    }

    /// The space after `view` when a visible view follows it, in points.
    func resolvedSpacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == Self.spacingUseSystem { return Self.systemSpacing }
        if value == Self.spacingUseDefault { return 0 }
        return value
    }

    // MARK: Hearing about changes

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    override func subviewLayoutInputsDidChange(_ subview: View) {
        guard arrangedSet.contains(ObjectIdentifier(subview)) else { return }
        // Visibility always matters; an intrinsic size only where the constraints read it.
        if subviewIsHiddenStateChange(subview) || dependsOnIntrinsicSizes {
            arrangementChanged()
        }
    }

    /// Whether the last arrangement had `subview` visible while it is hidden now, or the reverse.
    private func subviewIsHiddenStateChange(_ subview: View) -> Bool {
        arrangedVisibility[ObjectIdentifier(subview)] != !subview.isHidden
    }

    /// Whether the constraints depend on the arranged views' intrinsic sizes (proportional lengths, the tallest
    /// view as the baseline, text-width disambiguation).
    private var dependsOnIntrinsicSizes: Bool {
        distribution == .fillProportionally || axis == .horizontal
    }

    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Which arranged views were visible when the constraints were last made.
    private var arrangedVisibility: [ObjectIdentifier: Bool] = [:]

    // MARK: Constraints

    /// Brings the stack's constraints in line with its arranged views and properties, then lets `View` refresh
    /// the engine's own constraints.
    open override func updateConstraints() {
        // A `.fillProportionally` stack reads its own autoresizing and root-size constraints (``isIsolatedAlongAxis``):
        // they are brought up to date first.
        if distribution == .fillProportionally && systemConstraintsNeedUpdate { refreshSystemConstraints() }
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// Whether the engine installs `view`'s content size before the stack's constraints: for an arranged view of
    /// an `.equalCentering` stack (``StackArrangement``).
    func lowersContentSizeFirst(of view: View) -> Bool {
        distribution == .equalCentering && arrangedVisibility[ObjectIdentifier(view)] != nil
    }

    private func updateArrangementConstraints() {
        let items = arrangedSubviews
        arrangedVisibility = Dictionary(items.map { (ObjectIdentifier($0), !$0.isHidden) }, uniquingKeysWith: { $1 })
        let layout = StackArrangement(
            stack: self, items: items, lengthsInClosedForm: distribution == .fillProportionally && isIsolatedAlongAxis)
        // Guides first, so the constraints can use them; surplus guides go after the constraints have moved off.
        let wantsSpanner = layout.usesAlignmentSpanner
        if wantsSpanner && alignmentSpanner == nil { alignmentSpanner = makeGuide("UISV-alignment-spanner") }
        let wantsEqualLength = layout.usesEqualLengthGuide
        if wantsEqualLength && equalLengthGuide == nil { equalLengthGuide = makeGuide("UISV-equal-length") }
        if let guide = equalLengthGuide, guide.sizeMinimumHeldByOwner != layout.equalLengthMinimumHeldByStack {
            guide.sizeMinimumHeldByOwner = layout.equalLengthMinimumHeldByStack
            systemConstraintsNeedUpdate = true
        }
        let gapKeys = layout.gapKeys
        var existingGaps = Dictionary(
            gapGuides.map { ($0.key.identity, $0.guide) }, uniquingKeysWith: { first, _ in first })
        let gaps = gapKeys.map { key -> LayoutGuide in
            if let guide = existingGaps[key.identity] { return guide }
            let guide = makeGuide("UISV-distributing")
            gapGuides.append((key, guide))
            existingGaps[key.identity] = guide
            return guide
        }
        let dormantKeys = layout.dormantRuns(among: gapGuides.map(\.key))
        let dormantRuns = dormantKeys.compactMap { key in existingGaps[key.identity].map { (key: key, guide: $0) } }
        let heldMinimum = layout.gapSizeMinimumHeldByStack
        for guide in gaps where guide.sizeMinimumHeldByOwner != heldMinimum {
            guide.sizeMinimumHeldByOwner = heldMinimum
            systemConstraintsNeedUpdate = true
        }
        generatedConstraints.apply(
            layout.constraints(
                spanner: alignmentSpanner, gaps: gaps, dormantRuns: dormantRuns,
                equalLength: wantsEqualLength ? equalLengthGuide : nil),
            on: self)
        if !wantsSpanner { removeGuide(&alignmentSpanner) }
        if !wantsEqualLength { removeGuide(&equalLengthGuide) }
        if gapGuides.count > gaps.count + dormantRuns.count {
            let kept = Set((gapKeys + dormantKeys).map(\.identity))
            for gap in gapGuides where !kept.contains(gap.key.identity) { removeLayoutGuide(gap.guide) }
            gapGuides.removeAll { !kept.contains($0.key.identity) }
        }

        let first = viewForBaselineLayout(last: false), last = viewForBaselineLayout(last: true)
        let current = (
            first: first === self ? nil : ObjectIdentifier(first), last: last === self ? nil : ObjectIdentifier(last)
        )
        if current.first != baselineViews.first || current.last != baselineViews.last {
            baselineViews = current
            baselinesDidChange()
        }
    }

    // MARK: Isolation along the axis

    /// Whether nothing but the stack's own constraints and its arranged views' intrinsic sizes bears on its length
    /// and on its arranged views' lengths and positions along the axis, so that `.fillProportionally` may lower its
    /// lengths in closed form (``StackArrangement``): no other active constraint names an arranged view's attribute
    /// along the axis (margins and baselines included, a guide it owns counting as the view) or measures through
    /// its origin (one held above it naming a view inside it); the stack itself is named along the axis through
    /// one position attribute at most (its `left` only, or its `centerX` only: never its length or two edges); and
    /// neither the stack nor an arranged view translates an autoresizing mask, the stack is not a root (whose size
    /// is held), not arranged by another stack, and not measured on its own (``View/systemLayoutSizeFitting(_:)``
    /// pulls on its length). Read from ``View/axisReferences``, which constraints keep as they come and go: it
    /// costs one look per arranged view. Marks the views it reads so that a change tells the stack to lower again.
    private var isIsolatedAlongAxis: Bool {
        reportsAxisReferences = true
        for view in arrangedSubviews { view.reportsAxisReferences = true }
        guard let parent = superview, !(parent is StackView), !translatesAutoresizingMaskIntoConstraints,
            fittingEngineIfCreated == nil
        else { return false }
        let own = axisReferences[axis]
        if own.count != 0 {
            guard let attribute = own.onlyAttribute, !attribute.isDimension else { return false }
        }
        return arrangedSubviews.allSatisfy {
            !$0.translatesAutoresizingMaskIntoConstraints && $0.axisReferences[axis].count == 0
        }
    }

    override func axisReferencesDidChange() {
        super.axisReferencesDidChange()
        if distribution == .fillProportionally { arrangementChanged() }
    }

    override func subviewAxisReferencesDidChange(_ subview: View) {
        if distribution == .fillProportionally, arrangedSet.contains(ObjectIdentifier(subview)) {
            arrangementChanged()
        }
    }

    override func measuringEngineWasCreated() {
        if distribution == .fillProportionally { arrangementChanged() }
    }

    /// A stack whose frame follows its autoresizing mask has its length held: a `.fillProportionally` stack lowers
    /// its lengths again, as shares of the canvas (the StackViews article).
    public override var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue, distribution == .fillProportionally {
                arrangementChanged()
            }
        }
    }

    /// A new private guide of the stack's, added to it.
    private func makeGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// Removes `guide` from the stack, if there is one, and forgets it.
    private func removeGuide(_ guide: inout LayoutGuide?) {
        guard let existing = guide else { return }
        removeLayoutGuide(existing)
        guide = nil
    }

    // MARK: Baselines

    /// A horizontal stack's baselines are those of its tallest visible view; a vertical stack's first baseline is
    /// its first visible view's, its last baseline its last visible view's (as UIKit's `forFirstBaselineLayout`).
    override func viewForBaselineLayout(last: Bool) -> View {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return self }
        if axis == .vertical { return (last ? visible.last : visible.first) ?? self }
        var tallest = visible[0]
        for view in visible.dropFirst() where view.intrinsicContentSize.height > tallest.intrinsicContentSize.height {
            tallest = view
        }
        return tallest
    }
}
