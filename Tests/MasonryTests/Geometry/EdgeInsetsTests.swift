import Masonry
import Testing

@Suite struct EdgeInsetsTests {
    @Test func uniformInsetsSetEverySide() {
        #expect(EdgeInsets(all: 8) == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(EdgeInsets.zero == EdgeInsets(all: 0))
    }

    @Test func directionalInsetsKeepLeadingAndTrailing() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(Set([insets, insets]).count == 1)
    }
}
