import Masonry
import Testing

/// Issue 14, item 2: a 40,000-deep tree is built in linear time and freed without overflowing the stack.
@Suite struct DeepTreeTests {
    /// Building must be linear and freeing iterative (recursion would overflow the stack); how the cost grows with
    /// depth is measured by `layout-benchmarks --suites deep`, not timed here (a shared machine's noise would make a
    /// timed test flaky).
    @Test func aFortyThousandDeepTreeIsBuiltAndFreedWithoutOverflowingTheStack() {
        let root = makeRoot()
        let chain = MisuseScenarios.viewChain(depth: 40_000, in: root)
        #expect(chain.last?.rootView === root)
        #expect(chain.last?.superview === chain[chain.count - 2])
        #expect(chain.first?.superview === root)
        // The tree is freed when `root` and `chain` go out of scope: iteratively, or this test crashes.
    }

    @Test func aViewKeptAliveOutlivesItsFreedRootAsARootOfItsOwn() {
        var kept: View?
        do {
            let root = makeRoot()
            let chain = MisuseScenarios.viewChain(depth: 1_000, in: root)
            kept = chain[500]
        }
        guard let middle = kept else { return #expect(Bool(false)) }
        #expect(middle.superview == nil)
        #expect(middle.rootView === middle)
        var deepest = middle
        while let next = deepest.subviews.first { deepest = next }
        #expect(deepest.rootView === middle)
        #expect(middle.frame == Rect(x: 1, y: 1, width: 10, height: 10))
    }

    @Test func aDeepTreeLaysOutAndDescribesItself() {
        let root = makeRoot()
        let chain = MisuseScenarios.viewChain(depth: 2_000, in: root)
        root.layoutIfNeeded()
        expectFrame(chain[1_999], Rect(x: 1, y: 1, width: 10, height: 10))
        // Constraints between distant relatives find their common ancestor.
        let leaf = chain[1_999], top = chain[0]
        leaf.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            leaf.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: 0.5),
            leaf.heightAnchor.constraint(equalToConstant: 4),
            leaf.leftAnchor.constraint(equalTo: chain[1_998].leftAnchor, constant: 2),
            leaf.topAnchor.constraint(equalTo: chain[1_998].topAnchor, constant: 3)
        ])
        #expect(top.constraints.count == 1)
        root.layoutIfNeeded()
        expectFrame(leaf, Rect(x: 2, y: 3, width: 5, height: 4))
    }

    @Test func theLayoutTreeOfADeepTreeIsIndentedLevelByLevel() {
        let root = makeRoot()
        let chain = MisuseScenarios.viewChain(depth: 100, in: root)
        chain[99].name = "leaf"
        let lines = root.layoutTree().split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.last.map(String.init) == String(repeating: "  ", count: 100) + "View:leaf (1, 1, 10, 10)")
    }

    @Test func addingAViewToItsOwnDeepDescendantIsStillRefused() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let chain = MisuseScenarios.viewChain(depth: 3_000, in: root)
        chain[2_999].addSubview(chain[10])
        #expect(recorder.invalidHierarchy.count == 1)
        #expect(
            recorder.invalidHierarchy.first.map {
                if case .wouldContainItself(let view, let parent) = $0 {
                    view === chain[10] && parent === chain[2_999]
                } else {
                    false
                }
            } == true)
        #expect(chain[10].superview === chain[9])
    }

    /// The update pass runs subviews before their superview, last subview first, at every level of a tree 60 levels
    /// deep: the order any walk of it must keep, whether it recurses or keeps a stack of its own.
    @Test func theUpdatePassOfADeepBranchingTreeRunsInReversePreorder() {
        let log = UpdateLog()
        let root = makeRoot()
        var parent = root
        for level in 0..<60 {
            let side = LoggingView(name: "side\(level)", log: log)
            let next = LoggingView(name: "level\(level)", log: log)
            parent.addSubview(side)
            parent.addSubview(next)
            parent = next
        }
        var preorder: [String] = []
        var stack: [View] = Array(root.subviews.reversed())
        while let view = stack.popLast() {
            preorder.append(view.name ?? "")
            stack.append(contentsOf: view.subviews.reversed())
        }
        root.updateConstraintsIfNeeded()
        #expect(log.names == preorder.reversed())
        #expect(log.names.count == 120)
    }

    /// A view measured with a deep subtree gets the size its constraints give, and the tree places every level of
    /// it.
    @Test func aViewWithADeepSubtreeIsMeasuredAndPlaced() {
        let root = makeRoot()
        let cell = View()
        root.addSubview(cell)
        var parent = cell
        var chain: [View] = []
        for _ in 0..<50 {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            LayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                parent.rightAnchor.constraint(equalTo: view.rightAnchor, constant: 1),
                parent.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 1)
            ])
            chain.append(view)
            parent = view
        }
        LayoutConstraint.activate([
            parent.widthAnchor.constraint(equalToConstant: 10), parent.heightAnchor.constraint(equalToConstant: 20)
        ])
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == Size(width: 110, height: 120))
        cell.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.layoutIfNeeded()
        expectFrame(chain[0], Rect(x: 1, y: 1, width: 108, height: 118))
        expectFrame(chain[49], Rect(x: 1, y: 1, width: 10, height: 20))
    }
}

/// The names of the views whose `updateConstraints()` ran, in order.
private final class UpdateLog {
    var names: [String] = []
}

/// A view that writes its name to a log when its `updateConstraints()` runs.
private final class LoggingView: View {
    let log: UpdateLog

    init(name: String, log: UpdateLog) {
        self.log = log
        super.init(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        self.name = name
    }

    override func updateConstraints() {
        log.names.append(name ?? "")
        super.updateConstraints()
    }
}
