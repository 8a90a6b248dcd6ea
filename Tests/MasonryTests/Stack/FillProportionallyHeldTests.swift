import Masonry
import Testing

/// A `.fillProportionally` stack whose length is held lays its visible views out as UIKit's form does, each visible
/// view's length a multiple of the canvas length at 999, 998, …, built here by hand from plain constraints next to
/// the stack: random stacks of both axes and directions, with hidden views, spacings, margins, and a canvas narrower
/// and wider than the views' intrinsic lengths add up to.
@Suite struct FillProportionallyHeldTests {
    /// One random held stack: its views' intrinsic sizes, which are hidden, the spacing, the held lengths, the axis,
    /// the direction and whether the views fill the margins.
    struct Scene {
        let sizes: [Size]
        let hidden: [Bool]
        let spacing: Double
        let length: Double
        let thickness: Double
        let axis: Axis
        let rightToLeft: Bool
        let margins: EdgeInsets?

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            let count = Int.random(in: 2...9, using: &random)
            sizes = (0..<count).map { _ in
                Size(
                    width: Double(Int.random(in: 0...40, using: &random)),
                    height: Double(Int.random(in: 0...40, using: &random)))
            }
            hidden = (0..<count).map { _ in Int.random(in: 0..<4, using: &random) == 0 }
            spacing = Double(Int.random(in: 0...8, using: &random))
            // Narrower and wider than the intrinsic lengths add up to (at most 9 × 40 + 8 × 8).
            length = Double(Int.random(in: 10...600, using: &random))
            thickness = Double(Int.random(in: 20...60, using: &random))
            axis = Bool.random(using: &random) ? .horizontal : .vertical
            rightToLeft = Bool.random(using: &random)
            margins =
                Bool.random(using: &random)
                ? EdgeInsets(
                    top: Double(Int.random(in: 0...9, using: &random)),
                    left: Double(Int.random(in: 0...9, using: &random)),
                    bottom: Double(Int.random(in: 0...9, using: &random)),
                    right: Double(Int.random(in: 0...9, using: &random))) : nil
        }

        var heldSize: (width: Double, height: Double) {
            axis == .horizontal ? (length, thickness) : (thickness, length)
        }

        /// A root at the scene's direction, holding `container` at (20, 40) with the held size.
        func place(_ container: View) -> View {
            let root = makeRoot(width: 1_000, height: 1_000)
            root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
            root.addSubview(container)
            if let margins { container.layoutMargins = margins }
            let size = heldSize
            container.mas.makeConstraints { make in
                make.left.equalToSuperview().offset(20)
                make.top.equalToSuperview().offset(40)
                make.width.equalTo(size.width)
                make.height.equalTo(size.height)
            }
            return root
        }

        /// The frames of the visible views in the stack; `incrementally`, laid out first with every view visible,
        /// then again once the scene's views are hidden.
        func stackFrames(incrementally: Bool = false) -> [Rect] {
            let views = sizes.enumerated().map { Block("v\($0)", $1.width, $1.height) }
            if !incrementally {
                for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
            }
            let stack = StackView(name: "stack", arrangedSubviews: views)
            stack.axis = axis
            stack.distribution = .fillProportionally
            stack.spacing = spacing
            stack.isLayoutMarginsRelativeArrangement = margins != nil
            let root = place(stack)
            root.layoutIfNeeded()
            if incrementally {
                for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
                root.layoutIfNeeded()
            }
            return zip(views, hidden).filter { !$0.1 }.map(\.0.frame)
        }

        /// The frames of the same visible views under UIKit's constraints, written by hand: the chain from the
        /// canvas's leading edge to its trailing edge with the spacings, each view across the canvas, and each
        /// length `(lengthᵢ / T) × canvas length` at 999 − its visible position (no length without an intrinsic one).
        func multiplierFormFrames() -> [Rect] {
            let visible = zip(sizes, hidden).filter { !$0.1 }.map(\.0)
            let views = visible.enumerated().map { Block("v\($0)", $1.width, $1.height) }
            let container = View(name: "container")
            for view in views {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            let root = place(container)
            let canvas: LayoutItem = margins != nil ? container.layoutMarginsGuide : container
            let along: (leading: LayoutAttribute, trailing: LayoutAttribute, size: LayoutAttribute) =
                axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
            let across: (LayoutAttribute, LayoutAttribute) =
                axis == .horizontal ? (.top, .bottom) : (.leading, .trailing)
            let lengths = visible.map { axis == .horizontal ? $0.width : $0.height }
            let total = lengths.reduce(0, +) + spacing * Double(max(0, views.count - 1))
            var constraints: [LayoutConstraint] = []
            func relate(
                _ a: LayoutItem, _ x: LayoutAttribute, _ b: LayoutItem?, _ y: LayoutAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
            ) {
                let constraint = LayoutConstraint(
                    item: a, attribute: x, relatedBy: .equal, toItem: b, attribute: y, multiplier: multiplier,
                    constant: constant)
                constraint.priority = priority
                constraints.append(constraint)
            }
            if let first = views.first, let last = views.last {
                relate(first, along.leading, canvas, along.leading)
                relate(canvas, along.trailing, last, along.trailing)
            }
            for (before, after) in zip(views, views.dropFirst()) {
                relate(after, along.leading, before, along.trailing, constant: spacing)
            }
            for (index, view) in views.enumerated() {
                relate(view, across.0, canvas, across.0)
                relate(view, across.1, canvas, across.1)
                let priority = LayoutPriority(Float(999 - index))
                if lengths[index] > 0 {
                    relate(view, along.size, canvas, along.size, multiplier: lengths[index] / total, priority: priority)
                } else {
                    relate(view, along.size, nil, .notAnAttribute, priority: priority)
                }
            }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
    }

    @Test(arguments: [false, true])
    func randomHeldStacksGiveTheMultiplierFormsFrames(incrementally: Bool) {
        var compared = 0
        for seed in UInt64(1)...300 {
            let scene = Scene(seed: seed)
            let visible = scene.hidden.filter { !$0 }.count
            let lengths = zip(scene.sizes, scene.hidden).filter { !$0.1 }.map {
                scene.axis == .horizontal ? $0.0.width : $0.0.height
            }
            // Two visible views with a length to share: otherwise the stack makes no shares.
            guard visible >= 2, lengths.contains(where: { $0 > 0 }) else { continue }
            compared += 1
            let stack = scene.stackFrames(incrementally: incrementally), reference = scene.multiplierFormFrames()
            for (index, (a, b)) in zip(stack, reference).enumerated() {
                #expect(
                    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
                        && abs(a.height - b.height) <= 0.5,
                    "seed \(seed), visible view \(index): stack \(a), multiplier form \(b)")
            }
        }
        #expect(compared > 150)
    }
}
