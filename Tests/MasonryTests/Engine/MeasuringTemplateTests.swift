import Testing

@_spi(Testing) @testable import Masonry

/// Views of one shape in a tree measured by `systemLayoutSizeFitting` share one solver (a measuring template): each
/// measures exactly as it would with a solver of its own, and one that cannot (a conflict, a measurement that does
/// not settle) is measured by a solver of its own, which reports what it finds as always.
@Suite struct MeasuringTemplateTests {
    /// A feed-like cell whose constants and texts come from `random`: a thumbnail, a title, a body that wraps (or
    /// not) and a button; with `badge`, a fifth view beside the button (another shape).
    final class RandomCell: View {
        let thumbnail = View(name: "thumbnail")
        let title = Label(name: "title")
        let body = Label(name: "body")
        let button = View(name: "button")
        let badge = View(name: "badge")
        private(set) var constants: [LayoutConstraint] = []
        let hasBadge: Bool

        init(index: Int, random: inout SplitMix64) {
            hasBadge = Int.random(in: 0..<4, using: &random) == 0
            super.init(name: "cell\(index)")
            let words = ["layout", "constraint", "view", "solver", "frame", "label", "wraps", "text", "the", "a"]
            func text(_ count: Int) -> String {
                (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(separator: " ")
            }
            title.text = text(Int.random(in: 1...5, using: &random))
            body.text = text(Int.random(in: 3...30, using: &random))
            body.numberOfLines = Int.random(in: 0..<3, using: &random) == 0 ? 2 : 0
            for view in [thumbnail, title, body, button] + (hasBadge ? [badge] : []) {
                addConstrained(view, to: self)
            }
            let padding = Double(Int.random(in: 4...16, using: &random))
            let side = Double(Int.random(in: 20...80, using: &random))
            let fitsContent = constrain(self, .bottom, to: button, .bottom, constant: padding, priority: .init(1))
            constants = [
                constrain(thumbnail, .left, to: self, constant: padding),
                constrain(thumbnail, .top, to: self, constant: padding),
                constrain(thumbnail, .width, constant: side),
                constrain(thumbnail, .height, constant: side),
                constrain(title, .left, to: thumbnail, .right, constant: padding),
                constrain(title, .top, to: self, constant: padding),
                constrain(title, .right, .lessThanOrEqual, to: self, constant: -padding),
                constrain(body, .left, to: title, .left),
                constrain(body, .right, to: self, constant: -padding),
                constrain(body, .top, to: title, .bottom, constant: Double(Int.random(in: 0...8, using: &random))),
                constrain(button, .width, constant: Double(Int.random(in: 40...100, using: &random))),
                constrain(button, .height, constant: 32),
                constrain(button, .right, to: self, constant: -padding),
                constrain(button, .top, to: body, .bottom, constant: 8),
                constrain(self, .bottom, .greaterThanOrEqual, to: button, .bottom, constant: padding),
                constrain(self, .bottom, .greaterThanOrEqual, to: thumbnail, .bottom, constant: padding),
                fitsContent
            ]
            if hasBadge {
                constants += [
                    constrain(badge, .right, to: button, .left, constant: -8),
                    constrain(badge, .centerY, to: button),
                    constrain(badge, .width, constant: 20),
                    constrain(badge, .height, constant: 20)
                ]
            }
            autoresizingMask = [.flexibleWidth]
        }

        /// The cell's size at `width`, as a table view sizes a cell.
        func measure(width: Double) -> Size {
            systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }

        /// What the cell's measuring engine solved for each view of the cell.
        var measuredRects: [Rect] {
            ([self] + subviews).map { fittingEngineIfCreated?.rect(of: $0) ?? .zero }
        }
    }

    /// What a feed measured and laid out: each cell's size at each width, its measured rects and its frames.
    struct Outcome: Equatable {
        var sizes: [Size] = []
        var measured: [[Rect]] = []
        var frames: [[Rect]] = []
    }

    /// A random feed measured at three widths, with changes between them, with templates on or off (and, on, with
    /// their compiled bases evaluated or not); what it measured, how many templates its tree kept, and how many
    /// measurements evaluated a compiled basis and how many moved a solver.
    static func measureFeed(seed: UInt64, cells count: Int, templates: Bool, evaluatesBases: Bool = true)
        -> (Outcome, templateCount: Int, counts: (evaluated: Int, solved: Int))
    {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            MeasuringTemplates.$evaluatesBases.withValue(evaluatesBases) {
                measureFeed(seed: seed, cells: count)
            }
        }
    }

    private static func measureFeed(seed: UInt64, cells count: Int)
        -> (Outcome, templateCount: Int, counts: (evaluated: Int, solved: Int))
    {
        var random = SplitMix64(seed: seed)
        let root = makeRoot()
        let cells = (0..<count).map { RandomCell(index: $0, random: &random) }
        for cell in cells { root.addSubview(cell) }
        var outcome = Outcome()
        for (round, width) in [375.0, 414, 320].enumerated() {
            root.frame = Rect(x: 0, y: 0, width: width, height: root.frame.height)
            var y = 0.0
            for cell in cells {
                let size = cell.measure(width: width)
                outcome.sizes.append(size)
                outcome.measured.append(cell.measuredRects)
                cell.frame = Rect(x: 0, y: y, width: width, height: size.height)
                y += size.height
            }
            root.frame = Rect(x: 0, y: 0, width: width, height: y)
            root.layoutIfNeeded()
            for cell in cells { outcome.frames.append(([cell] + cell.subviews).map(\.frame)) }
            // Changes before the next width: a constant (moved in place), a text, an activation (a new shape).
            let cell = cells[round % cells.count]
            cell.constants[2].constant += 10
            cells[(round + 1) % cells.count].body.text += " and more text"
            if round == 1 { constrain(cells[0].title, .width, .greaterThanOrEqual, constant: 30) }
        }
        return (outcome, root.layoutEngineIfCreated?.measuringTemplates.count ?? 0, root.templateMeasurementCounts)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func aRandomFeedMeasuresExactlyAsWithASolverPerCell(seed: UInt64) {
        let (shared, templateCount, _) = Self.measureFeed(seed: seed, cells: 24, templates: true)
        let (own, noTemplates, _) = Self.measureFeed(seed: seed, cells: 24, templates: false)
        #expect(shared.sizes == own.sizes)
        #expect(shared.measured == own.measured)
        #expect(shared.frames == own.frames)
        // Two shapes (with and without a badge), the one of the cell that gained a constraint, and few more: not
        // one per cell.
        #expect(templateCount >= 1 && templateCount <= 6, "\(templateCount) templates")
        #expect(noTemplates == 0)
    }

    @Test func cellsOfOneShapeShareOneSolverAndKeepNoneOfTheirOwn() {
        var random = SplitMix64(seed: 7)
        let root = makeRoot()
        let cells = (0..<10).map { _ in RandomCell(index: 0, random: &random) }.filter { !$0.hasBadge }
        for cell in cells { root.addSubview(cell) }
        for cell in cells { _ = cell.measure(width: 375) }
        let templates = Set(cells.compactMap { $0.fittingEngineIfCreated?.share.map { ObjectIdentifier($0.template) } })
        #expect(templates.count == 1)
        #expect(cells.allSatisfy { $0.fittingEngineIfCreated?.hasNoInstallations == true })
        #expect(root.layoutEngineIfCreated?.measuringTemplates.count == 1)
    }

    @Test func aDetachedViewIsMeasuredByASolverOfItsOwn() {
        var random = SplitMix64(seed: 8)
        let cell = RandomCell(index: 0, random: &random)
        _ = cell.measure(width: 375)
        #expect(cell.fittingEngineIfCreated?.share == nil)
        #expect(cell.fittingEngineIfCreated?.hasNoInstallations == false)
    }

    /// A cell in a root whose button is `buttonWidth` wide and must fit beside a 300-wide thumbnail.
    private func conflictingScene(buttonWidths: [Double]) -> (root: View, recorder: DiagnosticRecorder, cells: [View]) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        var cells: [View] = []
        for (index, width) in buttonWidths.enumerated() {
            let cell = View(name: "cell\(index)")
            root.addSubview(cell)
            let thumbnail = addConstrained(View(name: "thumbnail\(index)"), to: cell)
            let button = addConstrained(View(name: "button\(index)"), to: cell)
            constrain(thumbnail, .left, to: cell)
            constrain(thumbnail, .top, to: cell)
            fixSize(of: thumbnail, width: 300, height: 40)
            constrain(button, .left, to: thumbnail, .right)
            constrain(button, .top, to: cell)
            fixSize(of: button, width: width, height: 40)
            constrain(cell, .right, .greaterThanOrEqual, to: button, .right)
            constrain(cell, .bottom, to: button, .bottom)
            constrain(cell, .width, .lessThanOrEqual, constant: 375)
            cells.append(cell)
        }
        return (root, recorder, cells)
    }

    /// The messages a conflicting scene reports, and the sizes it measures, with templates on or off.
    private func conflictReports(buttonWidths: [Double], templates: Bool) -> (messages: [String], sizes: [Size]) {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            let (root, recorder, cells) = conflictingScene(buttonWidths: buttonWidths)
            let sizes = cells.map { $0.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
            return withExtendedLifetime(root) { (recorder.diagnostics.map(\.message), sizes) }
        }
    }

    @Test(arguments: [[100.0, 50], [50.0, 100], [50.0, 100, 60, 120]])
    func aConflictingCellReportsExactlyWhatItReportsWithASolverOfItsOwn(buttonWidths: [Double]) {
        // A 100-wide button does not fit: 300 + 100 > 375. As the first cell of its shape, the template cannot be
        // made; after a 50-wide one, its constants cannot be moved in.
        let shared = conflictReports(buttonWidths: buttonWidths, templates: true)
        let own = conflictReports(buttonWidths: buttonWidths, templates: false)
        #expect(shared.messages == own.messages)
        #expect(shared.sizes == own.sizes)
        #expect(shared.messages.count == buttonWidths.filter { $0 > 75 }.count)
    }

    @Test func aConflictingCellIsMeasuredBySolverOfItsOwnFromThenOn() {
        let (root, _, cells) = conflictingScene(buttonWidths: [50, 100])
        for cell in cells { _ = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
        #expect(cells.allSatisfy { $0.superview === root })
        #expect(cells[0].fittingEngineIfCreated?.share != nil)
        #expect(cells[1].fittingEngineIfCreated?.share == nil)
        #expect(cells[1].fittingEngineIfCreated?.measuresOnItsOwn == true)
    }

    /// A cell holding a label whose width grows with its height (`width == c + 5 × height`), with `c` such that one
    /// line's height gives a width too narrow for one line and two lines' a width wide enough: each solve flips it
    /// between one line and two.
    private func unsettledReports(templates: Bool) -> (messages: [String], size: Size, onItsOwn: Bool) {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            let root = makeRoot()
            let recorder = DiagnosticRecorder(root)
            let cell = View(name: "cell")
            root.addSubview(cell)
            let label = addConstrained(Label(name: "label", text: "a line of text that wraps once"), to: cell)
            label.numberOfLines = 0
            let line = label.intrinsicContentSize
            // The width yields to the constraint below; the height follows the text.
            label.setContentHuggingPriority(.init(1), for: .horizontal)
            label.setContentCompressionResistancePriority(.init(1), for: .horizontal)
            pinEdges(of: label, to: cell)
            constrain(label, .width, to: label, .height, multiplier: 5, constant: line.width - 7.5 * line.height)
            let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            let onItsOwn = cell.fittingEngineIfCreated?.measuresOnItsOwn ?? false
            return withExtendedLifetime(root) { (recorder.diagnostics.map(\.message), size, onItsOwn) }
        }
    }

    @Test func aMeasurementThatDoesNotSettleIsReportedAsWithASolverOfItsOwn() {
        let shared = unsettledReports(templates: true)
        let own = unsettledReports(templates: false)
        #expect(own.messages.count == 1)
        #expect(own.messages.first?.contains("did not settle") == true)
        #expect(shared.messages == own.messages)
        // Tried with a template, then measured by a solver of its own, which reported it.
        #expect(shared.onItsOwn && !own.onItsOwn)
    }

    @Test func aScrollViewsGuidesAreOutsideTheNumberingSoItsCellIsMeasuredOnItsOwn() {
        let root = makeRoot()
        let cell = View(name: "cell")
        root.addSubview(cell)
        let scroll = addConstrained(ScrollView(name: "scroll"), to: cell)
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: scroll, to: cell)
        pinEdges(of: content, to: scroll.contentLayoutGuide)
        fixSize(of: content, width: 200, height: 100)
        constrain(scroll, .height, constant: 50)
        constrain(scroll, .width, to: content, .width)
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 200, height: 50))
        #expect(cell.fittingEngineIfCreated?.measuresOnItsOwn == true)
        withExtendedLifetime(root) {}
    }

    /// A cell whose `updateConstraints` makes a subview's margins guide, unconstrained: the items the template
    /// numbers change under the cell's share.
    final class GuideMakingCell: View {
        let box = View(name: "box")
        var makesGuide = false

        init() {
            super.init(name: "cell")
            addConstrained(box, to: self)
            pinEdges(of: box, to: self, insets: EdgeInsets(all: 4))
            fixSize(of: box, width: 50, height: 20)
        }

        override func updateConstraints() {
            if makesGuide { _ = box.layoutMarginsGuide }
            super.updateConstraints()
        }
    }

    /// The sizes a guide-making cell measures, before and after its guide is made, with templates on or off.
    private func guideMakingSizes(templates: Bool) -> [Size] {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            let root = makeRoot()
            let cell = GuideMakingCell()
            root.addSubview(cell)
            var sizes = [cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)]
            cell.makesGuide = true
            cell.setNeedsUpdateConstraints()
            sizes.append(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize))
            fixSize(of: cell.box, width: 70, height: 30)
            sizes.append(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize))
            return withExtendedLifetime(root) { sizes }
        }
    }

    @Test func aGuideMadeBetweenMeasurementsIsMeasuredAsWithASolverOfItsOwn() {
        let shared = guideMakingSizes(templates: true)
        #expect(shared == guideMakingSizes(templates: false))
        #expect(shared.first == Size(width: 58, height: 28))
    }

    @Test func aChangeInOneCellLeavesTheOtherCellsOfItsShapeAsTheyMeasured() {
        let root = makeRoot()
        var random = SplitMix64(seed: 9)
        let cells = (0..<6).map { _ in RandomCell(index: 0, random: &random) }
        for cell in cells { root.addSubview(cell) }
        let before = cells.map { $0.measure(width: 375) }
        cells[0].constants[3].constant += 100 // the thumbnail's height
        let after = cells.map { $0.measure(width: 375) }
        let rects = cells.map(\.measuredRects)
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()))
        #expect(after[0].height >= before[0].height)
        // Measured again in another order (at another width and back), each gives its own size and rects, not
        // those of the last one measured.
        for cell in cells.reversed() { _ = cell.measure(width: 320) }
        #expect(cells.reversed().map { $0.measure(width: 375) } == after.reversed())
        #expect(cells.map(\.measuredRects) == rects)
        withExtendedLifetime(root) {}
    }

    /// A cell of `count` labels, one under the other, each as wide as the cell: a shape of its own for each count.
    private func column(of count: Int) -> View {
        let cell = View(name: "column\(count)")
        var above: View?
        for index in 0..<count {
            let label = addConstrained(Label(name: "label\(index)"), to: cell)
            label.text = "line \(index)"
            constrain(label, .left, to: cell)
            constrain(label, .right, to: cell)
            if let above {
                constrain(label, .top, to: above, .bottom, constant: 2)
            } else {
                constrain(label, .top, to: cell)
            }
            above = label
        }
        if let above { constrain(cell, .bottom, to: above, .bottom) }
        return cell
    }

    /// Columns of 3 and of 30 labels (a handful of items, and more than a look at each finds quickly), each twice,
    /// measured, placed and laid out: their sizes, what measuring solved for each label and the labels' frames.
    private func columnsMeasuredAndLaidOut(templates: Bool) -> (sizes: [Size], measured: [[Rect]], frames: [[Rect]]) {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            let root = makeRoot()
            let columns = [3, 30, 3, 30].map { column(of: $0) }
            var y = 0.0
            var sizes: [Size] = []
            for column in columns {
                root.addSubview(column)
                column.autoresizingMask = [.flexibleWidth]
                let size = column.systemLayoutSizeFitting(
                    Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                sizes.append(size)
                column.frame = Rect(x: 0, y: y, width: 200, height: size.height)
                y += size.height
            }
            root.frame = Rect(x: 0, y: 0, width: 200, height: y)
            root.layoutIfNeeded()
            if templates {
                // Measured in templates, and placed by them: the root adopted each column.
                #expect(columns.allSatisfy { $0.fittingEngineIfCreated?.share != nil })
                #expect(root.adoptedMeasuredViews.count == columns.count)
            }
            let measured = columns.map { column in
                column.subviews.map { column.fittingEngineIfCreated?.rect(of: $0) ?? .zero }
            }
            return (sizes, measured, columns.map { $0.subviews.map(\.frame) })
        }
    }

    @Test func aSubtreeOfManyItemsReadsItsValuesAsWithASolverOfItsOwn() {
        let shared = columnsMeasuredAndLaidOut(templates: true)
        let own = columnsMeasuredAndLaidOut(templates: false)
        #expect(shared.sizes == own.sizes)
        #expect(shared.measured == own.measured)
        #expect(shared.frames == own.frames)
        // Each label's rectangle is its own: one line under the other, none left at zero.
        #expect(shared.measured[1].count == 30)
        #expect(shared.measured[1].allSatisfy { $0.height > 0 && $0.width > 0 })
        #expect(zip(shared.measured[1], shared.measured[1].dropFirst()).allSatisfy { $0.maxY < $1.minY })
    }

    @Test func aTreeForgetsTheTemplatesOfShapesNoViewIsMeasuredInAnyMore() {
        let root = makeRoot()
        var random = SplitMix64(seed: 10)
        let kept = (0..<20).map { _ in RandomCell(index: 0, random: &random) }.filter { !$0.hasBadge }
        for cell in kept { root.addSubview(cell) }
        let sizes = kept.map { $0.measure(width: 375) }
        let template = kept.first?.fittingEngineIfCreated?.share.map { ObjectIdentifier($0.template) }
        var largest = 0, firstSize = Size.zero
        // Each round's cell has a shape no other has; it is measured in a template of its own, then leaves.
        for round in 1...120 {
            let cell = column(of: round)
            root.addSubview(cell)
            let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            if round == 1 { firstSize = size }
            #expect(cell.fittingEngineIfCreated?.share != nil, "round \(round) measured in a template")
            cell.removeFromSuperview()
            largest = max(largest, root.layoutEngineIfCreated?.measuringTemplates.count ?? 0)
        }
        // The kept cells' shape and at most the few made since the last sweep: not one per shape ever measured.
        #expect(largest <= 17, "\(largest) templates at most")
        #expect(kept.first?.fittingEngineIfCreated?.share.map { ObjectIdentifier($0.template) } == template)
        #expect(kept.map { $0.measure(width: 375) } == sizes)
        // A shape whose template was forgotten is measured in a new one, to the same size.
        let again = column(of: 1)
        root.addSubview(again)
        #expect(again.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == firstSize)
        #expect(firstSize.height > 0)
    }
}
