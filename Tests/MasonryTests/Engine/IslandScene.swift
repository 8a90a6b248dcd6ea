@_spi(Testing) import Masonry

/// A feed of self-sized cells, as a table view lays one out: each cell measured at the feed's width (required) and
/// its fitting height, placed by frame under the one before (it translates a flexible-width autoresizing mask), then
/// the root laid out. The cells vary at random, so the islands the root adopts see many shapes: wrapping labels,
/// right edges pinned or free, margins, a nested container, baselines, and now and then a conflict.
struct IslandScene {
    /// What one cell holds.
    struct Cell {
        var title: String
        var body: String
        var boxSize: Size
        var gap: Double
        /// Whether the body's right edge is pinned (`==`) to the cell's, or only kept inside it (`<=`).
        var bodyFillsWidth: Bool
        /// Whether the body sits on the cell's margins guide, inside a nested container view.
        var bodyInContainer: Bool
        /// Whether the title's first baseline is aligned with the box's centre.
        var alignsBaseline: Bool
        /// Whether the box's height is also required at another value: a conflict the measurement and the root
        /// both report.
        var conflicts: Bool
        /// Whether a weak constraint held by the root reaches the title (the cell is then no island).
        var crossed = false
        /// When set: the cell no longer translates its mask, and the root pins it at this frame.
        var pinned: Rect?

        static func random(using random: inout SplitMix64, conflicts: Bool) -> Cell {
            let words = ["feed", "cell", "layout", "island", "a", "measured", "subtree", "of", "text", "wraps"]
            func text(_ count: Int) -> String {
                (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(separator: " ")
            }
            return Cell(
                title: text(Int.random(in: 1...4, using: &random)), body: text(Int.random(in: 0...30, using: &random)),
                boxSize: Size(
                    width: Double(Int.random(in: 20...60, using: &random)),
                    height: Double(Int.random(in: 20...80, using: &random))),
                gap: Double(Int.random(in: 0...8, using: &random)) / 2,
                bodyFillsWidth: Bool.random(using: &random), bodyInContainer: Bool.random(using: &random),
                alignsBaseline: Int.random(in: 0..<4, using: &random) == 0,
                conflicts: conflicts && Int.random(in: 0..<3, using: &random) == 0)
        }
    }

    var cells: [Cell]
    var width: Double

    static func random(seed: UInt64, count: Int = 5, conflicts: Bool = false) -> IslandScene {
        var random = SplitMix64(seed: seed)
        let cells = (0..<count).map { _ in Cell.random(using: &random, conflicts: conflicts) }
        return IslandScene(cells: cells, width: [320.0, 375, 414][Int.random(in: 0..<3, using: &random)])
    }
}

/// The views of an ``IslandScene``.
final class IslandSceneTree {
    final class CellView: View {
        let box = View(name: "box")
        let title = Label(name: "title")
        let body = Label(name: "body")
        let container = View(name: "container")
        var gapConstraint: LayoutConstraint?
        var crossing: LayoutConstraint?
        var pins: [LayoutConstraint] = []

        init(_ cell: IslandScene.Cell, index: Int) {
            super.init(name: "cell\(index)")
            autoresizingMask = [.flexibleWidth]
            title.text = cell.title
            body.text = cell.body
            body.numberOfLines = 0
            for view in [box, title, container] { addConstrained(view, to: self) }
            addConstrained(body, to: cell.bodyInContainer ? container : self)
            constrain(box, .left, to: self, constant: 8)
            constrain(box, .top, to: self, constant: 8)
            fixSize(of: box, width: cell.boxSize.width, height: cell.boxSize.height)
            if cell.conflicts { constrain(box, .height, constant: cell.boxSize.height + 10) }
            constrain(title, .left, to: box, .right, constant: 8)
            if cell.alignsBaseline {
                constrain(title, .firstBaseline, to: box, .centerY)
            } else {
                constrain(title, .top, to: self, constant: 8)
            }
            constrain(title, .right, .lessThanOrEqual, to: self, constant: -8)
            // The container spans from the title's left to the cell's right, under the title.
            constrain(container, .left, to: title, .left)
            constrain(container, .right, to: self, constant: -8)
            gapConstraint = constrain(container, .top, to: title, .bottom, constant: cell.gap)
            if cell.bodyInContainer {
                container.layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
                pinEdges(of: body, to: container.layoutMarginsGuide)
            } else {
                constrain(body, .left, to: container, .left)
                constrain(body, .top, to: container, .top)
                constrain(container, .bottom, to: body, .bottom)
                constrain(body, .right, cell.bodyFillsWidth ? .equal : .lessThanOrEqual, to: container, .right)
            }
            constrain(self, .bottom, .greaterThanOrEqual, to: container, .bottom, constant: 8)
            constrain(self, .bottom, .greaterThanOrEqual, to: box, .bottom, constant: 8)
            constrain(self, .bottom, to: container, .bottom, constant: 8, priority: 1)
        }
    }

    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 0))
    private(set) var cells: [CellView] = []
    let recorder: DiagnosticRecorder

    init(_ scene: IslandScene, adoptsMeasuredSubtrees: Bool = true) {
        root.name = "root"
        root.contentScale = 2
        root.adoptsMeasuredSubtrees = adoptsMeasuredSubtrees
        recorder = DiagnosticRecorder(root)
        for (index, cell) in scene.cells.enumerated() {
            let view = CellView(cell, index: index)
            root.addSubview(view)
            cells.append(view)
            apply(cell, to: view)
        }
    }

    /// Every view, the root first, in the tree's order.
    var views: [View] {
        var result: [View] = []
        var stack: [View] = [root]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Brings the crossing constraint and the pins of `view` in line with `cell`.
    func apply(_ cell: IslandScene.Cell, to view: CellView) {
        if cell.crossed != (view.crossing != nil) {
            if let crossing = view.crossing {
                crossing.isActive = false
                view.crossing = nil
            } else {
                view.crossing = constrain(view.title, .left, to: root, constant: 1, priority: 5)
            }
        }
        LayoutConstraint.deactivate(view.pins)
        view.pins = []
        if let frame = cell.pinned {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.pins = [
                constrain(view, .left, to: root, constant: frame.minX),
                constrain(view, .top, to: root, constant: frame.minY),
                constrain(view, .width, to: root), constrain(view, .height, constant: frame.height)
            ]
        } else {
            view.translatesAutoresizingMaskIntoConstraints = true
        }
    }

    /// The table view's pass: the root's width, each cell measured and placed (a pinned one only measured), the
    /// root's height, then layout.
    func measureAndLayOut(width: Double) {
        root.frame = Rect(x: 0, y: 0, width: width, height: root.frame.height)
        var y = 0.0
        for cell in cells {
            let height = cell.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            if cell.translatesAutoresizingMaskIntoConstraints {
                cell.frame = Rect(x: 0, y: y, width: width, height: height)
            }
            y += height
        }
        root.frame = Rect(x: 0, y: 0, width: width, height: y)
        root.layoutIfNeeded()
    }

    /// Takes a cell out of the tree (its scene entry goes with it).
    func remove(at index: Int) {
        cells.remove(at: index).removeFromSuperview()
    }

    /// Moves a cell to the end, in the tree and in the list.
    func moveToEnd(_ index: Int) {
        let cell = cells.remove(at: index)
        root.addSubview(cell)
        cells.append(cell)
    }
}
