import Masonry
import Testing

@Suite struct BrokenConstraintTests {
    @Test func theConstraintTheEngineBreaksSaysSoAndNamesItsConflicts() {
        let root = makeRoot()
        var reported: [LayoutDiagnostic] = []
        root.diagnosticHandler = { reported.append($0) }
        let box = addConstrained(View(name: "box"), to: root)
        let narrow = constrain(box, .width, constant: 100)
        let wide = constrain(box, .width, constant: 200)
        let left = constrain(box, .left, to: root)
        root.layoutIfNeeded()
        #expect(wide.isBroken)
        #expect(!narrow.isBroken && !left.isBroken)
        #expect(wide.conflictingConstraints.map(ObjectIdentifier.init) == [narrow, wide].map(ObjectIdentifier.init))
        #expect(narrow.conflictingConstraints.isEmpty)
        guard case .unsatisfiable(let broken, let conflicting)? = reported.first else {
            Issue.record("expected an unsatisfiable diagnostic, got \(reported)")
            return
        }
        #expect(broken === wide)
        #expect(conflicting.map(ObjectIdentifier.init) == wide.conflictingConstraints.map(ObjectIdentifier.init))
    }

    @Test func aConstraintThatHoldsOrIsInactiveIsNotBroken() {
        let root = makeRoot()
        let box = addConstrained(View(name: "box"), to: root)
        let width = constrain(box, .width, constant: 100)
        let inactive = LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, constant: 5)
        #expect(!width.isBroken) // not laid out yet
        root.layoutIfNeeded()
        #expect(!width.isBroken && width.conflictingConstraints.isEmpty)
        #expect(!inactive.isBroken && inactive.conflictingConstraints.isEmpty)
    }

    @Test func conflictsThatAreDeactivatedLeaveTheList() {
        let root = makeRoot()
        root.diagnosticHandler = { _ in }
        let box = addConstrained(View(name: "box"), to: root)
        let narrow = constrain(box, .width, constant: 100)
        let wide = constrain(box, .width, constant: 200)
        root.layoutIfNeeded()
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(!wide.conflictingConstraints.contains { $0 === narrow })
    }
}
