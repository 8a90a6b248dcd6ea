import Testing
import Masonry

@Suite struct StackSmokeTests {
    @Test func horizontalFill() {
        let a = Block("a", 50, 20), b = Block("b", 60, 30), c = Block("c", 70, 40)
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        expectFrame(stack, Rect(x: 20, y: 40, width: 200, height: 40))
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 40))
        expectFrame(b, Rect(x: 60, y: 0, width: 60, height: 40))
        expectFrame(c, Rect(x: 130, y: 0, width: 70, height: 40))
        for constraint in stack.constraints { print(constraint) }
    }
}
