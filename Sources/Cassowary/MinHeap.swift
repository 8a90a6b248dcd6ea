/// A binary min-heap of symbol ids (the objective keeps its entering candidates in it as `~id`, highest id first).
struct MinHeap {
    private var storage: [Int32] = []

    mutating func push(_ value: Int32) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if storage[parent] <= storage[child] { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = storage.first else { return nil }
        let last = storage.removeLast()
        if !storage.isEmpty {
            storage[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < storage.count && storage[left] < storage[smallest] { smallest = left }
                if right < storage.count && storage[right] < storage[smallest] { smallest = right }
                if smallest == parent { break }
                storage.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }

    mutating func removeAll(where predicate: (Int32) -> Bool) {
        let kept = storage.filter { !predicate($0) }
        storage = []
        for value in kept { push(value) }
    }
}
