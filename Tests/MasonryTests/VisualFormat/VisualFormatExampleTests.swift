import Masonry
import Testing

/// The examples of Apple's Visual Format Language guide, as the constraints they produce (in
/// Apple's order, iOS 11 standard spaces) and as the frames they lay out.
@Suite struct VisualFormatExampleTests {
    @Test func standardSpaceBetweenSiblingsIsEight() {
        let scene = Scene(["button", "textField"])
        let views = scene.views
        #expect(equations("[button]-[textField]", views: views) == ["textField.leading == button.trailing + 8"])
    }

    @Test func widthConstraint() {
        let scene = Scene(["button"])
        let views = scene.views
        #expect(equations("[button(>=50)]", views: views) == ["button.width >= 50"])
    }

    @Test func connectionToSuperview() {
        let scene = Scene(["purpleBox"])
        let views = scene.views
        #expect(
            equations("|-50-[purpleBox]-50-|", views: views)
                == ["purpleBox.leading == root.leading + 50", "root.trailing == purpleBox.trailing + 50"])
    }

    @Test func verticalLayout() {
        let scene = Scene(["topField", "bottomField"])
        let views = scene.views
        #expect(equations("V:[topField]-10-[bottomField]", views: views) == ["bottomField.top == topField.bottom + 10"])
    }

    @Test func flushViewsHaveNoSpace() {
        let scene = Scene(["maroonView", "blueView"])
        let views = scene.views
        #expect(equations("[maroonView][blueView]", views: views) == ["blueView.leading == maroonView.trailing"])
    }

    @Test func priority() {
        let scene = Scene(["button"])
        let views = scene.views
        #expect(equations("[button(100@20)]", views: views) == ["button.width == 100 @20"])
    }

    @Test func equalWidths() {
        let scene = Scene(["button1", "button2"])
        let views = scene.views
        #expect(equations("[button1(==button2)]", views: views) == ["button1.width == button2.width"])
    }

    @Test func multiplePredicates() {
        let scene = Scene(["flexibleButton"])
        let views = scene.views
        #expect(
            equations("[flexibleButton(>=70,<=100)]", views: views)
                == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
    }

    @Test func aCompleteLineUsesTheMarginsGuideAtTheEnds() {
        let scene = Scene(["find", "findNext", "findField"])
        let views = scene.views
        #expect(
            equations("|-[find]-[findNext]-[findField(>=20)]-|", views: views) == [
                "find.leading == M(root).leading",
                "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8",
                "findField.width >= 20",
                "M(root).trailing == findField.trailing"
            ])
    }

    @Test func theConstraintsComeBackInactive() throws {
        let scene = Scene(["a", "b"])
        let views = scene.views
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|-[a(50)]-[b(==a)]-|", views: views)
        #expect(constraints.count == 5)
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func aSingleViewWithoutPredicatesGivesNothing() {
        let scene = Scene(["a"])
        let views = scene.views
        #expect(equations("[a]", views: views).isEmpty)
        #expect(equations("[a][a]", views: views) == ["a.leading == a.trailing"])
    }

    @Test func sizeConstraintsFollowTheirConnectionAndAlignmentComesLast() {
        let scene = Scene(["a", "b", "c"])
        let views = scene.views
        #expect(
            equations("|-(>=5,<=10@500)-[a(20)]-[b(30,>=a)]-2-[c]|", options: .alignAllTop, views: views) == [
                "a.leading >= root.leading + 5",
                "a.leading <= root.leading + 10 @500",
                "a.width == 20",
                "b.leading == a.trailing + 8",
                "b.width == 30",
                "b.width >= a.width",
                "c.leading == b.trailing + 2",
                "root.trailing == c.trailing",
                "a.top == b.top",
                "b.top == c.top"
            ])
    }

    @Test func metricsComeBeforeViewsAndNumbersAreReadLikeStrtod() {
        let scene = Scene(["a", "b"])
        let views = scene.views
        #expect(equations("[a(==b)]", metrics: ["b": 5], views: views) == ["a.width == 5"])
        #expect(
            equations("[a(1e1,0x10,-2.5,7.,-.5@750.5)]", views: views)
                == ["a.width == 10", "a.width == 16", "a.width == -2.5", "a.width == 7", "a.width == -0.5 @750.5"])
        #expect(equations("[a]-(-8)-[b]", views: views) == ["b.leading == a.trailing - 8"])
        #expect(
            equations("[a]-gap@p-[b]", metrics: ["gap": 12, "p": 250], views: views)
                == ["b.leading == a.trailing + 12 @250"])
    }

    @Test func aSimplePredicateInAConnectionTakesARelationAndPriority() {
        let scene = Scene(["a", "b"])
        let views = scene.views
        #expect(equations("[a]->=8@750-[b]", views: views) == ["b.leading >= a.trailing + 8 @750"])
    }

    @Test func layoutGuidesAreItemsAndTheirBarIsTheOwningView() {
        let root = makeRoot()
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        let views = makeViews(["a"], in: root).merging(["spacer": guide]) { $1 }
        #expect(
            equations("|[spacer(20)][a]", views: views)
                == [
                    "root.spacer.leading == root.leading", "root.spacer.width == 20",
                    "a.leading == root.spacer.trailing"
                ])
    }

    // MARK: Frames

    @Test func connectionToSuperviewLaysOutFiftyFromEachEdge() {
        let root = makeRoot()
        let views = makeViews(["purpleBox"], in: root)
        activate("|-50-[purpleBox]-50-|", views: views)
        activate("V:|-50-[purpleBox(40)]", views: views)
        root.layoutIfNeeded()
        expectFrame(views.view("purpleBox"), Rect(x: 50, y: 50, width: 275, height: 40))
    }

    @Test func aCompleteLineLaysOutInsideTheMargins() {
        let root = makeRoot()
        let views = makeViews(["find", "findNext", "findField"], in: root)
        activate("|-[find(60)]-[findNext(80)]-[findField(>=20)]-|", views: views)
        activate("V:|-[find(30)]", options: [], views: views)
        activate("H:[find]-[findNext]-[findField]", options: [.alignAllTop, .alignAllBottom], views: views)
        root.layoutIfNeeded()
        expectFrame(views.view("find"), Rect(x: 8, y: 8, width: 60, height: 30))
        expectFrame(views.view("findNext"), Rect(x: 76, y: 8, width: 80, height: 30))
        expectFrame(views.view("findField"), Rect(x: 164, y: 8, width: 203, height: 30))
    }

    @Test func standardFlushVerticalAndPriorityExamplesLayOut() {
        let root = makeRoot()
        let views = makeViews(["button", "textField", "maroonView", "blueView", "topField", "bottomField"], in: root)
        activate("|-20-[button(100@20)]-[textField(50)]", options: [.alignAllTop, .alignAllBottom], views: views)
        activate("V:|-20-[button(30)]-[maroonView(40)]-10-[topField(20)]-10-[bottomField(==topField)]", views: views)
        activate("|[maroonView(100)][blueView(==maroonView)]", options: [.alignAllTop, .alignAllBottom], views: views)
        activate("[topField(200)]|", views: views)
        activate("[bottomField(==topField)]|", views: views)
        root.layoutIfNeeded()
        expectFrame(views.view("button"), Rect(x: 20, y: 20, width: 100, height: 30))
        expectFrame(views.view("textField"), Rect(x: 128, y: 20, width: 50, height: 30))
        expectFrame(views.view("maroonView"), Rect(x: 0, y: 58, width: 100, height: 40))
        expectFrame(views.view("blueView"), Rect(x: 100, y: 58, width: 100, height: 40))
        expectFrame(views.view("topField"), Rect(x: 175, y: 108, width: 200, height: 20))
        expectFrame(views.view("bottomField"), Rect(x: 175, y: 138, width: 200, height: 20))
    }

    @Test func equalWidthsAndMultiplePredicatesLayOut() {
        let root = makeRoot()
        let views = makeViews(["button1", "button2", "flexibleButton"], in: root)
        activate("|[button1(==button2)][button2]|", options: .alignAllTop, views: views)
        activate("|-[flexibleButton(>=70,<=100)]", views: views)
        activate("[flexibleButton(200@500)]", views: views)
        activate("V:|[button1(10)]-[flexibleButton(10)]", views: views)
        activate("V:[button2(10)]", views: views)
        root.layoutIfNeeded()
        expectFrame(views.view("button1"), Rect(x: 0, y: 0, width: 187.5, height: 10))
        expectFrame(views.view("button2"), Rect(x: 187.5, y: 0, width: 187.5, height: 10))
        expectFrame(views.view("flexibleButton"), Rect(x: 8, y: 18, width: 100, height: 10))
    }

    // MARK: Like any other constraint

    @Test func theyPrintLikeEveryOtherConstraint() throws {
        let scene = Scene(["button", "textField"])
        let views = scene.views
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "[button]-[textField(>=50@750)]", views: views)
        constraints[0].identifier = "gap"
        constraints[1].identifier = "minWidth"
        #expect(
            constraints.map(\.description) == [
                "<LayoutConstraint:gap View:textField.leading == View:button.trailing + 8>",
                "<LayoutConstraint:minWidth View:textField.width >= 50 ^high>"
            ])
    }

    @Test func aConflictAmongThemIsReportedLikeAnyOther() throws {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let views = makeViews(["a"], in: root)
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|[a(100)]|", views: views)
        LayoutConstraint.activate(constraints)
        activate("V:|[a(10)]", views: views)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        let conflicting = recorder.unsatisfiable.first?.conflicting ?? []
        #expect(identities(constraints).isSubset(of: identities(conflicting)))
        #expect(
            recorder.unsatisfiable.first?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }
}
