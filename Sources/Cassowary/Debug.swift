extension Solver {
    /// A readable dump of the solver's state: objective by level, tableau rows, infeasible rows, variables,
    /// edit variables and constraints. Rows and cells are printed in symbol order, so equal states print equally.
    public func dump() -> String {
        rebuildIfNeeded()
        ensureOptimal()
        let tableau = currentTableau
        var out = ""
        func symbolName(_ symbol: Symbol) -> String { "\(tableau.kind(symbol).letter)\(symbol.id)" }
        func format(_ constant: Double, _ cells: [Cell]) -> String {
            var text = "\(constant)"
            for cell in cells.sorted(by: { $0.symbol < $1.symbol }) {
                text += " + \(cell.coefficient) * \(symbolName(cell.symbol))"
            }
            return text
        }
        func section(_ title: String) {
            out += title + "\n" + String(repeating: "-", count: title.count) + "\n"
        }

        section("Objective")
        for (level, constant, cells) in tableau.objective.levelsStrongestFirst() {
            out += "level \(level): \(format(constant, cells))\n"
        }
        out += "\n"
        section("Tableau")
        for row in tableau.rows.filter({ $0.basic.isValid }).sorted(by: { $0.basic < $1.basic }) {
            out += "\(symbolName(row.basic)) | \(format(row.constant, row.cells))\n"
        }
        out += "\n"
        section("Infeasible")
        for symbol in tableau.infeasible { out += symbolName(symbol) + "\n" }
        out += "\n"
        section("Variables")
        for (variable, symbol) in knownVariables {
            out += "\(variable.name.isEmpty ? "<unnamed>" : variable.name) = \(symbolName(symbol))\n"
        }
        out += "\n"
        section("Edit Variables")
        for edit in editsInOrder {
            out += "\(edit.variable.name.isEmpty ? "<unnamed>" : edit.variable.name) = \(edit.constant)\n"
        }
        out += "\n"
        section("Constraints")
        for record in constraintsInOrder { out += record.constraint.description + "\n" }
        return out
    }
}
