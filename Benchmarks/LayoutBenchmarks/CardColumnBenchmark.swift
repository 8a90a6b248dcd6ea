import Masonry

/// A column of content-sized cards (the feed cell's thumbnail, title, wrapping body and button, 17 constraints,
/// plus 3 placing the card: 20 a card) pinned in a 375-point-wide root: views made + first layout, then a resize
/// to 414 points. `Benchmarks/compare-flexbox` runs the same screen in Yoga and Taffy and reads the `cards` lines.
func runCardColumnBenchmark(sizes: [Int], repeats: Int) {
    print("## Card column: views made + first layout, then a resize 375 → 414 (ms, medians of \(repeats))")
    print("cards  first ms  resize ms  column height at 414")
    for size in sizes {
        // The text is made before the clock starts, as the Yoga and Taffy drivers make theirs.
        let texts = (0..<size).map { FeedText(index: $0) }
        var first: [Double] = [], resize: [Double] = []
        var height = 0.0
        for _ in 0..<repeats {
            var root = View(frame: .zero)
            first.append(time { root = makeCardColumn(texts) })
            resize.append(
                time {
                    root.frame = Rect(x: 0, y: 0, width: 414, height: 667)
                    root.layoutIfNeeded()
                })
            height = root.subviews.last.map { $0.frame.maxY } ?? 0
        }
        print("cards", size, fmt(median(first) * 1e3), fmt(median(resize) * 1e3), fmt(height), separator: "  ")
    }
}

/// The root with a card for each of `texts`, laid out at 375 × 667.
private func makeCardColumn(_ texts: [FeedText]) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var previous: View? = nil
    for text in texts {
        let card = FeedCell(text: text)
        root.addSubview(card)
        card.constrain()
        card.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: CardColumn.margin),
            card.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -CardColumn.margin),
            card.topAnchor.constraint(
                equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: CardColumn.spacing)
        ])
        previous = card
    }
    root.layoutIfNeeded()
    return root
}

/// Where the column puts its cards.
enum CardColumn {
    static let margin = 16.0
    static let spacing = 8.0
}
