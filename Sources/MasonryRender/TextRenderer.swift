import Masonry

/// Draws a laid-out view tree with box-drawing characters in a fixed grid, to see a layout in a terminal or a
/// test log.
///
/// The root's bounds are stretched to fill the grid, each axis on its own (terminal cells are taller than they
/// are wide, so keeping the aspect ratio would not keep shapes anyway); each visible view is a box whose edges
/// are the cells its frame's edges fall in, joined where boxes meet. Its name (or `Type#n`, as ``SVGRenderer``
/// numbers views) is written inside its top-left corner when there is room, shortened with `…` when only part
/// fits. Hidden views and their subtrees are left out. A scroll view's content is moved by its content offset and
/// cut to the scroll view, as a screen shows it.
///
/// ```swift
/// print(TextRenderer(columns: 40, rows: 12).render(root))
/// ```
///
/// The result is exactly `rows` lines of `columns` characters, each line ending with a line feed; the same tree
/// gives the same text. Rendering lays the tree out first if it needs it, and takes time linear in the number of
/// views for a given grid.
public struct TextRenderer: Sendable {
    /// The width of the picture, in characters.
    public let columns: Int
    /// The height of the picture, in lines.
    public let rows: Int

    /// The most columns or rows a picture has; larger sizes are reduced to it, so no size can exhaust memory.
    public static let maximumSide = 2_000

    /// Creates a renderer for a grid of this size; a size below 1 draws nothing (an empty string), and one above
    /// ``maximumSide`` is reduced to it.
    public init(columns: Int, rows: Int) {
        self.columns = min(max(columns, 0), Self.maximumSide)
        self.rows = min(max(rows, 0), Self.maximumSide)
    }

    /// The picture of `root`'s tree as it is laid out now.
    public func render(_ root: View) -> String {
        guard columns > 0, rows > 0 else { return "" }
        root.layoutIfNeeded()
        let drawn = ViewWalk.drawnViews(of: root)
        let size = root.bounds.size
        let scaleX = Self.scale(cells: columns, points: size.width)
        let scaleY = Self.scale(cells: rows, points: size.height)
        var grid = BoxGrid(columns: columns, rows: rows)
        var boxes: [(left: Int, top: Int, right: Int, bottom: Int)] = []
        boxes.reserveCapacity(drawn.count)
        for view in drawn {
            // Inside a scroll view, only what shows through it.
            let rect = view.clip.map { view.rect.intersection($0.rect) } ?? view.rect
            let box = (
                left: Self.cell(rect.minX, scaleX), top: Self.cell(rect.minY, scaleY),
                right: Self.cell(rect.maxX, scaleX), bottom: Self.cell(rect.maxY, scaleY)
            )
            boxes.append(box)
            grid.drawBox(left: box.left, top: box.top, right: box.right, bottom: box.bottom)
        }
        for (view, box) in zip(drawn, boxes) {
            Self.writeName(view.name, in: box, on: &grid)
        }
        return grid.text
    }

    /// Cells per point, so that the root's far edge lands in the last cell.
    private static func scale(cells: Int, points: Double) -> Double {
        guard points.isFinite, points > 0 else { return 0 }
        return Double(cells - 1) / points
    }

    /// The cell a coordinate falls in, clamped far outside the grid so it always fits an `Int`.
    private static func cell(_ points: Double, _ scale: Double) -> Int {
        let value = (points * scale).rounded()
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -1_000_000), 1_000_000))
    }

    /// Writes a name on the first line inside a box, from its second column, where the cells are still blank;
    /// cut short with `…` when only part of it fits, left out when not even two characters fit.
    private static func writeName(
        _ name: String, in box: (left: Int, top: Int, right: Int, bottom: Int),
        on grid: inout BoxGrid
    ) {
        guard box.bottom - box.top >= 2 else { return }
        let row = box.top + 1, start = max(box.left + 1, 0)
        let limit = min(box.right, grid.columns)
        // Control characters (a line feed in a name) would break the grid: they show as spaces.
        let characters = name.map {
            $0.isNewline || $0.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F })
                ? Character(" ") : $0
        }
        var room = 0
        while start + room < limit, grid.isBlank(column: start + room, row: row, count: 1) { room += 1 }
        let shown: [Character]
        if characters.count <= room {
            shown = characters
        } else if room >= 2 {
            shown = Array(characters.prefix(room - 1)) + ["…"]
        } else {
            return
        }
        for (offset, character) in shown.enumerated() {
            grid.write(character, column: start + offset, row: row)
        }
    }
}
