import Masonry
import Testing

/// The typed diagnostics keep their printed words: a few messages checked in full, one per kind, so a handler that
/// logs `message` (and the CLI's JSON) reads as it always has.
@Suite struct DiagnosticMessageTests {
    @Test func aMisuseNamesItsFileAndLineThenMasonrysWords() {
        let orphan = View(name: "orphan")
        let recorder = DiagnosticRecorder(orphan)
        var line = 0
        orphan.mas.makeConstraints { make in
            make.left.equalToSuperview(); line = #line
        }
        #expect(
            recorder.diagnostics.map(\.message) == [
                "MasonryTests/DiagnosticMessageTests.swift:\(line): Expected superview but found nil when attempting make "
                    + "constraint `equalToSuperview`: View:orphan has no superview. The statement was skipped."
            ])
        #expect(
            recorder.diagnostics.first?.sourceLocation
                == CodeLocation(
                    file: "MasonryTests/DiagnosticMessageTests.swift", line: line))
    }

    @Test func aRefusedUpdateAndARefusedDistributionKeepTheirEndings() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        let made = view.mas.makeConstraints { make in make.width.equalTo(10) }
        made.first?.update(priority: 0); let updateLine = #line
        [view].mas.distributeViews(along: .horizontal, fixedSpacing: 8); let distributeLine = #line
        #expect(
            recorder.diagnostics.map(\.message) == [
                "MasonryTests/DiagnosticMessageTests.swift:\(updateLine): update(priority: 0): priorities must be greater "
                    + "than 0 and at most 1000; the constraint was left as it was.",
                "MasonryTests/DiagnosticMessageTests.swift:\(distributeLine): distributeViews needs at least two views; "
                    + "it was given 1. Nothing was distributed."
            ])
    }

    @Test func anInvalidConstraintIsTheConstraintThenAutoLayoutsReason() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let a = addConstrained(View(name: "a"), to: root), b = addConstrained(View(name: "b"), to: root)
        let pairing = constrain(a, .left, to: b, .width)
        let width = constrain(a, .width, constant: 10)
        width.constant = .nan
        #expect(
            recorder.diagnostics.map(\.message) == [
                "\(pairing): Invalid pairing of layout attributes",
                "\(width): NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan The change was "
                    + "refused and the constraint keeps its previous value."
            ])
    }

    @Test func refusedTreeChangesAndValuesSayWhatWasRefused() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let child = View(name: "child")
        root.addSubview(child)
        child.addSubview(root)
        child.safeAreaInsets = EdgeInsets(all: 1)
        root.contentScale = -1
        root.layoutMargins = EdgeInsets(top: -2, left: 0, bottom: 0, right: 0)
        #expect(
            recorder.diagnostics.map(\.message) == [
                "View:root cannot be added to View:child: it would contain itself",
                "safeAreaInsets can only be set on a root view; View:child has a superview",
                "contentScale must be a positive number no larger than 1e9, not -1.0",
                "View:root: layoutMargins refused, top is negative (-2); the view keeps \(EdgeInsets(all: 8))."
            ])
    }

    @Test func aLocationPrintsItsColumnWhenItHasOne() {
        #expect(CodeLocation(file: "card.layout", line: 3, column: 7).description == "card.layout:3:7")
        #expect(CodeLocation(file: "App/Card.swift", line: 12).description == "App/Card.swift:12")
    }
}

/// A diagnostic about a constraint the DSL made points at the statement that made it.
@Suite struct DiagnosticLocationTests {
    @Test func aConflictMadeByTheDSLPointsAtTheBrokenStatement() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let box = addConstrained(View(name: "box"), to: root)
        var line = 0
        box.mas.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            make.width.equalTo(100)
            make.width.equalTo(200); line = #line
        }
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        #expect(
            recorder.diagnostics.first?.sourceLocation
                == CodeLocation(
                    file: "MasonryTests/DiagnosticMessageTests.swift", line: line))
    }

    @Test func aRefusedChangeToADSLConstraintPointsAtItsStatement() throws {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let box = addConstrained(View(name: "box"), to: root)
        var line = 0
        let made = box.mas.makeConstraints { make in
            make.width.equalTo(100); line = #line
        }
        let width = try #require(made.first?.layoutConstraints.first)
        width.constant = .infinity
        #expect(recorder.invalidConstraints.count == 1)
        #expect(recorder.diagnostics.first?.sourceLocation?.line == line)
        #expect(width.sourceLocation?.file == "MasonryTests/DiagnosticMessageTests.swift")
    }

    @Test func constraintsMadeWithAnchorsAndDiagnosticsAboutValuesHaveNoLocation() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let box = addConstrained(View(name: "box"), to: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.constant = .nan
        root.contentScale = 0
        #expect(width.sourceLocation == nil)
        #expect(recorder.diagnostics.count == 2)
        #expect(recorder.diagnostics.allSatisfy { $0.sourceLocation == nil })
    }

    /// Auto Layout's reason ends with its own full stop: the skipped statement's message does not double it (issue
    /// 22, item 18).
    @Test func anIllegalDSLConstraintEndsWithOneFullStop() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        view.mas.makeConstraints { make in make.left.equalTo(root.mas.left).multipliedBy(0) }
        let message = recorder.diagnostics.first?.message ?? ""
        #expect(message.hasSuffix("Location attributes must be specified in pairs. The statement was skipped."))
        #expect(!message.contains(".."))
    }
}
