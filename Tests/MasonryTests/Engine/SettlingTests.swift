import Masonry
import Testing

/// Solving again while a solve changes what the constraints depend on, in the layout pass and in measuring alike.
@Suite struct SettlingTests {
    @Test func aLayoutWhoseMarginsChaseItsPositionIsReportedAsNotSettling() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 8, left: 100, bottom: 8, right: 8)
        let recorder = DiagnosticRecorder(root)
        let child = addConstrained(View(name: "child"), to: root)
        child.preservesSuperviewLayoutMargins = true
        // The child's left margin keeps clear of the root's (100 in from the root's edge), and the child is placed by
        // its own margin: each solve moves the child left, which widens its margin, which moves it left again.
        constrain(child.layoutMarginsGuide, .left, to: root, .left, constant: 20)
        constrain(child, .top, to: root)
        fixSize(of: child, width: 50, height: 50)
        root.layoutIfNeeded()
        let reports = recorder.diagnostics.compactMap { diagnostic -> (View, Int, String)? in
            if case .layoutDidNotSettle(let view, let rounds) = diagnostic {
                (view, rounds, diagnostic.message)
            } else {
                nil
            }
        }
        #expect(reports.count == 1)
        #expect(reports.first?.0 === root)
        #expect(reports.first?.1 == 4)
        #expect(reports.first?.2.contains("did not settle after 4 solves") == true)
    }

    @Test func aLayoutThatSettlesReportsNothing() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let label = addConstrained(
            Label(name: "label", text: "The quick brown fox jumps over the lazy dog again and again"), to: root)
        label.numberOfLines = 0
        constrain(label, .top, to: root, constant: 20)
        constrain(label, .left, to: root, constant: 20)
        constrain(label, .width, constant: 155)
        root.layoutIfNeeded()
        // Wrapping at 155 takes a second solve for the height; then nothing changes.
        #expect(label.frame.height > label.font.lineHeight)
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aColumnReachingBelowTheRootSettlesWhenNoGuideReadsItsInsets() {
        // Cards below the root's bottom edge derive bottom safe-area insets; with no margins or safe-area guide to
        // read them, they change no constraint, so the wrapping labels' second solve is the last.
        let root = makeRoot(width: 375, height: 200)
        let recorder = DiagnosticRecorder(root)
        var cards: [View] = [], labels: [Label] = []
        for index in 0..<6 {
            let card = addConstrained(View(name: "card\(index)"), to: root)
            let label = addConstrained(
                Label(name: "label\(index)", text: "a wrapping line of text that takes two lines or more"), to: card)
            label.numberOfLines = 0
            constrain(card, .left, to: root, constant: 16)
            constrain(card, .right, to: root, constant: -16)
            constrain(card, .top, to: cards.last ?? root, cards.isEmpty ? .top : .bottom, constant: 8)
            pinEdges(of: label, to: card, insets: EdgeInsets(all: 12))
            cards.append(card)
            labels.append(label)
        }
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty)
        root.frame = Rect(x: 0, y: 0, width: 414, height: 200)
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty)
        // The insets are still derived, for the cards and for what they contain.
        let last = cards[cards.count - 1], lastLabel = labels[labels.count - 1]
        #expect(last.frame.minY > 200)
        #expect(last.safeAreaInsets.bottom == last.frame.height)
        #expect(lastLabel.safeAreaInsets.bottom == lastLabel.frame.height)
        #expect(cards[0].safeAreaInsets == .zero)
        #expect(labels[0].frame.height > labels[0].font.lineHeight)
    }

    @Test func aResizeThatRewrapsTextPlacesEveryViewAsAFreshLayoutAtTheNewWidth() {
        // Each card's label reads the card's safe area through its guide, and the root's top inset reaches into the
        // first card: the rewrapped heights move the cards, and the derived insets are those of the final frames.
        func makeColumn(width: Double) -> (root: View, views: [View]) {
            let root = makeRoot(width: width, height: 1000)
            root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            var views: [View] = [], previous: View? = nil
            for index in 0..<5 {
                let card = addConstrained(View(name: "card\(index)"), to: root)
                let label = addConstrained(
                    Label(name: "label\(index)", text: String(repeating: "wrapping words ", count: 3 + index)), to: card
                )
                label.numberOfLines = 0
                constrain(card, .left, to: root, constant: 16)
                constrain(card, .right, to: root, constant: -16)
                constrain(card, .top, to: previous ?? root, previous == nil ? .top : .bottom, constant: 8)
                constrain(label, .left, to: card.safeAreaLayoutGuide, .left, constant: 12)
                constrain(label, .right, to: card.safeAreaLayoutGuide, .right, constant: -12)
                constrain(label, .top, to: card.safeAreaLayoutGuide, .top, constant: 12)
                constrain(label, .bottom, to: card.safeAreaLayoutGuide, .bottom, constant: -12)
                views += [card, label]
                previous = card
            }
            return (root, views)
        }
        let resized = makeColumn(width: 200)
        let recorder = DiagnosticRecorder(resized.root)
        resized.root.layoutIfNeeded()
        let narrowHeight = resized.views[1].frame.height
        resized.root.frame = Rect(x: 0, y: 0, width: 414, height: 1000)
        resized.root.layoutIfNeeded()
        let fresh = makeColumn(width: 414)
        fresh.root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty)
        #expect(resized.views.map(\.frame) == fresh.views.map(\.frame))
        #expect(resized.views.map(\.safeAreaInsets) == fresh.views.map(\.safeAreaInsets))
        // The narrow layout wrapped onto more lines, and the first card reads the root's inset: the resize did
        // rewrap the text, and the insets are derived.
        #expect(resized.views[1].frame.height < narrowHeight)
        #expect(resized.views[0].safeAreaInsets.top == 12)
    }
}
