import Masonry
import Testing

/// Animating a layout change: the frames before and after are recorded, and any moment in between is
/// interpolated along the curve. The scene is the seed example: on an iPhone 8 screen, a 100 × 50 view 20 from
/// the left whose top constraint moves between 418 and 700 on each tap, over 5 seconds.
@Suite("Animation")
struct AnimationTests {
    /// The frame of the box with its top at `top`.
    private func boxFrame(top: Double) -> Rect { Rect(x: 20, y: top, width: 100, height: 50) }

    /// The root, the laid-out box with its top at 418, and the box's top constraint.
    private func makeScene() -> (root: View, box: View, top: LayoutConstraint) {
        let root = makeRoot()
        let box = addConstrained(View(name: "box"), to: root)
        let top = constrain(box, .top, to: root, constant: 418)
        constrain(box, .left, to: root, constant: 20)
        fixSize(of: box, width: 100, height: 50)
        root.layoutIfNeeded()
        return (root, box, top)
    }

    /// Moves the box to `top` over 5 seconds, laying out inside the closure as the seed example does.
    @discardableResult
    private func move(
        _ scene: (root: View, box: View, top: LayoutConstraint), to top: Double,
        curve: AnimationCurve
    ) -> Animation {
        scene.root.animate(duration: 5, curve: curve) {
            scene.top.constant = top
            scene.root.layoutIfNeeded()
        }
    }

    @Test("The scene starts with the box's top at 418")
    func sceneStartsAt418() {
        let scene = makeScene()
        expectFrame(scene.box, boxFrame(top: 418))
    }

    @Test("At time 0 the box is where it was before the change")
    func startIsTheOldFrame() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeInOut)
        expectRect(animation.frame(of: scene.box, at: 0), boxFrame(top: 418))
        expectRect(animation.startFrame(of: scene.box), boxFrame(top: 418))
    }

    @Test("At the full duration the box is at its new frame")
    func endIsTheNewFrame() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeInOut)
        expectRect(animation.frame(of: scene.box, at: 5), boxFrame(top: 700))
        expectRect(animation.endFrame(of: scene.box), boxFrame(top: 700))
        #expect(animation.duration == 5)
        #expect(animation.curve == .easeInOut)
    }

    @Test("Halfway through a linear animation the box is halfway, at 559")
    func linearHalfway() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .linear)
        // 418 + 282 × 0.5 = 559.
        expectRect(animation.frame(of: scene.box, at: 2.5), boxFrame(top: 559))
        // 418 + 282 × 0.2 = 474.4.
        expectRect(animation.frame(of: scene.box, at: 1), boxFrame(top: 474.4), within: 1e-9)
    }

    @Test("Halfway through ease-in-out the box is halfway too, by symmetry")
    func easeInOutHalfway() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeInOut)
        expectRect(animation.frame(of: scene.box, at: 2.5), boxFrame(top: 559), within: 1e-6)
        // A quarter of the way in time is only 12.9 % of the way in space: 418 + 282 × 0.12916193 ≈ 454.4237.
        expectRect(animation.frame(of: scene.box, at: 1.25), boxFrame(top: 454.42366455534), within: 1e-6)
    }

    @Test("One second into five with ease-in the box has moved 282 × easeIn(0.2)")
    func easeInAfterOneSecond() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeIn)
        let progress = AnimationCurve.easeIn.progress(at: 0.2)
        expectRect(animation.frame(of: scene.box, at: 1), boxFrame(top: 418 + 282 * progress))
        // easeIn(0.2) ≈ 0.0622820001367, worked out by hand: the box is at 418 + 17.5635 = 435.5635.
        expectRect(animation.frame(of: scene.box, at: 1), boxFrame(top: 435.563524038559), within: 1e-6)
    }

    @Test("Times before the start or past the duration are clamped to the ends")
    func timesAreClamped() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeInOut)
        expectRect(animation.frame(of: scene.box, at: -3), boxFrame(top: 418))
        expectRect(animation.frame(of: scene.box, at: 12), boxFrame(top: 700))
        expectRect(animation.frame(of: scene.box, at: .infinity), boxFrame(top: 700))
        expectRect(animation.frame(of: scene.box, at: .nan), boxFrame(top: 418))
    }

    @Test("Every coordinate is interpolated: origin and size")
    func originAndSizeAreInterpolated() {
        let root = makeRoot()
        let box = addConstrained(View(name: "box"), to: root)
        constrain(box, .top, to: root, constant: 100)
        let left = constrain(box, .left, to: root, constant: 20)
        let width = constrain(box, .width, constant: 100)
        let height = constrain(box, .height, constant: 50)
        root.layoutIfNeeded()
        let animation = root.animate(duration: 4, curve: .linear) {
            left.constant = 60
            width.constant = 200
            height.constant = 150
        }
        // A quarter of the way: x 20 → 60 is 30, width 100 → 200 is 125, height 50 → 150 is 75.
        expectRect(animation.frame(of: box, at: 1), Rect(x: 30, y: 100, width: 125, height: 75))
    }

    @Test("After animate() the box already has its end frame")
    func realFrameIsTheEndFrame() {
        let scene = makeScene()
        move(scene, to: 700, curve: .easeInOut)
        expectFrame(scene.box, boxFrame(top: 700))
    }

    @Test("The change is laid out even when the closure does not lay out")
    func animateLaysOutAfterTheChanges() {
        let scene = makeScene()
        let animation = scene.root.animate(duration: 5, curve: .linear) { scene.top.constant = 700 }
        expectFrame(scene.box, boxFrame(top: 700))
        expectRect(animation.frame(of: scene.box, at: 2.5), boxFrame(top: 559))
    }

    @Test("The start frames are what is on screen: pending changes are not laid out first")
    func startFramesAreTheFramesOnScreen() {
        let scene = makeScene()
        scene.top.constant = 600 // changed but not laid out: the box is still drawn at 418
        let animation = scene.root.animate(duration: 5, curve: .linear) { scene.top.constant = 700 }
        expectRect(animation.startFrame(of: scene.box), boxFrame(top: 418))
        expectRect(animation.endFrame(of: scene.box), boxFrame(top: 700))
    }

    @Test("A view that does not move stays exactly where it is")
    func unmovedViewsStayPut() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeInOut)
        for time in [0, 1.3, 2.5, 4.9, 5] {
            #expect(animation.frame(of: scene.root, at: time) == Rect(x: 0, y: 0, width: 375, height: 667))
        }
    }

    @Test("A view added inside the closure is at its end frame throughout")
    func addedViewStartsAtItsEndFrame() {
        let scene = makeScene()
        let badge = View(name: "badge")
        let animation = scene.root.animate(duration: 5, curve: .easeInOut) {
            scene.top.constant = 700
            addConstrained(badge, to: scene.root)
            place(badge, in: scene.root, at: Rect(x: 200, y: 40, width: 30, height: 30))
        }
        let badgeFrame = Rect(x: 200, y: 40, width: 30, height: 30)
        expectFrame(badge, badgeFrame)
        expectRect(animation.startFrame(of: badge), badgeFrame)
        for time in [0, 2.5, 5] {
            expectRect(animation.frame(of: badge, at: time), badgeFrame)
        }
    }

    @Test("A view removed inside the closure keeps its start frame")
    func removedViewKeepsItsStartFrame() {
        let scene = makeScene()
        let footer = addConstrained(View(name: "footer"), to: scene.root)
        let footerFrame = Rect(x: 0, y: 617, width: 375, height: 50)
        place(footer, in: scene.root, at: footerFrame)
        scene.root.layoutIfNeeded()
        let animation = move(scene, to: 700, curve: .easeInOut)
        let removal = scene.root.animate(duration: 5) { footer.removeFromSuperview() }
        expectRect(removal.endFrame(of: footer), footerFrame)
        for time in [0, 2.5, 5] {
            expectRect(removal.frame(of: footer, at: time), footerFrame)
        }
        // The earlier animation did not touch the footer either.
        expectRect(animation.frame(of: footer, at: 2.5), footerFrame)
    }

    @Test("The views are the subtree after the change, parents first, then the removed views")
    func viewsListsAfterThenRemoved() {
        let root = makeRoot()
        let card = addConstrained(View(name: "card"), to: root)
        place(card, in: root, at: Rect(x: 10, y: 10, width: 200, height: 200))
        let title = addConstrained(View(name: "title"), to: card)
        place(title, in: card, at: Rect(x: 8, y: 8, width: 100, height: 20))
        let footer = addConstrained(View(name: "footer"), to: root)
        place(footer, in: root, at: Rect(x: 0, y: 617, width: 375, height: 50))
        root.layoutIfNeeded()
        let badge = View(name: "badge")
        let animation = root.animate(duration: 1) {
            footer.removeFromSuperview()
            addConstrained(badge, to: card)
            place(badge, in: card, at: Rect(x: 170, y: 0, width: 30, height: 30))
        }
        #expect(animation.views.map(\.name) == ["root", "card", "title", "badge", "footer"])
    }

    @Test("Animating a subview records only its subtree")
    func animatingASubtree() {
        let scene = makeScene()
        let card = addConstrained(View(name: "card"), to: scene.root)
        place(card, in: scene.root, at: Rect(x: 10, y: 10, width: 200, height: 100))
        let title = addConstrained(View(name: "title"), to: card)
        let titleTop = constrain(title, .top, to: card, constant: 8)
        constrain(title, .left, to: card, constant: 8)
        fixSize(of: title, width: 100, height: 20)
        scene.root.layoutIfNeeded()
        let animation = card.animate(duration: 2, curve: .linear) { titleTop.constant = 48 }
        #expect(animation.views.map(\.name) == ["card", "title"])
        // Halfway from 8 to 48 is 28.
        expectRect(animation.frame(of: title, at: 1), Rect(x: 8, y: 28, width: 100, height: 20))
        expectFrame(title, Rect(x: 8, y: 48, width: 100, height: 20))
    }

    @Test("A view the animation never saw is where it is now")
    func unknownViewIsWhereItIs() {
        let scene = makeScene()
        let animation = move(scene, to: 700, curve: .easeInOut)
        let stranger = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        expectRect(animation.frame(of: stranger, at: 2.5), Rect(x: 1, y: 2, width: 3, height: 4))
        expectRect(animation.startFrame(of: stranger), Rect(x: 1, y: 2, width: 3, height: 4))
        expectRect(animation.endFrame(of: stranger), Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("A zero duration jumps straight to the end")
    func zeroDurationJumpsToTheEnd() {
        let scene = makeScene()
        let animation = scene.root.animate(duration: 0, curve: .linear) { scene.top.constant = 700 }
        #expect(animation.duration == 0)
        for time in [-1.0, 0, 1] {
            expectRect(animation.frame(of: scene.box, at: time), boxFrame(top: 700))
        }
        expectRect(animation.startFrame(of: scene.box), boxFrame(top: 418))
    }

    @Test("Negative and non-finite durations count as zero")
    func invalidDurationsCountAsZero() {
        for duration in [-2.0, .nan, .infinity, -.infinity] {
            let scene = makeScene()
            let animation = scene.root.animate(duration: duration) { scene.top.constant = 700 }
            #expect(animation.duration == 0, "duration \(duration)")
            expectRect(animation.frame(of: scene.box, at: 0), boxFrame(top: 700))
            expectFrame(scene.box, boxFrame(top: 700))
        }
    }

    @Test("Animating back to 418 mirrors the way there")
    func animatingBack() {
        let scene = makeScene()
        move(scene, to: 700, curve: .easeInOut)
        let back = move(scene, to: 418, curve: .easeInOut)
        expectRect(back.frame(of: scene.box, at: 0), boxFrame(top: 700))
        expectRect(back.frame(of: scene.box, at: 2.5), boxFrame(top: 559), within: 1e-6)
        // A quarter of the time: 700 − 282 × 0.12916193 ≈ 663.5763.
        expectRect(back.frame(of: scene.box, at: 1.25), boxFrame(top: 663.57633544466), within: 1e-6)
        expectRect(back.frame(of: scene.box, at: 5), boxFrame(top: 418))
        expectFrame(scene.box, boxFrame(top: 418))
    }

    @Test("Each tap moves the box the other way, over 5 seconds")
    func togglingOnEachTap() {
        let scene = makeScene()
        var expectedEnd = 418.0
        for _ in 0..<4 {
            let from = expectedEnd
            expectedEnd = from == 418 ? 700 : 418
            let animation = move(scene, to: expectedEnd, curve: .easeInOut)
            expectRect(animation.frame(of: scene.box, at: 0), boxFrame(top: from))
            expectRect(animation.frame(of: scene.box, at: 2.5), boxFrame(top: 559), within: 1e-6)
            expectRect(animation.frame(of: scene.box, at: 5), boxFrame(top: expectedEnd))
            expectFrame(scene.box, boxFrame(top: expectedEnd))
        }
    }
}
