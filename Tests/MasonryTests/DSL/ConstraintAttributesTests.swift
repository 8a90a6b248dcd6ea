import Masonry
import Testing

/// The attribute vocabulary of the DSL: each single term on `make` is one constraint of that attribute, each
/// composite expands in SnapKit's fixed order, chaining is a union, `with` and `and` are fillers, and the same names
/// on `view.mas` and `guide.mas` are relation targets of that attribute.
@Suite struct ConstraintAttributesTests {
    /// root ⊃ { view, other }: two siblings, so constraints between them are held by root.
    private struct Scene {
        let root = makeRoot()
        let view = View(name: "view"), other = View(name: "other")

        init() {
            root.addSubview(view)
            root.addSubview(other)
        }
    }

    /// Every single attribute term, with the attribute it stands for (`baseline` is Masonry's `lastBaseline`).
    enum Term: CaseIterable {
        case left, top, right, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, baseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        var attribute: LayoutAttribute {
            switch self {
            case .left: .left
            case .top: .top
            case .right: .right
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline, .baseline: .lastBaseline
            case .firstBaseline: .firstBaseline
            case .leftMargin: .leftMargin
            case .rightMargin: .rightMargin
            case .topMargin: .topMargin
            case .bottomMargin: .bottomMargin
            case .leadingMargin: .leadingMargin
            case .trailingMargin: .trailingMargin
            case .centerXWithinMargins: .centerXWithinMargins
            case .centerYWithinMargins: .centerYWithinMargins
            }
        }

        /// The term read on `make`, on a chain, on `view.mas` or on `guide.mas`.
        func named<D: ConstraintAttributesDSL>(on dsl: D) -> D.Attribute {
            switch self {
            case .left: dsl.left
            case .top: dsl.top
            case .right: dsl.right
            case .bottom: dsl.bottom
            case .leading: dsl.leading
            case .trailing: dsl.trailing
            case .width: dsl.width
            case .height: dsl.height
            case .centerX: dsl.centerX
            case .centerY: dsl.centerY
            case .lastBaseline: dsl.lastBaseline
            case .firstBaseline: dsl.firstBaseline
            case .baseline: dsl.baseline
            case .leftMargin: dsl.leftMargin
            case .rightMargin: dsl.rightMargin
            case .topMargin: dsl.topMargin
            case .bottomMargin: dsl.bottomMargin
            case .leadingMargin: dsl.leadingMargin
            case .trailingMargin: dsl.trailingMargin
            case .centerXWithinMargins: dsl.centerXWithinMargins
            case .centerYWithinMargins: dsl.centerYWithinMargins
            }
        }

        /// A first attribute that may legally relate to this one and differs from it, to show that a target's
        /// attribute is used as named rather than copied from the statement.
        var partner: Term {
            switch attribute {
            case .width: .height
            case .height: .width
            case .centerX: .left
            case .centerY: .top
            case let other where other.axis == .horizontal: .centerX
            default: .centerY
            }
        }
    }

    /// Every composite, with its expansion in SnapKit's order (left, top, right, bottom, leading, trailing, width,
    /// height, centerX, centerY, lastBaseline, firstBaseline, then the margins in the same order).
    enum Composite: CaseIterable {
        case edges, horizontalEdges, verticalEdges, directionalEdges, directionalHorizontalEdges
        case directionalVerticalEdges, size, center, margins, directionalMargins, centerWithinMargins

        var expansion: [LayoutAttribute] {
            switch self {
            case .edges: [.left, .top, .right, .bottom]
            case .horizontalEdges: [.left, .right]
            case .verticalEdges: [.top, .bottom]
            case .directionalEdges: [.top, .bottom, .leading, .trailing]
            case .directionalHorizontalEdges: [.leading, .trailing]
            case .directionalVerticalEdges: [.top, .bottom]
            case .size: [.width, .height]
            case .center: [.centerX, .centerY]
            case .margins: [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
            case .directionalMargins: [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin]
            case .centerWithinMargins: [.centerXWithinMargins, .centerYWithinMargins]
            }
        }

        func named<D: ConstraintAttributesDSL>(on dsl: D) -> D.Attribute {
            switch self {
            case .edges: dsl.edges
            case .horizontalEdges: dsl.horizontalEdges
            case .verticalEdges: dsl.verticalEdges
            case .directionalEdges: dsl.directionalEdges
            case .directionalHorizontalEdges: dsl.directionalHorizontalEdges
            case .directionalVerticalEdges: dsl.directionalVerticalEdges
            case .size: dsl.size
            case .center: dsl.center
            case .margins: dsl.margins
            case .directionalMargins: dsl.directionalMargins
            case .centerWithinMargins: dsl.centerWithinMargins
            }
        }
    }

    // MARK: Single attributes

    @Test(arguments: Term.allCases)
    func eachSingleTermMakesExactlyOneConstraintOfItsAttribute(term: Term) {
        let scene = Scene()
        let made = scene.view.mas.makeConstraints { make in term.named(on: make).equalTo(scene.other) }
        #expect(made.count == 1)
        #expect(made.first?.layoutConstraints.count == 1)
        #expect(scene.root.constraints.count == 1)
        #expect(scene.view.constraints.isEmpty && scene.other.constraints.isEmpty)
        let constraint = scene.root.constraints.first
        #expect(constraint?.firstItem === scene.view)
        #expect(constraint?.firstAttribute == term.attribute)
        #expect(constraint?.relation == .equal)
        #expect(constraint?.secondItem === scene.other)
        #expect(constraint?.secondAttribute == term.attribute)
        #expect(constraint?.multiplier == 1 && constraint?.constant == 0 && constraint?.priority == .required)
        #expect(constraint?.isActive == true)
    }

    @Test func baselineIsMasonrysNameForLastBaseline() {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in
            make.baseline.equalTo(scene.other)
            make.lastBaseline.equalTo(scene.other.mas.baseline)
        }
        #expect(scene.root.constraints.map(\.firstAttribute) == [.lastBaseline, .lastBaseline])
        #expect(scene.root.constraints.map(\.secondAttribute) == [.lastBaseline, .lastBaseline])
    }

    // MARK: Composites

    @Test(arguments: Composite.allCases)
    func eachCompositeExpandsInSnapKitsOrder(composite: Composite) {
        let scene = Scene()
        let made = scene.view.mas.makeConstraints { make in composite.named(on: make).equalTo(scene.other) }
        #expect(made.count == 1, "one statement, one Constraint")
        #expect(made.first?.layoutConstraints.map(\.firstAttribute) == composite.expansion)
        #expect(scene.root.constraints.map(\.firstAttribute) == composite.expansion)
        #expect(scene.root.constraints.map(\.secondAttribute) == composite.expansion)
        #expect(scene.root.constraints.allSatisfy { $0.firstItem === scene.view && $0.secondItem === scene.other })
    }

    @Test(arguments: Composite.allCases)
    func aCompositeAttributeItemPairsWithTheSameComposite(composite: Composite) {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in composite.named(on: make).equalTo(composite.named(on: scene.other.mas))
        }
        #expect(scene.root.constraints.map(\.firstAttribute) == composite.expansion)
        #expect(scene.root.constraints.map(\.secondAttribute) == composite.expansion)
    }

    @Test func theExpansionOrderIsFixedWhateverOrderTheTermsAreWrittenIn() {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in
            make.bottom.top.left.equalTo(scene.other)
            make.centerY.width.leading.equalTo(scene.other)
            make.trailingMargin.firstBaseline.centerXWithinMargins.lastBaseline.equalTo(scene.other)
        }
        #expect(
            scene.root.constraints.map(\.firstAttribute) == [
                .left, .top, .bottom,
                .leading, .width, .centerY,
                .lastBaseline, .firstBaseline, .trailingMargin, .centerXWithinMargins
            ])
    }

    // MARK: Chaining

    @Test func chainingTheSameAttributeTwiceIsOneConstraint() {
        let scene = Scene()
        let made = scene.view.mas.makeConstraints { make in make.left.left.equalTo(scene.other) }
        #expect(made.first?.layoutConstraints.count == 1)
        #expect(scene.root.constraints.map(\.firstAttribute) == [.left])
    }

    @Test func chainingAnEdgeOntoEdgesAddsNothing() {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in make.edges.left.equalTo(scene.other) }
        #expect(scene.root.constraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
    }

    @Test func chainingThreeAttributesMakesThree() {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in make.left.right.bottom.equalTo(scene.other) }
        #expect(scene.root.constraints.map(\.firstAttribute) == [.left, .right, .bottom])
    }

    @Test func chainingSizeAndCenterMakesFour() {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in make.size.center.equalTo(scene.other) }
        #expect(scene.root.constraints.map(\.firstAttribute) == [.width, .height, .centerX, .centerY])
    }

    @Test func overlappingCompositesAreAUnion() {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in
            make.edges.horizontalEdges.verticalEdges.equalTo(scene.other)
            make.directionalEdges.directionalVerticalEdges.equalTo(scene.other)
            make.margins.directionalMargins.equalTo(scene.other)
        }
        #expect(
            scene.root.constraints.map(\.firstAttribute) == [
                .left, .top, .right, .bottom,
                .top, .bottom, .leading, .trailing,
                .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin
            ])
    }

    @Test func eachTermOnMakeStartsANewStatement() {
        let scene = Scene()
        let made = scene.view.mas.makeConstraints { make in
            make.left.equalTo(scene.other)
            make.left.equalTo(scene.other)
            make.size.equalTo(scene.other)
        }
        #expect(made.count == 3)
        #expect(made.map(\.layoutConstraints.count) == [1, 1, 2])
        #expect(scene.root.constraints.map(\.firstAttribute) == [.left, .left, .width, .height])
        // The returned Constraints hold exactly the installed constraints, in order.
        #expect(
            made.flatMap(\.layoutConstraints).map(ObjectIdentifier.init)
                == scene.root.constraints.map(ObjectIdentifier.init))
    }

    // MARK: Fillers

    @Test func withAndAndChangeNothing() {
        let plain = Scene(), filled = Scene()
        plain.view.mas.makeConstraints { make in
            make.top.left.equalTo(plain.other).offset(8)
            make.width.height.equalTo(plain.other)
        }
        filled.view.mas.makeConstraints { make in
            make.top.and.left.equalTo(filled.other).with.offset(8)
            make.width.with.and.height.and.equalTo(filled.other).with.and.with.multipliedBy(1)
        }
        func summary(_ scene: Scene) -> [String] {
            scene.root.constraints.map {
                "\($0.firstAttribute) \($0.relation) \($0.secondAttribute) * \($0.multiplier) + \($0.constant) @\($0.priority)"
            }
        }
        #expect(
            summary(filled) == [
                "left == left * 1.0 + 8.0 @1000", "top == top * 1.0 + 8.0 @1000",
                "width == width * 1.0 + 0.0 @1000", "height == height * 1.0 + 0.0 @1000"
            ])
        #expect(summary(filled) == summary(plain))
    }

    // MARK: Attribute items as targets

    @Test(arguments: Term.allCases)
    func anAttributeItemOnAViewRelatesToThatAttribute(term: Term) {
        let scene = Scene()
        scene.view.mas.makeConstraints { make in
            term.partner.named(on: make).equalTo(term.named(on: scene.other.mas))
        }
        #expect(scene.root.constraints.count == 1)
        let constraint = scene.root.constraints.first
        #expect(constraint?.firstAttribute == term.partner.attribute)
        #expect(constraint?.secondItem === scene.other)
        #expect(constraint?.secondAttribute == term.attribute)
    }

    @Test func anAttributeItemKeepsItsItemAndAttribute() {
        let scene = Scene()
        let item = scene.other.mas.right
        #expect(item.item === scene.other)
        #expect(item.attributes == .right)
        #expect(scene.other.mas.edges.attributes == [.left, .top, .right, .bottom])
        #expect(scene.other.mas.baseline.attributes == .lastBaseline)
        #expect(scene.other.mas.target === scene.other)
    }

    @Test func attributeItemsOnAGuideRelateToTheGuidesAttribute() {
        let scene = Scene()
        let guide = LayoutGuide()
        scene.root.addLayoutGuide(guide)
        scene.view.mas.makeConstraints { make in
            make.top.equalTo(guide.mas.top)
            make.left.equalTo(guide.mas.right)
            make.height.equalTo(guide.mas.width)
        }
        #expect(scene.root.constraints.map(\.firstAttribute) == [.top, .left, .height])
        #expect(scene.root.constraints.map(\.secondAttribute) == [.top, .right, .width])
        #expect(scene.root.constraints.allSatisfy { $0.secondItem === guide })
    }

    @Test func aGuideUsesTheSameVocabularyAsAView() {
        let scene = Scene()
        let guide = LayoutGuide()
        scene.root.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in
            make.left.top.equalToSuperview().offset(20)
            make.size.equalTo(Size(width: 100, height: 40))
        }
        scene.view.mas.makeConstraints { make in make.edges.equalTo(guide) }
        scene.root.layoutIfNeeded()
        // Guide constraints count as the owning view's: all eight are held by root.
        #expect(scene.root.constraints.count == 8)
        expectRect(guide.layoutFrame, Rect(x: 20, y: 20, width: 100, height: 40))
        expectFrame(scene.view, Rect(x: 20, y: 20, width: 100, height: 40))
    }

    // MARK: Where the constraints are held

    @Test func constraintsAreHeldLikeSnapKitsAndMasonrysSuitesCountThem() {
        let scene = Scene()
        let child = View(name: "child")
        scene.other.addSubview(child)
        scene.view.mas.makeConstraints { make in
            make.left.equalTo(scene.other.mas.right).offset(10) // siblings → their superview
            make.width.equalTo(100) // a constant size → the view itself
            make.height.equalTo(Size(width: 0, height: 50)) // a constant size → the view itself
            make.top.equalToSuperview() // view to its superview → the superview
            make.bottom.equalTo(child) // view to a sibling's child → their common ancestor
        }
        child.mas.makeConstraints { make in make.edges.equalToSuperview() } // child to its superview → other
        #expect(scene.root.constraints.map(\.firstAttribute) == [.left, .top, .bottom])
        #expect(scene.view.constraints.map(\.firstAttribute) == [.width, .height])
        #expect(scene.other.constraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(child.constraints.isEmpty)
    }

    @Test func makingTurnsOffTheAutoresizingMaskTranslation() {
        let scene = Scene()
        #expect(scene.view.translatesAutoresizingMaskIntoConstraints)
        scene.view.mas.makeConstraints { make in make.width.equalTo(10) }
        #expect(!scene.view.translatesAutoresizingMaskIntoConstraints)
        #expect(scene.other.translatesAutoresizingMaskIntoConstraints)
    }
}
