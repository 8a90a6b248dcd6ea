import MasonryRender

// Rendering is linear in the number of views: the time per view stays flat from 1,000 to 100,000 views.
//
//   swift run -c release render-benchmarks [--sizes 1000,10000,100000] [--repeat 5]
//
// The tree is a screen of rows: every row holds nine cells and every third cell is a label, all placed by frame
// (laid out once before timing, so only drawing is measured). Each renderer draws the whole tree `--repeat`
// times; the table gives the median time per view in microseconds.

let clock = ContinuousClock()

/// A root with `count` views in all: rows of one row view and nine cells, a third of the cells labels.
func makeTree(views count: Int) -> View {
    let rowCount = max(count / 10, 1)
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: Double(rowCount) * 44))
    root.name = "root"
    var made = 1
    for row in 0..<rowCount where made < count {
        let rowView = View(frame: Rect(x: 0, y: Double(row) * 44, width: 375, height: 44))
        root.addSubview(rowView)
        made += 1
        for cell in 0..<9 where made < count {
            let frame = Rect(x: 4 + Double(cell) * 41, y: 4, width: 37, height: 36)
            if cell % 3 == 2 {
                let label = Label(frame: frame)
                label.text = "Item \(row * 9 + cell)"
                label.font = Font(size: 11)
                rowView.addSubview(label)
            } else {
                let view = View(frame: frame)
                view.name = "cell-\(row)-\(cell)"
                rowView.addSubview(view)
            }
            made += 1
        }
    }
    return root
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The median time per view of `work`, in microseconds, and the size of what it made (to keep it alive).
func measure(views: Int, repeats: Int, _ work: () -> String) -> (microseconds: Double, characters: Int) {
    var times: [Double] = []
    var characters = 0
    for _ in 0..<repeats {
        var output = ""
        times.append(seconds(clock.measure { output = work() }))
        characters = output.utf8.count
    }
    return (median(times) / Double(views) * 1e6, characters)
}

/// One line of the table: the tree of `size` views laid out, then drawn by each renderer `repeats` times.
func measureRow(views size: Int, repeats: Int) -> String {
    let root = makeTree(views: size)
    let layout = seconds(clock.measure { root.layoutIfNeeded() })
    // What every render pays first: a layout pass on a tree that is already laid out.
    let clean = measure(views: size, repeats: repeats) {
        root.layoutIfNeeded(); return ""
    }
    let svg = measure(views: size, repeats: repeats) { SVGRenderer().render(root) }
    let overlay = measure(views: size, repeats: repeats) {
        SVGRenderer(options: .init(showsConstraints: true)).render(root)
    }
    let text = measure(views: size, repeats: repeats) { TextRenderer(columns: 80, rows: 24).render(root) }
    let row = [
        String(size).padding(8), String(format3(layout)).padding(9), format3(clean.microseconds).padding(19),
        format3(svg.microseconds).padding(12),
        format3(overlay.microseconds).padding(24), format3(Double(svg.characters) / 1e6).padding(7),
        format3(text.microseconds)
    ]
    return row.joined(separator: " ")
}

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}

RenderBenchmarks.main()
