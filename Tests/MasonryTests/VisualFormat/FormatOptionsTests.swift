import Masonry
import Testing

/// `LayoutConstraint.FormatOptions`: alignment of adjacent views across the axis, the three horizontal
/// directions, and baseline-to-baseline spacing, as constraints and as frames.
@Suite struct FormatOptionsTests {
    @Test func theRawValuesAreApples() {
        typealias Options = LayoutConstraint.FormatOptions
        #expect(Options.alignAllLeft.rawValue == 2 && Options.alignAllRight.rawValue == 4)
        #expect(Options.alignAllTop.rawValue == 8 && Options.alignAllBottom.rawValue == 16)
        #expect(Options.alignAllLeading.rawValue == 32 && Options.alignAllTrailing.rawValue == 64)
        #expect(Options.alignAllCenterX.rawValue == 512 && Options.alignAllCenterY.rawValue == 1024)
        #expect(Options.alignAllLastBaseline.rawValue == 2048 && Options.alignAllFirstBaseline.rawValue == 4096)
        #expect(Options.directionLeadingToTrailing.rawValue == 0 && Options.directionLeftToRight.rawValue == 1 << 16)
        #expect(Options.directionRightToLeft.rawValue == 2 << 16 && Options.directionMask.rawValue == 3 << 16)
        #expect(Options.spacingEdgeToEdge.rawValue == 0 && Options.spacingBaselineToBaseline.rawValue == 1 << 19)
    }

    // MARK: Alignment

    @Test(arguments: [
        (LayoutConstraint.FormatOptions.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
        (.alignAllLastBaseline, "lastBaseline"), (.alignAllFirstBaseline, "firstBaseline")
    ])
    func eachVerticalAlignmentJoinsAdjacentViewsOfAHorizontalFormat(
        option: LayoutConstraint.FormatOptions, attribute: String
    ) {
        let scene = Scene(["a", "b", "c"])
        #expect(
            equations("|[a]-[b]-[c]|", options: option, views: scene.views) == [
                "a.leading == root.leading", "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                "root.trailing == c.trailing", "a.\(attribute) == b.\(attribute)", "b.\(attribute) == c.\(attribute)"
            ])
    }

    @Test(arguments: [
        (LayoutConstraint.FormatOptions.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
        (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX")
    ])
    func eachHorizontalAlignmentJoinsAdjacentViewsOfAVerticalFormat(
        option: LayoutConstraint.FormatOptions, attribute: String
    ) {
        let scene = Scene(["a", "b"])
        #expect(
            equations("V:[a]-[b]", options: option, views: scene.views)
                == ["b.top == a.bottom + 8", "a.\(attribute) == b.\(attribute)"])
    }

    @Test func severalAlignmentsComeInBitOrderOncePerPair() {
        let scene = Scene(["a", "b", "c"])
        #expect(
            equations(
                "[a]-(>=8,<=20)-[b][c]", options: [.alignAllCenterY, .alignAllBottom, .alignAllTop],
                views: scene.views) == [
                    "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20", "c.leading == b.trailing",
                    "a.top == b.top", "a.bottom == b.bottom", "a.centerY == b.centerY",
                    "b.top == c.top", "b.bottom == c.bottom", "b.centerY == c.centerY"
                ])
    }

    @Test func theUndocumentedBitsSevenAndEightAreEqualSizes() {
        let scene = Scene(["a", "b"])
        #expect(
            equations("V:[a][b]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 7), views: scene.views)
                == ["b.top == a.bottom", "a.width == b.width"])
        #expect(
            equations("[a][b]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 8), views: scene.views)
                == ["b.leading == a.trailing", "a.height == b.height"])
    }

    @Test func alignmentLaysOutAlongTheOtherAxis() {
        let scene = Scene(["a", "b", "c"])
        activate("|-[a(50)]-[b(60)]-[c(70)]", options: [.alignAllCenterY], views: scene.views)
        activate("V:|-100-[a(40)]", views: scene.views)
        activate("V:[b(20)]", views: scene.views)
        activate("V:[c(10)]", views: scene.views)
        scene.root.layoutIfNeeded()
        expectFrame(scene["a"], Rect(x: 8, y: 100, width: 50, height: 40))
        expectFrame(scene["b"], Rect(x: 66, y: 110, width: 60, height: 20))
        expectFrame(scene["c"], Rect(x: 134, y: 115, width: 70, height: 10))
    }

    // MARK: Direction

    @Test func leadingToTrailingIsTheDefault() {
        let scene = Scene(["a", "b"])
        #expect(
            equations("|-10-[a]-20-[b]-30-|", options: .directionLeadingToTrailing, views: scene.views)
                == [
                    "a.leading == root.leading + 10", "b.leading == a.trailing + 20", "root.trailing == b.trailing + 30"
                ])
    }

    @Test func leftToRightUsesLeftAndRight() {
        let scene = Scene(["a", "b"])
        #expect(
            equations("|-10-[a]-20-[b]-|", options: .directionLeftToRight, views: scene.views)
                == ["a.left == root.left + 10", "b.left == a.right + 20", "M(root).right == b.right"])
    }

    @Test func rightToLeftSwapsTheItems() {
        let scene = Scene(["a", "b"])
        #expect(
            equations("|-10-[a]-20-[b]-|", options: [.directionRightToLeft, .alignAllTop], views: scene.views)
                == ["root.right == a.right + 10", "a.left == b.right + 20", "b.left == M(root).left", "b.top == a.top"])
        #expect(
            equations("|-[a][b]-30-|", options: .directionRightToLeft, views: scene.views)
                == ["M(root).right == a.right", "a.left == b.right", "b.left == root.left + 30"])
    }

    @Test func directionsDoNotConcernVerticalFormats() {
        let scene = Scene(["a"])
        for option in [LayoutConstraint.FormatOptions.directionLeftToRight, .directionRightToLeft] {
            #expect(
                equations("V:|-10-[a]-|", options: option, views: scene.views)
                    == ["a.top == root.top + 10", "M(root).bottom == a.bottom"])
        }
    }

    @Test func theThreeDirectionsLayOutInAnyLayoutDirection() {
        func frames(_ options: LayoutConstraint.FormatOptions, rightToLeftRoot: Bool) -> [Rect] {
            let scene = Scene(["a", "b"])
            if rightToLeftRoot { scene.root.semanticContentAttribute = .forceRightToLeft }
            activate(
                "|-10-[a(50)]-20-[b(60)]", options: options.union([.alignAllTop, .alignAllBottom]), views: scene.views)
            activate("V:|[a(10)]", views: scene.views)
            scene.root.layoutIfNeeded()
            return [scene["a"].frame, scene["b"].frame]
        }
        let fromLeft = [Rect(x: 10, y: 0, width: 50, height: 10), Rect(x: 80, y: 0, width: 60, height: 10)]
        let fromRight = [Rect(x: 315, y: 0, width: 50, height: 10), Rect(x: 235, y: 0, width: 60, height: 10)]
        #expect(frames([], rightToLeftRoot: false) == fromLeft)
        #expect(frames([], rightToLeftRoot: true) == fromRight)
        #expect(frames(.directionLeftToRight, rightToLeftRoot: true) == fromLeft)
        #expect(frames(.directionRightToLeft, rightToLeftRoot: false) == fromRight)
        #expect(frames(.directionRightToLeft, rightToLeftRoot: true) == fromRight)
    }

    @Test func bothDirectionBitsTogetherMeanLeadingToTrailing() {
        let scene = Scene(["a", "b"])
        #expect(equations("[a]-[b]", options: .directionMask, views: scene.views) == ["b.leading == a.trailing + 8"])
    }

    // MARK: Baseline spacing

    @Test func baselineSpacingRunsFromLastToFirstBaseline() {
        let scene = Scene(["a", "b"])
        #expect(
            equations("V:|-10-[a]-12-[b]-|", options: .spacingBaselineToBaseline, views: scene.views) == [
                "a.firstBaseline == root.top + 10", "b.firstBaseline == a.lastBaseline + 12",
                "M(root).bottom == b.lastBaseline"
            ])
        #expect(
            equations("V:|-[a]-[b]|", options: .spacingBaselineToBaseline, views: scene.views) == [
                "a.firstBaseline == M(root).top", "b.firstBaseline == a.lastBaseline + 8",
                "root.bottom == b.lastBaseline"
            ])
    }

    @Test func baselineSpacingLaysOutLikeTheSameBaselineAnchors() {
        func layOut(withVisualFormat: Bool) -> [Rect] {
            let root = makeRoot()
            let first = addConstrained(Label(name: "first", text: "Hello"), to: root)
            let second = addConstrained(Label(name: "second", text: "World, twice\nover"), to: root)
            second.numberOfLines = 0
            if withVisualFormat {
                let views: [String: LayoutItem] = ["first": first, "second": second]
                activate(
                    "V:|-40-[first]-24-[second]", options: [.spacingBaselineToBaseline, .alignAllLeft], views: views)
                activate("|-[first]", views: views)
            } else {
                LayoutConstraint.activate([
                    first.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                    second.firstBaselineAnchor.constraint(equalTo: first.lastBaselineAnchor, constant: 24),
                    first.leftAnchor.constraint(equalTo: second.leftAnchor),
                    first.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
                ])
            }
            root.layoutIfNeeded()
            return [first.frame, second.frame]
        }
        let frames = layOut(withVisualFormat: true)
        #expect(frames == layOut(withVisualFormat: false))
        #expect(frames[1].minY > frames[0].minY)
    }
}
