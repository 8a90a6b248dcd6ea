import LayoutFile
import Masonry
import Testing

/// A file builds the tree it describes, lays it out as the equations say, and points the engine's diagnostics at
/// the lines that caused them.
@Suite struct LayoutSceneTests {
    @Test func aCentredBoxLaysOutLikeTheReadme() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 375x667
                view box size 200x200
                box.centerX == root.centerX
                box.centerY == root.centerY
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        #expect(frame("box", in: scene) == Rect(x: 87.5, y: 233.5, width: 200, height: 200))
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(scene.root.name == "root")
    }

    @Test func equationsUseMultipliersDivisorsConstantsAndMetrics() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 400x300
                metric pad = 10
                view a
                view b in a
                a.left == root.left + pad
                a.top == root.top - -20
                a.width == root.width * 0.5
                a.height == root.height / 3 - pad
                b.left == a.left
                b.top == a.top
                b.width == a.width / 4 + 5
                b.height == 30
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        #expect(frame("a", in: scene) == Rect(x: 10, y: 20, width: 200, height: 90))
        // Frames are in the superview's coordinates.
        #expect(frame("b", in: scene) == Rect(x: 0, y: 0, width: 55, height: 30))
    }

    @Test func priorityDecidesBetweenConflictingWishes() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 100x100
                view a size 10x10
                a.left == root.left + 5 @low
                a.left == root.left + 50 @high
                a.top == root.top
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        #expect(frame("a", in: scene)?.minX == 50)
    }

    @Test func labelsSizeThemselvesFromTheirText() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 375x667
                label title "Hello" font 17
                title.left == root.left + 10
                title.top == root.top + 10
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        let label = scene.view(named: "title") as? Label
        #expect(label?.text == "Hello")
        #expect(frame("title", in: scene) == Rect(x: 10, y: 10, width: 43.5, height: 20))
    }

    @Test func intrinsicSizeAndHiddenReachTheViews() throws {
        guard
            let (scene, _) = layOut(
                """
                canvas 200x200
                view button intrinsic 80x30 hidden
                button.left == root.left
                button.top == root.top
                """)
        else { return }
        #expect(frame("button", in: scene)?.size == Size(width: 80, height: 30))
        #expect(scene.view(named: "button")?.isHidden == true)
    }

    @Test func theCanvasSetsScaleDirectionAndSafeArea() throws {
        guard
            let (scene, _) = layOut(
                """
                canvas 300x200 scale 1 rtl safe-area 20,0,10,0
                view a size 100x50
                a.leading == root.leading
                a.top == root.top
                """)
        else { return }
        #expect(scene.root.contentScale == 1)
        #expect(scene.root.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        // Right to left: leading is the right edge.
        #expect(frame("a", in: scene) == Rect(x: 200, y: 0, width: 100, height: 50))
    }

    @Test func aCanvasSizeGivenFromOutsideReplacesTheFilesOwn() throws {
        let scene = try LayoutDocument(
            parsing:
                "canvas 100x100\nview a\na.width == root.width\na.height == root.height\na.left == root.left\na.top == root.top"
        )
        .instantiate(canvasSize: Size(width: 320, height: 480))
        _ = scene.layout()
        #expect(frame("a", in: scene) == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func viewsNamedInEquationsStopTranslatingTheirAutoresizingMask() throws {
        guard let (scene, _) = layOut("canvas 10x10\nview a\nview b\nview c size 1x1\na.width == b.width") else {
            return
        }
        #expect(scene.view(named: "a")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(scene.view(named: "b")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(scene.view(named: "c")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(scene.root.translatesAutoresizingMaskIntoConstraints == true)
    }

    @Test func theViewsComeDepthFirstRootFirst() throws {
        guard let (scene, _) = layOut("canvas 10x10\nview a\nview b\nview a1 in a\nview a2 in a\nview a11 in a1") else {
            return
        }
        #expect(scene.viewsDepthFirst.compactMap(\.name) == ["root", "a", "a1", "a11", "a2", "b"])
    }

    @Test func everyConstraintRemembersItsLine() throws {
        guard let (scene, _) = layOut("canvas 10x10\nview a size 5x5\n\na.left == root.left\na.top == root.top @high")
        else { return }
        #expect(scene.constraints.compactMap { scene.location(of: $0)?.line } == [2, 2, 4, 5])
        #expect(scene.constraints.map(\.identifier) == ["line 2", "line 2", "line 4", "line 5"])
    }

    @Test func aConflictPointsAtTheBrokenConstraintsLineAndNamesTheOthers() throws {
        guard
            let (_, diagnostics) = layOut(
                """
                canvas 100x100
                view a size 50x50
                a.left == root.left
                a.top == root.top
                # a second, incompatible width
                a.width == 60
                """)
        else { return }
        #expect(diagnostics.count == 1)
        let conflict = try #require(diagnostics.first)
        #expect(conflict.kind == .unsatisfiable)
        #expect(conflict.severity == .error)
        #expect(conflict.location == LayoutFileLocation(line: 6, column: 1))
        #expect(
            conflict.message
                == "unable to satisfy <LayoutConstraint:line 6 View:a.width == 60> together with line 2; it was broken")
    }

    @Test func layingOutLeavesTheRootsHandlerAsItWasAndKeepsNoViewAlive() throws {
        weak var weakRoot: View?
        do {
            // Line 5 conflicts with line 2, and the conflict names a constraint that holds the root.
            let source =
                "canvas 100x100\nview a size 50x50\na.left == root.left\na.top == root.top\na.width == root.width\n"
            let scene = try LayoutDocument(parsing: source).instantiate()
            weakRoot = scene.root
            #expect(scene.layout().contains { $0.kind == .unsatisfiable })
            #expect(scene.root.diagnosticHandler == nil)
        }
        #expect(weakRoot == nil)
    }

    @Test func anAmbiguousViewIsAWarningAtItsDeclaration() throws {
        guard let (_, diagnostics) = layOut("canvas 100x100\nview floating size 10x10\nfloating.left == root.left")
        else { return }
        #expect(
            diagnostics == [
                LayoutFileDiagnostic(
                    .ambiguous, .warning, at: LayoutFileLocation(line: 2, column: 6),
                    "'floating' has an ambiguous layout on the vertical axis: constraints do not fix its y position and height"
                )
            ])
        #expect(
            diagnostics.first?.formatted(file: "f.layout")
                == "f.layout:2:6: warning: 'floating' has an ambiguous layout on the vertical axis: constraints do not fix its y position and height"
        )
    }

    @Test func aViewWithNoConstraintsKeepsItsZeroFrameAndIsNotAmbiguous() throws {
        guard let (scene, diagnostics) = layOut("canvas 100x100\nview plain") else { return }
        #expect(diagnostics.isEmpty)
        #expect(frame("plain", in: scene) == .zero)
    }
}
