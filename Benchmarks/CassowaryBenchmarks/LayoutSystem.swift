import Cassowary

/// A view's frame: the four variables every scenario gives each view.
struct View {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerY: Expression { top + 0.5 * height }
}

/// The variables and constraints of one benchmark system, in the order the solver receives them.
///
/// Every scenario shares the window size, `width` and `height`, which the harness makes strong edit variables.
final class LayoutSystem {
    let width = Variable("width")
    let height = Variable("height")
    /// Every variable, for the checksum.
    private(set) var variables: [Variable]
    private(set) var views: [View] = []
    private(set) var constraints: [Constraint] = []

    init() {
        variables = [width, height]
    }

    func variable(_ name: String = "") -> Variable {
        let variable = Variable(name)
        variables.append(variable)
        return variable
    }

    /// A new view; a name (enaml only) prefixes its variables' names, e.g. `lb1left`.
    func view(_ name: String = "") -> View {
        // The large scenarios leave variables unnamed so that naming costs nothing in the build time.
        func named(_ edge: String) -> String { name.isEmpty ? "" : name + edge }
        let view = View(
            left: variable(named("left")), top: variable(named("top")),
            width: variable(named("width")), height: variable(named("height")))
        views.append(view)
        return view
    }

    func add(_ constraint: Constraint, _ strength: Strength = .required) {
        constraints.append(strength.isRequired ? constraint : constraint | strength)
    }

    /// The sum of all variable values: equal checksums mean both solvers found the same solution.
    var checksum: Double {
        variables.reduce(0) { $0 + $1.value }
    }

    /// What the solver minimised, level by level, at the current values: for each strength level (highest first)
    /// the weighted sum of the violations of that level's constraints, including the two edit constraints, which
    /// ask for `window`. Required constraints count as a level of their own, which must be 0.
    ///
    /// On a degenerate problem the solvers may return different vertices (different checksums); equal objectives
    /// then show that both are optimal.
    func objective(window: WindowSize) -> [LevelViolation] {
        var levels: [LevelViolation] = []
        func add(_ violation: Double, _ strength: Strength) {
            if let index = levels.firstIndex(where: { $0.level == strength.level }) {
                levels[index].violation += strength.weight * violation
            } else {
                levels.append(LevelViolation(level: strength.level, violation: strength.weight * violation))
            }
        }
        add(abs(width.value - window.width), .strong)
        add(abs(height.value - window.height), .strong)
        for constraint in constraints {
            let value = constraint.expression.value
            switch constraint.relation {
            case .equal: add(abs(value), constraint.strength)
            case .lessThanOrEqual: add(max(0, value), constraint.strength)
            case .greaterThanOrEqual: add(max(0, -value), constraint.strength)
            }
        }
        return levels.sorted { $0.level > $1.level }
    }
}

struct LevelViolation {
    /// The strength level; `.infinity` for required constraints.
    let level: Double
    var violation: Double

    /// The level as the output names it: `required`, or the level's number.
    var name: String { level.isInfinite ? "required" : "\(Int(level))" }
}
