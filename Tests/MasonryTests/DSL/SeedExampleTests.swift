import Testing
import Masonry

/// The examples of Masonry's README, written with the DSL and laid out on a 375×667 root, frame by frame.
@Suite struct SeedExampleTests {
    @Test func aBoxOf200By200IsCentred() {
        let root = makeRoot()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalTo(root)
        }
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 87.5, y: 233.5, width: 200, height: 200))
    }

    @Test func theYellowViewIsInsetWithFourStatements() {
        let root = makeRoot()
        let yellow = View(name: "yellow")
        root.addSubview(yellow)
        let padding = EdgeInsets(top: 40, left: 10, bottom: 10, right: 10)
        yellow.mas.makeConstraints { make in
            make.top.equalTo(root.mas.top).with.offset(padding.top)
            make.left.equalTo(root.mas.left).with.offset(padding.left)
            make.bottom.equalTo(root.mas.bottom).with.offset(-padding.bottom)
            make.right.equalTo(root.mas.right).with.offset(-padding.right)
        }
        root.layoutIfNeeded()
        expectFrame(yellow, Rect(x: 10, y: 40, width: 355, height: 617))
        #expect(root.constraints.count == 4)
    }

    @Test func theYellowViewIsInsetWithOneEdgesStatement() {
        let root = makeRoot()
        let yellow = View(name: "yellow")
        root.addSubview(yellow)
        yellow.mas.makeConstraints { make in
            make.edges.equalTo(root).with.inset(EdgeInsets(top: 40, left: 10, bottom: 10, right: 10))
        }
        root.layoutIfNeeded()
        expectFrame(yellow, Rect(x: 10, y: 40, width: 355, height: 617))
        #expect(root.constraints.map(\.constant) == [10, 40, -10, -10])
    }
}
