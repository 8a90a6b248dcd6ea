import Masonry

// Issue 10's benchmark: parsing a 10-view visual format and creating its constraints, against creating the same
// constraints through anchors, in the same run. The views dictionary and metrics are built once, as an app
// keeps them; both sides make 38 inactive constraints per round. The two sets are then activated in two trees
// and their frames compared.

/// The format: ten views between the margins, 8 apart (one space from a metric), all as wide as the first,
/// aligned top and bottom.
let visualFormatTenViews =
    "H:|-[v0]-[v1(==v0)]-[v2(==v0)]-[v3(==v0)]-[v4(==v0)]-space-[v5(==v0)]-[v6(==v0)]"
    + "-[v7(==v0)]-[v8(==v0)]-[v9(==v0)]-|"

/// The format's constraints, one for one, in its order, made with anchors.
func anchorConstraintsForTenViews(_ views: [View], in root: View) -> [LayoutConstraint] {
    let margins = root.layoutMarginsGuide
    var constraints = [views[0].leadingAnchor.constraint(equalTo: margins.leadingAnchor)]
    for index in 1..<views.count {
        constraints.append(views[index].leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
        constraints.append(views[index].widthAnchor.constraint(equalTo: views[0].widthAnchor))
    }
    constraints.append(margins.trailingAnchor.constraint(equalTo: views[views.count - 1].trailingAnchor))
    for index in 1..<views.count {
        constraints.append(views[index - 1].topAnchor.constraint(equalTo: views[index].topAnchor))
        constraints.append(views[index - 1].bottomAnchor.constraint(equalTo: views[index].bottomAnchor))
    }
    return constraints
}

func makeTenViews() -> (root: View, views: [View], dictionary: [String: LayoutItem]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let views = (0..<10).map { View(name: "v\($0)") }
    var dictionary: [String: LayoutItem] = [:]
    for (index, view) in views.enumerated() {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        dictionary["v\(index)"] = view
    }
    return (root, views, dictionary)
}

func visualFormatConstraints(_ dictionary: [String: LayoutItem]) -> [LayoutConstraint] {
    (try? LayoutConstraint.constraints(
        withVisualFormat: visualFormatTenViews, options: [.alignAllTop, .alignAllBottom],
        metrics: ["space": 8], views: dictionary)) ?? []
}

/// Prints the table row: µs per format for VFL and anchors, the ratio, and whether the frames agree.
func runVisualFormatBenchmark(repeats: Int) {
    let rounds = 20_000
    let (root, views, dictionary) = makeTenViews()
    var vflTimes: [Double] = [], anchorTimes: [Double] = []
    var made = (vfl: 0, anchors: 0)
    for _ in 0..<max(repeats, 5) {
        vflTimes.append(
            seconds(
                clock.measure {
                    for _ in 0..<rounds { made.vfl += visualFormatConstraints(dictionary).count }
                }))
        anchorTimes.append(
            seconds(
                clock.measure {
                    for _ in 0..<rounds { made.anchors += anchorConstraintsForTenViews(views, in: root).count }
                }))
    }

    // The same layout both ways.
    let vflTree = makeTenViews(), anchorTree = makeTenViews()
    LayoutConstraint.activate(visualFormatConstraints(vflTree.dictionary))
    LayoutConstraint.activate(anchorConstraintsForTenViews(anchorTree.views, in: anchorTree.root))
    for tree in [vflTree, anchorTree] {
        tree.views[0].heightAnchor.constraint(equalToConstant: 44).isActive = true
        tree.views[0].topAnchor.constraint(equalTo: tree.root.topAnchor, constant: 20).isActive = true
        tree.root.layoutIfNeeded()
    }
    let differing = zip(vflTree.views, anchorTree.views).filter { $0.frame != $1.frame }.count

    let perFormat = { (values: [Double]) in median(values) * 1e6 / Double(rounds) }
    let (vfl, anchors) = (perFormat(vflTimes), perFormat(anchorTimes))
    print("")
    print("views  constraints  VFL parse+make µs  anchors make µs  ratio  frames")
    print(
        "10", String(made.vfl / (rounds * vflTimes.count)), fmt(vfl), fmt(anchors), fmt(vfl / anchors) + "×",
        differing == 0 && made.vfl == made.anchors ? "identical" : "\(differing) differ", separator: "  ")
}
