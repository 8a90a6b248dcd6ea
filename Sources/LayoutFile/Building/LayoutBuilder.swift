import Masonry

/// Turns statements into a view tree and active constraints, checking every name first.
///
/// Declarations come first, in file order: a parent must be declared before its children (so the tree can be
/// built top-down and cycles cannot hide). Equations and VFL lines may name any declared view and any metric,
/// wherever they are declared. Every mistake is collected; if there is one, nothing is activated.
///
/// The builder also checks the statements of a file that did not parse cleanly (`mistakes()`), so that its
/// mistakes are reported with the parser's in one run. A name that is unknown only because the line declaring it
/// did not parse is not reported again.
struct LayoutBuilder {
    let statements: [Statement]
    let canvasSize: Size?
    /// The lines that gave no statement because of a mistake the parser reported.
    let unparsed: UnparsedLines

    private var errors: [LayoutFileDiagnostic] = []
    private var declarations: [String: ViewDeclaration] = [:]
    private var declarationOrder: [String: Int] = [:]
    private var cycleMembers: Set<String> = []
    var metrics: [String: Double] = [:]
    var views: [String: View] = [:]
    private var declaredViews: [(name: String, view: View)] = []
    private var constraints: [LayoutConstraint] = []
    private var constraintLocations: [ObjectIdentifier: LayoutFileLocation] = [:]
    private var viewLocations: [ObjectIdentifier: LayoutFileLocation] = [:]

    init(statements: [Statement], canvasSize: Size?, unparsed: UnparsedLines = UnparsedLines()) {
        self.statements = statements
        self.canvasSize = canvasSize
        self.unparsed = unparsed
    }

    mutating func fail(_ message: String, at location: LayoutFileLocation) {
        errors.append(.syntax(message, at: location))
    }

    /// Builds the tree and activates its constraints; throws every mistake found, and then activates nothing.
    mutating func build() throws(LayoutFileError) -> LayoutScene {
        let (root, canvas) = makeTree()
        guard errors.isEmpty else { throw LayoutFileError(errors) }
        // What the engine refuses while activating (a constraint it cannot hold) is kept for `layout()` to report
        // at the statement's line, rather than printed by the default handler.
        var refusals: [LayoutDiagnostic] = []
        root.diagnosticHandler = { refusals.append($0) }
        LayoutConstraint.activate(constraints)
        root.diagnosticHandler = nil
        return LayoutScene(
            root: root, declaredViews: declaredViews, constraints: constraints,
            constraintLocations: constraintLocations, viewLocations: viewLocations,
            canvasLocation: canvas?.location ?? LayoutFileLocation(line: 1, column: 1), activationDiagnostics: refusals)
    }

    /// The mistakes building would find, without activating anything.
    mutating func mistakes() -> [LayoutFileDiagnostic] {
        _ = makeTree()
        return errors
    }

    /// Checks every name and makes the views and the (inactive) constraints.
    private mutating func makeTree() -> (root: View, canvas: Canvas?) {
        let canvas = checkCanvas()
        collectNames()
        cycleMembers = LayoutBuilder.cycleMembers(
            of: declarations,
            in: statements.compactMap { statement in
                guard case .view(let declaration) = statement else { return nil }
                return declaration.name.text
            })
        let root = makeRoot(canvas)
        views["root"] = root
        for statement in statements {
            guard case .view(let declaration) = statement else { continue }
            declare(declaration)
        }
        for statement in statements {
            switch statement {
            case .equation(let equation): add(equation)
            case .visualFormat(let line): add(line)
            default: break
            }
        }
        return (root, canvas)
    }

    /// Whether a mistake about `name` has been reported elsewhere: its declaration failed, or a line that may
    /// declare it did not parse.
    func isReportedElsewhere(_ name: String) -> Bool {
        views[name] == nil && (declarations[name] != nil || unparsed.mayDeclare(name))
    }

    // MARK: The canvas

    private mutating func checkCanvas() -> Canvas? {
        var found: Canvas?
        for (index, statement) in statements.enumerated() {
            guard case .canvas(let canvas) = statement else { continue }
            if let first = found {
                fail(
                    "a second canvas statement (the canvas is declared on line \(first.location.line))",
                    at: canvas.location)
            } else if index != 0 {
                fail(
                    "the canvas statement must come first, before line \(statements[0].location.line)",
                    at: canvas.location)
                found = canvas
            } else {
                found = canvas
            }
        }
        // A line before every statement that did not parse may be the canvas statement, with its own message.
        let canvasMayHaveFailed = unparsed.first.map { $0 < statements.first?.location.line ?? Int.max } ?? false
        if found == nil && !canvasMayHaveFailed {
            fail(
                "expected a canvas statement first, like 'canvas 375x667'",
                at: statements.first?.location ?? LayoutFileLocation(line: 1, column: 1))
        }
        return found
    }

    private func makeRoot(_ canvas: Canvas?) -> View {
        let size = canvasSize ?? canvas?.size ?? Size(width: 375, height: 667)
        let root = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        root.name = "root"
        if let scale = canvas?.scale { root.contentScale = scale }
        if canvas?.rightToLeft == true { root.semanticContentAttribute = .forceRightToLeft }
        if let insets = canvas?.safeArea { root.safeAreaInsets = insets }
        return root
    }

    // MARK: Names

    /// Records every declared view and metric, reporting duplicates at the second declaration.
    private mutating func collectNames() {
        var metricLocations: [String: LayoutFileLocation] = [:]
        for (index, statement) in statements.enumerated() {
            switch statement {
            case .view(let declaration):
                let name = declaration.name
                if name.text == "root" {
                    fail("'root' is the canvas's name; choose another name", at: name.location)
                } else if let first = declarations[name.text] {
                    fail(
                        "duplicate name '\(name.text)': it is already declared on line \(first.name.location.line)",
                        at: name.location)
                } else {
                    declarations[name.text] = declaration
                    declarationOrder[name.text] = index
                }
            case .metric(let metric):
                if let first = metricLocations[metric.name.text] {
                    fail(
                        "duplicate metric '\(metric.name.text)': it is already declared on line \(first.line)",
                        at: metric.name.location)
                } else {
                    metricLocations[metric.name.text] = metric.name.location
                    metrics[metric.name.text] = metric.value
                }
            default:
                break
            }
        }
    }

    /// The parent's problem, if any: unknown, the view itself (directly or through others), or declared later.
    ///
    /// Only a view on a cycle walks its chain (the cycle, to name it): `cycleMembers` found them all in one pass,
    /// so a file nested N deep is checked in O(N), not O(N²).
    private func parentProblem(of declaration: ViewDeclaration, parent: Name) -> String? {
        if parent.text == "root" { return nil }
        guard let parentDeclaration = declarations[parent.text] else {
            if unparsed.mayDeclare(parent.text) { return nil } // its line did not parse: reported there
            return "unknown parent '\(parent.text)': no view, label or stack has that name"
        }
        if cycleMembers.contains(declaration.name.text) {
            if parent.text == declaration.name.text { return "'\(declaration.name.text)' cannot be inside itself" }
            var chain = [declaration.name.text]
            var current: ViewDeclaration? = parentDeclaration
            while let step = current {
                chain.append(step.name.text)
                guard step.name.text != declaration.name.text, let next = step.parent else { break }
                current = declarations[next.text]
            }
            return "cycle: '\(declaration.name.text)' would be inside itself (" + chain.joined(separator: " in ") + ")"
        }
        if let order = declarationOrder[parent.text], let own = declarationOrder[declaration.name.text], order > own {
            return
                "parent '\(parent.text)' is declared later, on line \(parentDeclaration.location.line): declare it before '\(declaration.name.text)'"
        }
        return nil
    }

    /// The names of the views that are, through their `in` clauses, inside themselves: each declaration's chain
    /// is walked until it reaches `root`, an unknown name or a view already visited, so every view is visited once.
    private static func cycleMembers(of declarations: [String: ViewDeclaration], in order: [String]) -> Set<String> {
        enum Visit { case onPath, done }
        var visits: [String: Visit] = [:]
        var members: Set<String> = []
        for start in order where visits[start] == nil {
            var path: [String] = []
            var current: String? = start
            while let name = current, name != "root", let declaration = declarations[name] {
                if let visit = visits[name] {
                    if visit == .onPath, let first = path.firstIndex(of: name) { members.formUnion(path[first...]) }
                    break
                }
                visits[name] = .onPath
                path.append(name)
                current = declaration.parent?.text
            }
            for name in path { visits[name] = .done }
        }
        return members
    }

    // MARK: Views

    private mutating func declare(_ declaration: ViewDeclaration) {
        let name = declaration.name.text
        // Only the first declaration of a name makes a view.
        guard declarations[name]?.location == declaration.location else { return }
        let parentName = declaration.parent ?? Name(text: "root", location: declaration.location)
        if let problem = parentProblem(of: declaration, parent: parentName) {
            fail(problem, at: parentName.location)
            return
        }
        guard let parent = views[parentName.text] else { return } // the parent itself failed; reported there
        guard let view = makeView(declaration) else { return }
        view.isHidden = declaration.isHidden
        apply(declaration, to: view)
        views[name] = view
        declaredViews.append((name, view))
        viewLocations[ObjectIdentifier(view)] = declaration.name.location
        if !addArranged(view, to: parent) { parent.addSubview(view) }
        if let size = declaration.size {
            view.translatesAutoresizingMaskIntoConstraints = false
            for constraint in [
                view.widthAnchor.constraint(equalToConstant: size.width),
                view.heightAnchor.constraint(equalToConstant: size.height)
            ] {
                record(constraint, at: declaration.location)
            }
        }
    }

    private mutating func makeView(_ declaration: ViewDeclaration) -> View? {
        let name = declaration.name.text
        switch declaration.kind {
        case .view(let intrinsicSize):
            if let intrinsicSize { return IntrinsicSizeView(name: name, intrinsicSize: intrinsicSize) }
            return View(name: name)
        case .label(let text, let fontSize, let lines):
            let label = Label(name: name, text: text)
            if let fontSize { label.font = Font(size: fontSize) }
            if let lines { label.numberOfLines = lines }
            return label
        case .stack(let options):
            return makeStack(name: name, options: options, at: declaration.location)
        case .scroll:
            return ScrollView(name: name)
        }
    }

    /// The options every kind of view takes: priorities, margins, alignment insets.
    private func apply(_ declaration: ViewDeclaration, to view: View) {
        for (axis, hugging, compression) in [
            (Axis.horizontal, declaration.hugging?.horizontal, declaration.compression?.horizontal),
            (.vertical, declaration.hugging?.vertical, declaration.compression?.vertical)
        ] {
            if let hugging { view.setContentHuggingPriority(hugging, for: axis) }
            if let compression { view.setContentCompressionResistancePriority(compression, for: axis) }
        }
        if let margins = declaration.layoutMargins { view.layoutMargins = margins }
        if declaration.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = true }
        if let insets = declaration.alignmentRectInsets { view.alignmentRectInsets = insets }
    }

    mutating func record(_ constraint: LayoutConstraint, at location: LayoutFileLocation) {
        constraint.identifier = "line \(location.line)"
        constraints.append(constraint)
        constraintLocations[ObjectIdentifier(constraint)] = location
    }

    // MARK: Equations

    private mutating func resolve(_ number: Equation.Number) -> Double? {
        switch number {
        case .literal(let value):
            return value
        case .metric(let name, let negated):
            guard let value = metrics[name.text] else {
                if unparsed.mayDeclare(name.text) { return nil } // its line did not parse: reported there
                fail("unknown metric '\(name.text)': declare it with 'metric \(name.text) = NUMBER'", at: name.location)
                return nil
            }
            return negated ? -value : value
        }
    }

    private mutating func item(_ term: Equation.Term) -> LayoutItem? {
        guard let view = views[term.item.text] else {
            if !isReportedElsewhere(term.item.text) {
                fail("unknown view '\(term.item.text)'", at: term.item.location)
            }
            return nil
        }
        guard let guide = term.guide else { return view }
        let guideLocation = term.guideLocation ?? term.item.location
        let isBaseline = [.firstBaseline, .lastBaseline].contains(term.attribute)
        if isBaseline || "\(term.attribute)".contains("Margin") {
            fail(
                "a guide has no \(isBaseline ? "baselines" : "margins"): '\(term.attribute)' is not an "
                    + "attribute of '\(term.item.text).\(guide.rawValue)'", at: term.attributeLocation)
            return nil
        }
        switch guide {
        case .safeArea: return view.safeAreaLayoutGuide
        case .margins: return view.layoutMarginsGuide
        case .content, .frame:
            guard let scrollView = view as? ScrollView else {
                fail(
                    "'\(guide.rawValue)' is a guide of scroll views only, and '\(term.item.text)' is not one "
                        + "(declare it with 'scroll')", at: guideLocation)
                return nil
            }
            return guide == .content ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide
        }
    }

    /// Auto Layout's illegal pairings, caught here so they point at the attribute that does not fit. A size may be
    /// related to a size on the other axis (an aspect ratio); a position only to a position on its own axis.
    private func pairingProblem(_ first: LayoutAttribute, _ second: LayoutAttribute) -> String? {
        if first.isDimension != second.isDimension {
            return
                "cannot relate a \(first.isDimension ? "size" : "position") (\(first)) to a \(second.isDimension ? "size" : "position") (\(second))"
        }
        if first.axis != second.axis && !first.isDimension {
            return "cannot relate a \(first.axis == .horizontal ? "horizontal" : "vertical") attribute (\(first)) to a "
                + "\(second.axis == .horizontal ? "horizontal" : "vertical") one (\(second))"
        }
        let absolute: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
        let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        if (absolute.contains(first) && directional.contains(second))
            || (directional.contains(first) && absolute.contains(second))
        {
            return "cannot relate \(first) to \(second): left/right and leading/trailing do not mix"
        }
        return nil
    }

    private mutating func add(_ equation: Equation) {
        let errorCount = errors.count
        let first = item(equation.first)
        var second: LayoutItem?
        if let term = equation.second {
            second = item(term)
            if let problem = pairingProblem(equation.first.attribute, term.attribute) {
                fail(problem, at: term.attributeLocation)
            }
        } else if !equation.first.attribute.isDimension {
            fail(
                "'\(equation.first.item.text).\(equation.first.attribute)' is a position: relate it to another view's "
                    + "attribute, like \(equation.first.item.text).\(equation.first.attribute) == root.\(equation.first.attribute) + 20",
                at: equation.first.attributeLocation)
        }
        var multiplier = resolve(equation.multiplier) ?? 1
        if equation.dividesBy {
            if multiplier == 0 {
                fail("division by zero", at: equation.multiplierLocation ?? equation.location)
            } else {
                multiplier = 1 / multiplier
            }
        }
        let constant = resolve(equation.constant) ?? 0
        guard errors.count == errorCount, let first else { return }
        let constraint = LayoutConstraint(
            item: first, attribute: equation.first.attribute, relatedBy: equation.relation, toItem: second,
            attribute: equation.second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = equation.priority
        // A view's guide does not position the view: only views named themselves stop translating their masks.
        for case let view as View in [first, second] where view !== views["root"] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        record(constraint, at: equation.location)
    }
}
