import Masonry
import Testing

/// Issue 14, item 1: priorities that are infinite, NaN or too large for an `Int` never trap, and a priority set on
/// an active constraint is checked when it is set.
@Suite struct PriorityRobustnessTests {
    @Test(arguments: [
        Float.infinity, -Float.infinity, Float.nan, -1e20, 1e20, 9.3e18, -9.3e18, Float.greatestFiniteMagnitude
    ])
    func describingAnyPriorityNeverTraps(_ value: Float) {
        let text = LayoutPriority(value).description
        #expect(!text.isEmpty)
        #expect(text == "\(value)") // not a whole number an Int can hold: printed as Float prints it
    }

    @Test func wholePrioritiesStillPrintWithoutADecimalPoint() {
        #expect(LayoutPriority(750).description == "750")
        #expect(LayoutPriority(999.5).description == "999.5")
        #expect(LayoutPriority(-3).description == "-3")
    }

    @Test(arguments: [Float.infinity, -Float.infinity, Float.nan, -1e20, 2000])
    func aDSLPriorityOutOfRangeIsAMisuseAndTheRestLaysOut(_ value: Float) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        view.mas.makeConstraints { make in
            make.width.equalTo(50).priority(value)
            make.width.equalTo(120)
            make.height.equalTo(10)
            make.left.top.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.count == 1)
        #expect(
            recorder.misuses.first.map {
                if case .invalidPriority([.width], let refused) = $0.reason {
                    isSameNumber(Double(refused.rawValue), Double(value))
                } else {
                    false
                }
            } == true)
        expectFrame(view, Rect(x: 0, y: 0, width: 120, height: 10))
    }

    @Test(arguments: [Float.infinity, Float.nan, -1e20, 2000, 0])
    func updatingAConstraintsPriorityOutOfRangeIsReportedAndIgnored(_ value: Float) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        var low: Constraint?
        view.mas.makeConstraints { make in
            low = make.width.equalTo(50).priority(.low).constraint
            make.width.equalTo(120).priority(.high)
            make.height.equalTo(10)
            make.left.top.equalToSuperview()
        }
        low?.update(priority: value)
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.count == 1)
        #expect(
            recorder.misuses.first.map {
                if case .updatePriorityRefused(let refused) = $0.reason {
                    isSameNumber(Double(refused.rawValue), Double(value))
                } else {
                    false
                }
            } == true)
        #expect(low?.layoutConstraints.first?.priority == .low)
        expectFrame(view, Rect(x: 0, y: 0, width: 120, height: 10))
    }

    @Test func aPriorityAbove1000SetOnAnActiveConstraintIsRefusedWhenSet() {
        // 2000 must not outrank a broken required constraint (kept at 1100): it is refused at once.
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 10)
        constrain(view, .width, constant: 100)
        let conflicting = constrain(view, .width, constant: 200) // broken: kept at 1100
        let optional = constrain(view, .width, constant: 300, priority: .defaultHigh)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        optional.priority = 2000
        #expect(optional.priority == .defaultHigh)
        #expect(recorder.invalidConstraints.count == 1)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .changeRefused(.invalidPriority(2000)) = $0.reason { true } else { false }
            } == true)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(conflicting.isActive)
    }

    @Test func anInvalidPriorityOnAnInactiveConstraintIsRefusedAtActivation() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        let width = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 10)
        width.priority = LayoutPriority(Float.infinity)
        width.isActive = true
        #expect(!width.isActive)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .invalidPriority(let refused) = $0.reason { refused.rawValue == .infinity } else { false }
            } == true)
    }

    @Test(arguments: [Float.infinity, Float.nan, 0, 5000])
    func huggingAndCompressionPrioritiesOutOfRangeAreRefused(_ value: Float) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        view.setContentHuggingPriority(LayoutPriority(value), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(value), for: .vertical)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(recorder.diagnostics.count == 2)
        let reasons = recorder.invalidValues
        #expect(
            reasons.first.map {
                if case .refusedContentHuggingPriority(let refusing, _, .horizontal) = $0 {
                    refusing === view
                } else {
                    false
                }
            } == true)
        #expect(
            reasons.last.map {
                if case .refusedCompressionResistancePriority(let refusing, _, .vertical) = $0 {
                    refusing === view
                } else {
                    false
                }
            } == true)
    }
}
