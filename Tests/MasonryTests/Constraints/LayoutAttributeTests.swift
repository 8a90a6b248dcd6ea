import Masonry
import Testing

@Suite struct LayoutAttributeTests {
    @Test func everyAttributeLiesOnItsAxis() {
        let horizontal: [LayoutAttribute] = [
            .left, .right, .leading, .trailing, .width, .centerX, .leftMargin,
            .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins
        ]
        let vertical: [LayoutAttribute] = [
            .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins
        ]
        #expect(horizontal.allSatisfy { $0.axis == .horizontal })
        #expect(vertical.allSatisfy { $0.axis == .vertical })
        #expect(LayoutAttribute.notAnAttribute.axis == nil)
        #expect(horizontal.count + vertical.count + 1 == LayoutAttribute.allCases.count)
    }

    @Test func onlyWidthAndHeightAreSizes() {
        #expect(LayoutAttribute.allCases.filter(\.isDimension) == [.width, .height])
        #expect(!LayoutAttribute.notAnAttribute.isLocation && !LayoutAttribute.notAnAttribute.isDimension)
        #expect(LayoutAttribute.centerYWithinMargins.isLocation)
    }

    @Test func attributesAndRelationsPrintAsAutoLayoutNamesThem() {
        #expect(LayoutAttribute.leadingMargin.description == "leadingMargin")
        #expect(LayoutAttribute.lastBaseline.description == "lastBaseline")
        #expect(LayoutRelation.lessThanOrEqual.symbol == "<=")
        #expect(LayoutRelation.equal.description == "==")
        #expect(LayoutRelation.greaterThanOrEqual.description == ">=")
    }
}
