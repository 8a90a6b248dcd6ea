import InterfaceBuilder
import Masonry

/// Decides, without the layout engine, whether a scene's stored frames are an oracle: every required constraint
/// holds at the stored frames, and the constraints that hold there (with intrinsic sizes, autoresizing frames and
/// stacks' content sizes) determine every frame (the linear system has full rank).
struct StoredFrameOracle {
    let scene: Scene

    /// Frames in root coordinates, by view.
    private var absolute: [ObjectIdentifier: Rect] = [:]
    /// Column of a view's x, y, width, height in the system.
    private var columns: [ObjectIdentifier: Int] = [:]
    /// Column of a scroll view's content width and height (after the views' columns).
    private var contentColumns: [ObjectIdentifier: Int] = [:]
    /// Content sizes implied by the constraints met so far, by column (the document stores none).
    private var contentSizes: [Int: Double] = [:]
    private var columnCount: Int { columns.count * 4 + contentColumns.count * 2 }

    /// How far a satisfied constraint may be off at stored frames: a third of a point, and a little.
    static let pixelTolerance = 1.0 / 3 + 0.01

    init(scene: Scene) {
        self.scene = scene
    }

    /// `nil` when the scene is an oracle, otherwise why not.
    mutating func reasonItIsNoOracle() -> String? {
        if let item = scene.items.first(where: { $0.isMarkedMisplaced }) { return "Xcode marks \(item.id) misplaced" }
        if let item = scene.items.first(where: { $0.isMarkedAmbiguous }) { return "Xcode marks \(item.id) ambiguous" }
        if let issue = scene.readingIssues.first { return "reading: \(issue.message)" }
        for item in scene.items {
            guard let stored = item.storedFrame else { return "\(item.id) has no stored frame" }
            if item.view === scene.root {
                absolute[ObjectIdentifier(item.view)] = Rect(x: 0, y: 0, width: stored.width, height: stored.height)
                continue
            }
            guard let parent = item.view.superview, let origin = absolute[ObjectIdentifier(parent)] else {
                return "\(item.id) has no parent frame"
            }
            absolute[ObjectIdentifier(item.view)] = Rect(
                x: origin.minX + stored.minX, y: origin.minY + stored.minY, width: stored.width, height: stored.height)
            columns[ObjectIdentifier(item.view)] = columns.count * 4
        }
        for item in scene.items where item.view is ScrollView {
            contentColumns[ObjectIdentifier(item.view)] = columns.count * 4 + contentColumns.count * 2
        }
        var rows: [[Int: Double]] = []
        for record in scene.constraints {
            let constraint = record.constraint
            guard let lhs = value(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem) else {
                return "constraint \(record.id) uses \(constraint.firstAttribute), which the oracle cannot evaluate"
            }
            var rhs = (0.0, [Int: Double]())
            if let second = constraint.secondItem {
                guard let value = value(second, constraint.secondAttribute, other: constraint.firstItem) else {
                    return
                        "constraint \(record.id) uses \(constraint.secondAttribute), which the oracle cannot evaluate"
                }
                rhs = (value.0 * constraint.multiplier, value.1.mapValues { $0 * constraint.multiplier })
            }
            var difference = lhs.0 - (rhs.0 + constraint.constant)
            // A scroll view's content size is stored nowhere: the first equality that uses an unknown one defines
            // it; an inequality over an unknown one says nothing here.
            var gradient = lhs.1
            for (column, coefficient) in rhs.1 { gradient[column, default: 0] -= coefficient }
            let unknown = gradient.filter {
                isContentColumn($0.key) && contentSizes[$0.key] == nil && abs($0.value) > 1e-9
            }
            if let (column, coefficient) = unknown.first {
                guard unknown.count == 1, constraint.relation == .equal else { continue }
                contentSizes[column] = -difference / coefficient
                difference = 0
            }
            // Xcode rounds frames to pixels (a third of a point at 3x), so a constraint that holds is off by at most
            // that much; more than that means the stored frames are not what the constraints give.
            let tolerance = StoredFrameOracle.pixelTolerance
            let holds: Bool
            let tight = abs(difference) <= tolerance
            switch constraint.relation {
            case .equal: holds = tight
            case .lessThanOrEqual: holds = difference <= tolerance
            case .greaterThanOrEqual: holds = difference >= -tolerance
            }
            if constraint.priority == .required, !holds {
                return
                    "required constraint \(scene.describe(constraint)) does not hold at the stored frames (off by \(difference))"
            }
            if tight { rows.append(gradient) }
        }
        for item in scene.items where item.view !== scene.root {
            guard let base = columns[ObjectIdentifier(item.view)] else { continue }
            let view = item.view
            let fixed = view.translatesAutoresizingMaskIntoConstraints && !(view.superview is StackView)
            if fixed || scene.isHiddenInLayout(view) {
                for offset in 0..<4 {
                    var row = [base + offset: 1.0]
                    if offset < 2, let parent = view.superview, let parentBase = columns[ObjectIdentifier(parent)] {
                        row[parentBase + offset] = -1
                    }
                    rows.append(row)
                }
                continue
            }
            let intrinsic = view.intrinsicContentSize
            if intrinsic.width >= 0 || view is StackView { rows.append([base + 2: 1]) }
            if intrinsic.height >= 0 || view is StackView { rows.append([base + 3: 1]) }
            if let stack = view.superview as? StackView, let stackBase = columns[ObjectIdentifier(stack)] {
                // Arranged views: placed by the stack from its frame and their sizes.
                for offset in 0..<4 { rows.append([base + offset: 1, stackBase + offset: offset < 2 ? -1 : 0]) }
            }
        }
        // A scroll view no constraint gives content to (a table or collection view sizes its own) has nothing to
        // determine.
        let used = Set(rows.flatMap(\.keys))
        for column in (columns.count * 4)..<columnCount where !used.contains(column) { rows.append([column: 1]) }
        let rank = StoredFrameOracle.rank(rows, columns: columnCount)
        if rank < columnCount {
            return "the constraints that hold at the stored frames leave \(columnCount - rank) degrees of freedom"
        }
        return nil
    }

    /// An attribute's value at the stored frames, and its gradient over the columns.
    private func isContentColumn(_ column: Int) -> Bool { column >= columns.count * 4 }

    /// Whether `item` is (or is a guide of) a view inside `ancestor`.
    private func isInside(_ item: LayoutItem?, _ ancestor: View) -> Bool {
        var view = (item as? View) ?? (item as? LayoutGuide)?.owningView
        if view === ancestor { return false }
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    /// UIKit's rule for scroll views: its content guide, and its edges (and margins) related to a view inside it,
    /// are the content area (at the scroll view's origin, content offset zero, of the content size).
    private func contentValue(_ item: LayoutItem?, _ attribute: LayoutAttribute, other: LayoutItem?)
        -> (Double, [Int: Double])?
    {
        let scroll: ScrollView
        var insets = EdgeInsets.zero
        if let guide = item as? LayoutGuide, let owner = guide.owningView as? ScrollView,
            owner.contentLayoutGuide === guide
        {
            scroll = owner
        } else if let owner = item as? ScrollView, isInside(other, owner) {
            switch attribute {
            case .left, .right, .top, .bottom, .leading, .trailing: break
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
                insets = owner.layoutMargins
            default: return nil
            }
            scroll = owner
        } else {
            return nil
        }
        guard let frame = absolute[ObjectIdentifier(scroll)], let base = columns[ObjectIdentifier(scroll)],
            let content = contentColumns[ObjectIdentifier(scroll)]
        else { return nil }
        let width = contentSizes[content] ?? 0
        let height = contentSizes[content + 1] ?? 0
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return (frame.minX + insets.left, [base: 1])
        case .top, .topMargin: return (frame.minY + insets.top, [base + 1: 1])
        case .right, .trailing, .rightMargin, .trailingMargin:
            return (frame.minX + width - insets.right, [base: 1, content: 1])
        case .bottom, .bottomMargin: return (frame.minY + height - insets.bottom, [base + 1: 1, content + 1: 1])
        case .width: return (width, [content: 1])
        case .height: return (height, [content + 1: 1])
        case .centerX: return (frame.minX + width / 2, [base: 1, content: 0.5])
        case .centerY: return (frame.minY + height / 2, [base + 1: 1, content + 1: 0.5])
        default: return nil
        }
    }

    private func value(_ item: LayoutItem?, _ attribute: LayoutAttribute, other: LayoutItem?) -> (
        Double, [Int: Double]
    )? {
        if let content = contentValue(item, attribute, other: other) { return content }
        var view: View
        var insets = EdgeInsets.zero
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            view = owner
            insets = guide.identifier == "UIViewLayoutMarginsGuide" ? margins(of: owner) : safeArea(of: owner)
        } else if let item = item as? View {
            view = item
        } else {
            return nil
        }
        guard var frame = absolute[ObjectIdentifier(view)] else { return nil }
        if item is View {
            // A view's own attributes are those of its alignment rectangle.
            let alignment = view.alignmentRectInsets
            frame = Rect(
                x: frame.minX + alignment.left, y: frame.minY + alignment.top,
                width: frame.width - alignment.left - alignment.right,
                height: frame.height - alignment.top - alignment.bottom)
        }
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            insets = margins(of: view)
        default: break
        }
        let column = columns[ObjectIdentifier(view)]
        func gradient(_ pairs: [(Int, Double)]) -> [Int: Double] {
            guard let column else { return [:] }
            var result: [Int: Double] = [:]
            for (offset, coefficient) in pairs { result[column + offset, default: 0] += coefficient }
            return result
        }
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin:
            return (frame.minX + insets.left, gradient([(0, 1)]))
        case .right, .trailing, .rightMargin, .trailingMargin:
            return (frame.maxX - insets.right, gradient([(0, 1), (2, 1)]))
        case .top, .topMargin: return (frame.minY + insets.top, gradient([(1, 1)]))
        case .bottom, .bottomMargin: return (frame.maxY - insets.bottom, gradient([(1, 1), (3, 1)]))
        case .width: return (frame.width - insets.left - insets.right, gradient([(2, 1)]))
        case .height: return (frame.height - insets.top - insets.bottom, gradient([(3, 1)]))
        case .centerX, .centerXWithinMargins:
            return ((frame.minX + insets.left + frame.maxX - insets.right) / 2, gradient([(0, 1), (2, 0.5)]))
        case .centerY, .centerYWithinMargins:
            return ((frame.minY + insets.top + frame.maxY - insets.bottom) / 2, gradient([(1, 1), (3, 0.5)]))
        case .firstBaseline, .lastBaseline:
            // The offsets the view states (a label's text, a button's title); a stack view's baseline is one of
            // its arranged views', which the oracle does not follow.
            guard item is View, !(view is StackView) else { return nil }
            let offsets = view.baselineOffsetsFromEdges
            return attribute == .firstBaseline
                ? (frame.minY + (offsets?.firstFromTop ?? 0), gradient([(1, 1)]))
                : (frame.maxY - (offsets?.lastFromBottom ?? 0), gradient([(1, 1), (3, 1)]))
        case .notAnAttribute:
            return nil
        }
    }

    /// The safe-area insets at the stored frames: the root's, and for a subview how far its frame reaches into the
    /// root's unsafe area.
    private func safeArea(of view: View) -> EdgeInsets {
        let root = scene.root
        let rootInsets = root.safeAreaInsets
        guard view !== root, let frame = absolute[ObjectIdentifier(view)] else { return rootInsets }
        let size = root.bounds.size
        return EdgeInsets(
            top: max(0, rootInsets.top - frame.minY), left: max(0, rootInsets.left - frame.minX),
            bottom: max(0, frame.maxY - (size.height - rootInsets.bottom)),
            right: max(0, frame.maxX - (size.width - rootInsets.right)))
    }

    /// Layout margins grown to the superview's when preserved, plus the safe area unless the view opts out.
    private func margins(of view: View) -> EdgeInsets {
        var margins = view.layoutMargins
        if view.preservesSuperviewLayoutMargins, let parent = view.superview,
            let frame = absolute[ObjectIdentifier(view)], let parentFrame = absolute[ObjectIdentifier(parent)]
        {
            let outer = self.margins(of: parent)
            margins.left = max(margins.left, outer.left - (frame.minX - parentFrame.minX))
            margins.top = max(margins.top, outer.top - (frame.minY - parentFrame.minY))
            margins.right = max(margins.right, outer.right - (parentFrame.maxX - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (parentFrame.maxY - frame.maxY))
        }
        guard view.insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeArea(of: view)
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }

    /// The rank of sparse rows, by Gaussian elimination with partial pivoting.
    static func rank(_ rows: [[Int: Double]], columns: Int) -> Int {
        var pivots: [Int: [Int: Double]] = [:] // pivot column → normalised row
        var rank = 0
        for original in rows {
            var row = original
            // Eliminate existing pivots until none remains in the row.
            var changed = true
            while changed {
                changed = false
                for column in row.keys.sorted() where abs(row[column] ?? 0) > 1e-9 {
                    guard let pivot = pivots[column], let coefficient = row[column] else { continue }
                    for (pivotColumn, value) in pivot { row[pivotColumn, default: 0] -= coefficient * value }
                    row = row.filter { abs($0.value) > 1e-9 }
                    changed = true
                    break
                }
            }
            guard let (column, value) = row.max(by: { abs($0.value) < abs($1.value) }), abs(value) > 1e-9 else {
                continue
            }
            pivots[column] = row.mapValues { $0 / value }
            rank += 1
            if rank == columns { break }
        }
        return rank
    }
}
