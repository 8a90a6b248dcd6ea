import Masonry

/// Builds one ``Scene`` from its root element: the views with their properties, the guides, then the constraints.
struct SceneBuilder {
    /// Where the scene's root comes from, which decides its size, safe area and margins.
    enum RootKind {
        /// A view controller's root view; the controller's element, for its bars and legacy layout guides.
        case viewController(Int)
        /// A top-level view of a xib.
        case topLevel
        /// A table or collection view cell.
        case cell
    }

    let tree: XMLTree
    let file: String
    let device: Device
    let options: InterfaceBuilderDocument.Options
    let imageSizes: [String: Size]
    let containment: ControllerContainment
    /// Whether the document is a launch screen (`launchScreen="YES"`).
    let isLaunchScreen: Bool

    /// What an IB id stands for in constraints.
    private enum Target {
        case view(View)
        case guide(LayoutGuide)
        /// A view controller's legacy `topLayoutGuide` (`true`) or `bottomLayoutGuide`.
        case legacyGuide(isTop: Bool)
    }

    /// The views a scene's tree may hold, at most; documents have hundreds.
    static let maximumViews = 100_000

    func location(_ index: Int) -> CodeLocation {
        CodeLocation(file: file, line: tree[index].line, column: tree[index].column)
    }

    func build(rootElement: Int, kind: RootKind) -> Scene {
        let traits = TraitVariations(tree: tree, device: device)
        let excluded = traits.excludedIDs(below: rootElement)
        var issues: [Scene.Issue] = []
        func note(_ index: Int, _ message: String) {
            issues.append(Scene.Issue(kind: .reading, severity: .warning, location: location(index), message: message))
        }

        var items: [Scene.Item] = []
        var targets: [String: Target] = [:]
        var viewElements: [(element: Int, view: View)] = []
        var scrollGuides: [(element: Int, owner: View)] = []

        let rootID = tree[rootElement]["id"] ?? "root"
        let rootStored = tree.rect(of: rootElement)
        let sceneSize = rootSize(rootElement: rootElement, kind: kind, stored: rootStored)

        // Depth-first, iteratively: an element, the view it goes into, and whether it is a stack's arranged view.
        var pending: [(element: Int, parent: View?)] = [(rootElement, nil)]
        while let (element, parent) = pending.popLast() {
            guard items.count < SceneBuilder.maximumViews else {
                note(element, "the scene has more than \(SceneBuilder.maximumViews) views; the rest are left out")
                break
            }
            let attributes = traits.attributes(of: element)
            let id = attributes["id"] ?? "\(tree[element].name)@\(tree[element].line):\(tree[element].column)"
            if targets[id] != nil {
                note(element, "the id '\(id)' is used twice; the second object keeps its own copy")
            }
            let view = makeView(element, id: id, attributes: attributes)
            var stored = tree.rect(of: element)
            if tree.hasRect(element), stored == nil {
                note(element, "the frame of '\(id)' has a number that is not finite or is out of range; it is ignored")
            }
            if parent == nil {
                view.frame = Rect(x: 0, y: 0, width: sceneSize.width, height: sceneSize.height)
                stored = stored.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
            } else if let parent {
                if let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
                if ElementValues.flag(attributes["translatesAutoresizingMaskIntoConstraints"]) == false {
                    view.translatesAutoresizingMaskIntoConstraints = false
                } else {
                    view.translatesAutoresizingMaskIntoConstraints = true
                    view.autoresizingMask = autoresizingMask(of: element)
                }
                // Every view starts at its stored frame, so a subview's autoresizing mask measures its margins
                // against the size its superview has in the document (layout then moves what constraints place).
                if let stored { view.frame = stored }
            }
            applyProperties(to: view, element: element, attributes: attributes)
            targets[id] = .view(view)
            items.append(
                Scene.Item(
                    id: id, label: OutlineLabel.label(of: element, in: tree), view: view, storedFrame: stored,
                    location: location(element), elementName: tree[element].name,
                    isMarkedMisplaced: attributes["misplaced"] == "YES",
                    isMarkedAmbiguous: attributes["ambiguous"] == "YES"))
            viewElements.append((element, view))

            for guide in tree.children(of: element, named: "viewLayoutGuide") {
                guard let guideID = tree[guide]["id"] else { continue }
                switch tree[guide]["key"] {
                case "safeArea": targets[guideID] = .guide(view.safeAreaLayoutGuide)
                case "layoutMargins": targets[guideID] = .guide(view.layoutMarginsGuide)
                case "contentLayoutGuide", "frameLayoutGuide": scrollGuides.append((guide, view))
                default: note(guide, "a layout guide of an unknown kind '\(tree[guide]["key"] ?? "")' is left out")
                }
            }

            var children: [Int] = []
            if let subviews = tree.child(of: element, named: "subviews") { children += tree[subviews].children }
            for key in ["contentView", "tableHeaderView", "tableFooterView"] {
                if let child = tree.child(of: element, key: key), isViewElement(child) { children.append(child) }
            }
            for child in children.reversed() where !excluded.contains(tree[child]["id"] ?? "") {
                pending.append((child, view))
            }
        }

        for (guide, owner) in scrollGuides {
            guard let guideID = tree[guide]["id"] else { continue }
            targets[guideID] = scrollGuideTarget(key: tree[guide]["key"] ?? "", owner: owner)
        }
        if case .viewController(let controller) = kind, let guides = tree.child(of: controller, named: "layoutGuides") {
            for guide in tree.children(of: guides, named: "viewControllerLayoutGuide") {
                if let guideID = tree[guide]["id"] {
                    targets[guideID] = .legacyGuide(isTop: tree[guide]["type"] != "bottom")
                }
            }
        }

        let root = items[0].view
        configureRoot(root, kind: kind, rootElement: rootElement, size: sceneSize)

        var records: [Scene.ConstraintRecord] = []
        for (element, holder) in viewElements {
            guard let list = tree.child(of: element, named: "constraints") else { continue }
            for constraintElement in tree.children(of: list, named: "constraint") {
                let attributes = traits.attributes(of: constraintElement)
                let id = attributes["id"] ?? ""
                if excluded.contains(id) || attributes["placeholder"] == "YES" { continue }
                switch makeConstraint(attributes, holder: holder, targets: targets, root: root) {
                case .success(let constraint):
                    constraint.sourceLocation = location(constraintElement)
                    constraint.identifier = attributes["identifier"] ?? id
                    records.append(
                        Scene.ConstraintRecord(id: id, constraint: constraint, location: location(constraintElement)))
                case .failure(let problem):
                    note(constraintElement, "constraint '\(id)' is left out: \(problem.message)")
                }
            }
        }
        var diagnostics: [LayoutDiagnostic] = []
        let previousHandler = root.diagnosticHandler
        root.diagnosticHandler = { diagnostics.append($0) }
        LayoutConstraint.activate(records.map(\.constraint))
        root.diagnosticHandler = previousHandler
        for diagnostic in diagnostics {
            if case .invalidConstraint(let constraint, let reason) = diagnostic,
                let record = records.first(where: { $0.constraint === constraint })
            {
                issues.append(
                    Scene.Issue(
                        kind: .reading, severity: .warning, location: record.location,
                        message: "constraint '\(record.id)' is left out: \(reason)"))
            }
        }
        let activeRecords = records.filter { $0.constraint.isActive }

        return Scene(
            id: rootID, name: sceneName(rootElement: rootElement, kind: kind), root: root, items: items,
            constraints: activeRecords, readingIssues: issues, location: location(rootElement))
    }

    // MARK: The root

    private func rootSize(rootElement: Int, kind: RootKind, stored: Rect?) -> Size {
        if let stored, stored.width > 0, stored.height > 0 { return stored.size }
        if case .viewController(let controller) = kind,
            let freeform = tree.child(of: controller, key: "freeformSize", named: "size"),
            let width = ElementValues.number(tree[freeform]["width"]),
            let height = ElementValues.number(tree[freeform]["height"]), width > 0, height > 0
        {
            return Size(width: width, height: height)
        }
        if let stored { return stored.size }
        return device.screenSize
    }

    private func configureRoot(_ root: View, kind: RootKind, rootElement: Int, size: Size) {
        let controller: Int
        switch kind {
        case .viewController(let element):
            controller = element
        case .cell:
            // A table view cell's content view keeps UIKit's cell margins: 11 above and below, the table's
            // separator inset at the sides.
            if tree[rootElement].name == "tableViewCell", let content = root.subviews.first {
                let side = size.width >= 414 ? 20.0 : 16.0
                content.layoutMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
            }
            return
        case .topLevel:
            // A launch screen's view, or a top-level view the size of the screen, is shown as a view
            // controller's root view.
            let screen = device.screenSize
            let fillsScreen = abs(size.width - screen.width) < 0.5 && abs(size.height - screen.height) < 0.5
            guard isLaunchScreen || fillsScreen else { return }
            controller = rootElement
        }
        // The screen's unsafe bands (status bar and top bar above, home indicator and bottom bar below), met by the
        // root where it stands on the screen: a root stored below the bars (`y="64"`) has none of the top band.
        var unsafe = device.safeArea
        if !hasStatusBar(controller), device.idiom == .phone, unsafe.top == 20 { unsafe.top = 0 }
        unsafe.top += topBarHeight(controller)
        unsafe.bottom += bottomBarHeight(controller)
        var origin = tree.rect(of: rootElement)?.origin ?? .zero
        if containment.belowOpaqueBar.contains(controller) { origin.y = max(origin.y, unsafe.top) }
        let screen = device.screenSize
        root.safeAreaInsets = EdgeInsets(
            top: max(0, unsafe.top - origin.y), left: max(0, unsafe.left - origin.x),
            bottom: max(0, min(origin.y + size.height, screen.height) - (screen.height - unsafe.bottom)),
            right: max(0, min(origin.x + size.width, screen.width) - (screen.width - unsafe.right)))
        let side = size.width >= 414 || device.idiom == .pad ? 20.0 : 16.0
        root.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// `false` when the controller's simulated status bar is turned off.
    private func hasStatusBar(_ controller: Int) -> Bool {
        if let metrics = tree.child(of: controller, key: "simulatedStatusBarMetrics"), tree[metrics].name == "nil" {
            return false
        }
        if ElementValues.flag(tree[controller]["prefersStatusBarHidden"]) == true { return false }
        return true
    }

    /// The height of a simulated or inferred navigation bar that the root extends under.
    private func topBarHeight(_ controller: Int) -> Double {
        if let metrics = tree.child(of: controller, key: "simulatedTopBarMetrics") {
            if tree[metrics].name == "nil" { return 0 }
            return tree[metrics]["translucent"] == "NO" ? 0 : 44
        }
        return containment.navigated.contains(controller) ? 44 : 0
    }

    private func bottomBarHeight(_ controller: Int) -> Double {
        if let metrics = tree.child(of: controller, key: "simulatedBottomBarMetrics") {
            switch tree[metrics].name {
            case "simulatedTabBarMetrics": return tree[metrics]["translucent"] == "NO" ? 0 : 49
            case "simulatedToolbarMetrics":
                // A toolbar is as tall as a tab bar on phones with a home indicator.
                return tree[metrics]["translucent"] == "NO" ? 0 : device.portraitSafeArea.bottom > 0 ? 49 : 44
            default: return 0
            }
        }
        return containment.tabbed.contains(controller) ? 49 : 0
    }

    private func sceneName(rootElement: Int, kind: RootKind) -> String {
        switch kind {
        case .viewController(let controller): OutlineLabel.label(of: controller, in: tree)
        case .topLevel, .cell: OutlineLabel.label(of: rootElement, in: tree)
        }
    }

    // MARK: Views

    /// Whether an element is a view (anything that can sit in `<subviews>`), not a property element.
    func isViewElement(_ index: Int) -> Bool {
        let name = tree[index].name
        return !["rect", "color", "nil", "fontDescription", "string", "constraints", "subviews"].contains(name)
    }

    private func makeView(_ element: Int, id: String, attributes: [String: String]) -> View {
        let name = tree[element].name
        let stored = tree.rect(of: element)
        switch name {
        case "label":
            let text = ContentSizes.text(of: element, in: tree, attributes: attributes)
            let storedSize = options.contentSizes == .stored ? stored?.size : nil
            let label = StoredSizeLabel(name: id, text: text, storedSize: storedSize)
            if let size = ContentSizes.fontSize(of: element, in: tree) { label.font = Font(size: size) }
            if let lines = ElementValues.number(attributes["numberOfLines"]), lines >= 0, lines < 1_000_000 {
                label.numberOfLines = Int(lines)
            }
            if let width = ElementValues.number(attributes["preferredMaxLayoutWidth"]), width > 0 {
                label.preferredMaxLayoutWidth = width
            }
            return label
        case "stackView":
            let stack = StackView(name: id)
            stack.axis = attributes["axis"] == "vertical" ? .vertical : .horizontal
            stack.distribution =
                switch attributes["distribution"] {
                case "fillEqually": .fillEqually
                case "fillProportionally": .fillProportionally
                case "equalSpacing": .equalSpacing
                case "equalCentering": .equalCentering
                default: .fill
                }
            stack.alignment =
                switch attributes["alignment"] {
                case "top": .top
                case "bottom": .bottom
                case "leading": .leading
                case "trailing": .trailing
                case "center": .center
                case "firstBaseline": .firstBaseline
                case "lastBaseline", "baseline": .lastBaseline
                default: .fill
                }
            if let spacing = ElementValues.number(attributes["spacing"]) { stack.spacing = spacing }
            stack.isBaselineRelativeArrangement = ElementValues.flag(attributes["baselineRelativeArrangement"]) == true
            stack.isLayoutMarginsRelativeArrangement =
                ElementValues.flag(attributes["layoutMarginsFollowReadableWidth"]) == true
                || ElementValues.flag(attributes["layoutMarginsRelativeArrangement"]) == true
            return stack
        case "scrollView", "tableView", "collectionView":
            return ScrollView(name: id)
        default:
            if let axes = ContentSizes.intrinsicAxes(of: tree[element], attributes: attributes) {
                var size =
                    options.contentSizes == .stored && stored != nil
                    ? (stored?.size ?? .zero)
                    : ContentSizes.measured(element, in: tree, attributes: attributes, imageSizes: imageSizes)
                // Constraints and the intrinsic size act on the alignment rectangle: a stored frame is that
                // rectangle outset by the control's insets.
                let insets = ContentSizes.alignmentRectInsets[name] ?? .zero
                if options.contentSizes == .stored, stored != nil {
                    size.width -= insets.left + insets.right
                    size.height -= insets.top + insets.bottom
                }
                if !axes.width { size.width = View.noIntrinsicMetric }
                if !axes.height { size.height = View.noIntrinsicMetric }
                let control = ControlView(
                    name: id, elementName: name, intrinsicSize: size,
                    textFont: ContentSizes.textFont(of: element, in: tree))
                control.alignmentRectInsets = insets
                return control
            }
            return View(name: id)
        }
    }

    private func applyProperties(to view: View, element: Int, attributes: [String: String]) {
        view.isHidden = ElementValues.flag(attributes["hidden"]) == true
        let priorities: [(String, (View, LayoutPriority) -> Void)] = [
            ("horizontalHuggingPriority", { $0.setContentHuggingPriority($1, for: .horizontal) }),
            ("verticalHuggingPriority", { $0.setContentHuggingPriority($1, for: .vertical) }),
            (
                "horizontalCompressionResistancePriority",
                { $0.setContentCompressionResistancePriority($1, for: .horizontal) }
            ),
            (
                "verticalCompressionResistancePriority",
                { $0.setContentCompressionResistancePriority($1, for: .vertical) }
            )
        ]
        for (attribute, apply) in priorities {
            if let value = ElementValues.priority(attributes[attribute]) { apply(view, LayoutPriority(Float(value))) }
        }
        if let margins = tree.insets(of: element, key: "layoutMargins") {
            view.layoutMargins = margins
        } else if let margins = tree.directionalInsets(of: element, key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = margins
        }
        if ElementValues.flag(attributes["preservesSuperviewLayoutMargins"]) == true {
            view.preservesSuperviewLayoutMargins = true
        }
        if ElementValues.flag(attributes["insetsLayoutMarginsFromSafeArea"]) == false {
            view.insetsLayoutMarginsFromSafeArea = false
        }
        switch attributes["semanticContentAttribute"] {
        case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
        case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
        default: break
        }
    }

    private func autoresizingMask(of element: Int) -> AutoresizingMask {
        guard let mask = tree.child(of: element, key: "autoresizingMask", named: "autoresizingMask") else { return [] }
        let attributes = tree[mask].attributes
        var result: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
            ("widthSizable", .flexibleWidth), ("heightSizable", .flexibleHeight),
            ("flexibleMinX", .flexibleLeftMargin), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("flexibleMaxY", .flexibleBottomMargin)
        ]
        for (name, flag) in flags where attributes[name] == "YES" { result.insert(flag) }
        return result
    }

    private func scrollGuideTarget(key: String, owner: View) -> Target {
        guard let scroll = owner as? ScrollView else { return .view(owner) }
        return .guide(key == "contentLayoutGuide" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide)
    }

    // MARK: Constraints

    struct ConstraintProblem: Error {
        var message: String
    }

    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins
    ]

    private func resolve(_ id: String, _ attributeName: String, targets: [String: Target], root: View)
        -> Result<(LayoutItem, LayoutAttribute), ConstraintProblem>
    {
        guard let attribute = SceneBuilder.attributes[attributeName] else {
            return .failure(ConstraintProblem(message: "unknown attribute '\(attributeName)'"))
        }
        switch targets[id] {
        case .view(let view): return .success((view, attribute))
        case .guide(let guide): return .success((guide, attribute))
        case .legacyGuide(let isTop):
            // The legacy guides are the bars above and below the safe area: their inner edges are its edges.
            switch (isTop, attribute) {
            case (true, .top), (false, .bottom): return .success((root, attribute))
            case (true, .bottom): return .success((root.safeAreaLayoutGuide, .top))
            case (false, .top): return .success((root.safeAreaLayoutGuide, .bottom))
            default:
                return .failure(
                    ConstraintProblem(message: "the legacy layout guide's '\(attributeName)' is not supported"))
            }
        case nil:
            return .failure(ConstraintProblem(message: "it names '\(id)', which is not an object of this scene"))
        }
    }

    private func makeConstraint(
        _ attributes: [String: String], holder: View, targets: [String: Target], root: View
    ) -> Result<LayoutConstraint, ConstraintProblem> {
        guard let firstAttributeName = attributes["firstAttribute"] else {
            return .failure(ConstraintProblem(message: "it has no firstAttribute"))
        }
        let firstID = attributes["firstItem"] ?? (holder.name ?? "")
        let first: (LayoutItem, LayoutAttribute)
        switch attributes["firstItem"] == nil
            ? .success((holder, SceneBuilder.attributes[firstAttributeName] ?? .notAnAttribute))
            : resolve(firstID, firstAttributeName, targets: targets, root: root)
        {
        case .success(let value): first = value
        case .failure(let problem): return .failure(problem)
        }
        if first.1 == .notAnAttribute {
            return .failure(ConstraintProblem(message: "unknown attribute '\(firstAttributeName)'"))
        }
        var second: (LayoutItem, LayoutAttribute)?
        if let secondID = attributes["secondItem"] {
            let secondAttributeName = attributes["secondAttribute"] ?? firstAttributeName
            switch resolve(secondID, secondAttributeName, targets: targets, root: root) {
            case .success(let value): second = value
            case .failure(let problem): return .failure(problem)
            }
        } else if let secondAttributeName = attributes["secondAttribute"], secondAttributeName != "notAnAttribute" {
            // A second attribute with no second item is the holder's own attribute.
            switch resolve(holder.name ?? "", secondAttributeName, targets: targets, root: root) {
            case .success(let value): second = value
            case .failure(let problem): return .failure(problem)
            }
        }
        let relation: LayoutRelation =
            switch attributes["relation"] {
            case "lessThanOrEqual": .lessThanOrEqual
            case "greaterThanOrEqual": .greaterThanOrEqual
            default: .equal
            }
        guard let multiplier = attributes["multiplier"] == nil ? 1 : ElementValues.multiplier(attributes["multiplier"])
        else {
            return .failure(
                ConstraintProblem(message: "its multiplier '\(attributes["multiplier"] ?? "")' is not a number"))
        }
        guard let constant = attributes["constant"] == nil ? 0 : ElementValues.number(attributes["constant"]) else {
            return .failure(
                ConstraintProblem(message: "its constant '\(attributes["constant"] ?? "")' is not a finite number"))
        }
        let constraint = LayoutConstraint(
            item: first.0, attribute: first.1, relatedBy: relation, toItem: second?.0,
            attribute: second?.1 ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        if attributes["priority"] != nil {
            guard let priority = ElementValues.priority(attributes["priority"]) else {
                return .failure(
                    ConstraintProblem(
                        message: "its priority '\(attributes["priority"] ?? "")' is not between 1 and 1000"))
            }
            constraint.priority = LayoutPriority(Float(priority))
        }
        return .success(constraint)
    }
}
