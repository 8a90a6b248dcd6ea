/// Which view controllers Xcode shows inside a navigation or tab bar controller (its "inferred" bars), found once per
/// document from the segues: a navigation controller's root, and what it shows or pushes, recursively; a tab bar
/// controller's children.
struct ControllerContainment {
    /// Controllers (element indices) under a navigation bar.
    var navigated: Set<Int> = []
    /// Controllers (element indices) under an opaque navigation bar: their root views start below it.
    var belowOpaqueBar: Set<Int> = []
    /// Controllers (element indices) above a tab bar.
    var tabbed: Set<Int> = []

    init(tree: XMLTree) {
        var controllersByID: [String: Int] = [:]
        var edges: [(source: Int, destination: String, kind: String)] = []
        for (index, element) in tree.elements.enumerated() {
            if element.name.hasSuffix("Controller"), let id = element["id"],
                element.parent.map({ tree[$0].name }) == "objects"
            {
                controllersByID[id] = index
            }
            if element.name == "segue", let destination = element["destination"] {
                var ancestor = element.parent
                while let current = ancestor, !tree[current].name.hasSuffix("Controller") {
                    ancestor = tree[current].parent
                }
                if let source = ancestor { edges.append((source, destination, element["kind"] ?? "")) }
            }
        }
        var pushes: [Int: [Int]] = [:]
        var queue: [(controller: Int, isOpaque: Bool)] = []
        for edge in edges {
            guard let destination = controllersByID[edge.destination] else { continue }
            let sourceName = tree[edge.source].name
            if edge.kind == "relationship", sourceName == "navigationController" {
                let bar = tree.child(of: edge.source, key: "navigationBar")
                queue.append((destination, bar.map { tree[$0]["translucent"] == "NO" } ?? false))
            } else if edge.kind == "relationship", sourceName == "tabBarController" {
                tabbed.insert(destination)
            } else if edge.kind == "show" || edge.kind == "push" {
                pushes[edge.source, default: []].append(destination)
            }
        }
        while let (next, isOpaque) = queue.popLast() {
            guard navigated.insert(next).inserted else { continue }
            if isOpaque { belowOpaqueBar.insert(next) }
            queue += (pushes[next] ?? []).map { ($0, isOpaque) }
        }
    }
}
