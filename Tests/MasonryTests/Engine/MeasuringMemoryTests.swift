import HeapCounting
import Masonry
import Testing

/// What `systemLayoutSizeFitting` keeps for a self-sized cell in a tree (its measuring engine and its share of the
/// tree's measuring template): heap bytes in use, counted by
/// glibc (`mallinfo2`), before and after cells are measured at one width and again at another.
///
/// The count is process-wide: another suite's thread can raise one trial's count (allocating meanwhile) or lower it
/// (freeing). So the bound is checked on the least of six trials and the count's lower limit on the most: a false
/// failure needs all six trials moved the same way, in each of up to four rounds half a second apart, while a
/// concurrent free could hide a regression. The bound is
/// reliable when the suite runs alone (`swift test --filter MeasuringMemoryTests`), and a guard, not a proof, in a
/// full parallel run. Where glibc's allocator is not the one in use (a sanitizer's, which `mallinfo2` does not see,
/// so that nothing seems kept) or there is no glibc, nothing is counted and the test checks no more than that
/// measuring works.
@Suite struct MeasuringMemoryTests {
    /// A cell as the feed benchmark's: a thumbnail, a one-line title, a wrapping body and a button, 17 constraints
    /// (27 solver constraints with the labels' content sizes).
    private final class FeedLikeCell: View {
        let thumbnail = View(name: "thumbnail")
        let title = Label(name: "title", text: "layout constraint view Masonry")
        let body = Label(name: "body", text: "solver frame label wraps text priority the a of engine simplex anchor")
        let button = View(name: "button")

        init() {
            super.init(frame: .zero)
            body.numberOfLines = 0
            for view in [thumbnail, title, body, button] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            let fitsContent = bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 12)
            fitsContent.priority = 1
            LayoutConstraint.activate([
                thumbnail.leftAnchor.constraint(equalTo: leftAnchor, constant: 12),
                thumbnail.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                thumbnail.widthAnchor.constraint(equalToConstant: 60),
                thumbnail.heightAnchor.constraint(equalToConstant: 60),
                title.leftAnchor.constraint(equalTo: thumbnail.rightAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                title.rightAnchor.constraint(lessThanOrEqualTo: rightAnchor, constant: -12),
                body.leftAnchor.constraint(equalTo: title.leftAnchor),
                body.rightAnchor.constraint(equalTo: rightAnchor, constant: -12),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                button.widthAnchor.constraint(equalToConstant: 80),
                button.heightAnchor.constraint(equalToConstant: 32),
                button.rightAnchor.constraint(equalTo: rightAnchor, constant: -12),
                button.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: 12),
                bottomAnchor.constraint(greaterThanOrEqualTo: thumbnail.bottomAnchor, constant: 12),
                fitsContent
            ])
        }

        /// The cell's height at `width`, as a table view sizes a cell.
        func measuredHeight(width: Double) -> Double {
            systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
    }

    /// Heap bytes in use now, or nil where glibc's count does not see the allocator.
    private static func heapBytesInUse() -> Int? {
        let bytes = Int(heap_counting_bytes_in_use())
        return bytes == 0 ? nil : bytes
    }

    /// The bound, the goal: 5 KB. A cell in a tree keeps its measuring engine (no solver of its own) and its share
    /// of the template (its constants and solved values), about 1.5 KB counted alone in a debug build; the template
    /// itself is counted once, with the warm-up cell.
    static let boundPerCell = 5_000

    @Test func aMeasuredCellKeepsLessThanTheBound() async throws {
        // The cells are in a table's root, as a feed's are, so they share the measuring template of their shape.
        // The text measurer's shared cache, everything made once per process and the template, made first.
        let table = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let warmUp = FeedLikeCell()
        table.addSubview(warmUp)
        let (narrow, wide) = (warmUp.measuredHeight(width: 375), warmUp.measuredHeight(width: 414))
        #expect(narrow >= wide && wide > 0) // the body wraps onto no more lines when wider

        // Enough cells that another suite's allocations in the window add little to each cell's share.
        let cellsPerTrial = 64
        var perCellCounts: [Int] = []
        // Rounds of six trials, apart in time: a suite allocating heavily for a while can move all six trials of
        // one round, not of every round, while a cell that keeps too much fails every round.
        for round in 0..<Self.rounds {
            if round > 0 {
                if let least = perCellCounts.min(), least < Self.boundPerCell { break }
                try await Task.sleep(for: .milliseconds(500))
                perCellCounts = []
            }
            measureTrials(table: table, cellsPerTrial: cellsPerTrial, narrow: narrow, wide: wide, into: &perCellCounts)
        }
        // Not countable here (see the suite's comment): no glibc, or an allocator it does not see.
        guard let least = perCellCounts.min(), let most = perCellCounts.max(), most > 100 else { return }
        #expect(least < Self.boundPerCell, "a measured cell keeps \(least) B")
        // It counts what measuring keeps (an engine and a share of the template), not nothing.
        #expect(most > 1_000, "a measured cell keeps \(most) B")
    }

    /// How many rounds of trials the bound may take.
    private static let rounds = 4

    /// Six trials of `cellsPerTrial` cells measured at both widths in `table`, each trial's heap bytes kept per
    /// cell appended to `perCellCounts` (nothing where the heap is not countable).
    private func measureTrials(
        table: View, cellsPerTrial: Int, narrow: Double, wide: Double, into perCellCounts: inout [Int]
    ) {
        for _ in 0..<6 {
            let cells = (0..<cellsPerTrial).map { _ in FeedLikeCell() }
            // Their system constraints (the labels' content sizes) exist before counting: the cell holds them,
            // measured or not.
            for cell in cells {
                table.addSubview(cell)
                cell.updateConstraintsIfNeeded()
            }
            guard let before = Self.heapBytesInUse() else { continue }
            for cell in cells { #expect(cell.measuredHeight(width: 375) == narrow) }
            for cell in cells { #expect(cell.measuredHeight(width: 414) == wide) }
            guard let after = Self.heapBytesInUse() else { continue }
            withExtendedLifetime(cells) {}
            withExtendedLifetime(table) {}
            perCellCounts.append((after - before) / cellsPerTrial)
        }
    }
}
