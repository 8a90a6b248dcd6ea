import Masonry

/// A small screen used by the misuse corpus and the fuzz test: a header, a content area below it holding a
/// centred box, a badge that follows the root by its autoresizing mask, and a probe view that hostile inputs are
/// aimed at. Every view but the probe is held by required constraints (or its mask), so after any input the
/// frames they must have can be checked, and after the inputs are undone, compared with an untouched scene.
final class HostileScene {
    let root: View
    let header = View(name: "header")
    let content = View(name: "content")
    let box = View(name: "box")
    let badge = View(name: "badge")
    let probe = View(name: "probe")
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// The probe's constraints made by the inputs (anchors), to take them away again.
    var probeConstraints: [LayoutConstraint] = []

    init() {
        root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.name = "root"
        root.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        for view in [header, content, probe] { root.addSubview(view) }
        content.addSubview(box)
        badge.frame = Rect(x: 331, y: 623, width: 36, height: 36)
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.addSubview(badge)
        header.mas.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        content.mas.makeConstraints { make in
            make.top.equalTo(header.mas.bottom)
            make.left.right.bottom.equalToSuperview()
        }
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 100, height: 100))
            make.center.equalToSuperview()
        }
        probe.mas.makeConstraints { make in
            make.left.top.equalToSuperview().offset(4)
            make.size.equalTo(Size(width: 10, height: 10)).priority(.fittingSizeLevel)
        }
        root.layoutIfNeeded()
    }

    /// The views whose frames the scene's required constraints decide.
    var heldViews: [View] { [header, content, box, badge] }

    /// Puts back every input the fuzz test and the corpus may have changed, and lays out.
    func restore() {
        LayoutConstraint.deactivate(probeConstraints)
        probeConstraints = []
        probe.mas.remakeConstraints { make in
            make.left.top.equalToSuperview().offset(4)
            make.size.equalTo(Size(width: 10, height: 10)).priority(.fittingSizeLevel)
        }
        probe.setContentHuggingPriority(.defaultLow, for: .horizontal)
        probe.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.safeAreaInsets = .zero
        root.layoutMargins = EdgeInsets(all: 8)
        root.contentScale = 2
        root.semanticContentAttribute = .unspecified
        badge.frame = Rect(x: 331, y: 623, width: 36, height: 36)
        root.layoutIfNeeded()
    }

    /// Why the held views are not where the required constraints put them in the root's current frame, or `nil`.
    func requiredConstraintsProblem() -> String? {
        let width = root.frame.width, height = root.frame.height
        let grid = 1 / root.contentScale
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= grid + 1e-9 }
        for view in heldViews + [probe] {
            let f = view.frame
            guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else {
                return "\(view.name ?? "?") is at \(f)"
            }
        }
        let h = header.frame, c = content.frame, b = box.frame
        guard near(h.minX, 0), near(h.minY, 0), near(h.width, width), near(h.height, 44) else {
            return "header at \(h) in \(root.frame)"
        }
        guard near(c.minY, 44), near(c.width, width), near(c.height, height - 44) else {
            return "content at \(c) in \(root.frame)"
        }
        guard near(b.width, 100), near(b.height, 100), near(b.midX, c.width / 2), near(b.midY, c.height / 2) else {
            return "box at \(b) in \(c)"
        }
        return nil
    }

    /// The frames of the held views and the probe, to compare with an untouched scene.
    var frames: [Rect] { (heldViews + [probe]).map(\.frame) }
}
