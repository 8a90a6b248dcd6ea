import LayoutFile
import Masonry
import Testing

/// Every mistake of a file in one run: a line goes on after a mistake where the grammar allows, and the builder
/// checks the statements that did parse, without repeating a line's mistake as a second, derived one.
@Suite struct ErrorRecoveryTests {
    @Test func aFileWithNineMistakesReportsThemAllInOneRun() {
        let source = """
            canvas 100x100 scale 0 rtl rtl
            view a size 10 hidden color red
            label t "x" font 0 lines 1.5
            view b in nowhere
            a.widht = 10 @ urgent
            a.width == ghost.width
            """
        #expect(
            mistakes(source) == [
                "1:22: error: the scale must be positive, not 0",
                "1:28: error: 'rtl' is given twice",
                "2:13: error: expected a size after 'size' as WIDTHxHEIGHT (like 100x50) but found '10'",
                "2:23: error: unknown option 'color' of 'view' (expected in, size, intrinsic, hidden, hugging, "
                    + "compression, margins, preserves-margins or alignment-insets)",
                "3:18: error: the font size must be above 0 and at most 10000, not 0",
                "3:26: error: the number of lines must be a whole number of at least 0, not 1.5",
                "4:11: error: unknown parent 'nowhere': no view, label or stack has that name",
                "5:3: error: unknown attribute 'widht' (expected one of left, right, top, bottom, leading, trailing, "
                    + "width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, "
                    + "topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, "
                    + "centerYWithinMargins)",
                "5:9: error: '=' is not a relation: write '==', '<=' or '>='",
                "5:16: error: unknown priority 'urgent' (expected a number in 1...1000 or one of required, high, "
                    + "medium, low, fittingSize)",
                "6:12: error: unknown view 'ghost'"
            ])
    }

    @Test func theLexerGoesOnAfterAStrayCharacterAndABadNumber() {
        #expect(
            mistakes("canvas 10x10\nview a $ size 12px hidden %") == [
                "2:8: error: unexpected character '$'", "2:15: error: bad number '12px'",
                "2:27: error: unexpected character '%'"
            ])
        #expect(
            mistakes("canvas 10x10\nlabel t \"a\\qb\\zc\" font x") == [
                "2:11: error: unknown escape '\\q' in a string (use \\\", \\\\, \\n or \\t)",
                "2:14: error: unknown escape '\\z' in a string (use \\\", \\\\, \\n or \\t)",
                "2:24: error: expected a font size after 'font' but found 'x'"
            ])
    }

    @Test(arguments: [
        // A declaration whose keyword is wrong: its name is not called unknown, as a view, a parent or in VFL.
        (
            "vew box size 10x10\nbox.width == 10\nview c in box\nH:|[box]|",
            "2:1: error: unknown statement 'vew' (expected canvas, view, label, stack, scroll, metric, an equation like "
                + "'box.width == 100', or a VFL line starting with H: or V:)"
        ),
        // A metric whose value is wrong: its name is not called unknown.
        ("metric pad = 1x\nview a\na.width == root.width - pad", "2:14: error: bad number '1x'"),
        // A declaration with a wrong option still declares its view.
        (
            "view a size 1x-1\na.width == 10\nview c in a",
            "2:13: error: a size cannot be negative: '1x-1' "
                + "(write WIDTHxHEIGHT, both 0 or more)"
        ),
        // An unterminated string is the only mistake of a label that has no text because of it.
        ("label t \"open\nt.width == 10", "2:9: error: unterminated string: add a closing '\"'"),
        // A lexer mistake is not reported again by the parser at the same token.
        ("view a size 10x", "2:13: error: bad number '10x'")
    ])
    func aLinesMistakeIsNotRepeatedAsADerivedOne(body: String, expected: String) {
        #expect(mistakes("canvas 10x10\n" + body) == [expected])
    }

    @Test func aCanvasStatementThatDoesNotParseIsNotAlsoMissing() {
        #expect(
            mistakes("canvs 100x100\nview a") == [
                "1:1: error: unknown statement 'canvs' (expected canvas, view, label, stack, scroll, metric, an equation "
                    + "like 'box.width == 100', or a VFL line starting with H: or V:)"
            ])
        #expect(
            mistakes("canvas 0x10 rtl\nview a\na.left == nowhere.left") == [
                "1:8: error: the canvas size must be positive, not 0x10", "3:11: error: unknown view 'nowhere'"
            ])
    }

    @Test func everyUnknownVisualFormatOptionIsReported() {
        #expect(
            mistakes("canvas 10x10\nview a\nH:|[a]| options alignAllUp alignAllTop spread").map {
                String($0.prefix { $0 != "(" })
            } == ["3:17: error: unknown VFL option 'alignAllUp' ", "3:40: error: unknown VFL option 'spread' "])
    }
}
