import Cassowary

/// What a view measured with a shared ``MeasuringTemplate`` keeps of its own: the template, the constraints of its
/// subtree it stands for (in the order they went into the template), the constants in which it differs, and the
/// values its last measurement solved (four per item: a few doubles per view).
final class TemplateShare {
    let template: MeasuringTemplate
    /// The subtree's constraints, in the order their pieces are in the template.
    let constraints: [LayoutConstraint]
    /// Where each constraint's pieces start in ``constants`` (a content size has two, any other one).
    private let pieceStarts: [Int32]
    // The constants and the values are not checked for exclusive access at run time: a measurement and a tree
    // adopting the subtree read them for every item, a check of about 75 instructions each. They are changed in
    // place only by the engine's measuring code and the template's solve, which call nothing outside the engine
    // while they do, so no two accesses overlap.
    /// The constant of each of the template's pieces for this view: its constraints', then its two pulls'.
    @exclusivity(unchecked) var constants: [Double]
    /// The solved value of each variable slot (``MeasuringShape/slot(item:variable:)``), 0 for a slot no constraint
    /// names, as an engine of its own gives for a variable it does not hold.
    @exclusivity(unchecked) var values: [Double]
    /// The index of each constraint in ``constraints``, for a subtree too large to search: made on first use.
    private var indexByConstraint: [ObjectIdentifier: Int]?
    /// The slots of the subtree's variables, numbered when the subtree was lowered into the template's shape.
    private let numbering: SlotNumbering

    init(
        template: MeasuringTemplate, constraints: [LayoutConstraint], pieceStarts: [Int32], constants: [Double],
        numbering: SlotNumbering
    ) {
        self.template = template
        self.constraints = constraints
        self.pieceStarts = pieceStarts
        self.constants = constants
        self.numbering = numbering
        values = Array(repeating: 0, count: 4 * numbering.itemCount)
        template.shareCount += 1
    }

    deinit { template.shareCount -= 1 }

    /// The index of `constraint` in ``constraints``, if it is one of them.
    func index(of constraint: LayoutConstraint) -> Int? {
        // A cell's few constraints are found faster by a look at each than by hashing.
        if constraints.count <= 32 { return constraints.firstIndex { $0 === constraint } }
        if indexByConstraint == nil {
            var index: [ObjectIdentifier: Int] = [:]
            index.reserveCapacity(constraints.count)
            for (position, constraint) in constraints.enumerated() { index[ObjectIdentifier(constraint)] = position }
            indexByConstraint = index
        }
        return indexByConstraint?[ObjectIdentifier(constraint)]
    }

    /// The range of ``constants`` the constraint at `index` holds.
    func pieces(ofConstraintAt index: Int) -> Range<Int> {
        let start = Int(pieceStarts[index])
        let end = index + 1 < pieceStarts.count ? Int(pieceStarts[index + 1]) : constants.count - 2
        return start..<end
    }

    /// The range of ``constants`` the two pulls hold (width, then height).
    var pulls: Range<Int> { constants.count - 2..<constants.count }

    /// The value solved for `variable` of an item of the measured subtree (`root` is the measured view); 0 for
    /// a variable of an item outside it.
    func value(of variable: Variable, root: View) -> Double {
        // The measured view's size, asked for at every measurement and by a tree adopting the subtree.
        if variable === root.widthVariable { return values.count > 2 ? values[2] : 0 }
        if variable === root.heightVariable { return values.count > 3 ? values[3] : 0 }
        guard let slot = numbering.slot(of: variable), slot < values.count else { return 0 }
        return values[slot]
    }

    /// The rectangle solved for `item` in its parent's coordinates; zero for an item outside the subtree.
    func rect(of item: LayoutItem) -> Rect {
        guard let base = numbering.baseSlot(of: item), base + 3 < values.count else { return .zero }
        return Rect(x: values[base], y: values[base + 1], width: values[base + 2], height: values[base + 3])
    }
}
