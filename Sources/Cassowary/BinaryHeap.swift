/// A binary min-heap: `pop` gives the least element first.
///
/// The objective keeps its entering candidates in one as `~id` (highest id first), the tableau its free symbol
/// ids (lowest first) and the basic symbols an expansion must visit (latest first, through ``LatestFirst``).
struct BinaryHeap<Element: Comparable> {
    private var storage: [Element] = []

    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !(storage[child] < storage[parent]) { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    /// The least element, which `pop` would give, without removing it.
    var least: Element? { storage.first }

    mutating func pop() -> Element? {
        guard let top = storage.first else { return nil }
        let last = storage.removeLast()
        if !storage.isEmpty {
            storage[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var least = parent
                if left < storage.count && storage[left] < storage[least] { least = left }
                if right < storage.count && storage[right] < storage[least] { least = right }
                if least == parent { break }
                storage.swapAt(parent, least)
                parent = least
            }
        }
        return top
    }

    mutating func removeAll(where predicate: (Element) -> Bool) {
        let kept = storage.filter { !predicate($0) }
        storage = []
        for element in kept { push(element) }
    }
}

/// A basic symbol ordered by when it became basic, latest first (`Tableau.expand` visits the latest rows first).
struct LatestFirst: Comparable {
    let since: Int
    let symbol: Symbol

    static func < (lhs: LatestFirst, rhs: LatestFirst) -> Bool { lhs.since > rhs.since }
    static func == (lhs: LatestFirst, rhs: LatestFirst) -> Bool { lhs.since == rhs.since }
}
