import Masonry

// Random scenes for the incremental-versus-fresh differential: a description of a tree of constrained views, or of
// a stack view, that can be built fresh from its final state, plus random edits that move a live scene from one
// state to the next. Everything is drawn from a seeded `SplitMix64`, so a failing seed replays.

/// A tree of views held by anchor constraints drawn from a fixed pool; edits activate, deactivate and change
/// constants and priorities of the pool's constraints.
struct ConstraintScene {
    /// One constraint of the pool: `views[first].firstAttribute (relation) multiplier × views[second].secondAttribute
    /// + constant` at `priority` (`second` nil: a constant size).
    struct Statement {
        var first: Int
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: Int?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
        var isActive: Bool
    }

    /// Each view's parent (index into the views, the root being view 0, which has none) and intrinsic size.
    var parents: [Int]
    var intrinsicSizes: [Size?]
    var statements: [Statement]

    static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX, .width]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .height]
    static let priorities: [LayoutPriority] = [1.5, 50, 250, 250, 499, 500, 750, 750, 999, 1000, 1000, 1000]

    static func random(using random: inout SplitMix64) -> ConstraintScene {
        // Small trees mostly; now and then one long enough for a required equality to spread through many rows
        // (the solver then forgets its marker, and a later change rebuilds).
        let viewCount =
            Bool.random(using: &random) ? Int.random(in: 2...5, using: &random) : Int.random(in: 6...16, using: &random)
        var parents = [-1]
        for index in 1...viewCount { parents.append(Int.random(in: 0..<index, using: &random)) }
        let intrinsicSizes: [Size?] = (0...viewCount).map { index in
            index > 0 && Bool.random(using: &random)
                ? Size(width: Double(Int.random(in: 0...120, using: &random)), height: 21) : nil
        }
        var statements: [Statement] = []
        for _ in 0..<Int.random(in: 4...(3 * viewCount + 4), using: &random) {
            let first = Int.random(in: 1...viewCount, using: &random)
            let axis = Bool.random(using: &random) ? horizontal : vertical
            let attribute = axis.randomElement(using: &random) ?? .width
            let isSize = attribute == .width || attribute == .height
            var second: Int? = nil
            var secondAttribute = attribute
            var multiplier = 1.0
            if isSize && Bool.random(using: &random) {
                secondAttribute = .notAnAttribute
            } else {
                // The parent, the view made before (a chain), or any other view of the tree (all share the root).
                let other = Int.random(in: 0...viewCount, using: &random)
                second =
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: parents[first]
                    case 1: first - 1
                    default: other == first ? parents[first] : other
                    }
                if isSize {
                    secondAttribute = [.width, .height].randomElement(using: &random) ?? .width
                    multiplier = [0.5, 1, 1, 2].randomElement(using: &random) ?? 1
                } else {
                    // The same family of attributes: leading with trailing and the like mix, left with leading not.
                    let family: [LayoutAttribute] =
                        switch attribute {
                        case .leading, .trailing: [.leading, .trailing]
                        case .left, .right, .centerX: [.left, .right, .centerX]
                        default: [.top, .bottom, .centerY]
                        }
                    secondAttribute = family.randomElement(using: &random) ?? attribute
                }
            }
            let constant =
                isSize && second == nil
                ? Double(Int.random(in: 0...240, using: &random)) : Double(Int.random(in: -40...40, using: &random))
            let relation: LayoutRelation =
                [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                    using: &random) ?? .equal
            statements.append(
                Statement(
                    first: first, firstAttribute: attribute, relation: relation, second: second,
                    secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                    priority: priorities.randomElement(using: &random) ?? .required,
                    isActive: Bool.random(using: &random)))
        }
        return ConstraintScene(parents: parents, intrinsicSizes: intrinsicSizes, statements: statements)
    }

    /// One random edit of the state: an activation, a deactivation, a constant or a priority.
    mutating func edit(using random: inout SplitMix64) -> Int {
        let index = Int.random(in: 0..<statements.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: statements[index].isActive.toggle()
        case 1:
            statements[index].constant += Double(Int.random(in: -30...30, using: &random))
            if statements[index].second == nil { statements[index].constant = abs(statements[index].constant) }
        case 2: statements[index].priority = Self.priorities.randomElement(using: &random) ?? .required
        default: statements[index].isActive = true
        }
        return index
    }
}

/// A live tree for a ``ConstraintScene``: its views and the pool's constraints, kept in line with the scene.
final class ConstraintSceneTree {
    let views: [View]
    let constraints: [LayoutConstraint]
    var diagnostics: [LayoutDiagnostic] = []
    var root: View { views[0] }

    /// Builds the scene's tree with its constraints in their current state, activated in pool order.
    init(_ scene: ConstraintScene) {
        var views: [View] = []
        for (index, parent) in scene.parents.enumerated() {
            let view: View
            if let size = scene.intrinsicSizes[index] {
                view = Block("v\(index)", size.width, size.height)
            } else {
                view = index == 0 ? View(frame: Rect(x: 0, y: 0, width: 375, height: 667)) : View(name: "v\(index)")
            }
            if index == 0 {
                view.name = "root"
            } else {
                view.translatesAutoresizingMaskIntoConstraints = false
                views[parent].addSubview(view)
            }
            views.append(view)
        }
        self.views = views
        constraints = scene.statements.map { statement in
            let constraint = LayoutConstraint(
                item: views[statement.first], attribute: statement.firstAttribute, relatedBy: statement.relation,
                toItem: statement.second.map { views[$0] }, attribute: statement.secondAttribute,
                multiplier: statement.multiplier, constant: statement.constant)
            constraint.priority = statement.priority
            return constraint
        }
        views[0].diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        for (constraint, statement) in zip(constraints, scene.statements) where statement.isActive {
            constraint.isActive = true
        }
    }

    /// Applies statement `index`'s state to its constraint, as a user would: priority and constant while inactive
    /// when it is about to be activated, after activation otherwise.
    func apply(_ statement: ConstraintScene.Statement, at index: Int) {
        let constraint = constraints[index]
        constraint.isActive = statement.isActive
        constraint.constant = statement.constant
        constraint.priority = statement.priority
    }
}

/// A stack view's state: its arranged views (by creation number) and the properties that shape its constraints.
struct StackScene {
    struct Item {
        var number: Int
        var size: Size
        var isHidden: Bool
        var customSpacing: Double?
    }

    var items: [Item]
    var axis: Axis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    var spacing: Double
    var isLayoutMarginsRelative: Bool
    var isBaselineRelative: Bool
    var margins: EdgeInsets
    var width: Double?
    var nextNumber: Int

    static let spacings: [Double] = [0, 4, 8.5, 20, -6, StackView.spacingUseSystem]

    static func randomItem(number: Int, using random: inout SplitMix64) -> Item {
        Item(
            number: number,
            size: Size(
                width: Double(Int.random(in: 0...90, using: &random)),
                height: Double(Int.random(in: 0...60, using: &random))),
            isHidden: Int.random(in: 0..<5, using: &random) == 0, customSpacing: nil)
    }

    static func random(using random: inout SplitMix64) -> StackScene {
        let count = Int.random(in: 1...6, using: &random)
        return StackScene(
            items: (0..<count).map { randomItem(number: $0, using: &random) },
            axis: Bool.random(using: &random) ? .horizontal : .vertical,
            distribution: StackView.Distribution.allCases.randomElement(using: &random) ?? .fill,
            alignment: StackView.Alignment.allCases.randomElement(using: &random) ?? .fill,
            spacing: spacings.randomElement(using: &random) ?? 0,
            isLayoutMarginsRelative: Bool.random(using: &random), isBaselineRelative: false,
            margins: EdgeInsets(all: 8), width: Bool.random(using: &random) ? 300 : nil, nextNumber: count)
    }

    /// One random reconfiguration; several properties change at once now and then, as in a real update.
    mutating func edit(using random: inout SplitMix64) {
        for _ in 0..<(Int.random(in: 0..<4, using: &random) == 0 ? 3 : 1) { editOnce(using: &random) }
    }

    private mutating func editOnce(using random: inout SplitMix64) {
        let index = items.isEmpty ? nil : Int.random(in: 0..<items.count, using: &random)
        switch Int.random(in: 0..<12, using: &random) {
        case 0: axis = axis == .horizontal ? .vertical : .horizontal
        case 1: distribution = StackView.Distribution.allCases.randomElement(using: &random) ?? .fill
        case 2: alignment = StackView.Alignment.allCases.randomElement(using: &random) ?? .fill
        case 3: spacing = Self.spacings.randomElement(using: &random) ?? 0
        case 4: isLayoutMarginsRelative.toggle()
        case 5: margins = EdgeInsets(all: Double(Int.random(in: 0...16, using: &random)))
        case 6: if let index { items[index].isHidden.toggle() }
        case 7: if let index { items[index].customSpacing = Self.spacings.randomElement(using: &random) }
        case 8: if let index { items.remove(at: index) }
        case 9:
            items.insert(
                Self.randomItem(number: nextNumber, using: &random),
                at: Int.random(in: 0...items.count, using: &random))
            nextNumber += 1
        case 10:
            if let index {
                items[index].size = Size(
                    width: Double(Int.random(in: 0...90, using: &random)),
                    height: Double(Int.random(in: 0...60, using: &random)))
            }
        default: isBaselineRelative.toggle()
        }
    }
}

/// A live stack for a ``StackScene``, kept in line with the scene by the calls a user would make.
final class StackSceneTree {
    let root: View
    let stack: StackView
    private(set) var blocks: [Int: Block] = [:]
    var diagnostics: [LayoutDiagnostic] = []
    private var widthConstraint: LayoutConstraint?

    init(_ scene: StackScene) {
        // Room for the widest stack: one that overflows its root has its margins grown by the overflow (the safe
        // area it leaves), which widens it again, a layout with no fixed point.
        root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        root.name = "root"
        stack = StackView(name: "stack")
        root.addSubview(stack)
        root.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        stack.mas.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.top.equalToSuperview().offset(40)
        }
        apply(scene)
    }

    /// The views the scene arranges, in order.
    func arranged(_ scene: StackScene) -> [Block] { scene.items.compactMap { blocks[$0.number] } }

    /// Makes the stack match `scene`: removes views that left, inserts new ones, then sets every property.
    func apply(_ scene: StackScene) {
        let wanted = Set(scene.items.map(\.number))
        for (number, block) in blocks where !wanted.contains(number) {
            block.removeFromSuperview()
            blocks[number] = nil
        }
        for (index, item) in scene.items.enumerated() {
            let block: Block
            if let existing = blocks[item.number] {
                block = existing
                if stack.arrangedSubviews.firstIndex(where: { $0 === block }) != index {
                    stack.insertArrangedSubview(block, at: index)
                }
            } else {
                block = Block("b\(item.number)", item.size.width, item.size.height)
                blocks[item.number] = block
                stack.insertArrangedSubview(block, at: index)
            }
            if block.contentSize != item.size { block.contentSize = item.size }
            if block.isHidden != item.isHidden { block.isHidden = item.isHidden }
            stack.setCustomSpacing(item.customSpacing ?? StackView.spacingUseDefault, after: block)
        }
        stack.axis = scene.axis
        stack.distribution = scene.distribution
        stack.alignment = scene.alignment
        stack.spacing = scene.spacing
        stack.isLayoutMarginsRelativeArrangement = scene.isLayoutMarginsRelative
        stack.isBaselineRelativeArrangement = scene.isBaselineRelative
        stack.layoutMargins = scene.margins
        if widthConstraint?.constant != scene.width {
            widthConstraint?.isActive = false
            widthConstraint = scene.width.map { width in
                let constraint = stack.widthAnchor.constraint(equalToConstant: width)
                constraint.isActive = true
                return constraint
            }
        }
    }
}

/// Whether two laid-out frames (at scale 2) come from values within half a pixel of each other on every edge: each
/// is rounded to the pixel grid, so two values a rounding error apart on either side of a half pixel end up one
/// pixel (half a point) apart, and no more.
func areFromValuesWithinHalfAPixel(_ a: Rect, _ b: Rect) -> Bool {
    isClose(a, b, within: 0.5 + 1e-9)
}
