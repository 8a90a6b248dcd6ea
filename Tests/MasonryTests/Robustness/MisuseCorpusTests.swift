import Masonry
import Testing

/// The misuse corpus: every class of hostile input the probes found, tried as a new user would.
///
/// Hostile values (issue 14) must not trap, must be reported, must leave the required constraints holding, and
/// once undone must leave the layout exactly as an untouched scene's. Each class of issue 22's findings has one
/// case with the outcome it must have; its regression suite, which shares its setup (`MisuseScenarios`), tries the
/// variations.
@Suite struct MisuseCorpusTests {
    struct Misuse: CustomTestStringConvertible, Sendable {
        let name: String
        let apply: @Sendable (HostileScene) -> Void
        var testDescription: String { name }
    }

    static let corpus: [Misuse] = [
        // Priorities (item 1).
        Misuse(name: "DSL priority +infinity") { s in
            s.probe.mas.makeConstraints { make in make.width.equalTo(20).priority(Float.infinity) }
        },
        Misuse(name: "DSL priority NaN") { s in
            s.probe.mas.makeConstraints { make in make.width.equalTo(20).priority(Float.nan) }
        },
        Misuse(name: "DSL priority -1e20") { s in
            s.probe.mas.makeConstraints { make in make.width.equalTo(20).priority(-1e20) }
        },
        Misuse(name: "update(priority:) infinity") { s in
            s.probe.mas.makeConstraints { make in
                make.width.equalTo(20).priority(.low).constraint.update(priority: Float.infinity)
            }
        },
        Misuse(name: "active priority 2000") { s in
            let c = s.probe.widthAnchor.constraint(equalToConstant: 20)
            c.priority = .low
            c.isActive = true
            s.probeConstraints.append(c)
            c.priority = 2000
        },
        Misuse(name: "hugging priority infinity") { s in
            s.probe.setContentHuggingPriority(LayoutPriority(Float.infinity), for: .horizontal)
        },
        // Huge, infinite and NaN numbers (items 3 and 4).
        Misuse(name: "lessThanOrEqualTo(greatestFiniteMagnitude)") { s in
            s.probe.mas.makeConstraints { make in make.width.lessThanOrEqualTo(Double.greatestFiniteMagnitude) }
        },
        Misuse(name: "anchor constant 1e20") { s in
            let c = s.probe.widthAnchor.constraint(equalToConstant: 1e20)
            c.isActive = true
            s.probeConstraints.append(c)
        },
        Misuse(name: "active constant NaN") { s in
            let c = s.probe.heightAnchor.constraint(equalToConstant: 12)
            c.priority = .low
            c.isActive = true
            s.probeConstraints.append(c)
            c.constant = .nan
        },
        Misuse(name: "update(offset: 1e300)") { s in
            s.probe.mas.makeConstraints { make in make.width.equalTo(20).priority(.low).constraint.update(offset: 1e300)
            }
        },
        Misuse(name: "multiplier 1e300") { s in
            s.probe.mas.makeConstraints { make in make.width.equalTo(s.box).multipliedBy(1e300) }
        },
        Misuse(name: "dividedBy 0") { s in
            s.probe.mas.makeConstraints { make in make.width.equalTo(s.box).dividedBy(0) }
        },
        Misuse(name: "inset infinity") { s in
            s.probe.mas.makeConstraints { make in make.width.equalToSuperview().inset(Double.infinity) }
        },
        Misuse(name: "root width 1e20") { s in s.root.frame = Rect(x: 0, y: 0, width: 1e20, height: 667) },
        Misuse(name: "root width NaN") { s in s.root.frame = Rect(x: 0, y: 0, width: .nan, height: 667) },
        Misuse(name: "root width -375") { s in s.root.frame = Rect(x: 0, y: 0, width: -375, height: 667) },
        Misuse(name: "root origin infinity") { s in s.root.frame = Rect(x: .infinity, y: 0, width: 375, height: 667) },
        Misuse(name: "subview frame 1e308") { s in s.badge.frame = Rect(x: 0, y: 0, width: 1e308, height: 1) },
        Misuse(name: "safe area right 1e308") { s in
            s.root.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 1e308)
        },
        Misuse(name: "safe area NaN") { s in s.root.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        },
        Misuse(name: "safe area negative") { s in
            s.root.safeAreaInsets = EdgeInsets(top: -20, left: 0, bottom: 0, right: 0)
        },
        Misuse(name: "margins infinity") { s in s.root.layoutMargins = EdgeInsets(all: .infinity) },
        Misuse(name: "margins negative") { s in s.content.layoutMargins = EdgeInsets(all: -8) },
        Misuse(name: "directional margins NaN") { s in
            s.root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0)
        },
        Misuse(name: "content scale infinity") { s in s.root.contentScale = .infinity },
        Misuse(name: "content scale 1e300") { s in s.root.contentScale = 1e300 },
        // Guides (item 7).
        Misuse(name: "guide forced to a negative width") { s in
            let guide = LayoutGuide()
            s.probe.addLayoutGuide(guide)
            let constraints = [
                guide.leftAnchor.constraint(equalTo: s.probe.leftAnchor, constant: 50),
                guide.rightAnchor.constraint(equalTo: s.probe.leftAnchor, constant: 10)
            ]
            LayoutConstraint.activate(constraints)
            s.probeConstraints += constraints
        },
        // Hierarchy.
        Misuse(name: "a view added to its own descendant") { s in s.box.addSubview(s.content) }
    ]

    /// One case of a class of issue 22's findings: the outcome's problems, none when it is right.
    struct Hazard: CustomTestStringConvertible, Sendable {
        let name: String
        let problems: @Sendable () -> [String]
        var testDescription: String { name }
    }

    /// Collects what is wrong with an outcome.
    struct Outcome {
        private(set) var problems: [String] = []
        mutating func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition { problems.append(what()) }
        }
    }

    static let hazards: [Hazard] = [
        Hazard(name: "a handler inspects the tree when told of a conflict") {
            var outcome = Outcome()
            let (root, view) = MisuseScenarios.conflictingTree()
            var seen: [LayoutDiagnostic] = []
            root.diagnosticHandler = { diagnostic in
                seen.append(diagnostic)
                _ = root.layoutTree()
                _ = view.hasAmbiguousLayout
                _ = view.constraintsAffectingLayout(for: .horizontal)
                root.layoutIfNeeded()
            }
            root.layoutIfNeeded()
            outcome.expect(seen.count == 1, "one conflict reported once, not \(seen.count)")
            if case .unsatisfiable(let broken, _)? = seen.first {
                outcome.expect(broken.constant == 200, "the width 200 broken, not \(broken)")
            }
            outcome.expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 40), "frame \(view.frame)")
            return outcome.problems
        },
        Hazard(name: "a handler frees the views a makeConstraints closure constrains") {
            var outcome = Outcome()
            let scene = MisuseScenarios.GapScene()
            let orphaned = DiagnosticRecorder(scene.a)
            scene.root.diagnosticHandler = { [weak container = scene.container] _ in container?.removeFromSuperview() }
            let gap = scene.makeGapThenMisuse().flatMap(\.layoutConstraints)
            outcome.expect(scene.container == nil, "the container was freed")
            outcome.expect(gap.count == 1 && !gap.contains(where: \.isActive), "the gap is made and inactive")
            outcome.expect(scene.a.constraints.isEmpty, "nothing installed on the freed tree")
            outcome.expect(orphaned.invalidConstraints.count == 1, "the gap reported once where a now is")
            return outcome.problems
        },
        Hazard(name: "a handler moves a view a makeConstraints closure constrains") {
            var outcome = Outcome()
            let scene = MisuseScenarios.GapScene()
            let elsewhere = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let moved = DiagnosticRecorder(elsewhere)
            scene.root.diagnosticHandler = { [a = scene.a] _ in elsewhere.addSubview(a) }
            let gap = scene.makeGapThenMisuse().flatMap(\.layoutConstraints)
            outcome.expect(!gap.contains(where: \.isActive), "the gap is inactive")
            outcome.expect(scene.container?.constraints.isEmpty == true, "nothing on a view that does not hold a")
            outcome.expect(moved.invalidConstraints.count == 1, "the gap reported once where a now is")
            return outcome.problems
        },
        Hazard(name: "a laid-out stack reconfigured twice") {
            var outcome = Outcome()
            let (incremental, fresh) = MisuseScenarios.reconfiguredStackFrames([
                { stack, _ in
                    stack.axis = .vertical
                    stack.spacing = 8
                },
                { stack, views in
                    views[1].isHidden = true
                    stack.alignment = .leading
                }
            ])
            outcome.expect(incremental == fresh, "incremental \(incremental), fresh \(fresh)")
            outcome.expect(
                incremental[0] == Rect(x: 0, y: 0, width: 30, height: 20)
                    && incremental[2] == Rect(x: 0, y: 28, width: 50, height: 10), "frames \(incremental)")
            return outcome.problems
        },
        Hazard(name: "coefficients of 1e9") {
            var outcome = Outcome()
            let root = makeRoot()
            let recorder = DiagnosticRecorder(root)
            let a = addConstrained(View(name: "a"), to: root), b = addConstrained(View(name: "b"), to: root)
            for view in [a, b] {
                constrain(view, .left, to: root)
                constrain(view, .top, to: root)
                constrain(view, .height, constant: 10)
            }
            constrain(b, .width, .greaterThanOrEqual, constant: 0)
            constrain(a, .width, constant: 100, priority: .init(999))
            // b·1 == a·(−1e9) + 5e8 cannot hold with a at 100 and b at least 0: the weak constraint gives way.
            constrain(b, .width, to: a, multiplier: -1e9, constant: 5e8, priority: .init(1))
            root.layoutIfNeeded()
            outcome.expect(a.frame.width == 100, "a is \(a.frame.width) wide")
            outcome.expect(b.frame.width == 0, "b is \(b.frame.width) wide: its required width >= 0 was broken")
            outcome.expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.message))")
            return outcome.problems
        },
        Hazard(name: "asking about ambiguity") {
            var outcome = Outcome()
            let (root, view) = MisuseScenarios.unplacedView()
            root.layoutIfNeeded()
            let frame = view.frame
            for _ in 0..<3 {
                outcome.expect(view.hasAmbiguousLayout, "the view is ambiguous")
                _ = root.layoutTree()
                root.layoutIfNeeded()
            }
            outcome.expect(view.frame == frame, "asking moved the view from \(frame) to \(view.frame)")
            return outcome.problems
        },
        Hazard(name: "flipping the direction of a view pinned by leading and trailing") {
            var outcome = Outcome()
            let (root, view, leading, trailing, recorder) = MisuseScenarios.leadingTrailingPinnedView()
            root.semanticContentAttribute = .forceRightToLeft
            root.layoutIfNeeded()
            outcome.expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.message))")
            outcome.expect(!leading.isBroken && !trailing.isBroken, "nothing broken")
            outcome.expect(view.frame == Rect(x: 10, y: 0, width: 345, height: 40), "frame \(view.frame)")
            let width = constrain(view, .width, constant: 100)
            root.layoutIfNeeded()
            outcome.expect(
                recorder.unsatisfiable.count == 1 && recorder.unsatisfiable.first?.broken === width,
                "a later real conflict is reported and breaks the new width")
            return outcome.problems
        },
        Hazard(name: "preserved margins 15 deep under a safe area") {
            var outcome = Outcome()
            let (root, innermost, recorder) = MisuseScenarios.preservedMarginsChain(
                depth: 15, size: Size(width: 375, height: 667), safeArea: (top: 44, bottom: 34))
            root.layoutIfNeeded()
            outcome.expect(
                isClose(innermost.frame, Rect(x: 8, y: 8, width: 135, height: 349)), "frame \(innermost.frame)")
            outcome.expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.message))")
            return outcome.problems
        },
        Hazard(name: "a tall hidden arranged view in a .fill stack") {
            var outcome = Outcome()
            let (_, stack, label, _) = MisuseScenarios.stackWithTallHiddenView(alignment: .fill)
            outcome.expect(stack.frame.height == 21 && label.frame.height == 21, "stack \(stack.frame)")
            return outcome.problems
        },
        Hazard(name: "an incremental layout against a fresh one") {
            var outcome = Outcome()
            for seed in UInt64(0)..<20 {
                if let difference = IncrementalLayoutDifferentialTests.runConstraintSequence(seed: seed) {
                    outcome.expect(false, difference)
                }
            }
            let (incremental, fresh) = MisuseScenarios.reconfiguredStackFrames(
                IncrementalLayoutDifferentialTests.equalCenteringReconfiguration(.leading))
            outcome.expect(zip(incremental, fresh).allSatisfy { isClose($0, $1) }, "\(incremental) != \(fresh)")
            outcome.expect(incremental[2].minY == 30, "c at \(incremental[2])")
            return outcome.problems
        },
        Hazard(name: "300 statements with distinct priorities on one view") {
            var outcome = Outcome()
            let root = makeRoot()
            let view = addConstrained(View(name: "view"), to: root)
            constrain(view, .left, to: root)
            constrain(view, .top, to: root)
            constrain(view, .height, constant: 10)
            for width in 1...300 {
                constrain(view, .width, constant: Double(width), priority: LayoutPriority(Float(100 + width)))
            }
            root.layoutIfNeeded()
            outcome.expect(view.frame.width == 300, "the highest priority wins, not \(view.frame.width)")
            return outcome.problems
        },
        Hazard(name: "a tree 1,000 deep") {
            var outcome = Outcome()
            let root = makeRoot()
            let chain = MisuseScenarios.viewChain(depth: 1_000, in: root)
            let leaf = chain[chain.count - 1]
            leaf.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                leaf.widthAnchor.constraint(equalTo: chain[0].widthAnchor, multiplier: 0.5),
                leaf.heightAnchor.constraint(equalToConstant: 4),
                leaf.leftAnchor.constraint(equalTo: chain[chain.count - 2].leftAnchor, constant: 2),
                leaf.topAnchor.constraint(equalTo: chain[chain.count - 2].topAnchor, constant: 3)
            ])
            root.layoutIfNeeded()
            outcome.expect(leaf.frame == Rect(x: 2, y: 3, width: 5, height: 4), "leaf \(leaf.frame)")
            outcome.expect(chain[0].constraints.count == 1, "installed on the common ancestor")
            return outcome.problems
        }
    ]

    @Test(arguments: hazards)
    func eachClassOfIssue22HasItsCorrectOutcome(_ hazard: Hazard) {
        let problems = hazard.problems()
        #expect(problems.isEmpty, "\(hazard.name): \(problems)")
    }

    @Test(arguments: corpus)
    func aMisuseIsReportedAndTheRequiredLayoutHoldsAndRecovers(_ misuse: Misuse) {
        let scene = HostileScene()
        let untouched = HostileScene()
        misuse.apply(scene)
        scene.root.layoutIfNeeded()
        #expect(!scene.diagnostics.isEmpty, "\(misuse.name) was not reported")
        #expect(
            scene.requiredConstraintsProblem() == nil, "\(misuse.name): \(scene.requiredConstraintsProblem() ?? "")")
        scene.restore()
        #expect(scene.frames == untouched.frames, "\(misuse.name) left the layout changed")
    }
}
