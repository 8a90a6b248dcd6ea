import Masonry
import Testing

/// Leading and trailing follow the layout direction; a right-to-left screen is the mirror image of the
/// left-to-right one.
@Suite struct LayoutDirectionTests {
    /// A two-row form written only with leading and trailing: a name label and field, an e-mail label and field.
    private func makeForm(_ direction: SemanticContentAttribute) -> (root: View, views: [View]) {
        let root = makeRoot()
        root.semanticContentAttribute = direction
        var views: [View] = []
        for (row, title) in ["name", "email"].enumerated() {
            let label = addConstrained(View(name: "\(title)Label"), to: root)
            let field = addConstrained(View(name: "\(title)Field"), to: root)
            let top = 40 + Double(row) * 50
            constrain(label, .leading, to: root, constant: 20)
            constrain(label, .width, constant: 100)
            constrain(field, .leading, to: label, .trailing, constant: 8)
            constrain(field, .trailing, to: root, constant: -20)
            for view in [label, field] {
                constrain(view, .top, to: root, constant: top)
                constrain(view, .height, constant: 30)
            }
            views += [label, field]
        }
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test func leftToRightPutsLeadingOnTheLeft() {
        let (_, views) = makeForm(.unspecified)
        // Label (20, 40, 100, 30); field from 20 + 100 + 8 = 128 to 375 − 20 = 355, width 227.
        expectFrame(views[0], Rect(x: 20, y: 40, width: 100, height: 30))
        expectFrame(views[1], Rect(x: 128, y: 40, width: 227, height: 30))
        expectFrame(views[2], Rect(x: 20, y: 90, width: 100, height: 30))
        expectFrame(views[3], Rect(x: 128, y: 90, width: 227, height: 30))
    }

    @Test func rightToLeftMirrorsEveryFrameExactly() {
        let (_, leftToRight) = makeForm(.forceLeftToRight)
        let (root, rightToLeft) = makeForm(.forceRightToLeft)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // x′ = W − x − w: the label at 375 − 20 − 100 = 255, the field at 375 − 128 − 227 = 20.
        expectFrame(rightToLeft[0], Rect(x: 255, y: 40, width: 100, height: 30))
        expectFrame(rightToLeft[1], Rect(x: 20, y: 40, width: 227, height: 30))
        for (mirrored, original) in zip(rightToLeft, leftToRight) {
            let f = original.frame
            expectFrame(mirrored, Rect(x: 375 - f.minX - f.width, y: f.minY, width: f.width, height: f.height))
        }
    }

    @Test func switchingDirectionAfterLayoutMirrorsAtTheNextPass() {
        let (root, views) = makeForm(.unspecified)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(views[0], Rect(x: 255, y: 40, width: 100, height: 30))
        expectFrame(views[1], Rect(x: 20, y: 40, width: 227, height: 30))
    }

    @Test func subviewsInheritTheDirectionUnlessForced() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let child = View(name: "child"), forced = View(name: "forced")
        root.addSubview(child)
        child.addSubview(forced)
        forced.semanticContentAttribute = .forceLeftToRight
        #expect(View(name: "lone").effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func leftAndRightNeverFlip() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 20, y: 20, width: 100, height: 100))
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 20, y: 20, width: 100, height: 100))
    }

    @Test func directionalMarginsFollowTheDirection() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }
}
