import Masonry
import Testing

/// Issue 14's misuse corpus: every class of hostile input found by the probe, tried as a new user would. Each must
/// not trap, must be reported, must leave the required constraints holding, and once undone must leave the layout
/// exactly as an untouched scene's.
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
