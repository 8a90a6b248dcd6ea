import Masonry
import Testing

/// A hidden arranged view takes no part in sizing its stack across the axis, whatever the alignment.
@Suite struct HiddenViewAlignmentTests {
    @Test(arguments: StackView.Alignment.allCases)
    func aTallHiddenViewDoesNotSizeAHorizontalStack(_ alignment: StackView.Alignment) {
        let (root, stack, label, tall) = MisuseScenarios.stackWithTallHiddenView(alignment: alignment)
        let recorder = DiagnosticRecorder(root)
        root.layoutIfNeeded()
        #expect(stack.frame.height == 21)
        #expect(label.frame.height == 21)
        #expect(stack.frame.width == 60)
        #expect(recorder.unsatisfiable.isEmpty)
        // Shown again, it sizes the stack as any arranged view.
        tall.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.height == 400)
    }
}
