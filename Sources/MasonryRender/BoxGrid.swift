/// A grid of terminal cells where boxes are drawn with box-drawing characters, joined where their edges meet.
///
/// Each cell remembers which of its four sides a line leaves by; the character follows from that set (`─`, `│`,
/// `┌`, `┼`, …), so overlapping and touching boxes join cleanly whatever order they are drawn in. Text written
/// into a cell replaces the line there.
struct BoxGrid {
    let columns: Int
    let rows: Int
    private var lines: [UInt8]
    private var characters: [Character?]

    private static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        lines = Array(repeating: 0, count: self.columns * self.rows)
        characters = Array(repeating: nil, count: self.columns * self.rows)
    }

    private func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    private mutating func connect(column: Int, row: Int, _ sides: UInt8) {
        guard contains(column: column, row: row) else { return }
        lines[row * columns + column] |= sides
    }

    /// Draws the outline of the box whose corners are at these cells (inclusive); the parts outside the grid are
    /// left out. A box one cell wide or tall is a line, and a box of one cell is a dot.
    mutating func drawBox(left minColumn: Int, top minRow: Int, right maxColumn: Int, bottom maxRow: Int) {
        if minColumn == maxColumn, minRow == maxRow {
            if contains(column: minColumn, row: minRow), lines[minRow * columns + minColumn] == 0 {
                write("·", column: minColumn, row: minRow)
            }
            return
        }
        // Only the cells inside the grid are visited, so a huge box costs no more than the grid's perimeter.
        let firstColumn = max(minColumn, 0), lastColumn = min(maxColumn, columns - 1)
        if firstColumn <= lastColumn {
            for row in (minRow == maxRow ? [minRow] : [minRow, maxRow]) where row >= 0 && row < rows {
                for column in firstColumn...lastColumn {
                    var sides: UInt8 = 0
                    if column > minColumn { sides |= Self.left }
                    if column < maxColumn { sides |= Self.right }
                    connect(column: column, row: row, sides)
                }
            }
        }
        let firstRow = max(minRow, 0), lastRow = min(maxRow, rows - 1)
        if firstRow <= lastRow {
            for column in (minColumn == maxColumn ? [minColumn] : [minColumn, maxColumn])
            where column >= 0 && column < columns {
                for row in firstRow...lastRow {
                    var sides: UInt8 = 0
                    if row > minRow { sides |= Self.up }
                    if row < maxRow { sides |= Self.down }
                    connect(column: column, row: row, sides)
                }
            }
        }
    }

    /// Whether the cells from `column` for `count` cells on `row` hold neither lines nor text.
    func isBlank(column: Int, row: Int, count: Int) -> Bool {
        guard count > 0, contains(column: column, row: row), column + count <= columns else { return false }
        let start = row * columns + column
        return (start..<(start + count)).allSatisfy { lines[$0] == 0 && characters[$0] == nil }
    }

    /// Writes one character into a cell.
    mutating func write(_ character: Character, column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        characters[row * columns + column] = character
    }

    /// The grid as text: `rows` lines of exactly `columns` characters, each ending with a line feed.
    var text: String {
        var text = ""
        text.reserveCapacity((columns * 3 + 1) * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                text.append(characters[index] ?? Self.character(for: lines[index]))
            }
            text.append("\n")
        }
        return text
    }

    private static func character(for sides: UInt8) -> Character {
        switch sides {
        case 0: " "
        case up | down, up, down: "│"
        case left | right, left, right: "─"
        case down | right: "┌"
        case down | left: "┐"
        case up | right: "└"
        case up | left: "┘"
        case up | down | right: "├"
        case up | down | left: "┤"
        case left | right | down: "┬"
        case left | right | up: "┴"
        default: "┼"
        }
    }
}
