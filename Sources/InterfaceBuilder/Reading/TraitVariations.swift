/// Interface Builder's trait variations (`<variation key="widthClass=regular">`) resolved for one device.
///
/// An element's `variation` children apply in order: `default` (the any-width, any-height configuration) first,
/// then every variation whose conditions the device meets, the more specific later; each one's `mask` includes or
/// excludes constraints and subviews by id, and its other attributes replace the element's own.
struct TraitVariations {
    let tree: XMLTree
    let device: Device

    /// Whether a variation key (`default`, `widthClass=compact`, `widthClass=regular-heightClass=compact`,
    /// `userInterfaceIdiom=pad`) holds for the device; `default` holds everywhere.
    func holds(_ key: String) -> Bool {
        if key == "default" { return true }
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return false }
            switch parts[0] {
            case "widthClass": if parts[1] != device.widthClass { return false }
            case "heightClass": if parts[1] != device.heightClass { return false }
            case "userInterfaceIdiom": if parts[1] != device.idiom.rawValue { return false }
            default: return false
            }
        }
        return true
    }

    /// The variations of `index` that hold, `default` first and the most specific last.
    func applicable(to index: Int) -> [Int] {
        tree.children(of: index, named: "variation")
            .filter { holds(tree[$0]["key"] ?? "") }
            .sorted { specificity(tree[$0]["key"] ?? "") < specificity(tree[$1]["key"] ?? "") }
    }

    private func specificity(_ key: String) -> Int { key == "default" ? 0 : key.split(separator: "-").count }

    /// The element's attributes with those of its applicable variations laid over them.
    func attributes(of index: Int) -> [String: String] {
        var attributes = tree[index].attributes
        for variation in applicable(to: index) {
            for (name, value) in tree[variation].attributes where name != "key" { attributes[name] = value }
        }
        return attributes
    }

    /// The ids of constraints and subviews the device's variations leave out, below `index`.
    func excludedIDs(below index: Int) -> Set<String> {
        var included: [String: Bool] = [:]
        for element in tree.descendants(of: index) where tree[element].name != "variation" {
            for variation in applicable(to: element) {
                for mask in tree.children(of: variation, named: "mask") {
                    for entry in tree[mask].children {
                        guard let reference = tree[entry]["reference"] else { continue }
                        if tree[entry].name == "exclude" { included[reference] = false }
                        if tree[entry].name == "include" { included[reference] = true }
                    }
                }
            }
        }
        return Set(included.filter { !$0.value }.keys)
    }
}
