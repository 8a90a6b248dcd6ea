import Masonry
import Testing

/// Constraints Auto Layout would refuse are reported as diagnostics and never activated.
@Suite struct ValidationTests {
    /// What became of an attempt to activate a constraint between two siblings.
    private struct Attempt {
        /// Keeps the tree (and so the constraint's items and holder) alive.
        let root: View
        let constraint: LayoutConstraint
        /// The reasons of the invalid-constraint diagnostics the root received.
        let reasons: [InvalidConstraintReason]
    }

    /// Tries to activate `a.first (==) multiplier × b.second + constant` between two siblings.
    private func attempt(
        _ firstAttribute: LayoutAttribute, _ secondAttribute: LayoutAttribute, withSecondItem: Bool = true,
        multiplier: Double = 1, constant: Double = 0
    ) -> Attempt {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let a = addConstrained(View(name: "a"), to: root)
        let b = addConstrained(View(name: "b"), to: root)
        let constraint = LayoutConstraint(
            item: a, attribute: firstAttribute, relatedBy: .equal,
            toItem: withSecondItem ? b : nil, attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.isActive = true
        return Attempt(root: root, constraint: constraint, reasons: recorder.invalidConstraints.map(\.reason))
    }

    @Test(arguments: [
        (LayoutAttribute.left, LayoutAttribute.width),
        (.height, .top),
        (.centerX, .height),
        (.width, .leadingMargin)
    ])
    func aLocationPairedWithASizeIsRefused(first: LayoutAttribute, second: LayoutAttribute) {
        let result = attempt(first, second)
        #expect(!result.constraint.isActive)
        #expect(result.reasons.count == 1)
        #expect(
            result.reasons.first.map {
                if case .illegalPairing(let a, let b) = $0 { a == first && b == second } else { false }
            } == true)
        #expect(result.root.constraints.isEmpty)
    }

    @Test(arguments: [
        (LayoutAttribute.left, LayoutAttribute.top),
        (.centerY, .centerX),
        (.bottomMargin, .trailing),
        (.firstBaseline, .leading)
    ])
    func locationsOnDifferentAxesAreRefused(first: LayoutAttribute, second: LayoutAttribute) {
        let result = attempt(first, second)
        #expect(!result.constraint.isActive)
        #expect(result.reasons.count == 1)
        #expect(
            result.reasons.first.map {
                if case .illegalPairing(let a, let b) = $0 { a == first && b == second } else { false }
            } == true)
    }

    @Test(arguments: [
        (LayoutAttribute.leading, LayoutAttribute.left),
        (.right, .trailing),
        (.leadingMargin, .leftMargin),
        (.trailing, .rightMargin)
    ])
    func leadingAndTrailingPairedWithLeftAndRightAreRefused(first: LayoutAttribute, second: LayoutAttribute) {
        let result = attempt(first, second)
        #expect(!result.constraint.isActive)
        #expect(result.reasons.count == 1)
        #expect(
            result.reasons.first.map {
                if case .mixedDirectionalAndAbsolute(let a, let b) = $0 { a == first && b == second } else { false }
            } == true)
    }

    @Test(arguments: [LayoutAttribute.left, .top, .centerX, .leading, .lastBaseline, .bottomMargin])
    func aLocationEqualToAConstantIsRefused(attribute: LayoutAttribute) {
        let result = attempt(attribute, .notAnAttribute, withSecondItem: false, constant: 20)
        #expect(!result.constraint.isActive)
        #expect(result.reasons.count == 1)
        #expect(
            result.reasons.first.map {
                if case .locationEqualToConstant(let refused) = $0 { refused == attribute } else { false }
            } == true)
    }

    @Test func aZeroMultiplierMakesAConstantOnlyConstraint() {
        // `a.left == 0 × b.left + 20` is a location equal to a constant: refused.
        let location = attempt(.left, .left, multiplier: 0, constant: 20)
        #expect(!location.constraint.isActive && location.reasons.count == 1)
        #expect(
            location.reasons.first.map { if case .locationEqualToConstant(.left) = $0 { true } else { false } } == true)
        #expect(location.constraint.secondItem == nil && location.constraint.secondAttribute == .notAnAttribute)
        #expect(location.constraint.multiplier == 1)
        // `a.width == 0 × b.width + 50` is simply `a.width == 50`.
        let size = attempt(.width, .width, multiplier: 0, constant: 50)
        #expect(size.constraint.isActive && size.reasons.isEmpty)
        #expect(size.constraint.secondItem == nil)
    }

    @Test func aNaNConstantIsRefused() {
        let result = attempt(.width, .width, constant: .nan)
        #expect(!result.constraint.isActive)
        #expect(result.reasons.count == 1)
        #expect(result.reasons.first.map { if case .nonFiniteConstant(let c) = $0 { c.isNaN } else { false } } == true)
    }

    @Test func anInfiniteMultiplierIsRefused() {
        let result = attempt(.width, .height, multiplier: .infinity)
        #expect(!result.constraint.isActive)
        #expect(result.reasons.count == 1)
        #expect(
            result.reasons.first.map { if case .nonFiniteMultiplier(.infinity) = $0 { true } else { false } } == true)
    }

    @Test(arguments: [LayoutPriority(0), LayoutPriority(-5), LayoutPriority(1001)])
    func aPriorityOutsideTheValidRangeIsRefused(priority: LayoutPriority) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        let constraint = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 10)
        constraint.priority = priority
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(recorder.invalidConstraints.count == 1)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .invalidPriority(let refused) = $0.reason { refused == priority } else { false }
            } == true)
    }

    @Test(arguments: [
        (LayoutAttribute.width, LayoutAttribute.height),
        (.leading, .trailing),
        (.left, .centerX),
        (.top, .lastBaseline),
        (.centerXWithinMargins, .right),
        (.leadingMargin, .centerX)
    ])
    func legalPairingsActivateWithoutDiagnostics(first: LayoutAttribute, second: LayoutAttribute) {
        let result = attempt(first, second)
        #expect(result.constraint.isActive)
        #expect(result.reasons.isEmpty)
    }

    @Test func aNaNConstantOnAnActiveConstraintIsReportedAndRefused() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 10)
        constrain(view, .width, constant: 50, priority: .defaultLow)
        let width = constrain(view, .width, constant: 100)
        root.layoutIfNeeded()
        width.constant = .nan
        root.layoutIfNeeded()
        // Refused when set (issue 14): the constraint keeps 100 and the layout stays as it was.
        #expect(recorder.invalidConstraints.count == 1)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .changeRefused(.nonFiniteConstant(let c)) = $0.reason { c.isNaN } else { false }
            } == true)
        #expect(width.constant == 100)
        expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 10))
        width.constant = 120
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 120, height: 10))
    }

    @Test func aRefusedConstraintLeavesTheRestOfTheLayoutWorking() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 10, y: 10, width: 50, height: 50))
        let bad = LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top)
        bad.isActive = true
        root.layoutIfNeeded()
        #expect(recorder.invalidConstraints.count == 1)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .illegalPairing(.left, .top) = $0.reason { $0.constraint === bad } else { false }
            } == true)
        expectFrame(view, Rect(x: 10, y: 10, width: 50, height: 50))
    }
}
