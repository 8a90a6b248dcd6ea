import Cassowary
import Testing

/// `Strength` as a value: ordering of levels and weights, and what counts as required.
@Suite struct StrengthTests {
    @Test func namedStrengthsAreOrderedWeakMediumStrongRequired() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect([Strength.required, .weak, .strong, .medium].sorted() == [.weak, .medium, .strong, .required])
    }

    @Test func aCustomLevelSitsBetweenTheLevelsAroundIt() {
        let between = Strength(level: 750.5)
        #expect(Strength(level: 750) < between)
        #expect(between < Strength(level: 751))
        #expect(Strength.medium < Strength(level: 1_001))
        #expect(Strength(level: 999_999) < .strong)
    }

    @Test func weightOrdersStrengthsWithinALevelOnly() {
        #expect(Strength(level: 5, weight: 1) < Strength(level: 5, weight: 2))
        #expect(Strength(level: 5, weight: 1_000_000) < Strength(level: 6, weight: 0.001))
        #expect(Strength(level: 1, weight: 1_000_000) < .medium)
    }

    @Test func defaultWeightIsOneAndEqualStrengthsCompareEqual() {
        #expect(Strength(level: 1_000).weight == 1)
        #expect(Strength(level: 1_000) == .medium)
        #expect(Strength(level: 1_000, weight: 2) != .medium)
    }

    @Test func onlyTheRequiredLevelIsRequired() {
        #expect(Strength.required.isRequired)
        #expect(Strength(level: .infinity, weight: 3).isRequired)
        #expect(!Strength.strong.isRequired)
        #expect(!Strength.medium.isRequired)
        #expect(!Strength.weak.isRequired)
        #expect(!Strength(level: 1e300).isRequired)
    }
}
