import Cassowary

/// `grid`: rows × columns equal cells with 8-point gutters, filling the window. N is the number of cells.
///
/// Every row ends on the window's right edge and every column on its bottom edge, as a layout would say it, so
/// all but one of each kind are redundant. Sizes have no lower bound, so every window is feasible.
let grid = Scenario(name: "grid", sizes: [100, 1_000, 10_000]) { system, cellCount in
    let (rows, columns) = gridShape(cellCount)
    var first: View?
    var rowAbove: [View] = []
    for row in 0..<rows {
        var currentRow: [View] = []
        for column in 0..<columns {
            let cell = system.view()
            if let left = currentRow.last {
                system.add(cell.left == left.right + 8)
            } else {
                system.add(cell.left == 8)
            }
            if row > 0 {
                system.add(cell.top == rowAbove[column].bottom + 8)
            } else {
                system.add(cell.top == 8)
            }
            if let first {
                system.add(cell.width == first.width)
                system.add(cell.height == first.height)
            } else {
                first = cell
            }
            if column == columns - 1 {
                system.add(cell.right == system.width - 8)
            }
            if row == rows - 1 {
                system.add(cell.bottom == system.height - 8)
            }
            currentRow.append(cell)
        }
        rowAbove = currentRow
    }
}

/// The squarest rows × columns with rows ≤ columns: 100 → 10×10, 1,000 → 25×40, 10,000 → 100×100.
func gridShape(_ cellCount: Int) -> (rows: Int, columns: Int) {
    var rows = max(1, Int(Double(cellCount).squareRoot()))
    while cellCount % rows != 0 { rows -= 1 }
    return (rows, cellCount / rows)
}
