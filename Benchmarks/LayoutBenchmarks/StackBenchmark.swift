@_spi(Benchmarks) import Masonry

// The stack benchmark of issue 11: a vertical StackView of N self-sizing (wrapping) labels pinned to the root's
// width, laid out by the engine, next to the same labels placed by hand with the same text measurer. The stack
// is a chain (`next.top == previous.bottom + spacing`), so this measures what the solver does with long chains.
//
//   swift run -c release layout-benchmarks --suites stack [--stack-sizes 100,1000,10000] [--repeat 3]

private let stackSpacing = 4.0

/// N wrapping labels with deterministic text.
private func makeRows(_ count: Int) -> [Label] {
    (0..<count).map { index in
        let label = Label(name: "row\(index)", text: sampleText(index, words: 6 + index % 17))
        label.numberOfLines = 0
        return label
    }
}

/// Places the rows by arithmetic: each wraps at the width, one under another, `stackSpacing` apart.
private func handStack(_ rows: [Label], width: Double, scale: Double) {
    func up(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
    var y = 0.0
    for row in rows {
        let layout = TextLayout(row.text, font: row.font, maxWidth: width, numberOfLines: 0)
        row.frame = Rect(x: 0, y: y, width: width, height: up(layout.height))
        y += row.frame.height + stackSpacing
    }
}

/// Runs the stack benchmark and prints its table.
func runStackBenchmark(sizes: [Int], repeats: Int) {
    print(
        "rows  stack first µs/row  hand first µs/row  ratio  stack resize µs/row  hand resize µs/row  ratio  frames"
            + "  solver work/row: first  resize  rewritten cells/row: first  resize")
    var firstPerRow: [Int: Double] = [:], resizePerRow: [Int: Double] = [:]
    for size in sizes {
        var engineFirst: [Double] = [], handFirst: [Double] = [], engineResize: [Double] = [], handResize: [Double] = []
        var differing = 0
        var firstWork = 0, resizeWork = 0, firstRewrite = 0, resizeRewrite = 0
        for _ in 0..<repeats {
            let root = View(frame: Rect(x: 0, y: 0, width: widths.first, height: 100))
            var rows: [Label] = []
            engineFirst.append(
                seconds(
                    clock.measure {
                        rows = makeRows(size)
                        let stack = StackView(arrangedSubviews: rows)
                        stack.axis = .vertical
                        stack.spacing = stackSpacing
                        root.addSubview(stack)
                        stack.mas.makeConstraints { make in make.top.left.right.equalToSuperview() }
                        root.layoutIfNeeded()
                    }))
            var handRows: [Label] = []
            handFirst.append(
                seconds(
                    clock.measure {
                        handRows = makeRows(size)
                        handStack(handRows, width: widths.first, scale: root.contentScale)
                    }))
            differing += zip(rows, handRows).filter { $0.frame != $1.frame }.count
            firstWork = root.solverSubstitutionWork
            firstRewrite = root.solverRewriteWork
            engineResize.append(
                seconds(
                    clock.measure {
                        root.frame = Rect(x: 0, y: 0, width: widths.resized, height: 100)
                        root.layoutIfNeeded()
                    }))
            handResize.append(
                seconds(clock.measure { handStack(handRows, width: widths.resized, scale: root.contentScale) }))
            resizeWork = root.solverSubstitutionWork - firstWork
            resizeRewrite = root.solverRewriteWork - firstRewrite
            differing += zip(rows, handRows).filter { $0.frame != $1.frame }.count
        }
        let perRow = { (values: [Double]) in median(values) * 1e6 / Double(size) }
        let (ef, hf, er, hr) = (perRow(engineFirst), perRow(handFirst), perRow(engineResize), perRow(handResize))
        firstPerRow[size] = ef
        resizePerRow[size] = er
        print(
            String(size), fmt(ef), fmt(hf), fmt(ef / hf) + "×", fmt(er), fmt(hr), fmt(er / hr) + "×",
            differing == 0 ? "identical" : "\(differing) differ",
            fmt(Double(firstWork) / Double(size)), fmt(Double(resizeWork) / Double(size)),
            fmt(Double(firstRewrite) / Double(size)), fmt(Double(resizeRewrite) / Double(size)), separator: "  ")
    }
    if let smallest = sizes.min(), let largest = sizes.max(), smallest < largest,
        let low = firstPerRow[smallest], let high = firstPerRow[largest]
    {
        print("growth of the first layout per row, \(smallest) → \(largest): \(fmt(high / low))×")
        if let resizeLow = resizePerRow[smallest], let resizeHigh = resizePerRow[largest] {
            print("growth of the resize per row, \(smallest) → \(largest): \(fmt(resizeHigh / resizeLow))×")
        }
    }
}
