import Masonry

extension DemoExample {
    /// The seed's Visual Format Language example: blue and red side by side, 30 apart and from the edges,
    /// equal widths, 50 tall and 30 above the bottom. Also shows the constraints the formats made, and a
    /// mistake reported with Apple's caret.
    static let vfl = DemoExample(name: "vfl", title: "The Visual Format Language") {
        let root = makeRoot()
        let red = View(name: "red"), blue = View(name: "blue")
        for view in [red, blue] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views: [String: LayoutItem] = ["red": red, "blue": blue]
        let metrics = ["space": 30.0]
        var notes: [String] = []
        do throws(VisualFormatError) {
            let horizontal = try LayoutConstraint.constraints(
                withVisualFormat: "H:|-space-[blue]-space-[red(==blue)]-space-|",
                options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views)
            let vertical = try LayoutConstraint.constraints(
                withVisualFormat: "V:[blue(50)]-space-|", metrics: metrics,
                views: views)
            // Identifiers name them in descriptions and conflict logs, as Masonry's keys do.
            for (index, constraint) in horizontal.enumerated() { constraint.identifier = "H\(index + 1)" }
            for (index, constraint) in vertical.enumerated() { constraint.identifier = "V\(index + 1)" }
            LayoutConstraint.activate(horizontal + vertical)
            notes.append("-- constraints")
            notes += (horizontal + vertical).map { "   \($0)" }
            _ = try LayoutConstraint.constraints(
                withVisualFormat: "H:|-space-[blue]-[red(==blue]|", metrics: metrics,
                views: views)
        } catch {
            notes.append("-- a mistake, as Auto Layout reports it")
            notes.append(error.description)
        }
        root.layoutIfNeeded()
        return DemoResult(
            title:
                "vfl: H:|-space-[blue]-space-[red(==blue)]-space-| (alignAllTop, alignAllBottom), V:[blue(50)]-space-|",
            sections: [("", root)], notes: notes)
    }
}
