import Testing

@_spi(Testing) @testable import Masonry

/// A measured view whose subtree's fingerprint (its constraints' fields) was seen reaches its template without
/// lowering: a view that differs from the ones before it in any field (a multiplier, a priority, a relation, an
/// attribute, which item a constraint names, a layout direction) measures exactly as it would with a solver of its
/// own, and views that differ only in constants share one fingerprint.
@Suite struct ShapeFingerprintTests {
    /// One constraint of a cell: its items by number (0 the cell, 1 and 2 plain views, 3 a wrapping label).
    struct Spec {
        var first: Int
        var attribute: LayoutAttribute
        var relation: LayoutRelation = .equal
        var second: Int?
        var secondAttribute: LayoutAttribute = .notAnAttribute
        var multiplier = 1.0
        var constant = 0.0
        var priority: LayoutPriority = .required
    }

    /// The cell every variant starts from.
    static let base: [Spec] = [
        Spec(first: 1, attribute: .left, second: 0, secondAttribute: .left, constant: 10),
        Spec(first: 1, attribute: .top, second: 0, secondAttribute: .top, constant: 10),
        Spec(first: 1, attribute: .width, constant: 50),
        Spec(first: 1, attribute: .height, second: 1, secondAttribute: .width),
        Spec(first: 2, attribute: .left, second: 1, secondAttribute: .right, constant: 8),
        Spec(first: 2, attribute: .top, second: 1, secondAttribute: .top),
        Spec(first: 2, attribute: .right, second: 0, secondAttribute: .right, constant: -10),
        Spec(first: 2, attribute: .height, constant: 100, priority: .init(500)),
        Spec(first: 2, attribute: .height, constant: 20, priority: .init(250)),
        Spec(first: 3, attribute: .leading, second: 2, secondAttribute: .leading),
        Spec(first: 3, attribute: .trailing, second: 2, secondAttribute: .trailing, constant: -20),
        Spec(first: 3, attribute: .top, second: 2, secondAttribute: .bottom, constant: 4),
        Spec(
            first: 0, attribute: .bottom, relation: .greaterThanOrEqual, second: 3, secondAttribute: .bottom,
            constant: 10),
        Spec(
            first: 0, attribute: .bottom, relation: .greaterThanOrEqual, second: 1, secondAttribute: .bottom,
            constant: 10),
        Spec(first: 0, attribute: .bottom, second: 3, secondAttribute: .bottom, constant: 10, priority: .init(1))
    ]

    /// The variants: each changes one field of one constraint of ``base`` (or the cell's layout direction).
    static let variants: [(name: String, change: @Sendable (inout [Spec]) -> Void, rightToLeft: Bool)] = [
        ("constants only", { $0[2].constant = 70 }, false),
        ("a multiplier", { $0[3].multiplier = 0.5 }, false),
        ("a priority", { $0[7].priority = .init(200) }, false),
        ("a relation", { $0[6].relation = .lessThanOrEqual }, false),
        ("an attribute", { $0[4].secondAttribute = .centerX }, false),
        ("the first item", { $0[7].first = 1 }, false),
        ("the second item", { $0[11].second = 1 }, false),
        ("the layout direction", { _ in }, true)
    ]

    final class Cell: View {
        let views: [View]

        init(_ specs: [Spec], rightToLeft: Bool, text: String) {
            let label = Label(name: "label")
            label.text = text
            label.numberOfLines = 0
            views = [View(name: "a"), View(name: "b"), label]
            super.init(name: "cell")
            if rightToLeft { semanticContentAttribute = .forceRightToLeft }
            for view in views { addConstrained(view, to: self) }
            let items: [View] = [self] + views
            for spec in specs {
                constrain(
                    items[spec.first], spec.attribute, spec.relation, to: spec.second.map { items[$0] },
                    spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority)
            }
            autoresizingMask = [.flexibleWidth]
        }

        /// The cell's size at `width`, as a table view sizes a cell.
        func measure(width: Double = 375) -> Size {
            systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    /// The template store of a root holding `cells`, each measured once.
    private func storeMeasuring(_ cells: [Cell]) -> MeasuringTemplateStore? {
        let root = makeRoot()
        for cell in cells { root.addSubview(cell) }
        for cell in cells { _ = cell.measure() }
        return root.layoutEngineIfCreated?.measuringTemplates
    }

    /// What a root of `cells` measured (sizes and measured rects) and laid out (frames), each cell's `cells` in turn.
    private func outcome(_ cells: [(specs: [Spec], rightToLeft: Bool)], templates: Bool) -> [[Rect]] {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            let root = makeRoot()
            let made = cells.enumerated().map { index, cell in
                Cell(cell.specs, rightToLeft: cell.rightToLeft, text: String(repeating: "word ", count: 5 + 7 * index))
            }
            for cell in made { root.addSubview(cell) }
            var result: [[Rect]] = []
            var y = 0.0
            for cell in made {
                let size = cell.measure()
                result.append([Rect(x: 0, y: 0, width: size.width, height: size.height)])
                result.append(([cell] + cell.views).map { cell.fittingEngineIfCreated?.rect(of: $0) ?? .zero })
                cell.frame = Rect(x: 0, y: y, width: 375, height: size.height)
                y += size.height
            }
            root.frame = Rect(x: 0, y: 0, width: 375, height: y)
            root.layoutIfNeeded()
            for cell in made { result.append(([cell] + cell.views).map(\.frame)) }
            return result
        }
    }

    @Test(arguments: variants.indices)
    func aCellThatDiffersInOneFieldMeasuresAsWithASolverOfItsOwn(variant: Int) {
        var changed = Self.base
        Self.variants[variant].change(&changed)
        let rightToLeft = Self.variants[variant].rightToLeft
        // The base cell first, so its fingerprint is known when the variant is measured, and again after it.
        let cells = [(Self.base, false), (changed, rightToLeft), (Self.base, false), (changed, rightToLeft)]
        let shared = outcome(cells, templates: true)
        let own = outcome(cells, templates: false)
        #expect(shared == own, "\(Self.variants[variant].name)")
        // Each variant but the constants measures differently from the base (the second cell of a feed of two base
        // cells has the same text): a fingerprint that matched the base's would have measured it in the base's
        // system.
        if variant > 0 {
            let baseOnly = outcome([(Self.base, false), (Self.base, false)], templates: false)
            #expect(shared[2] != baseOnly[2] || shared[3] != baseOnly[3], "\(Self.variants[variant].name)")
        }
    }

    @Test func cellsThatDifferOnlyInConstantsShareOneFingerprintAndOneTemplate() {
        var changed = Self.base
        Self.variants[0].change(&changed)
        let cells = (0..<6).map { index in
            Cell(index % 2 == 0 ? Self.base : changed, rightToLeft: false, text: "some words to wrap \(index)")
        }
        let store = storeMeasuring(cells)
        #expect(store?.count == 1)
        #expect(store?.fingerprintCount == 1)
        let templates = Set(cells.compactMap { $0.fittingEngineIfCreated?.share.map { ObjectIdentifier($0.template) } })
        #expect(templates.count == 1)
    }

    @Test func aCellWithABaselineIsLoweredConstraintByConstraintAndStillShares() {
        var specs = Self.base
        specs[11] = Spec(first: 3, attribute: .firstBaseline, second: 2, secondAttribute: .bottom, constant: 14)
        let store = storeMeasuring((0..<3).map { Cell(specs, rightToLeft: false, text: "text \($0)") })
        #expect(store?.count == 1)
        #expect(store?.fingerprintCount == 0)
    }
}
