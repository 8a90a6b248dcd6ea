import Masonry
import Testing

/// What the documentation says may cross threads (View's doc comment, the README): the values are `Sendable`,
/// and separate trees, each confined to its own task, lay out concurrently with the same frames as one at a time
/// (issue 22, item 18).
@Suite struct ThreadConfinementTests {
    /// Compiles only while these types are `Sendable`.
    @Test func theValueTypesAreSendable() {
        func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(requireSendable(Rect.self) && requireSendable(Size.self) && requireSendable(Point.self))
        #expect(requireSendable(EdgeInsets.self) && requireSendable(LayoutPriority.self))
        #expect(requireSendable(LayoutAttribute.self) && requireSendable(Font.self) && requireSendable(TextLayout.self))
    }

    /// A screen of constrained views and a wrapping label, built and laid out where it is called.
    static func layOutAScreen(width: Double) -> [Rect] {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 667))
        var views: [View] = []
        var previous: View?
        for index in 0..<20 {
            let view = index % 4 == 3 ? Label(name: "label\(index)", text: "Some words that wrap \(index)") : View()
            root.addSubview(view)
            view.mas.makeConstraints { make in
                make.left.right.equalToSuperview().inset(8)
                if let previous { make.top.equalTo(previous.mas.bottom).offset(4) } else { make.top.equalTo(20) }
                if !(view is Label) { make.height.equalTo(10 + Double(index)) }
            }
            views.append(view)
            previous = view
        }
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test func twoTreesOnTwoTasksGiveTheSameFramesAsOneAtATime() async {
        let widths = [375.0, 320.0]
        let serial = widths.map(Self.layOutAScreen)
        for _ in 0..<10 {
            async let first = Task.detached { Self.layOutAScreen(width: widths[0]) }.value
            async let second = Task.detached { Self.layOutAScreen(width: widths[1]) }.value
            let concurrent = await [first, second]
            #expect(concurrent == serial)
        }
    }
}
