import Masonry

/// One feed cell: a thumbnail, a one-line title, a wrapping body and a button, like a social-media post.
final class FeedCell: View {
    let thumbnail = View(name: "thumbnail")
    let title = Label(name: "title")
    let body = Label(name: "body")
    let button = View(name: "button")

    /// The cell with its title and body text already made (`FeedText(index:)`).
    init(text: FeedText) {
        super.init(frame: .zero)
        title.text = text.title
        body.text = text.body
        body.numberOfLines = 0
        for view in [thumbnail, title, body, button] { addSubview(view) }
    }

    /// The `index`th cell of a feed, its text made with it.
    convenience init(index: Int) { self.init(text: FeedText(index: index)) }

    /// The same layout as constraints, made with anchors.
    func constrain() {
        for view in [thumbnail, title, body, button] { view.translatesAutoresizingMaskIntoConstraints = false }
        let fitsContent = bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: Metrics.padding)
        fitsContent.priority = 1
        LayoutConstraint.activate([
            thumbnail.leftAnchor.constraint(equalTo: leftAnchor, constant: Metrics.padding),
            thumbnail.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.padding),
            thumbnail.widthAnchor.constraint(equalToConstant: Metrics.thumbnail),
            thumbnail.heightAnchor.constraint(equalToConstant: Metrics.thumbnail),
            title.leftAnchor.constraint(equalTo: thumbnail.rightAnchor, constant: Metrics.padding),
            title.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.padding),
            title.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor, constant: -Metrics.padding),
            body.leftAnchor.constraint(equalTo: title.leftAnchor),
            body.rightAnchor.constraint(equalTo: rightAnchor, constant: -Metrics.padding),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: Metrics.titleGap),
            button.widthAnchor.constraint(equalToConstant: Metrics.buttonWidth),
            button.heightAnchor.constraint(equalToConstant: Metrics.buttonHeight),
            button.rightAnchor.constraint(equalTo: rightAnchor, constant: -Metrics.padding),
            button.topAnchor.constraint(equalTo: body.bottomAnchor, constant: Metrics.buttonGap),
            bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: Metrics.padding),
            bottomAnchor.constraint(greaterThanOrEqualTo: thumbnail.bottomAnchor, constant: Metrics.padding),
            fitsContent
        ])
    }

    /// The same constraints as ``constrain()``, one for one, made with the `mas` DSL.
    func constrainWithDSL() {
        thumbnail.mas.makeConstraints { make in
            make.left.top.equalToSuperview().offset(Metrics.padding)
            make.size.equalTo(Size(width: Metrics.thumbnail, height: Metrics.thumbnail))
        }
        title.mas.makeConstraints { make in
            make.left.equalTo(thumbnail.mas.right).offset(Metrics.padding)
            make.top.equalToSuperview().offset(Metrics.padding)
            make.right.lessThanOrEqualToSuperview().offset(-Metrics.padding)
        }
        body.mas.makeConstraints { make in
            make.left.equalTo(title)
            make.right.equalToSuperview().offset(-Metrics.padding)
            make.top.equalTo(title.mas.bottom).offset(Metrics.titleGap)
        }
        button.mas.makeConstraints { make in
            make.size.equalTo(Size(width: Metrics.buttonWidth, height: Metrics.buttonHeight))
            make.right.equalToSuperview().offset(-Metrics.padding)
            make.top.equalTo(body.mas.bottom).offset(Metrics.buttonGap)
        }
        mas.makeConstraints { make in
            make.bottom.greaterThanOrEqualTo(button).offset(Metrics.padding)
            make.bottom.greaterThanOrEqualTo(thumbnail).offset(Metrics.padding)
            make.bottom.equalTo(button).offset(Metrics.padding).priority(1)
        }
        translatesAutoresizingMaskIntoConstraints = true // the cell itself is placed by frame
    }

    /// The same layout by arithmetic, with the same (cached) text measurer labels use: returns the cell's height.
    func layOutByHand(width: Double, scale: Double) -> Double {
        func up(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
        let p = Metrics.padding
        thumbnail.frame = Rect(x: p, y: p, width: Metrics.thumbnail, height: Metrics.thumbnail)
        let textLeft = p + Metrics.thumbnail + p
        let titleLayout = TextMeasurer.layout(of: title.text, font: title.font, maxWidth: nil, numberOfLines: 1)
        let titleWidth = min(up(titleLayout.width), width - p - textLeft)
        title.frame = Rect(x: textLeft, y: p, width: titleWidth, height: up(titleLayout.height))
        let bodyWidth = width - p - textLeft
        let bodyLayout = TextMeasurer.layout(of: body.text, font: body.font, maxWidth: bodyWidth, numberOfLines: 0)
        body.frame = Rect(
            x: textLeft, y: title.frame.maxY + Metrics.titleGap, width: bodyWidth, height: up(bodyLayout.height))
        button.frame = Rect(
            x: width - p - Metrics.buttonWidth, y: body.frame.maxY + Metrics.buttonGap,
            width: Metrics.buttonWidth, height: Metrics.buttonHeight)
        return max(button.frame.maxY, thumbnail.frame.maxY) + p
    }
}

enum Metrics {
    static let padding = 12.0
    static let thumbnail = 60.0
    static let titleGap = 4.0
    static let buttonGap = 8.0
    static let buttonWidth = 80.0
    static let buttonHeight = 32.0
}

private let words = [
    "layout", "constraint", "view", "Masonry", "solver", "frame", "label", "wraps", "text",
    "priority", "the", "a", "of", "engine", "simplex", "anchor", "feed", "width"
]

/// A feed cell's title and body, the same strings the Yoga and Taffy drivers make for their cards.
struct FeedText {
    let title: String
    let body: String

    init(index: Int) {
        title = sampleText(index, words: 4)
        body = sampleText(index + 1, words: 8 + index % 20)
    }
}

/// Deterministic filler text: the same for both layouts and on every run.
func sampleText(_ seed: Int, words count: Int) -> String {
    (0..<count).map { words[(seed * 7 + $0 * 3) % words.count] }.joined(separator: " ")
}
