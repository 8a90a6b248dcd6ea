import Masonry
import Testing

/// The safe area: a root's insets model a device; a subview's follow from how far it reaches into them.
@Suite struct SafeAreaTests {
    @Test func theSafeAreaGuideCoversTheSafePartOfTheRoot() {
        let root = makePhone()
        let guide = root.safeAreaLayoutGuide
        root.layoutIfNeeded()
        // (0, 44, 375, 812 − 44 − 34) = (0, 44, 375, 734).
        expectRect(guide.layoutFrame, Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func theMarginsGuideAddsTheMarginsToTheSafeArea() {
        let root = makePhone()
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        // Margins 8 + safe area: top 52, left 8, bottom 42, right 8 → (8, 52, 375 − 16, 812 − 94).
        expectRect(guide.layoutFrame, Rect(x: 8, y: 52, width: 359, height: 718))
    }

    @Test func aViewPinnedToTheSafeAreaStaysOutOfTheUnsafeParts() {
        let root = makePhone()
        let content = addConstrained(View(name: "content"), to: root)
        pinEdges(of: content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(content.safeAreaInsets == .zero)
    }

    @Test func aSubviewsInsetsAreHowFarItReachesIntoTheUnsafeArea() {
        let root = makePhone()
        let header = addConstrained(View(name: "header"), to: root)
        place(header, in: root, at: Rect(x: 0, y: 0, width: 375, height: 100))
        let fullScreen = addConstrained(View(name: "fullScreen"), to: root)
        pinEdges(of: fullScreen, to: root)
        let middle = addConstrained(View(name: "middle"), to: root)
        place(middle, in: root, at: Rect(x: 0, y: 300, width: 375, height: 100))
        let footer = addConstrained(View(name: "footer"), to: root)
        place(footer, in: root, at: Rect(x: 0, y: 792, width: 375, height: 20))
        root.layoutIfNeeded()
        // The header covers the 44-point status bar; the full-screen view both bars; the middle view neither;
        // the footer (792…812) lies 20 deep in the 34-point home indicator area (778…812).
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(fullScreen.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    }

    @Test func aSubviewsSafeAreaGuideFollowsItsDerivedInsets() {
        let root = makePhone()
        let header = addConstrained(View(name: "header"), to: root)
        place(header, in: root, at: Rect(x: 0, y: 0, width: 375, height: 100))
        let title = addConstrained(View(name: "title"), to: header)
        pinEdges(of: title, to: header.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        // The header's safe part starts 44 down: the title is (0, 44, 375, 56).
        expectRect(header.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 44, width: 375, height: 56))
        expectFrame(title, Rect(x: 0, y: 44, width: 375, height: 56))
    }

    @Test func aSubviewsMarginsAddItsDerivedInsets() {
        let root = makePhone()
        let header = addConstrained(View(name: "header"), to: root)
        place(header, in: root, at: Rect(x: 0, y: 0, width: 375, height: 100))
        let title = addConstrained(View(name: "title"), to: header)
        pinEdges(of: title, to: header.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Margins 8 + the derived top inset 44: (8, 52, 375 − 16, 100 − 52 − 8).
        expectFrame(title, Rect(x: 8, y: 52, width: 359, height: 40))
    }

    @Test func aSafeAreaGuideFirstUsedAfterLayoutStillWorks() {
        let root = makePhone()
        root.layoutIfNeeded()
        let content = addConstrained(View(name: "content"), to: root)
        pinEdges(of: content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func changingTheRootsInsetsMovesViewsAtTheNextPass() {
        let root = makePhone()
        let content = addConstrained(View(name: "content"), to: root)
        pinEdges(of: content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 20, width: 375, height: 792))
    }

    @Test func settingASubviewsSafeAreaInsetsIsRefusedWithADiagnostic() {
        let root = makePhone()
        let recorder = DiagnosticRecorder(root)
        let child = addConstrained(View(name: "child"), to: root)
        pinEdges(of: child, to: root)
        child.safeAreaInsets = EdgeInsets(all: 100)
        #expect(recorder.invalidHierarchy.count == 1)
        #expect(
            recorder.invalidHierarchy.first.map {
                if case .safeAreaInsetsOnSubview(let view) = $0 { view === child } else { false }
            } == true)
        root.layoutIfNeeded()
        #expect(child.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }
}
