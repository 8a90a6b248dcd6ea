@_spi(Benchmarks) import Masonry
import Testing

/// What the DSL installs is what activating the same constraints one by one installs (both go through
/// `LayoutConstraint.activate`).
@Suite struct DSLInstallParityTests {
    /// The solver constraints and `a`'s frame of a tree where `a.leftMargin == b.left`, made by the DSL or not.
    private func layOut(withDSL: Bool) -> (solverConstraints: Int, frame: Rect) {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(a)
        root.addSubview(b)
        b.frame = Rect(x: 40, y: 0, width: 100, height: 100)
        if withDSL {
            a.mas.makeConstraints { make in
                make.leftMargin.equalTo(b.mas.left)
                make.top.equalToSuperview()
                make.size.equalTo(Size(width: 20, height: 20))
            }
        } else {
            a.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                LayoutConstraint(item: a, attribute: .leftMargin, relatedBy: .equal, toItem: b, attribute: .left),
                LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top),
                LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, constant: 20),
                LayoutConstraint(item: a, attribute: .height, relatedBy: .equal, constant: 20)
            ])
        }
        root.layoutIfNeeded()
        return (root.installedSolverConstraints.count, a.frame)
    }

    /// A margin attribute on one side only: the margins guides of both items are made, as activation makes them.
    @Test func aMarginOnOneSideInstallsWhatActivationInstalls() {
        let dsl = layOut(withDSL: true), anchors = layOut(withDSL: false)
        #expect(dsl.solverConstraints == anchors.solverConstraints)
        #expect(dsl.frame == anchors.frame)
        #expect(dsl.frame == Rect(x: 32, y: 0, width: 20, height: 20))
    }
}
