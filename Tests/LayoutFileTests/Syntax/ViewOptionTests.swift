import LayoutFile
import Masonry
import Testing

/// The options every kind of view takes, `scroll`, one-axis
/// intrinsic sizes and guide terms parse into what they say, and their misuse is a located error.
@Suite struct ViewOptionTests {
    private func declaration(_ line: String) throws -> ViewDeclaration? {
        guard case .view(let declaration) = try LayoutDocument(parsing: "canvas 100x100\n" + line).statements.last
        else { return nil }
        return declaration
    }

    private func equation(_ line: String) throws -> Equation? {
        guard case .equation(let equation) = try LayoutDocument(parsing: "canvas 100x100\n" + line).statements.last
        else { return nil }
        return equation
    }

    @Test func everyKindTakesHuggingCompressionMarginsAndAlignmentInsets() throws {
        for keyword in ["view", "label", "stack", "scroll"] {
            let text = keyword == "label" ? " \"Hi\"" : ""
            let line =
                "\(keyword) box\(text) hugging 251,750 compression 740,1000 margins 1,2,3,4 preserves-margins "
                + "alignment-insets -2,3,4.5,0"
            let parsed = try #require(try declaration(line), "\(keyword)")
            #expect(parsed.hugging == AxisPriorities(horizontal: 251, vertical: 750))
            #expect(parsed.compression == AxisPriorities(horizontal: 740, vertical: 1000))
            #expect(parsed.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(parsed.preservesSuperviewLayoutMargins)
            #expect(parsed.alignmentRectInsets == EdgeInsets(top: -2, left: 3, bottom: 4.5, right: 0))
        }
    }

    @Test func theOptionsAreAbsentUnlessGiven() throws {
        let parsed = try #require(try declaration("view box"))
        #expect(parsed.hugging == nil && parsed.compression == nil)
        #expect(parsed.layoutMargins == nil && parsed.alignmentRectInsets == nil)
        #expect(!parsed.preservesSuperviewLayoutMargins)
    }

    @Test func aStacksMarginsFlagAndItsMarginsAreTwoOptions() throws {
        let parsed = try #require(try declaration("stack row margins margins 10,20,10,20 alignment center"))
        guard case .stack(let options) = parsed.kind else { Issue.record("not a stack"); return }
        #expect(options.isLayoutMarginsRelative)
        #expect(options.alignment == "center")
        #expect(parsed.layoutMargins == EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
    }

    @Test func aScrollViewTakesItsParentAndSize() throws {
        let parsed = try #require(try declaration("scroll feed in root size 375x600 hidden"))
        guard case .scroll = parsed.kind else { Issue.record("not a scroll view"); return }
        #expect(parsed.name.text == "feed")
        #expect(parsed.parent?.text == "root")
        #expect(parsed.size == Size(width: 375, height: 600))
        #expect(parsed.isHidden)
    }

    @Test func anIntrinsicSizeMayLeaveAnAxisOut() throws {
        for (line, expected) in [
            ("view a intrinsic 51x31", Size(width: 51, height: 31)),
            ("view a intrinsic 120x-", Size(width: 120, height: View.noIntrinsicMetric)),
            ("view a intrinsic -x44.5 hidden", Size(width: View.noIntrinsicMetric, height: 44.5))
        ] {
            let parsed = try #require(try declaration(line))
            guard case .view(let intrinsic) = parsed.kind else { Issue.record("not a view"); continue }
            #expect(intrinsic == expected, "\(line)")
        }
    }

    @Test func termsNameAViewsGuides() throws {
        let parsed = try #require(try equation("box.top == feed.content.top + 8"))
        #expect(parsed.first.guide == nil)
        #expect(parsed.second?.guide == .content)
        #expect(parsed.second?.guideLocation == LayoutFileLocation(line: 2, column: 17))
        #expect(parsed.second?.attribute == .top)
        for guide in Equation.Guide.allCases {
            let term = try #require(try equation("root.\(guide.rawValue).width == 10")).first
            #expect(term.guide == guide && term.item.text == "root" && term.attribute == .width)
        }
    }

    @Test(arguments: [
        (
            "view a hugging 250",
            "2:19: error: expected ',' before the vertical content hugging priority but found the end of the line"
        ),
        ("view a hugging 0,250", "2:16: error: a priority must be between 1 and 1000, not 0"),
        ("view a compression 750,1001", "2:24: error: a priority must be between 1 and 1000, not 1001"),
        ("view a margins 1,2,3", "2:21: error: expected ',' before the right margin but found the end of the line"),
        ("view a margins 1,-2,3,4", "2:16: error: layout margins must not be negative"),
        (
            "view a alignment-insets 1,2",
            "2:28: error: expected ',' before the bottom alignment inset but found the end of the line"
        ),
        ("view a preserves-margins preserves-margins", "2:26: error: 'preserves-margins' is given twice"),
        (
            "view a preserves - margins",
            "2:8: error: unknown option 'preserves' of 'view' (expected in, size, intrinsic, hidden, hugging, compression, margins, preserves-margins or alignment-insets)"
        ),
        (
            "view a intrinsic 10",
            "2:18: error: expected an intrinsic size after 'intrinsic' as WIDTHxHEIGHT, WIDTHx- or -xHEIGHT (like 100x50, 100x- or -x50) but found '10'"
        ),
        (
            "view a intrinsic -x",
            "2:18: error: expected an intrinsic size after 'intrinsic' as WIDTHxHEIGHT, WIDTHx- or -xHEIGHT (like 100x50, 100x- or -x50) but found '-'"
        ),
        ("view a intrinsic -x4q", "2:19: error: bad number 'x4q'"),
        (
            "view a intrinsic 10x-5",
            "2:18: error: a size cannot be negative: '10x-5' (write WIDTHxHEIGHT, both 0 or more)"
        ),
        (
            "scroll s intrinsic 10x10",
            "2:10: error: unknown option 'intrinsic' of 'scroll' (expected in, size, hidden, hugging, compression, margins, preserves-margins or alignment-insets)"
        ),
        (
            "view a\na.top == root.safeArea",
            "3:23: error: expected '.' and an attribute after 'root.safeArea' but found the end of the line"
        )
    ])
    func misusedOptionsAreLocatedErrors(source: String, expected: String) {
        #expect(mistakes("canvas 100x100\n" + source) == [expected])
    }
}
