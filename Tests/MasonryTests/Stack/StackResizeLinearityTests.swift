@_spi(Benchmarks) import Masonry
import Testing

/// Resizing a vertical stack of wrapping labels costs the solver work in proportion to its rows: the root's new
/// width re-wraps every label, and each label's new height moves the constants of its content size, compared at
/// 100 and 800 rows by `View.solverSubstitutionWork` and `View.solverRewriteWork` (exact counts, not times): the
/// second weighs the long rows a stack's own length is held in, which every label's height change could rewrite.
@Suite struct StackResizeLinearityTests {
    private static let words = ["layout", "a", "constraint", "of", "wrapping", "text", "stack", "to", "solver", "row"]

    /// The solver work per row of resizing a stack of `count` wrapping labels from 375 to 414 points wide, and
    /// whether each label then wraps to its measured height at the new width.
    private func resizeWorkPerRow(_ count: Int) -> (work: Double, rewrite: Double, heightsMatch: Bool) {
        let labels = (0..<count).map { index -> Label in
            let text = (0..<(6 + index % 17)).map { Self.words[(index * 7 + $0 * 3) % Self.words.count] }
            let label = Label(name: "row\(index)", text: text.joined(separator: " "))
            label.numberOfLines = 0
            return label
        }
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        root.addSubview(stack)
        stack.mas.makeConstraints { make in make.top.left.right.equalToSuperview() }
        root.layoutIfNeeded()
        let before = root.solverSubstitutionWork, rewriteBefore = root.solverRewriteWork
        root.frame = Rect(x: 0, y: 0, width: 414, height: 100)
        root.layoutIfNeeded()
        let work = Double(root.solverSubstitutionWork - before) / Double(count)
        let rewrite = Double(root.solverRewriteWork - rewriteBefore) / Double(count)
        let heightsMatch = labels.allSatisfy { label in
            let wrapped = TextLayout(label.text, font: label.font, maxWidth: 414, numberOfLines: 0).height
            return label.frame.width == 414 && abs(label.frame.height - wrapped) <= 1
        }
        return (work, rewrite, heightsMatch)
    }

    @Test func resizeWorkPerRowStaysFlatFromOneHundredToEightHundredRows() {
        let small = resizeWorkPerRow(100), large = resizeWorkPerRow(800)
        #expect(small.heightsMatch && large.heightsMatch)
        #expect(large.work <= max(small.work * 1.5, 8), "\(small.work) → \(large.work) per row")
        #expect(large.rewrite <= max(small.rewrite * 1.5, 8), "\(small.rewrite) → \(large.rewrite) per row")
    }
}
