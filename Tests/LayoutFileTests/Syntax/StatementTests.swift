import LayoutFile
import Masonry
import Testing

/// Every statement form of the `.layout` language parses into what it says.
@Suite struct StatementTests {
    private func statements(_ source: String) throws -> [Statement] {
        try LayoutDocument(parsing: source).statements
    }

    @Test func blankLinesAndCommentsGiveNoStatements() throws {
        let parsed = try statements("# a comment\n\n   \ncanvas 100x50   # trailing comment\n")
        #expect(parsed.count == 1)
    }

    @Test func theCanvasTakesItsSizeScaleDirectionAndSafeArea() throws {
        guard case .canvas(let canvas) = try statements("canvas 320x568 scale 3 rtl safe-area 44,0,34,0").first else {
            Issue.record("not a canvas"); return
        }
        #expect(canvas.size == Size(width: 320, height: 568))
        #expect(canvas.scale == 3)
        #expect(canvas.rightToLeft)
        #expect(canvas.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(canvas.location == LayoutFileLocation(line: 1, column: 1))
    }

    @Test func aViewTakesItsParentSizeIntrinsicSizeAndHiddenInAnyOrder() throws {
        guard
            case .view(let view) = try statements("canvas 1x1\n  view box hidden intrinsic 30x20 size 100x50 in card")
                .last
        else {
            Issue.record("not a view"); return
        }
        #expect(view.name.text == "box")
        #expect(view.name.location == LayoutFileLocation(line: 2, column: 8))
        #expect(view.parent?.text == "card")
        #expect(view.parent?.location == LayoutFileLocation(line: 2, column: 50))
        #expect(view.size == Size(width: 100, height: 50))
        #expect(view.isHidden)
        guard case .view(let intrinsic) = view.kind else { Issue.record("not a plain view"); return }
        #expect(intrinsic == Size(width: 30, height: 20))
    }

    @Test func aLabelTakesItsTextWithEscapesFontAndLines() throws {
        guard
            case .view(let label) = try statements(#"label title in card "Say \"hi\"\nand go" font 13.5 lines 2"#).first,
            case .label(let text, let font, let lines) = label.kind
        else {
            Issue.record("not a label"); return
        }
        #expect(text == "Say \"hi\"\nand go")
        #expect(font == 13.5)
        #expect(lines == 2)
        #expect(label.parent?.text == "card")
    }

    @Test func aStackTakesItsAxisSpacingDistributionAlignmentAndMargins() throws {
        let source = "stack row vertical spacing 8 distribution fillEqually alignment center margins"
        guard case .view(let stack) = try statements(source).first, case .stack(let options) = stack.kind else {
            Issue.record("not a stack"); return
        }
        #expect(options.axis == .vertical)
        #expect(options.spacing == 8)
        #expect(options.distribution == "fillEqually")
        #expect(options.alignment == "center")
        #expect(options.isLayoutMarginsRelative)
    }

    @Test func aMetricIsANameAndANumber() throws {
        guard case .metric(let metric) = try statements("metric space = -12.5").first else {
            Issue.record("not a metric"); return
        }
        #expect(metric.name.text == "space")
        #expect(metric.value == -12.5)
    }

    @Test func aVFLLineKeepsItsFormatOptionsAndViews() throws {
        let source = "  H:|-space-[blue]-space-[red(==blue)]-space-|  options alignAllTop alignAllBottom # both"
        guard case .visualFormat(let line) = try statements(source).first else { Issue.record("not VFL"); return }
        #expect(line.format == "H:|-space-[blue]-space-[red(==blue)]-space-|")
        #expect(line.location == LayoutFileLocation(line: 1, column: 3))
        #expect(line.options.map(\.text) == ["alignAllTop", "alignAllBottom"])
        #expect(line.options.first?.location == LayoutFileLocation(line: 1, column: 57))
        #expect(line.viewNames == ["blue", "red"])
        guard case .visualFormat(let vertical) = try statements("V:[a]-[b]").first else {
            Issue.record("not VFL"); return
        }
        #expect(vertical.options.isEmpty)
    }

    @Test func anEquationTakesBothTermsMultiplierConstantAndPriority() throws {
        guard case .equation(let equation) = try statements("red.width == blue.width * 0.5 + 10 @750").first else {
            Issue.record("not an equation"); return
        }
        #expect(equation.first.item.text == "red")
        #expect(equation.first.attribute == .width)
        #expect(equation.relation == .equal)
        #expect(equation.second?.item.text == "blue")
        #expect(equation.second?.attribute == .width)
        guard case .literal(let multiplier) = equation.multiplier, case .literal(let constant) = equation.constant
        else {
            Issue.record("not literals"); return
        }
        #expect(multiplier == 0.5)
        #expect(constant == 10)
        #expect(equation.priority == 750)
    }

    @Test(arguments: [
        ("a.height <= b.height / 4 - 2 @low", LayoutRelation.lessThanOrEqual, 4.0, -2.0, LayoutPriority.low, true),
        ("a.top >= b.bottom - -3 @ fittingSize", .greaterThanOrEqual, 1, 3, .fittingSizeLevel, false),
        ("a.leadingMargin == b.trailing @required", .equal, 1, 0, .required, false),
        ("a.centerX == b.centerX @high", .equal, 1, 0, .high, false)
    ])
    func equationsReadTheirRelationDivisorSignAndNamedPriority(
        source: String, relation: LayoutRelation, multiplier: Double, constant: Double, priority: LayoutPriority,
        divides: Bool
    ) throws {
        guard case .equation(let equation) = try statements(source).first,
            case .literal(let m) = equation.multiplier, case .literal(let c) = equation.constant
        else {
            Issue.record("not an equation"); return
        }
        #expect(equation.relation == relation)
        #expect(m == multiplier)
        #expect(c == constant)
        #expect(equation.priority == priority)
        #expect(equation.dividesBy == divides)
    }

    @Test func anEquationWithAConstantOnlyHasNoSecondTerm() throws {
        guard case .equation(let equation) = try statements("box.width >= 44 @ 999").first,
            case .literal(let constant) = equation.constant
        else {
            Issue.record("not an equation"); return
        }
        #expect(equation.second == nil)
        #expect(constant == 44)
        #expect(equation.priority == 999)
    }

    @Test func numbersAreSwiftDecimals() throws {
        guard case .metric(let metric) = try statements("metric big = 1_000.5e2").first else {
            Issue.record("not a metric"); return
        }
        #expect(metric.value == 100_050)
    }

    @Test func aViewNamedLikeAKeywordCanBeConstrained() throws {
        guard case .equation(let equation) = try statements("view.width == 10").first else {
            Issue.record("not an equation"); return
        }
        #expect(equation.first.item.text == "view")
    }

    @Test func crlfLineEndingsCountAsOneLineBreak() throws {
        let parsed = try statements("canvas 10x10\r\nview a\r\nview b\r\n")
        #expect(parsed.map(\.location.line) == [1, 2, 3])
    }
}
