import Masonry
import Testing

// The stack speaks only through ordinary constraints with UIKit's identifiers and priorities, so every tool that
// reads constraints sees them.
@Suite struct StackConstraintIdentityTests {
    @Test func aHorizontalFillStackMakesUIKitsConstraintSet() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        let uisv = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        var counts: [String: Int] = [:]
        for constraint in uisv { counts[constraint.identifier ?? "", default: 0] += 1 }
        #expect(counts == ["UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-alignment": 4])
        #expect(uisv.allSatisfy { $0.priority == .required && $0.isActive })
        let leading = uisv.first { $0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .leading }
        #expect(leading?.firstItem === stack && leading?.secondItem === a)
        let trailing = uisv.first { $0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .trailing }
        #expect(trailing?.firstItem === stack && trailing?.secondItem === c)
    }

    @Test func aVerticalStackSwapsTheAttributes() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (_, stack) = makeStack([a, b], axis: .vertical, alignment: .center)
        let spacing = generated(stack, "UISV-spacing")
        #expect(spacing.map(\.firstAttribute) == [.top] && spacing.map(\.secondAttribute) == [.bottom])
        #expect(generated(stack, "UISV-alignment").map(\.firstAttribute) == [.centerX])
        #expect(generated(stack, "UISV-ambiguity-suppression").map(\.firstAttribute) == [.width, .width])
    }

    @Test func constraintsAffectingLayoutListTheStacksConstraints() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10)
        defer { withExtendedLifetime(root) {} }
        let horizontal = b.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
        #expect(horizontal.contains("UISV-spacing") && horizontal.contains("UISV-canvas-connection"))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout && !stack.hasAmbiguousLayout)
    }

    @Test func aConflictIsLoggedWithTheStacksIdentifiers() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10, width: 100)
        let recorder = DiagnosticRecorder(root)
        constrain(a, .width, constant: 80)
        constrain(b, .width, constant: 80)
        root.layoutIfNeeded()
        _ = stack
        let report = recorder.unsatisfiable.first
        #expect(report != nil)
        let names = report?.conflicting.compactMap(\.identifier) ?? []
        #expect(names.contains("UISV-spacing") && names.contains("UISV-canvas-connection"))
        #expect(report?.message.contains("UISV-spacing") == true)
    }

    @Test func changingAlignmentReplacesOnlyTheCrossAxisConstraints() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (root, stack) = makeStack([a, b], spacing: 10, height: 100)
        let along =
            generated(stack, "UISV-spacing")
            + stack.constraints.filter {
                $0.identifier == "UISV-canvas-connection"
                    && ($0.firstAttribute == .leading || $0.firstAttribute == .trailing)
            }
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(along.allSatisfy { holds(stack.constraints, $0) })
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        expectFrame(a, Rect(x: 0, y: 40, width: 50, height: 20))
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test func changingDistributionKeepsTheAlignment() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10, width: 210)
        let alignment = generated(stack, "UISV-alignment")
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(identities(generated(stack, "UISV-alignment")) == identities(alignment))
        expectFrame(b, Rect(x: 110, y: 0, width: 100, height: 20))
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(generated(stack, "UISV-spacing").map(\.firstAttribute) == [.top])
    }
}
