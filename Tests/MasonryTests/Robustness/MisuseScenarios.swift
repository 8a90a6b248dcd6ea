import Masonry

/// The setups of the misuse classes issue 22 found, shared by each class's regression suite and by the misuse
/// corpus (`MisuseCorpusTests`), which runs one case of every class.
enum MisuseScenarios {
    /// A root holding a view whose width is required to be both 100 and 200 (and placed at (10, 10), 40 tall).
    static func conflictingTree() -> (root: View, view: View) {
        let root = makeRoot()
        let view = addConstrained(View(name: "box"), to: root)
        constrain(view, .left, to: root, constant: 10)
        constrain(view, .top, to: root, constant: 10)
        constrain(view, .height, constant: 40)
        constrain(view, .width, constant: 100)
        constrain(view, .width, constant: 200)
        return (root, view)
    }

    /// root ⊃ container ⊃ { a, b }, with only the root holding `container`: for a diagnostic handler that moves or
    /// frees views while a `makeConstraints` closure runs.
    struct GapScene {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let a = View(name: "a"), b = View(name: "b")
        weak var container: View?

        init() {
            let container = View(name: "container")
            root.addSubview(container)
            container.addSubview(a)
            container.addSubview(b)
            self.container = container
        }

        /// `a.left == b.right + 8`, then a statement whose non-finite target is reported while making.
        @discardableResult
        func makeGapThenMisuse() -> [Constraint] {
            a.mas.makeConstraints { make in
                make.left.equalTo(b.mas.right).offset(8)
                make.width.equalTo(Double.nan)
            }
        }
    }

    /// A view 100 × 50, 20 from the top, with nothing that places it horizontally.
    static func unplacedView() -> (root: View, view: View) {
        let root = makeRoot()
        let view = addConstrained(View(name: "floating"), to: root)
        fixSize(of: view, width: 100, height: 50)
        constrain(view, .top, to: root, constant: 20)
        return (root, view)
    }

    /// A view pinned 20 in by its leading edge and 10 in by its trailing edge, at the top, 40 tall; laid out.
    static func leadingTrailingPinnedView() -> (
        root: View, view: View, leading: LayoutConstraint, trailing: LayoutConstraint, recorder: DiagnosticRecorder
    ) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        let leading = constrain(view, .leading, to: root, constant: 20)
        let trailing = constrain(view, .trailing, to: root, constant: -10)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 40)
        root.layoutIfNeeded()
        return (root, view, leading, trailing, recorder)
    }

    /// A chain of `depth` views, each pinned to its parent's margins guide and preserving its margins, in a root
    /// of `size` with `safeArea` (top, bottom); returns the root, the innermost view and the diagnostics handler's
    /// record.
    static func preservedMarginsChain(depth: Int, size: Size, safeArea: (top: Double, bottom: Double)) -> (
        root: View, innermost: View, recorder: DiagnosticRecorder
    ) {
        let root = View(frame: Rect(origin: .zero, size: size))
        root.name = "root"
        root.safeAreaInsets = EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
        let recorder = DiagnosticRecorder(root)
        var parent = root
        for level in 1...depth {
            let view = addConstrained(View(name: "level \(level)"), to: parent)
            view.preservesSuperviewLayoutMargins = true
            pinEdges(of: view, to: parent.layoutMarginsGuide)
            parent = view
        }
        return (root, parent, recorder)
    }

    /// A horizontal stack with `alignment` of a 60 × 21 label and a hidden 30 × 400 view; laid out.
    static func stackWithTallHiddenView(alignment: StackView.Alignment) -> (
        root: View, stack: StackView, label: View, tall: View
    ) {
        let label = Block("label", 60, 21)
        let tall = Block("tall", 30, 400)
        tall.isHidden = true
        let (root, stack) = makeStack([label, tall], alignment: alignment)
        return (root, stack, label, tall)
    }

    /// The frames of a stack of three blocks (30 × 20, 40 × 30, 50 × 10) changed by `steps` with a layout after each
    /// (incremental), and of the same stack changed by all the steps before its first layout (fresh).
    static func reconfiguredStackFrames(_ steps: [(StackView, [View]) -> Void]) -> (incremental: [Rect], fresh: [Rect])
    {
        func build(layingOutAfterEachStep: Bool) -> [Rect] {
            let views = [Block("a", 30, 20), Block("b", 40, 30), Block("c", 50, 10)]
            let root = makeRoot()
            let stack = StackView(name: "stack", arrangedSubviews: views)
            root.addSubview(stack)
            stack.mas.makeConstraints { make in
                make.left.equalToSuperview().offset(20)
                make.top.equalToSuperview().offset(40)
            }
            if layingOutAfterEachStep { root.layoutIfNeeded() }
            for step in steps {
                step(stack, views)
                if layingOutAfterEachStep { root.layoutIfNeeded() }
            }
            root.layoutIfNeeded()
            return views.map(\.frame)
        }
        return (build(layingOutAfterEachStep: true), build(layingOutAfterEachStep: false))
    }

    /// A chain of `depth` views, each inside the previous one, 1 point in from its edges.
    static func viewChain(depth: Int, in root: View) -> [View] {
        var chain: [View] = []
        var parent = root
        for _ in 0..<depth {
            let view = View(frame: Rect(x: 1, y: 1, width: 10, height: 10))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        return chain
    }
}
