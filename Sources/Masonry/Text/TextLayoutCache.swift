import Synchronization

/// Text layouts by text, font, width and line limit, shared by every label: a feed of cells shows the same texts
/// again and again, and a label is measured at the same few widths on every resize.
///
/// Bounded by the characters it holds, so memory does not grow with the texts ever measured: entries live in two
/// generations, and when the newer one holds half the budget the older one is dropped and the newer one becomes
/// it. A look-up that finds an entry in the older generation moves it to the newer one, so texts in use stay.
/// Texts longer than `largestText` are not kept. Safe to use from any thread.
final class TextLayoutCache: Sendable {
    struct Key: Hashable, Sendable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var numberOfLines: Int
    }

    fileprivate struct Generations {
        var newer: [Key: TextLayout] = [:]
        var older: [Key: TextLayout] = [:]
        var newerCharacters = 0
    }

    /// The cache labels and ``TextMeasurer`` share: about a million characters.
    static let shared = TextLayoutCache(characterBudget: 1_000_000)

    /// The longest text kept, in UTF-8 bytes.
    let largestText: Int
    private let generationBudget: Int
    private let generations = Mutex(Generations())

    init(characterBudget: Int) {
        generationBudget = max(1, characterBudget / 2)
        largestText = max(1, min(characterBudget / 8, 65_536))
    }

    /// The layout for the key, made by `make` when it is not kept.
    func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        let size = key.text.utf8.count
        guard size <= largestText else { return make() }
        let found = generations.withLock { state -> TextLayout? in
            if let layout = state.newer[key] { return layout }
            guard let layout = state.older.removeValue(forKey: key) else { return nil }
            state.insert(key, layout, size: size, budget: generationBudget)
            return layout
        }
        if let found { return found }
        let layout = make()
        generations.withLock { $0.insert(key, layout, size: size, budget: generationBudget) }
        return layout
    }

    /// The number of layouts kept (for tests).
    var count: Int { generations.withLock { $0.newer.count + $0.older.count } }

    /// Forgets every layout.
    func removeAll() { generations.withLock { $0 = Generations() } }
}

extension TextLayoutCache.Generations {
    fileprivate mutating func insert(_ key: TextLayoutCache.Key, _ layout: TextLayout, size: Int, budget: Int) {
        if newerCharacters + size > budget {
            older = newer
            newer = [:]
            newerCharacters = 0
        }
        if newer.updateValue(layout, forKey: key) == nil { newerCharacters += max(1, size) }
    }
}
