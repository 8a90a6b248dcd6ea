import Masonry
import Testing

/// Every mistake Apple's parser reports, with its message and caret, and the order in which a
/// format's mistakes are found.
@Suite struct VisualFormatErrorTests {
    /// `a` and `b` in a root, `d` detached, and `blackWidth`/`m` as metrics.
    private let scene = Scene(["a", "b", "whiteBox1", "redBox", "blackBox4", "backgroundBox"])
    private let detached = View(name: "d")
    private var views: [String: LayoutItem] { scene.views.merging(["d": detached]) { $1 } }
    private let metrics: [String: Double] = ["blackWidth": 40, "m": 10]

    /// Expects `format` to fail with `message` at `position`.
    private func expectError(
        _ format: String, _ message: String, at position: Int?, options: LayoutConstraint.FormatOptions = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let error = formatError(format, options: options, metrics: metrics, views: views)
        #expect(error?.message == message, "\(format)", sourceLocation: sourceLocation)
        #expect(error?.position == position, "\(format)", sourceLocation: sourceLocation)
        #expect(error?.format == format, sourceLocation: sourceLocation)
    }

    // MARK: Apple's documented examples, character for character

    @Test func theGuidesOrientationExample() {
        let error = formatError("V|[backgroundBox]|", views: views)
        #expect(
            error?.description == """
                Unable to parse constraint format: \("")
                Expected ':' after 'V' to specify vertical arrangement \("")
                V|[backgroundBox]| \("")
                 ^
                """)
    }

    @Test func theGuidesThicknessExample() {
        let error = formatError("|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: metrics, views: views)
        #expect(
            error?.description == """
                Unable to parse constraint format: \("")
                A predicate on a view's thickness must end with ')' and the view must end with ']' \("")
                |[whiteBox1][blackBox4(blackWidth][redBox]| \("")
                                                 ^
                """)
    }

    @Test func theGuidesUnknownViewExample() {
        expectError("|[whiteBox1][blackBox]|", "blackBox is not a key in the views dictionary.", at: 21)
    }

    // MARK: Checks before parsing

    @Test func nonASCIIAndEmptyFormatsHaveNoCaret() {
        let nonASCII = formatError("[a]-é-[b]", views: views)
        #expect(nonASCII?.position == nil)
        #expect(nonASCII?.description == "Unable to parse constraint format: It contains non-ASCII characters.")
        let empty = formatError("", views: views)
        #expect(empty?.position == nil)
        #expect(empty?.description == "Unable to parse constraint format: It's an empty string.")
    }

    // MARK: Every message

    @Test func orientation() {
        expectError("Hx[a]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
        expectError("H", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
        expectError("V[a]", "Expected ':' after 'V' to specify vertical arrangement", at: 1)
        expectError("h:[a]", "Expected a view", at: 0)
    }

    @Test func aLeadingBarNeedsAConnection() {
        expectError("|", "Expected a connection after the '|' character", at: 1)
        expectError("H:|", "Expected a connection after the '|' character", at: 3)
    }

    @Test func viewBoxes() {
        expectError("H:", "Expected a view", at: 2)
        expectError("[", "Expected a view", at: 1)
        expectError("|-|", "Expected a view", at: 2)
        let badName =
            "Expected a view. View names must start with a letter or an underscore, then contain letters, "
            + "numbers, and underscores."
        expectError("[]", badName, at: 1)
        expectError("[1a]", badName, at: 1)
        expectError("[a]-[zz]", "zz is not a key in the views dictionary.", at: 7)
        expectError("[m]", "m is not a key in the views dictionary.", at: 2)
        expectError("[a b]", "Expected a ']' here. That is how you give the end of a view.", at: 2)
        expectError("[a", "Expected a ']' here. That is how you give the end of a view.", at: 2)
        expectError("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 3)
        expectError(
            "[a(10", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 5)
        expectError("[a(10)x", "Expected ']' after specifying thickness.", at: 6)
        expectError("[a(10)", "Expected ']' after specifying thickness.", at: 6)
    }

    @Test func connections() {
        expectError("[a]-10-x", "Expected a view or '|'", at: 7)
        expectError("[a]-10-", "Expected a view or '|'", at: 7)
        expectError("[a]|[b]", "Expected the end of the format string", at: 4)
        expectError("[a]-", "Expected more input", at: 4)
        expectError("[a]-(", "Expected more input", at: 5)
        expectError("[a(10,", "Expected more input", at: 6)
        expectError(
            "[a]-10,20-[b]",
            "Expected a '-' here. To specify a list of constraints, you must use parentheses "
                + "around the list of constraints", at: 6)
        expectError("[a]-10[b]", "Expected a '-' here", at: 6)
        expectError("[a]-(10)[b]", "Expected a '-' here", at: 8)
        expectError(
            "[a]-(10-[b]",
            "Expected a ')' at the end of a constraint modifier, or a ',' before another "
                + "constraint modifier", at: 7)
        expectError(
            "[a]--10-[b]",
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                + "Use parentheses around negative numbers.", at: 4)
    }

    @Test func predicates() {
        expectError("[a(<10)]", "Unknown relation. Must be ==, >=, or <=", at: 4)
        expectError("[a(=10)]", "Unknown relation. Must be ==, >=, or <=", at: 4)
        expectError("[a]->8-[b]", "Unknown relation. Must be ==, >=, or <=", at: 5)
        let something = "Expected a number or key from the metrics dictionary, but encountered something else"
        expectError("[a(==)]", something, at: 5)
        expectError("[a(.5)]", something, at: 3)
        expectError("[a(+5)]", something, at: 3)
        let minus = "Expected a number or a key from the metrics dictionary, but encountered something else"
        expectError("[a]-(-)-[b]", minus, at: 5)
        expectError("[a(-x)]", minus, at: 3)
        expectError(
            "[a]-gap-[b]",
            "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries",
            at: 7)
        expectError(
            "[a]-b-[b]",
            "It's not possible to set a space equal to the width or height of a view.  Perhaps "
                + "you want to use a view as a spacer? [view1][spacer(==view1)][view2]", at: 5)
    }

    @Test func priorities() {
        let low = "Priority must be greater than 0"
        expectError("[a(10@0)]", "Invalid priority specified: 0. " + low, at: 7)
        expectError("[a(10@-5)]", "Invalid priority specified: -5. " + low, at: 8)
        expectError("[a(==b@b)]", "Invalid priority specified: 0. " + low, at: 8)
        // Positive as a Double, 0 as a Float: refused at parse, where it is, not at activation (issue 22, item 18).
        expectError("[a(10@1e-50)]", "Invalid priority specified: 1e-50. " + low, at: 11)
        let high = "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        expectError("[a(10@1001)]", "Invalid priority specified: 1001. " + high, at: 10)
        expectError("[a(10@1e7)]", "Invalid priority specified: 1e+07. " + high, at: 9)
        expectError("[a(10@1000.25)]", "Invalid priority specified: 1000.25. " + high, at: 13)
    }

    @Test func aBarNeedsASuperview() {
        let message = "Unable to interpret '|' character, because the related view doesn't have a superview"
        expectError("|[d]", message, at: 4)
        expectError("|-[d(10)]", message, at: 9)
        expectError("[d]|", message, at: 4)
        expectError("[a]-[d]-|", message, at: 9)
        #expect(formatError("[d]-[a]", views: views) == nil) // only activation relates them
    }

    @Test func optionsThatDoNotFitTheFormat() {
        expectError(
            "[a]-[b]", "BaselineToBaseline format option not valid for horizontal layout", at: 7,
            options: .spacingBaselineToBaseline)
        expectError(
            "|[a]", "BaselineToBaseline format option not valid for horizontal layout", at: 4,
            options: .spacingBaselineToBaseline)
        let horizontal =
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
            + "layout that is also horizontal."
        let vertical =
            "Options mask required views to be aligned on a vertical edge, which is not allowed for "
            + "layout that is also vertical."
        for option in [
            LayoutConstraint.FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing,
            .alignAllCenterX, LayoutConstraint.FormatOptions(rawValue: 1 << 7)
        ] {
            expectError("[a]-[b]", horizontal, at: 7, options: option)
        }
        for option in [
            LayoutConstraint.FormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY,
            .alignAllLastBaseline, .alignAllFirstBaseline, LayoutConstraint.FormatOptions(rawValue: 1 << 8)
        ] {
            expectError("V:[a]-[b]", vertical, at: 9, options: option)
        }
    }

    @Test func optionsAreCheckedOnlyWhereTheyApply() {
        // Alignment concerns pairs of views, never `|`; baseline spacing concerns connections.
        #expect(formatError("H:|[a]|", options: .alignAllLeading, views: views) == nil)
        #expect(formatError("[a(10)]", options: [.spacingBaselineToBaseline, .alignAllLeft], views: views) == nil)
    }

    // MARK: Order

    @Test func aMistakeInAFinishedPairComesBeforeALaterSyntaxError() {
        expectError(
            "|[d]-[b", "Unable to interpret '|' character, because the related view doesn't have a superview",
            at: 4)
        expectError(
            "[a]-[b]x",
            "Options mask required views to be aligned on a horizontal edge, which is not allowed "
                + "for layout that is also horizontal.", at: 7, options: .alignAllLeft)
        expectError("[a]-[b]x", "Expected a view or '|'", at: 7)
        expectError(
            "[d]|x", "Unable to interpret '|' character, because the related view doesn't have a superview",
            at: 4)
        expectError("[a]|x", "Expected the end of the format string", at: 4)
    }

    @Test func aNameIsLookedUpWhereItIsRead() {
        expectError("[zz(", "zz is not a key in the views dictionary.", at: 3)
        expectError(
            "[a(gap",
            "Encountered metric with name \"gap\", but value was not specified in metrics or views "
                + "dictionaries", at: 6)
    }

    // MARK: No whitespace, no other dialects

    @Test func whitespaceIsAMistakeWherever() {
        expectError("H: |[a]|", "Expected a view", at: 2)
        expectError("[a] [b]", "Expected a view or '|'", at: 3)
        expectError(
            "[a]- 10 -[b]", "Expected a number or key from the metrics dictionary, but encountered something else",
            at: 4)
        expectError("[a] ", "Expected a view or '|'", at: 3)
        expectError(" [a]", "Expected a view", at: 0)
        expectError("[a]\n[b]", "Expected a view or '|'", at: 3)
    }

    @Test func otherDialectsAreRefused() {
        expectError("|~[v(100)]~|", "Expected a view", at: 1)
        expectError(
            "[a(==50%)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'",
            at: 7)
        expectError("Z:[a]", "Expected a view", at: 0)
        expectError("[a..5]", "Expected a ']' here. That is how you give the end of a view.", at: 2)
        expectError("[a,b]", "Expected a ']' here. That is how you give the end of a view.", at: 2)
        expectError("[a]//comment", "Expected a view or '|'", at: 3)
        expectError(
            "[a(b/2)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'",
            at: 4)
    }

    @Test func aNumberEndsWhereStrtodStops() {
        expectError(
            "[a(1e)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 4)
        expectError(
            "[a(0x)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 4)
        expectError("[a]-10px-[b]", "Expected a '-' here", at: 6)
    }
}
