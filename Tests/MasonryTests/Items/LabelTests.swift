import Masonry
import Testing

/// Labels size themselves by their text; wrapping labels are height-for-width items.
@Suite struct LabelTests {
    private let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    @Test func aSingleLineLabelIsAsWideAsItsTextAndOneLineTall() {
        let label = Label(name: "title", text: "Hello")
        let font = Font.system
        #expect(label.numberOfLines == 1)
        // Rounded up to the pixel grid at scale 2: 43.09 → 43.5, 19.79 → 20.
        #expect(
            label.intrinsicContentSize
                == Size(width: roundedUp(font.width(of: "Hello")), height: roundedUp(font.lineHeight)))
        #expect(label.intrinsicContentSize == Size(width: 43.5, height: 20))
    }

    @Test func anEmptyLabelHasNoSize() {
        #expect(Label(name: "empty").intrinsicContentSize == .zero)
    }

    @Test func changingTheTextResizesTheLabelAtTheNextPass() {
        let root = makeRoot()
        let label = addConstrained(Label(name: "title", text: "Hello"), to: root)
        constrain(label, .left, to: root, constant: 10)
        constrain(label, .top, to: root, constant: 10)
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 10, y: 10, width: 43.5, height: 20))
        label.text = "A much longer title"
        root.layoutIfNeeded()
        // 162.67 → 163.
        expectFrame(label, Rect(x: 10, y: 10, width: 163, height: 20))
        label.font = Font(size: 34)
        root.layoutIfNeeded()
        expectFrame(
            label,
            Rect(
                x: 10, y: 10, width: roundedUp(Font(size: 34).width(of: "A much longer title")),
                height: roundedUp(Font(size: 34).lineHeight)))
    }

    @Test func aMultiLineLabelCappedInWidthWrapsAndGrowsInHeight() {
        let root = makeRoot()
        let label = addConstrained(Label(name: "message", text: sentence), to: root)
        label.numberOfLines = 0
        constrain(label, .left, to: root, constant: 10)
        constrain(label, .top, to: root, constant: 10)
        constrain(label, .width, .lessThanOrEqual, constant: 200)
        constrain(label, .height, .greaterThanOrEqual, constant: 10)
        root.layoutIfNeeded()

        let lines = label.textLayout.lines
        #expect(lines.count > 1)
        #expect(label.frame.width <= 200)
        #expect(lines.allSatisfy { $0.width <= label.frame.width })
        // Height: the lines times the line height, rounded up to the pixel grid at scale 2.
        #expect(label.frame.height == roundedUp(Double(lines.count) * label.font.lineHeight))
        // By hand: at 200 the text breaks into "The quick brown fox" (171.72), "jumps over the lazy" (167.85),
        // "dog and keeps on" (151.16), "running far away" (144.60); the label hugs the widest line, 171.72 → 172,
        // which breaks the same way; 4 × 19.789 = 79.16 → 79.5.
        #expect(
            lines.map(\.text) == ["The quick brown fox", "jumps over the lazy", "dog and keeps on", "running far away"])
        expectFrame(label, Rect(x: 10, y: 10, width: 172, height: 79.5))
    }

    @Test func aWrappingLabelFollowsTheWidthLayoutGivesIt() {
        let root = makeRoot()
        let label = addConstrained(Label(name: "message", text: sentence), to: root)
        label.numberOfLines = 0
        constrain(label, .left, to: root, constant: 20)
        constrain(label, .right, to: root, constant: -20)
        constrain(label, .top, to: root, constant: 20)
        root.layoutIfNeeded()
        let lines = label.textLayout.lines
        #expect(label.frame.width == 335)
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { $0.width <= 335 })
        #expect(label.frame.height == roundedUp(Double(lines.count) * label.font.lineHeight))

        // Narrower, it needs more lines.
        root.frame = Rect(x: 0, y: 0, width: 200, height: 667)
        root.layoutIfNeeded()
        #expect(label.frame.width == 160)
        #expect(label.textLayout.lines.count > lines.count)
        #expect(label.frame.height == roundedUp(Double(label.textLayout.lines.count) * label.font.lineHeight))
    }

    @Test func preferredMaxLayoutWidthSetsWhereTheTextWraps() {
        let label = Label(name: "message", text: sentence)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        // The same four lines as above: 172 × 79.5.
        #expect(label.intrinsicContentSize == Size(width: 172, height: 79.5))
    }

    @Test func theTextLayoutFollowsEachChangeOfWhatItDependsOn() {
        let label = Label(name: "message", text: "Hello")
        #expect(label.textLayout == TextLayout("Hello", font: .system, numberOfLines: 1))
        label.text = sentence
        #expect(label.textLayout == TextLayout(sentence, font: .system, numberOfLines: 1))
        label.font = Font(size: 30)
        #expect(label.textLayout == TextLayout(sentence, font: Font(size: 30), numberOfLines: 1))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        #expect(label.textLayout == TextLayout(sentence, font: Font(size: 30), maxWidth: 200, numberOfLines: 0))
        label.numberOfLines = 3
        #expect(label.textLayout == TextLayout(sentence, font: Font(size: 30), maxWidth: 200, numberOfLines: 3))
        label.preferredMaxLayoutWidth = 300
        #expect(label.textLayout == TextLayout(sentence, font: Font(size: 30), maxWidth: 300, numberOfLines: 3))
        #expect(label.textLayout.lines.count == 3)
    }

    @Test func numberOfLinesCapsTheHeight() {
        let label = Label(name: "message", text: sentence)
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 200
        #expect(label.textLayout.lines.count == 2)
        #expect(label.intrinsicContentSize.height == roundedUp(2 * label.font.lineHeight))
    }

    @Test func baselinesLieOnTheText() {
        let root = makeRoot()
        let label = addConstrained(Label(name: "label", text: "Hello"), to: root)
        let plain = addConstrained(View(name: "plain"), to: root)
        constrain(label, .left, to: root)
        constrain(label, .top, to: root, constant: 100)
        fixSize(of: plain, width: 10, height: 10)
        constrain(plain, .left, to: root, constant: 100)
        // A view without text has its bottom edge as its baseline.
        constrain(plain, .lastBaseline, to: label, .firstBaseline)
        root.layoutIfNeeded()
        // The plain view's bottom (its baseline: it has no text) sits on the label's first baseline, the font's
        // ascender below the label's top: 100 + 15.78, within the half-point rounding of frames.
        let expectedBottom = 100 + Font.system.ascender
        #expect(abs(plain.frame.maxY - expectedBottom) <= 0.25)
    }
}
