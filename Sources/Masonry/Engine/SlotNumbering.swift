import Cassowary

/// The numbering a ``MeasuringShape`` gives a measured subtree's variables: four slots per item, in
/// ``View/forEachItemInMeasuringOrder(_:)``, each item's in ``LayoutItem/forEachVariable(_:)``'s order.
///
/// Made in one walk when the subtree is lowered into its shape, and kept by the view's ``TemplateShare`` to read
/// the values solved for its items. A cell's few items are found by a look at each slot's variable, which costs
/// less than hashing; a subtree of more than ``linearLimit`` slots is indexed by a table instead.
struct SlotNumbering {
    /// The variable of each slot, by identity (the items are held by the subtree, not here).
    private var variables: [ObjectIdentifier] = []
    /// The slot of each variable, for a subtree of more than ``linearLimit`` slots.
    private var slotByVariable: [ObjectIdentifier: Int]?

    /// The most slots searched one by one (sixteen items).
    static let linearLimit = 64

    /// Numbers `root`'s subtree.
    init(root: View) {
        variables.reserveCapacity(32)
        root.forEachItemInMeasuringOrder { item in
            item.forEachVariable { variable, _ in variables.append(ObjectIdentifier(variable)) }
        }
        indexIfLarge()
    }

    /// Numbers `items`, already listed in ``View/forEachItemInMeasuringOrder(_:)``'s order.
    init(items: [LayoutItem]) {
        variables.reserveCapacity(4 * items.count)
        for item in items {
            item.forEachVariable { variable, _ in variables.append(ObjectIdentifier(variable)) }
        }
        indexIfLarge()
    }

    /// Makes the table of slots for a subtree of more than ``linearLimit`` slots.
    private mutating func indexIfLarge() {
        guard variables.count > Self.linearLimit else { return }
        var table: [ObjectIdentifier: Int] = [:]
        table.reserveCapacity(variables.count)
        for (slot, variable) in variables.enumerated() { table[variable] = slot }
        slotByVariable = table
    }

    /// How many items are numbered.
    var itemCount: Int { variables.count / 4 }

    /// The slot of `variable`, `nil` for a variable of an item outside the subtree.
    @inline(__always)
    func slot(of variable: Variable) -> Int? {
        let wanted = ObjectIdentifier(variable)
        if let slotByVariable { return slotByVariable[wanted] }
        return variables.firstIndex(of: wanted)
    }

    /// The first of `item`'s four slots (its origin x), `nil` for an item outside the subtree.
    func baseSlot(of item: LayoutItem) -> Int? {
        slot(of: item.minXVariable)
    }
}
