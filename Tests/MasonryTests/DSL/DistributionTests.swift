import Masonry
import Testing

/// `[a, b, c].mas.distributeViews(along:…)`: Masonry's two rules, equal lengths with a fixed spacing or fixed lengths
/// with equal gaps, between a lead and a tail spacing inside the views' closest common superview. Every frame is
/// worked out by hand; bad input is one misuse diagnostic and nothing made.
@Suite struct DistributionTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    /// `count` views named v`first`, v`first + 1`, … added to `container`, each given the other axis with
    /// `makeConstraints` so the distribution alone decides the rest: `top` and a height of 40 for a horizontal row, a
    /// left of 20 and a width of 60 for a vertical column.
    private func line(_ count: Int, in container: View, along axis: Axis, top: Double = 100, first: Int = 0) -> [View] {
        (first..<first + count).map { index in
            let view = View(name: "v\(index)")
            container.addSubview(view)
            view.mas.makeConstraints { make in
                if axis == .horizontal {
                    make.top.equalTo(top)
                    make.height.equalTo(40)
                } else {
                    make.left.equalTo(20)
                    make.width.equalTo(60)
                }
            }
            return view
        }
    }

    /// Expects the views of a horizontal row (top `y`, 40 high) to start at `xs`, each `widths` wide.
    private func expectRow(
        _ views: [View], xs: [Double], widths: [Double], y: Double = 100,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(views.count == xs.count && views.count == widths.count, sourceLocation: sourceLocation)
        for (view, (x, width)) in zip(views, zip(xs, widths)) {
            expectFrame(view, Rect(x: x, y: y, width: width, height: 40), sourceLocation: sourceLocation)
        }
    }

    /// Expects the views of a vertical column (left 20, 60 wide) to start at `ys`, each `heights` high.
    private func expectColumn(
        _ views: [View], ys: [Double], heights: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(views.count == ys.count && views.count == heights.count, sourceLocation: sourceLocation)
        for (view, (y, height)) in zip(views, zip(ys, heights)) {
            expectFrame(view, Rect(x: 20, y: y, width: 60, height: height), sourceLocation: sourceLocation)
        }
    }

    /// The gaps between neighbours of a horizontal row.
    private func gaps(_ views: [View]) -> [Double] {
        zip(views, views.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
    }

    // MARK: Fixed spacing

    @Test func fixedSpacingGivesEqualWidthsBetweenTheLeadAndTailSpacing() {
        let root = makeRoot(scale: 3) // thirds of a point lie on the pixel grid, so the frames are exact
        let recorder = DiagnosticRecorder(root)
        let views = line(3, in: root, along: .horizontal)
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        root.layoutIfNeeded()
        // w = (375 − 5 − 15 − 2 × 10) / 3 = 335/3 ≈ 111.67; x0 = 5, x1 = 5 + w + 10 = 380/3, x2 = 5 + 2w + 20 = 745/3,
        // and the last ends at 5 + 3w + 20 = 360 = 375 − 15.
        let width = 335.0 / 3
        expectRow(views, xs: [5, 380.0 / 3, 745.0 / 3], widths: [width, width, width])
        #expect(abs(views[2].frame.maxX - 360) < 1e-9)
        #expect(gaps(views).allSatisfy { abs($0 - 10) < 1e-9 })
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedSpacingOnTheDefaultHalfPointGridRoundsEachEdge() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(3, in: root, along: .horizontal)
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        root.layoutIfNeeded()
        // Edges 5 | 116.67 126.67 | 238.33 248.33 | 360 round to 5 | 116.5 126.5 | 238.5 248.5 | 360.
        expectRow(views, xs: [5, 126.5, 248.5], widths: [111.5, 112, 111.5])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedSpacingAlongTheVerticalAxisGivesEqualHeights() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(4, in: root, along: .vertical)
        views.mas.distributeViews(along: .vertical, fixedSpacing: 8, leadSpacing: 10, tailSpacing: 9)
        root.layoutIfNeeded()
        // h = (667 − 10 − 9 − 3 × 8) / 4 = 156; tops 10, 174, 338, 502; the last ends at 658 = 667 − 9.
        expectColumn(views, ys: [10, 174, 338, 502], heights: [156, 156, 156, 156])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedSpacingWithTwoViewsSplitsTheRestInHalf() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(2, in: root, along: .horizontal)
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10)
        root.layoutIfNeeded()
        // No lead or tail spacing: w = (375 − 10) / 2 = 182.5; x1 = 182.5 + 10.
        expectRow(views, xs: [0, 192.5], widths: [182.5, 182.5])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedSpacingConstraintsLiveOnTheCommonSuperviewAndLeaveTheOtherAxisAlone() {
        let root = makeRoot()
        let views = line(3, in: root, along: .horizontal)
        let before = root.constraints.count // the three tops
        let made = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        let distribution = layoutConstraints(of: made)
        // v0.left = root.left + 5; v1.width = v0.width, v1.left = v0.right + 10; v2 the same after v1;
        // v2.right = root.right − 15.
        #expect(made.count == 6 && distribution.count == 6)
        #expect(made.allSatisfy { $0.isActive })
        #expect(root.constraints.count == before + 6)
        #expect(identities(distribution).isSubset(of: identities(root.constraints)))
        #expect(views.allSatisfy { $0.constraints.count == 1 }) // each still holds only its height
        #expect(distribution.allSatisfy { [.left, .right, .width].contains($0.firstAttribute) })
        let widths = distribution.filter { $0.firstAttribute == .width }
        #expect(widths.count == 2)
        #expect(widths.map { $0.firstItem === views[1] && $0.secondItem === views[0] } == [true, false])
        #expect(widths.map { $0.firstItem === views[2] && $0.secondItem === views[1] } == [false, true])
        let lefts = distribution.filter { $0.firstAttribute == .left }
        #expect(lefts.map(\.constant) == [5, 10, 10])
        let rights = distribution.filter { $0.firstAttribute == .right }
        #expect(rights.count == 1 && rights.first?.secondItem === root && rights.first?.constant == -15)
    }

    // MARK: Fixed item length

    @Test func fixedItemLengthSpreadsThreeViewsWithEqualGaps() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(3, in: root, along: .horizontal)
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        // Free space 375 − 10 − 20 − 3 × 50 = 195, two gaps of 97.5: x0 = 10, x1 = 60 + 97.5, x2 = 375 − 20 − 50.
        expectRow(views, xs: [10, 157.5, 305], widths: [50, 50, 50])
        #expect(gaps(views) == [97.5, 97.5])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedItemLengthSpreadsFourViewsWithEqualGaps() {
        let root = makeRoot(scale: 3) // the gaps are thirds of a point
        let recorder = DiagnosticRecorder(root)
        let views = line(4, in: root, along: .horizontal)
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        // Free space 375 − 10 − 20 − 4 × 50 = 145, three gaps of 145/3: x1 = 60 + 145/3 = 325/3,
        // x2 = 325/3 + 50 + 145/3 = 620/3, x3 = 375 − 20 − 50 = 305.
        expectRow(views, xs: [10, 325.0 / 3, 620.0 / 3, 305], widths: [50, 50, 50, 50])
        #expect(gaps(views).allSatisfy { abs($0 - 145.0 / 3) < 1e-9 })
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedItemLengthAlongTheVerticalAxis() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(3, in: root, along: .vertical)
        views.mas.distributeViews(along: .vertical, fixedItemLength: 100, leadSpacing: 20, tailSpacing: 47)
        root.layoutIfNeeded()
        // Free space 667 − 20 − 47 − 300 = 300, two gaps of 150: tops 20, 270, 520 (= 667 − 47 − 100).
        expectColumn(views, ys: [20, 270, 520], heights: [100, 100, 100])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedItemLengthWithTwoViewsPutsThemAtTheEnds() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(2, in: root, along: .horizontal)
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 60, leadSpacing: 10, tailSpacing: 10)
        root.layoutIfNeeded()
        expectRow(views, xs: [10, 305], widths: [60, 60])
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func fixedItemLengthsLiveOnEachViewAndPositionsOnTheCommonSuperview() {
        let root = makeRoot()
        let views = line(3, in: root, along: .horizontal)
        let before = root.constraints.count
        let made = views.mas.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        let distribution = layoutConstraints(of: made)
        // Per view: width = 50 (on the view); v0.left, v1.right (a fraction of root.right), v2.right (on the root).
        #expect(made.count == 6 && distribution.count == 6)
        #expect(root.constraints.count == before + 3)
        for view in views {
            let own = view.constraints.filter { $0.firstAttribute == .width }
            #expect(own.count == 1 && own.first?.secondItem == nil && own.first?.constant == 50)
            #expect(view.constraints.count == 2) // its height and its width
        }
        #expect(distribution.allSatisfy { [.left, .right, .width].contains($0.firstAttribute) })
        let positions = distribution.filter { $0.firstAttribute != .width }
        #expect(identities(positions).isSubset(of: identities(root.constraints)))
        #expect(positions.allSatisfy { $0.secondItem === root })
    }

    @Test func aContainerAwayFromTheOriginMeasuresFromItsOwnEdges() {
        // The middle views' edges are fractions of the container's right edge, which is its width only in its own
        // coordinates: a container at x = 20 must not shift them.
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let strip = View(name: "strip")
        root.addSubview(strip)
        strip.mas.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(100)
            make.size.equalTo(Size(width: 300, height: 200))
        }
        let views = line(3, in: strip, along: .horizontal, top: 10)
        let rootBefore = root.constraints.count
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 10)
        root.layoutIfNeeded()
        // Free space 300 − 10 − 10 − 120 = 160, two gaps of 80: x = 10, 130, 250 in the strip.
        expectRow(views, xs: [10, 130, 250], widths: [40, 40, 40], y: 10)
        #expect(root.constraints.count == rootBefore)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func viewsInDifferentSuperviewsAreDistributedInTheirClosestCommonAncestor() {
        // root ⊃ { left panel (x 0, 180 wide) ⊃ { v0, v1 }, right panel (x 180, 195 wide) ⊃ v2 }: the row spans both.
        let root = makeRoot(scale: 3)
        let recorder = DiagnosticRecorder(root)
        let leftPanel = View(name: "leftPanel"), rightPanel = View(name: "rightPanel")
        root.addSubview(leftPanel)
        root.addSubview(rightPanel)
        leftPanel.mas.makeConstraints { make in
            make.left.top.bottom.equalToSuperview()
            make.width.equalTo(180)
        }
        rightPanel.mas.makeConstraints { make in
            make.left.equalTo(leftPanel.mas.right)
            make.top.bottom.right.equalToSuperview()
        }
        let views = line(2, in: leftPanel, along: .horizontal) + line(1, in: rightPanel, along: .horizontal, first: 2)
        let made = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        root.layoutIfNeeded()
        // As in a 375-wide root: x = 5, 380/3, 745/3 and w = 335/3; v2 is 180 further left in its panel.
        let width = 335.0 / 3
        expectRow(views, xs: [5, 380.0 / 3, 745.0 / 3 - 180], widths: [width, width, width])
        // v1.width = v0.width and v1.left = v0.right + 10 relate two views of the left panel, which holds them; the
        // other four (v0.left, v2.width, v2.left, v2.right) involve the root or the right panel, so the root holds them.
        let distribution = layoutConstraints(of: made)
        #expect(distribution.filter { holds(leftPanel.constraints, $0) }.map(\.firstAttribute) == [.width, .left])
        #expect(distribution.filter { holds(root.constraints, $0) }.count == 4)
        #expect(!distribution.contains { holds(rightPanel.constraints, $0) })
        #expect(recorder.diagnostics.isEmpty)
    }

    // MARK: Redistributing

    @Test func resizingTheRootRedistributes() {
        let root = makeRoot(scale: 3)
        let recorder = DiagnosticRecorder(root)
        let spaced = line(3, in: root, along: .horizontal, top: 100)
        let fixed = line(4, in: root, along: .horizontal, top: 200)
        spaced.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        fixed.mas.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        expectRow(spaced, xs: [5, 380.0 / 3, 745.0 / 3], widths: Array(repeating: 335.0 / 3, count: 3), y: 100)
        expectRow(fixed, xs: [10, 325.0 / 3, 620.0 / 3, 305], widths: [50, 50, 50, 50], y: 200)

        root.frame = Rect(x: 0, y: 0, width: 414, height: 896)
        root.layoutIfNeeded()
        // Spaced: w = (414 − 40) / 3 = 374/3; x1 = 15 + 374/3 = 419/3, x2 = 25 + 748/3 = 823/3, ending at 399.
        expectRow(spaced, xs: [5, 419.0 / 3, 823.0 / 3], widths: Array(repeating: 374.0 / 3, count: 3), y: 100)
        // Fixed: free space 414 − 30 − 200 = 184, gaps of 184/3: x1 = 60 + 184/3 = 364/3, x2 = 698/3, x3 = 344.
        expectRow(fixed, xs: [10, 364.0 / 3, 698.0 / 3, 344], widths: [50, 50, 50, 50], y: 200)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func resizingTheContainerByItsConstraintRedistributes() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let strip = View(name: "strip")
        root.addSubview(strip)
        var width: Constraint?
        strip.mas.makeConstraints { make in
            make.left.top.equalTo(20)
            width = make.width.equalTo(300).constraint
            make.height.equalTo(200)
        }
        let spaced = line(3, in: strip, along: .horizontal, top: 10)
        let fixed = line(3, in: strip, along: .horizontal, top: 100)
        spaced.mas.distributeViews(along: .horizontal, fixedSpacing: 15)
        fixed.mas.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 10)
        root.layoutIfNeeded()
        // 300 wide: w = (300 − 30) / 3 = 90 at 0, 105, 210; fixed: gaps of (300 − 20 − 120) / 2 = 80.
        expectRow(spaced, xs: [0, 105, 210], widths: [90, 90, 90], y: 10)
        expectRow(fixed, xs: [10, 130, 250], widths: [40, 40, 40], y: 100)

        width?.update(offset: 360)
        root.layoutIfNeeded()
        // 360 wide: w = (360 − 30) / 3 = 110 at 0, 125, 250; fixed: gaps of (360 − 20 − 120) / 2 = 110.
        expectRow(spaced, xs: [0, 125, 250], widths: [110, 110, 110], y: 10)
        expectRow(fixed, xs: [10, 160, 310], widths: [40, 40, 40], y: 100)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func viewsLaidOutByTheirFramesBeforeAreDistributedWithoutConflicts() {
        // Views added and laid out while they still translated their autoresizing masks: making constraints turns
        // that off, and the old autoresizing constraints must go without being reported as conflicts.
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = (0..<3).map { View(name: "v\($0)") }
        for view in views { root.addSubview(view) }
        root.layoutIfNeeded()
        for view in views {
            view.mas.makeConstraints { make in
                make.top.equalTo(100)
                make.height.equalTo(40)
            }
        }
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        root.layoutIfNeeded()
        expectRow(views, xs: [5, 126.5, 248.5], widths: [111.5, 112, 111.5])
        #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.message))")
    }

    // MARK: Misuse

    @Test func fewerThanTwoViewsIsAMisuseAndMakesNothing() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(1, in: root, along: .horizontal)
        let before = root.constraints.count
        let spaced = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10); let spacedLine = #line
        let fixed = views.mas.distributeViews(along: .horizontal, fixedItemLength: 50); let fixedLine = #line
        #expect(spaced.isEmpty && fixed.isEmpty)
        #expect(root.constraints.count == before && views[0].constraints.count == 1)
        #expect(recorder.diagnostics.count == 2)
        #expect(recorder.misuses.map(\.location.line) == [spacedLine, fixedLine])
        #expect(recorder.misuses.allSatisfy { $0.location.file == "MasonryTests/DistributionTests.swift" })
        #expect(
            recorder.misuses.allSatisfy {
                if case .tooFewViewsToDistribute(count: 1) = $0.reason { true } else { false }
            })
    }

    @Test func noViewsAtAllMakesNothingAndDoesNotCrash() {
        // No view, so no root to report to: the misuse goes to standard error.
        #expect([View]().mas.distributeViews(along: .vertical, fixedSpacing: 10).isEmpty)
        #expect([View]().mas.distributeViews(along: .horizontal, fixedItemLength: 10).isEmpty)
    }

    @Test func viewsWithoutASuperviewAreAMisuse() {
        let views = (0..<3).map { View(name: "v\($0)") }
        let recorders = views.map(DiagnosticRecorder.init)
        let made = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10); let line = #line
        #expect(made.isEmpty)
        #expect(views.allSatisfy { $0.constraints.isEmpty })
        expectOneMisuse(recorders[0], atLine: line) {
            if case .noSuperviewToDistributeIn(let view) = $0 { view === views[0] } else { false }
        }
        #expect(recorders[1].diagnostics.isEmpty && recorders[2].diagnostics.isEmpty)
    }

    @Test func oneViewWithoutASuperviewIsAMisuse() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(2, in: root, along: .horizontal) + [View(name: "loose")]
        let before = root.constraints.count
        let made = views.mas.distributeViews(along: .horizontal, fixedItemLength: 50); let line = #line
        #expect(made.isEmpty)
        #expect(root.constraints.count == before && views[2].constraints.isEmpty)
        expectOneMisuse(recorder, atLine: line) {
            if case .noCommonSuperviewToDistributeIn(let view) = $0 { view === views[2] } else { false }
        }
    }

    @Test func viewsInDifferentTreesAreAMisuse() {
        let root = makeRoot(), otherRoot = makeRoot()
        let recorder = DiagnosticRecorder(root), otherRecorder = DiagnosticRecorder(otherRoot)
        let views = line(2, in: root, along: .horizontal) + line(1, in: otherRoot, along: .horizontal, first: 2)
        let before = root.constraints.count, otherBefore = otherRoot.constraints.count
        let made = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5); let line = #line
        #expect(made.isEmpty)
        #expect(root.constraints.count == before && otherRoot.constraints.count == otherBefore)
        expectOneMisuse(recorder, atLine: line) {
            if case .noCommonSuperviewToDistributeIn(let view) = $0 { view === views[2] } else { false }
        }
        #expect(otherRecorder.diagnostics.isEmpty)
        root.layoutIfNeeded()
        otherRoot.layoutIfNeeded()
        #expect(recorder.diagnostics.count == 1 && otherRecorder.diagnostics.isEmpty)
    }

    @Test(arguments: nonFinite)
    func aNonFiniteSpacingIsAMisuse(_ value: Double) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(3, in: root, along: .horizontal)
        let before = root.constraints.count
        var lines: [Int] = []
        var made = views.mas.distributeViews(along: .horizontal, fixedSpacing: value); lines.append(#line)
        made += views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: value); lines.append(#line)
        made += views.mas.distributeViews(along: .vertical, fixedSpacing: 10, tailSpacing: value); lines.append(#line)
        #expect(made.isEmpty)
        #expect(root.constraints.count == before)
        #expect(recorder.diagnostics.count == 3)
        #expect(recorder.misuses.map(\.location.line) == lines)
        expectEveryMisuseNamesTheNonFiniteNumber(recorder, value)
    }

    @Test(arguments: nonFinite)
    func aNonFiniteItemLengthOrSpacingIsAMisuse(_ value: Double) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = line(3, in: root, along: .horizontal)
        let before = root.constraints.count
        var lines: [Int] = []
        var made = views.mas.distributeViews(along: .horizontal, fixedItemLength: value); lines.append(#line)
        made += views.mas.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: value)
        lines.append(#line - 1)
        made += views.mas.distributeViews(along: .vertical, fixedItemLength: 50, tailSpacing: value)
        lines.append(#line - 1)
        #expect(made.isEmpty)
        #expect(root.constraints.count == before && views.allSatisfy { $0.constraints.count == 1 })
        #expect(recorder.diagnostics.count == 3)
        #expect(recorder.misuses.map(\.location.line) == lines)
        expectEveryMisuseNamesTheNonFiniteNumber(recorder, value)
    }

    /// Each misuse is `.nonFiniteDistribution` and names `value` (NaN included) among its numbers.
    private func expectEveryMisuseNamesTheNonFiniteNumber(
        _ recorder: DiagnosticRecorder, _ value: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            recorder.misuses.allSatisfy {
                if case .nonFiniteDistribution(let numbers) = $0.reason {
                    numbers.contains { isSameNumber($0, value) }
                } else {
                    false
                }
            }, sourceLocation: sourceLocation)
    }
}
