import Testing

@testable import Masonry

/// The table an engine keeps its per-view values in (frames, ambiguity directions): ``ViewTable/removeAll()``
/// forgets every value, whether the next pass sets the same views again or others.
@Suite struct ViewTableTests {
    @Test func valuesForgottenByRemoveAllReadNilUntilSetAgain() {
        let views = (0..<40).map { View(name: "v\($0)") }
        var table = ViewTable<Double>()
        for (index, view) in views.enumerated() { table.set(Double(index), for: view) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(views.allSatisfy { table[$0] == nil })
        for (index, view) in views.enumerated() where index.isMultiple(of: 2) { table.set(Double(-index), for: view) }
        #expect(table.count == 20)
        for (index, view) in views.enumerated() {
            #expect(table[view] == (index.isMultiple(of: 2) ? Double(-index) : nil))
        }
    }

    @Test func aPassThatSetsTheSameViewsAgainReadsOnlyItsOwnValues() {
        let views = (0..<100).map { View(name: "v\($0)") }
        var table = ViewTable<Rect>()
        for pass in 0..<5 {
            table.removeAll()
            for (index, view) in views.enumerated() {
                table.set(Rect(x: Double(pass), y: Double(index), width: 1, height: 1), for: view)
            }
            #expect(table.count == views.count)
            #expect(
                views.enumerated().allSatisfy { table[$1] == Rect(x: Double(pass), y: Double($0), width: 1, height: 1) }
            )
        }
    }

    @Test func viewsThatLeaveAreForgottenWhileTheOthersKeepTheirValues() {
        var table = ViewTable<Double>()
        let staying = (0..<10).map { View(name: "stay\($0)") }
        var leaving = (0..<200).map { View(name: "leave\($0)") }
        for view in staying + leaving { table.set(1, for: view) }
        // The leaving views get no value in the next passes, and are then freed; new views come and go.
        for pass in 0..<4 {
            table.removeAll()
            for view in staying { table.set(Double(pass), for: view) }
            #expect(leaving.allSatisfy { table[$0] == nil })
            leaving = (0..<50).map { View(name: "new\(pass).\($0)") }
            for view in leaving { table.set(-1, for: view) }
            #expect(table.count == staying.count + leaving.count)
            #expect(staying.allSatisfy { table[$0] == Double(pass) })
            #expect(leaving.allSatisfy { table[$0] == -1 })
        }
    }
}
