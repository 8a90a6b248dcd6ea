import LayoutFile
import Testing

/// Every mistake has its own message, at the line and column of the token that is wrong.
@Suite struct ErrorMessageTests {
    static let canvas = "canvas 100x100\n"

    @Test(arguments: [
        // The text.
        ("view box\nbox.width = 3", "3:11: error: '=' is not a relation: write '==', '<=' or '>='"),
        (
            "frobnicate box",
            "2:1: error: unknown statement 'frobnicate' (expected canvas, view, label, stack, scroll, metric, an equation like 'box.width == 100', or a VFL line starting with H: or V:)"
        ),
        (
            "view box\nbox.widht == 3",
            "3:5: error: unknown attribute 'widht' (expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins)"
        ),
        ("metric m = 1.2.3", "2:12: error: bad number '1.2.3'"),
        ("metric m = 12px", "2:12: error: bad number '12px'"),
        ("metric m = 2e", "2:12: error: bad number '2e'"),
        ("metric m = 1e10", "2:12: error: number 1e10 is out of range: magnitudes above 1e9 are refused"),
        ("metric m = x", "2:12: error: expected the metric's value but found 'x'"),
        ("metric m 3", "2:10: error: expected '=' after the metric's name but found '3'"),
        ("metric m = 3 4", "2:14: error: unexpected '4' after the metric's value"),
        ("view box size 10", "2:15: error: expected a size after 'size' as WIDTHxHEIGHT (like 100x50) but found '10'"),
        ("view box size 10x", "2:15: error: bad number '10x'"),
        (
            "view box color red",
            "2:10: error: unknown option 'color' of 'view' (expected in, size, intrinsic, hidden, hugging, compression, margins, preserves-margins or alignment-insets)"
        ),
        ("view box hidden hidden", "2:17: error: 'hidden' is given twice"),
        ("view 3", "2:6: error: expected a name after 'view' but found '3'"),
        ("view box in", "2:12: error: expected a parent's name after 'in' but found the end of the line"),
        ("label title", "2:12: error: a label needs its text in quotes, like label title \"Hello\""),
        ("label title \"open", "2:13: error: unterminated string: add a closing '\"'"),
        ("label title \"a\\qb\"", "2:15: error: unknown escape '\\q' in a string (use \\\", \\\\, \\n or \\t)"),
        ("label title \"a\" \"b\"", "2:17: error: the label's text is given twice"),
        ("label title \"a\" font 0", "2:22: error: the font size must be above 0 and at most 10000, not 0"),
        (
            "label title \"a\" lines 1.5",
            "2:23: error: the number of lines must be a whole number of at least 0, not 1.5"
        ),
        (
            "stack s distribution spread",
            "2:22: error: unknown distribution 'spread' (expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering)"
        ),
        (
            "stack s alignment middle",
            "2:19: error: unknown alignment 'middle' (expected one of fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline)"
        ),
        ("stack s horizontal vertical", "2:20: error: the stack's axis is given twice"),
        (
            "view a\nview b\na.width == b.width @ urgent",
            "4:22: error: unknown priority 'urgent' (expected a number in 1...1000 or one of required, high, medium, low, fittingSize)"
        ),
        ("view a\na.width == 10 @ 1001", "3:17: error: a priority must be between 1 and 1000, not 1001"),
        ("view a\na.width == 10 * 2", "3:15: error: a constant cannot be multiplied: write the product as one number"),
        ("view a\na.width 10", "3:9: error: expected a relation ('==', '<=' or '>=') after 'a.width' but found '10'"),
        ("view a\na.width == b.", "3:14: error: expected an attribute after 'b.' but found the end of the line"),
        ("view a $", "2:8: error: unexpected character '$'"),
        // Columns count characters, also after non-ASCII text.
        ("label t \"héllo → ✓\" font x", "2:26: error: expected a font size after 'font' but found 'x'"),
        (
            "H:|[a]| options alignAllMiddle",
            "2:17: error: unknown VFL option 'alignAllMiddle' (expected one of alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline)"
        ),
        (
            "H:|-[a] -|",
            "2:9: error: unexpected '-|' after the VFL format (a format has no spaces; write 'options' and option names after it)"
        ),
        ("H:|[a]| options", "2:16: error: expected option names after 'options' (like alignAllTop)"),
        // Names, the tree and the numbers the builder checks.
        ("view c in c", "2:11: error: 'c' cannot be inside itself"),
        ("view d in e\nview e", "2:11: error: parent 'e' is declared later, on line 3: declare it before 'd'"),
        ("view d in nowhere", "2:11: error: unknown parent 'nowhere': no view, label or stack has that name"),
        ("view e\nlabel e \"x\"", "3:7: error: duplicate name 'e': it is already declared on line 2"),
        ("view root", "2:6: error: 'root' is the canvas's name; choose another name"),
        ("metric m = 1\nmetric m = 2", "3:8: error: duplicate metric 'm': it is already declared on line 2"),
        ("view a\nghost.width == a.width", "3:1: error: unknown view 'ghost'"),
        ("view a\na.width == ghost.width", "3:12: error: unknown view 'ghost'"),
        (
            "view a\na.left == 5",
            "3:3: error: 'a.left' is a position: relate it to another view's attribute, like a.left == root.left + 20"
        ),
        (
            "view a\na.left == root.top",
            "3:16: error: cannot relate a horizontal attribute (left) to a vertical one (top)"
        ),
        ("view a\na.left == root.width", "3:16: error: cannot relate a position (left) to a size (width)"),
        (
            "view a\na.left == root.leading",
            "3:16: error: cannot relate left to leading: left/right and leading/trailing do not mix"
        ),
        ("view a\na.width == root.width / 0", "3:25: error: division by zero"),
        (
            "view a\na.width == root.width * half",
            "3:25: error: unknown metric 'half': declare it with 'metric half = NUMBER'"
        ),
        ("canvas 5x5", "2:1: error: a second canvas statement (the canvas is declared on line 1)")
    ])
    func eachMistakeHasItsMessageAndLocation(body: String, expected: String) {
        #expect(mistakes(Self.canvas + body) == [expected])
    }

    @Test func aCycleIsReportedAtEveryViewInIt() {
        #expect(
            mistakes(Self.canvas + "view a in b\nview b in a") == [
                "2:11: error: cycle: 'a' would be inside itself (a in b in a)",
                "3:11: error: cycle: 'b' would be inside itself (b in a in b)"
            ])
    }

    @Test func theCanvasMustComeFirst() {
        #expect(mistakes("view a\ncanvas 10x10") == ["2:1: error: the canvas statement must come first, before line 1"])
        #expect(mistakes("# nothing\n") == ["1:1: error: expected a canvas statement first, like 'canvas 375x667'"])
        #expect(mistakes("canvas 0x10") == ["1:8: error: the canvas size must be positive, not 0x10"])
        #expect(mistakes("canvas 1x1 scale 0") == ["1:18: error: the scale must be positive, not 0"])
    }

    @Test func everyLineWithAMistakeIsReportedInOneRun() {
        let found = mistakes("canvas 10x10\nview a size 1\nview b $\nmetric = 3\n")
        #expect(found.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == ["2:13", "3:8", "4:8"])
    }

    @Test func nothingIsBuiltWhenAStatementIsWrong() {
        // The good lines would lay out, but one mistake stops the whole file.
        #expect(throws: LayoutFileError.self) {
            try LayoutDocument(parsing: "canvas 10x10\nview a size 5x5\nview b in nowhere").instantiate()
        }
    }

    @Test func messagesAreFormattedLikeACompilers() throws {
        do {
            _ = try LayoutDocument(parsing: "canvas 10x10\nview a in nowhere").instantiate()
            Issue.record("expected a mistake")
        } catch {
            #expect(
                error.formatted(file: "card.layout")
                    == "card.layout:2:11: error: unknown parent 'nowhere': no view, label or stack has that name")
        }
    }
}
