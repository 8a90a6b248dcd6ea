import Masonry
import Testing

/// `LayoutConstraint.description` in Masonry's form: `<LayoutConstraint:key First.attr == Second.attr * m + c ^priority>`.
@Suite struct ConstraintDescriptionTests {
    private let a = View(name: "a"), b = View(name: "b")

    private func describe(
        _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal, to other: View? = nil,
        _ otherAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, identifier: String? = "c"
    ) -> String {
        let constraint = LayoutConstraint(
            item: a, attribute: attribute, relatedBy: relation, toItem: other,
            attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint.description
    }

    @Test func theSeedExampleReadsAsMasonryPrintsIt() {
        let label = Label(name: "messageLabel", text: "Hi")
        let constraint = LayoutConstraint(item: label, attribute: .height, relatedBy: .greaterThanOrEqual, constant: 10)
        constraint.priority = .high
        constraint.identifier = "minHeight"
        #expect(constraint.description == "<LayoutConstraint:minHeight Label:messageLabel.height >= 10 ^high>")
    }

    @Test func aRequiredConstraintPrintsNoPriority() {
        #expect(describe(.left, to: b, .right) == "<LayoutConstraint:c View:a.left == View:b.right>")
    }

    @Test func aMultiplierOtherThanOnePrintsAfterTheSecondAttribute() {
        #expect(
            describe(.width, to: b, .width, multiplier: 0.5)
                == "<LayoutConstraint:c View:a.width == View:b.width * 0.5>")
    }

    @Test func constantsPrintWithTheirSign() {
        #expect(describe(.left, to: b, .right, constant: 10) == "<LayoutConstraint:c View:a.left == View:b.right + 10>")
        #expect(
            describe(.left, to: b, .right, constant: -10) == "<LayoutConstraint:c View:a.left == View:b.right - 10>")
        #expect(
            describe(.width, .lessThanOrEqual, to: b, .width, multiplier: 2, constant: 1.5)
                == "<LayoutConstraint:c View:a.width <= View:b.width * 2 + 1.5>")
    }

    @Test func withoutASecondItemTheConstantPrintsBare() {
        #expect(describe(.width, constant: 100) == "<LayoutConstraint:c View:a.width == 100>")
        #expect(describe(.height, .lessThanOrEqual, constant: -4) == "<LayoutConstraint:c View:a.height <= -4>")
    }

    @Test(arguments: [
        (LayoutPriority(750), "^high"), (500, "^medium"), (250, "^low"), (50, "^fitting size"),
        (751, "^751"), (999, "^999"), (1, "^1")
    ])
    func prioritiesPrintByNameOrNumber(priority: LayoutPriority, printed: String) {
        #expect(
            describe(.width, constant: 1, priority: priority) == "<LayoutConstraint:c View:a.width == 1 \(printed)>")
    }

    @Test func withoutAnIdentifierTheAddressNamesTheConstraint() {
        let text = describe(.width, constant: 1, identifier: nil)
        #expect(text.hasPrefix("<LayoutConstraint:0x"))
        #expect(text.hasSuffix(" View:a.width == 1>"))
    }

    @Test func unnamedViewsPrintTheirTypeAndAddress() {
        let view = View()
        let constraint = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1)
        constraint.identifier = "w"
        #expect(constraint.description.hasPrefix("<LayoutConstraint:w View:0x"))
        #expect(constraint.description.hasSuffix(".width == 1>"))
    }

    @Test func guidesPrintTheirIdentifier() {
        let root = makeRoot()
        let constraint = LayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal,
            toItem: root.safeAreaLayoutGuide, attribute: .top)
        constraint.identifier = "c"
        #expect(
            constraint.description == "<LayoutConstraint:c View:a.top == LayoutGuide:'UIViewSafeAreaLayoutGuide'.top>")
    }
}
