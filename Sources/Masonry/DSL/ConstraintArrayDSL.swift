/// `[a, b, c].mas`: the DSL for several views at once (Masonry's `NSArray` additions).
///
/// `makeConstraints`, `updateConstraints` and `remakeConstraints` run the closure once per view and return every
/// statement's ``Constraint``; `distributeViews` lines the views up along an axis inside their common superview.
public struct ConstraintArrayDSL {
    /// The views, in order.
    public let views: [View]

    /// Runs `closure` for each view's `makeConstraints`.
    @discardableResult
    public func makeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        views.flatMap { $0.mas.makeConstraints(file: file, line: line, closure) }
    }

    /// Runs `closure` for each view's `updateConstraints`.
    @discardableResult
    public func updateConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        views.flatMap { $0.mas.updateConstraints(file: file, line: line, closure) }
    }

    /// Runs `closure` for each view's `remakeConstraints`.
    @discardableResult
    public func remakeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        views.flatMap { $0.mas.remakeConstraints(file: file, line: line, closure) }
    }

    /// Removes every DSL constraint each view made.
    public func removeConstraints() {
        for view in views { view.mas.removeConstraints() }
    }

    /// Lines the views up along `axis` with `spacing` between neighbours and equal lengths (Masonry's rule):
    /// the first `leadSpacing` from the common superview's left (top), the last `tailSpacing` from its right
    /// (bottom). Nothing is said about the other axis. Fewer than two views, or views with no common superview, is a
    /// misuse: reported, nothing made.
    @discardableResult
    public func distributeViews(
        along axis: Axis, fixedSpacing spacing: Double, leadSpacing: Double = 0, tailSpacing: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> [Constraint] {
        guard let container = distributionContainer([spacing, leadSpacing, tailSpacing], file, line) else { return [] }
        let (lead, tail, length) = axis.distributionAttributes
        var made: [Constraint] = []
        for (index, view) in views.enumerated() {
            made += view.mas.makeConstraints(file: file, line: line) { make in
                if index == 0 {
                    make.attribute(lead).equalTo(container.mas.attribute(lead)).offset(leadSpacing)
                } else {
                    let previous = views[index - 1]
                    make.attribute(length).equalTo(previous.mas.attribute(length))
                    make.attribute(lead).equalTo(previous.mas.attribute(tail)).offset(spacing)
                }
                if index == views.count - 1 {
                    make.attribute(tail).equalTo(container.mas.attribute(tail)).offset(-tailSpacing)
                }
            }
        }
        return made
    }

    /// Lines the views up along `axis`, each `length` long, with equal gaps: the first `leadSpacing` from the common
    /// superview's left (top), the last `tailSpacing` from its right (bottom), the rest spread evenly between
    /// (Masonry's rule: each inner view's far edge is a fraction of the superview's length). Fewer than two views,
    /// or views with no common superview, is a misuse: reported, nothing made.
    @discardableResult
    public func distributeViews(
        along axis: Axis, fixedItemLength length: Double, leadSpacing: Double = 0, tailSpacing: Double = 0,
        file: String = #fileID, line: Int = #line
    ) -> [Constraint] {
        guard let container = distributionContainer([length, leadSpacing, tailSpacing], file, line) else { return [] }
        let (lead, tail, lengthAttribute) = axis.distributionAttributes
        let last = Double(views.count - 1)
        var made: [Constraint] = []
        for (index, view) in views.enumerated() {
            made += view.mas.makeConstraints(file: file, line: line) { make in
                make.attribute(lengthAttribute).equalTo(length)
                if index == 0 {
                    make.attribute(lead).equalTo(container.mas.attribute(lead)).offset(leadSpacing)
                } else if index == views.count - 1 {
                    make.attribute(tail).equalTo(container.mas.attribute(tail)).offset(-tailSpacing)
                } else {
                    // tail_i = lead + length + i/(n−1) × (L − tail − lead − length), written as a multiple of the
                    // container's far edge, which is its length in its own coordinates.
                    let fraction = Double(index) / last
                    make.attribute(tail).equalTo(container.mas.attribute(tail)).multipliedBy(fraction)
                        .offset((1 - fraction) * (length + leadSpacing) - fraction * tailSpacing)
                }
            }
        }
        return made
    }

    /// The views' closest common superview, or `nil` after reporting why there is none to distribute in.
    private func distributionContainer(_ numbers: [Double], _ file: String, _ line: Int) -> View? {
        func refuse(_ reason: MisuseReason) -> View? {
            LayoutDiagnostic.report(.misuse(reason, at: CodeLocation(file: file, line: line)), about: views.first)
            return nil
        }
        guard views.count >= 2 else {
            return refuse(.tooFewViewsToDistribute(count: views.count))
        }
        guard numbers.allSatisfy(\.isFinite) else {
            return refuse(.nonFiniteDistribution(numbers))
        }
        guard var container = views[0].superview else {
            return refuse(.noSuperviewToDistributeIn(views[0]))
        }
        for view in views.dropFirst() {
            guard let superview = view.superview, let common = container.closestCommonAncestor(with: superview) else {
                return refuse(.noCommonSuperviewToDistributeIn(view))
            }
            container = common
        }
        return container
    }
}

extension Axis {
    /// The leading edge, trailing edge and length along the axis, as Masonry distributes: left, right, width;
    /// top, bottom, height.
    fileprivate var distributionAttributes: (ConstraintAttributes, ConstraintAttributes, ConstraintAttributes) {
        self == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
    }
}

extension Array where Element: View {
    /// The Masonry DSL for these views: `[a, b, c].mas.distributeViews(along: .horizontal, fixedSpacing: 10)`.
    public var mas: ConstraintArrayDSL { ConstraintArrayDSL(views: self) }
}
