import Masonry
import Testing

/// A property test: seeded random sequences of public-API calls fed hostile numbers (±1e300, ±1e308, subnormals,
/// ±infinity, NaN, values just inside and outside 1e9, ordinary ones). After every call: no trap, every frame
/// finite, the scene's required constraints hold. After the sequence, undoing the inputs gives the untouched
/// layout exactly.
@Suite struct HostileValueFuzzTests {
    /// Hostile and ordinary numbers from a seeded SplitMix64, so a failing seed replays.
    struct Generator {
        private var source: SplitMix64
        init(seed: UInt64) { source = SplitMix64(seed: seed) }

        mutating func next() -> UInt64 { source.next() }

        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

        /// An ordinary number most of the time, a hostile one otherwise.
        mutating func number(ordinary range: ClosedRange<Double> = -400...400) -> Double {
            if chance(45) {
                return range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
            }
            let hostile: [Double] = [
                1e300, -1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.8e305,
                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude / 3,
                Double.leastNormalMagnitude.nextDown,
                1e-300, .infinity, -.infinity, .nan, 0, -0.0,
                1e9, -1e9, 1e9 + 1, 999_999_999.5, 1e10, 1e17, -1e17, 1e16, 123_456_789.123
            ]
            return hostile[below(hostile.count)]
        }

        mutating func priority() -> LayoutPriority {
            let values: [Float] = [
                .infinity, -.infinity, .nan, -1e20, 1e20, 2000, 1001, 0, -1, 1000, 999, 750, 251, 1, 0.5,
                .leastNonzeroMagnitude
            ]
            return chance(50) ? LayoutPriority(Float(1 + below(999))) : LayoutPriority(values[below(values.count)])
        }
    }

    /// One random call through the public API, aimed at the probe or at the scene's inputs.
    private func randomCall(_ g: inout Generator, on scene: HostileScene) {
        let probe = scene.probe, root = scene.root
        switch g.below(16) {
        case 0:
            root.frame = Rect(
                x: 0, y: 0, width: g.chance(50) ? g.number(ordinary: 1...2000) : 375,
                height: g.chance(50) ? g.number(ordinary: 1...2000) : 667)
        case 1:
            root.safeAreaInsets = EdgeInsets(
                top: g.number(ordinary: 0...60), left: g.number(ordinary: 0...60),
                bottom: g.number(ordinary: 0...60), right: g.number(ordinary: 0...60))
        case 2:
            root.layoutMargins = EdgeInsets(
                top: g.number(ordinary: 0...40), left: g.number(ordinary: 0...40),
                bottom: g.number(ordinary: 0...40), right: g.number(ordinary: 0...40))
        case 3:
            root.contentScale = g.chance(50) ? Double(1 + g.below(3)) : g.number(ordinary: 0.5...4)
        case 4:
            let value = g.number(), priority = g.priority()
            probe.mas.makeConstraints { make in make.width.equalTo(value).priority(priority) }
        case 5:
            let value = g.number(), multiplier = g.number(ordinary: -3...3), priority = g.priority()
            probe.mas.makeConstraints { make in
                make.height.lessThanOrEqualTo(scene.box).multipliedBy(multiplier).offset(value).priority(priority)
            }
        case 6:
            let inset = g.number(ordinary: 0...100)
            probe.mas.makeConstraints { make in
                make.left.right.equalToSuperview().inset(
                    DirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
                )
                .priority(.defaultLow)
            }
        case 7:
            let constraint = probe.widthAnchor.constraint(equalToConstant: g.number())
            constraint.priority = g.priority()
            constraint.isActive = true
            scene.probeConstraints.append(constraint)
        case 8:
            let constraint = probe.heightAnchor.constraint(
                equalTo: scene.box.heightAnchor, multiplier: g.number(ordinary: -2...2),
                constant: g.number())
            constraint.priority = .defaultLow
            constraint.isActive = true
            scene.probeConstraints.append(constraint)
        case 9:
            if let constraint = scene.probeConstraints.randomElement(using: &g) { constraint.constant = g.number() }
        case 10:
            if let constraint = scene.probeConstraints.randomElement(using: &g) { constraint.priority = g.priority() }
        case 11:
            if let constraint = scene.probeConstraints.randomElement(using: &g) {
                constraint.multiplier = g.number(ordinary: -2...2)
            }
        case 12:
            let handles = probe.mas.makeConstraints { make in
                make.top.equalToSuperview().offset(4).priority(.defaultHigh)
            }
            switch g.below(4) {
            case 0: handles.first?.update(offset: g.number())
            case 1: handles.first?.update(inset: g.number())
            case 2: handles.first?.update(multiplier: g.number(ordinary: -2...2))
            default: handles.first?.update(priority: g.priority())
            }
        case 13:
            probe.setContentHuggingPriority(g.priority(), for: .horizontal)
            probe.setContentCompressionResistancePriority(g.priority(), for: .vertical)
        case 14:
            scene.badge.frame = Rect(
                x: g.number(ordinary: 0...375), y: g.number(ordinary: 0...667),
                width: g.number(ordinary: 0...100), height: g.number(ordinary: 0...100))
        default:
            root.semanticContentAttribute = g.chance(50) ? .forceRightToLeft : .forceLeftToRight
        }
    }

    @Test(arguments: 0..<64)
    func hostileValuesNeverTrapNeverBreakRequiredConstraintsAndTheLayoutRecovers(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 1)
        let scene = HostileScene()
        let untouched = HostileScene()
        for step in 0..<60 {
            randomCall(&g, on: scene)
            scene.root.layoutIfNeeded()
            if let problem = scene.requiredConstraintsProblem() {
                Issue.record("seed \(seed), step \(step): \(problem)")
                return
            }
        }
        #expect(!scene.diagnostics.isEmpty) // the sequence did meet refusals
        scene.restore()
        #expect(scene.frames == untouched.frames, "seed \(seed): \(scene.frames) vs \(untouched.frames)")
        #expect(scene.requiredConstraintsProblem() == nil)
    }
}

extension HostileValueFuzzTests.Generator: RandomNumberGenerator {}
