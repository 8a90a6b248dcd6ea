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
}
