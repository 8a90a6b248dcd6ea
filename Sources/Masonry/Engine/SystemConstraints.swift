/// The constraints the engine makes on a view's behalf, rebuilt when something they depend on changes.
extension View {
    /// Rebuilds this view's system constraints: root size, intrinsic size, autoresizing, margins guide, safe-area guide.
    func refreshSystemConstraints() {
        let onlyFrame = onlyFrameConstraintsNeedUpdate
        systemConstraintsNeedUpdate = false
        onlyFrameConstraintsNeedUpdate = false
        if onlyFrame && moveFrameTiesInPlace() { return }
        // Each kind appends to one array: no temporary array per kind, and room for the usual few at once.
        var fresh: [LayoutConstraint] = []
        fresh.reserveCapacity(systemConstraints.count)
        appendRootSizeConstraints(to: &fresh)
        appendContentSizeConstraints(to: &fresh)
        appendAutoresizingConstraints(to: &fresh)
        if let guide = existingMarginsGuide {
            let margins = effectiveLayoutMargins
            appliedLayoutMargins = margins
            appendEdgeConstraints(for: guide, insets: margins, kind: .marginsGuide, to: &fresh)
        }
        if let guide = existingSafeAreaGuide {
            appendEdgeConstraints(for: guide, insets: safeAreaInsets, kind: .safeAreaGuide, to: &fresh)
        }
        appendGuideSizeConstraints(to: &fresh)
        appendOwnSystemConstraints(to: &fresh)
        // The same constraints as before, each still held by this view: the usual case (a frame or a size moved
        // their constants, which told the engines), with nothing to detach or attach.
        if fresh.count == systemConstraints.count
            && zip(fresh, systemConstraints).allSatisfy({ $0 === $1 && $0.isHeld(by: self) })
        {
            return
        }
        // A handful of constraints as a rule (a set only pays for itself on a view with many guides).
        if fresh.count <= 16 {
            for old in systemConstraints where !fresh.contains(where: { $0 === old }) { old.detachSystemConstraint() }
        } else {
            let kept = Set(fresh.map(ObjectIdentifier.init))
            for old in systemConstraints where !kept.contains(ObjectIdentifier(old)) { old.detachSystemConstraint() }
        }
        systemConstraints = fresh
        for constraint in fresh { constraint.attachAsSystemConstraint(to: self) }
    }

    /// Reuses the existing system constraint of the same role when only its constant changed.
    func systemConstraint(
        _ kind: LayoutConstraint.Kind, _ item: LayoutItem, _ attribute: LayoutAttribute,
        to other: LayoutItem?, _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double
    ) -> LayoutConstraint {
        // The constants (`let`s) first: the items are weak references and the multiplier a `var`, each read a
        // side-table load or an exclusivity check, so they are read only for the one candidate of the same role.
        for existing in systemConstraints
        where existing.firstAttribute == attribute && existing.secondAttribute == otherAttribute
            && existing.kind.role == kind.role && existing.firstItem === item && existing.secondItem === other
            && existing.multiplier == multiplier
        {
            if case .contentSize = kind { break } // its priorities live in the kind: make a new one
            existing.constant = constant
            return existing
        }
        return LayoutConstraint(
            kind: kind, item: item, attribute: attribute, relation: .equal, toItem: other,
            attribute: otherAttribute, multiplier: multiplier, constant: constant)
    }

    /// A root keeps the size it was given: its width and height are required to equal its frame's.
    private func appendRootSizeConstraints(to fresh: inout [LayoutConstraint]) {
        guard superview == nil else { return }
        forEachFrameTie(parent: nil) { tie in
            let constraint = systemConstraint(
                tie.kind, self, tie.attribute, to: nil, tie.secondAttribute, multiplier: tie.multiplier,
                constant: tie.constant)
            // UIKit's name for the size a window or cell imposes, so conflict logs read the same.
            constraint.identifier =
                tie.attribute == .width ? "View-Encapsulated-Layout-Width" : "View-Encapsulated-Layout-Height"
            fresh.append(constraint)
        }
    }

    /// One constraint that ties a view to its frame, as numbers: `attribute == multiplier × parent.secondAttribute +
    /// constant` (no parent when `secondAttribute` is `.notAnAttribute`).
    struct FrameTie {
        let kind: LayoutConstraint.Kind
        let attribute: LayoutAttribute, secondAttribute: LayoutAttribute
        let multiplier: Double, constant: Double
    }

    /// Calls `body` with each constraint that ties the view to its frame, in the order the refresh lists them: a
    /// root's width and height (`parent` `nil`), or, for a subview that translates its autoresizing mask, its left,
    /// width, top and height placed from `parent`'s alignment rectangle.
    private func forEachFrameTie(parent: View?, _ body: (FrameTie) -> Void) {
        // The engine holds the alignment rectangle: the frame less the alignment insets.
        let insets = alignmentRectInsets
        guard let parent else {
            for (attribute, extent) in [
                (LayoutAttribute.width, frame.width - insets.left - insets.right),
                (.height, frame.height - insets.top - insets.bottom)
            ] where extent.isFinite {
                body(
                    FrameTie(
                        kind: .rootSize, attribute: attribute, secondAttribute: .notAnAttribute, multiplier: 1,
                        constant: extent))
            }
            return
        }
        // In the engine's terms: this view's alignment rectangle, placed from the superview's.
        let outer = parent.alignmentRectInsets
        let reference = Size(
            width: parent.frame.width - outer.left - outer.right, height: parent.frame.height - outer.top - outer.bottom
        )
        let frame = Rect(
            x: frame.minX + insets.left - outer.left, y: frame.minY + insets.top - outer.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        let mask = autoresizingMask
        let horizontal = axisEquations(
            origin: frame.minX, length: frame.width, extent: reference.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = axisEquations(
            origin: frame.minY, length: frame.height, extent: reference.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        func tie(
            _ attribute: LayoutAttribute, _ extent: LayoutAttribute, _ equation: (scale: Double, constant: Double)
        ) -> FrameTie {
            if equation.scale == 0 {
                // A fixed length is a constant; a fixed origin is measured from the superview's.
                let origin: LayoutAttribute =
                    attribute == .width || attribute == .height ? .notAnAttribute : attribute
                return FrameTie(
                    kind: .autoresizing, attribute: attribute, secondAttribute: origin, multiplier: 1,
                    constant: equation.constant)
            }
            return FrameTie(
                kind: .autoresizing, attribute: attribute, secondAttribute: extent, multiplier: equation.scale,
                constant: equation.constant)
        }
        body(tie(.left, .width, horizontal.origin))
        body(tie(.width, .width, horizontal.length))
        body(tie(.top, .height, vertical.origin))
        body(tie(.height, .height, vertical.length))
    }

    /// The refresh when the view's frame is all that changed since the last one (``onlyFrameConstraintsNeedUpdate``)
    /// and its system constraints are its frame ties alone (a root's size, or a subview's autoresizing constraints,
    /// as a table's cells have): moves their constants in place, as the full refresh would, without looking up each
    /// tie's items (weak loads) or building the list again. Returns `false`, having changed nothing, when the full
    /// refresh could do more: the view has other system constraints (an intrinsic size, guides, a scroll view's
    /// own), or a margins or safe-area guide (whose insets derive from the last solve's frames, which it reads
    /// again), or a tie would take another form (a multiplier that moved with the frame, a size no longer finite).
    ///
    /// The ties' items need no check: a view's autoresizing constraints name the view and the superview they were
    /// made with, and a new superview (or a change of mask or of what the view translates) asks for the full
    /// refresh, which clears ``onlyFrameConstraintsNeedUpdate``.
    private func moveFrameTiesInPlace() -> Bool {
        guard existingMarginsGuide == nil, existingSafeAreaGuide == nil, layoutGuides.isEmpty else { return false }
        let parent = superview
        if parent != nil && !translatesAutoresizingMaskIntoConstraints { return false }
        // No intrinsic size now, and none to add: a view that has one keeps a content-size constraint.
        let size = intrinsicContentSize
        guard !(size.width >= 0 && size.width.isFinite), !(size.height >= 0 && size.height.isFinite) else {
            return false
        }
        let existing = systemConstraints
        var count = 0, matches = true
        forEachFrameTie(parent: parent) { tie in
            guard matches, count < existing.count else {
                matches = false
                return
            }
            let constraint = existing[count]
            count += 1
            matches =
                constraint.kind.role == tie.kind.role && constraint.firstAttribute == tie.attribute
                && constraint.secondAttribute == tie.secondAttribute && constraint.multiplier == tie.multiplier
                && constraint.isHeld(by: self)
        }
        guard matches, count == existing.count else { return false }
        // In the order the full refresh sets them, so the engines are told of the changes in the same order.
        var index = 0
        forEachFrameTie(parent: parent) { tie in
            existing[index].constant = tie.constant
            index += 1
        }
        return true
    }
    /// `width >= 0` and `height >= 0` for each guide the user added: whatever the user's constraints say, a guide
    /// never ends with a negative size (a contradicting constraint is reported and broken instead).
    private func appendGuideSizeConstraints(to fresh: inout [LayoutConstraint]) {
        appendNonNegativeSizeConstraints(for: layoutGuides, to: &fresh)
    }

    /// `width >= 0` and `height >= 0` for each of `guides` (owned by this view), reusing the existing ones.
    ///
    /// The existing ones are indexed in one pass over the system constraints: a search per guide would cost a stack
    /// with N gap guides N² weak loads at each refresh (each hide or removal adds or drops a guide).
    func appendNonNegativeSizeConstraints(for guides: [LayoutGuide], to fresh: inout [LayoutConstraint]) {
        guard !guides.isEmpty else { return }
        var existing: [ObjectIdentifier: (width: LayoutConstraint?, height: LayoutConstraint?)] = [:]
        for constraint in systemConstraints where constraint.kind.role == .guideSize {
            guard let item = constraint.firstItem else { continue }
            let isWidth = constraint.firstAttribute == .width
            guard isWidth || constraint.firstAttribute == .height else { continue }
            var pair = existing[ObjectIdentifier(item)] ?? (nil, nil)
            if isWidth, pair.width == nil { pair.width = constraint }
            if !isWidth, pair.height == nil { pair.height = constraint }
            existing[ObjectIdentifier(item)] = pair
        }
        for guide in guides {
            let pair = existing[ObjectIdentifier(guide)]
            for attribute in [LayoutAttribute.width, .height] {
                if attribute == guide.sizeMinimumHeldByOwner { continue }
                if let found = attribute == .width ? pair?.width : pair?.height {
                    fresh.append(found)
                    continue
                }
                let constraint = LayoutConstraint(
                    kind: .guideSize, item: guide, attribute: attribute, relation: .greaterThanOrEqual,
                    toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
                constraint.identifier =
                    attribute == .width ? "LayoutGuide-Width-NonNegative" : "LayoutGuide-Height-NonNegative"
                fresh.append(constraint)
            }
        }
    }

    /// One equality per axis with an intrinsic metric: hugging resists growing, compression resistance shrinking.
    private func appendContentSizeConstraints(to result: inout [LayoutConstraint]) {
        let size = intrinsicContentSize
        for axis in [Axis.horizontal, .vertical] {
            let metric = axis == .horizontal ? size.width : size.height
            guard metric >= 0, metric.isFinite else { continue }
            guard RepresentableRange.contains(metric) else {
                report(.invalidValue(.intrinsicSizeOutOfRange(self, metric, axis: axis)))
                continue
            }
            let kind = LayoutConstraint.Kind.contentSize(
                hugging: contentHuggingPriority(for: axis),
                compressionResistance: contentCompressionResistancePriority(for: axis))
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            if let existing = systemConstraints.first(where: {
                $0.kind.matches(kind) && $0.firstAttribute == attribute
            }) {
                existing.constant = metric
                result.append(existing)
            } else {
                result.append(
                    LayoutConstraint(
                        kind: kind, item: self, attribute: attribute, relation: .equal, toItem: nil,
                        attribute: .notAnAttribute, multiplier: 1, constant: metric))
            }
        }
    }

    /// The frame, held by constraints that stretch the flexible parts of the autoresizing mask with the superview.
    private func appendAutoresizingConstraints(to fresh: inout [LayoutConstraint]) {
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview else { return }
        // Room for the four at once: a view placed by frame is refreshed before it has any system constraint.
        fresh.reserveCapacity(fresh.count + 4)
        forEachFrameTie(parent: parent) { tie in
            fresh.append(
                systemConstraint(
                    tie.kind, self, tie.attribute, to: tie.secondAttribute == .notAnAttribute ? nil : parent,
                    tie.secondAttribute, multiplier: tie.multiplier, constant: tie.constant))
        }
    }

    /// UIKit's autoresizing at the moment a size changes: every subview that translates its mask into constraints
    /// takes the frame its mask gives at the new size, measured from the old one, and so on down the tree (a loop,
    /// so a deep tree does not recurse).
    func autoresizeSubtree(from oldSize: Size) {
        var pending: [(view: View, oldSize: Size)] = [(self, oldSize)]
        while let (view, old) = pending.popLast() {
            let new = view.frame.size
            for subview in view.subviews
            where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
                let mask = subview.autoresizingMask, frame = subview.frame
                let horizontal = axisEquations(
                    origin: frame.minX, length: frame.width, extent: old.width,
                    flexible: (
                        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                        mask.contains(.flexibleRightMargin)
                    ))
                let vertical = axisEquations(
                    origin: frame.minY, length: frame.height, extent: old.height,
                    flexible: (
                        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                        mask.contains(.flexibleBottomMargin)
                    ))
                func at(_ equation: (scale: Double, constant: Double), _ extent: Double) -> Double {
                    equation.scale * extent + equation.constant
                }
                let resized = Rect(
                    x: at(horizontal.origin, new.width), y: at(vertical.origin, new.height),
                    width: at(horizontal.length, new.width), height: at(vertical.length, new.height))
                guard resized != frame,
                    [resized.minX, resized.minY, resized.width, resized.height].allSatisfy(RepresentableRange.contains)
                else { continue }
                subview.changeFrame(to: resized, by: .autoresizing)
                if resized.size != frame.size { pending.append((subview, frame.size)) }
            }
        }
    }

    /// `origin = a·W + b` and `length = c·W + d` for the superview's extent W, from the frame at the reference
    /// extent: flexible parts share the change in proportion to their size (equally when they add up to nothing, or
    /// so nearly nothing against the parts themselves that proportions would blow up).
    private func axisEquations(
        origin: Double, length: Double, extent: Double, flexible: (Bool, Bool, Bool)
    ) -> (origin: (scale: Double, constant: Double), length: (scale: Double, constant: Double)) {
        // Three parts in scalars, not arrays: this runs for every autoresizing view at every resize.
        let parts = (origin, length, extent - origin - length)
        var isFlexible = flexible
        // A fixed mask behaves as a flexible far margin.
        if !isFlexible.0 && !isFlexible.1 && !isFlexible.2 { isFlexible.2 = true }
        func part(_ index: Int) -> Double { index == 0 ? parts.0 : index == 1 ? parts.1 : parts.2 }
        func flexes(_ index: Int) -> Bool { index == 0 ? isFlexible.0 : index == 1 ? isFlexible.1 : isFlexible.2 }
        var fixed = 0.0, flexibleTotal = 0.0, flexibleCount = 0.0
        for index in 0..<3 {
            if flexes(index) {
                flexibleTotal += part(index)
                flexibleCount += 1
            } else {
                fixed += part(index)
            }
        }
        let largestPart = max(abs(parts.0), abs(parts.1), abs(parts.2))
        let proportional = flexibleTotal != 0 && abs(flexibleTotal) >= largestPart * 1e-9
        func equation(_ index: Int) -> (scale: Double, constant: Double) {
            guard flexes(index) else { return (0, part(index)) }
            guard proportional else {
                // The change of extent shared equally: the part as it is at the reference, plus (W − extent) / n.
                return (1 / flexibleCount, part(index) - extent / flexibleCount)
            }
            let share = part(index) / flexibleTotal
            return (share, -share * fixed)
        }
        return (equation(0), equation(1))
    }

    /// Four equalities that hold a guide inset from this view's edges.
    private func appendEdgeConstraints(
        for guide: LayoutGuide, insets: EdgeInsets, kind: LayoutConstraint.Kind, to fresh: inout [LayoutConstraint]
    ) {
        fresh.append(systemConstraint(kind, guide, .left, to: self, .left, constant: insets.left))
        fresh.append(systemConstraint(kind, guide, .right, to: self, .right, constant: -insets.right))
        fresh.append(systemConstraint(kind, guide, .top, to: self, .top, constant: insets.top))
        fresh.append(systemConstraint(kind, guide, .bottom, to: self, .bottom, constant: -insets.bottom))
    }

    /// The margins the margins guide uses: the view's own, grown to keep inside the superview's margins when it
    /// preserves them, plus the safe-area insets (content keeps out of the unsafe area) unless the view's
    /// `insetsLayoutMarginsFromSafeArea` is off.
    ///
    /// Preserved margins depend on where the view is, so they are measured on the frames of the latest solve
    /// (the frames themselves are applied only after the pass settles); before its first solve a view has none to
    /// measure on and starts from its own margins.
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if preservesSuperviewLayoutMargins, let parent = superview, let frame = engineFrame {
            let outer = parent.effectiveLayoutMargins
            let size = parent.engineFrame?.size ?? parent.frame.size
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left,
            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
}

extension LayoutConstraint.Kind {
    /// A kind without its payload (a content-size constraint's priorities), to match system constraints of the
    /// same role.
    enum Role {
        case user, autoresizing, contentSize, marginsGuide, safeAreaGuide, rootSize, guideSize, scrollGuide
    }

    /// The kind without its payload, to match system constraints of the same role.
    var role: Role {
        switch self {
        case .user: .user
        case .autoresizing: .autoresizing
        case .contentSize: .contentSize
        case .marginsGuide: .marginsGuide
        case .safeAreaGuide: .safeAreaGuide
        case .rootSize: .rootSize
        case .guideSize: .guideSize
        case .scrollGuide: .scrollGuide
        }
    }

    /// Whether the constraint holds its view at the frame it was given (autoresizing, a root's size).
    var tiesToFrame: Bool {
        switch self {
        case .autoresizing, .rootSize: true
        case .user, .contentSize, .marginsGuide, .safeAreaGuide, .guideSize, .scrollGuide: false
        }
    }

    /// Same role and, for content size, the same priorities.
    func matches(_ other: LayoutConstraint.Kind) -> Bool {
        switch (self, other) {
        case (.contentSize(let h1, let c1), .contentSize(let h2, let c2)): h1 == h2 && c1 == c2
        default: role == other.role
        }
    }
}
