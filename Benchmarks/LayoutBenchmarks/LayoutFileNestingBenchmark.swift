import LayoutFile
import Masonry

/// Issue 22, item 15: a `.layout` file whose views are nested N deep (`view v1 in v0`, `view v2 in v1`, …), parsed,
/// built and laid out. Building walked the whole ancestor chain for every declaration (284 s at 50,000); each
/// phase is linear now, so the time per view stays flat from 500 to 50,000.
func runLayoutFileNestingBenchmark() {
    print("")
    print("depth  parse ms  build ms  layout ms  µs per view")
    for depth in [500, 5_000, 50_000] {
        var source = "canvas 375x667\nview v0\n"
        for level in 1..<depth { source += "view v\(level) in v\(level - 1)\n" }
        var document: LayoutDocument?
        var scene: LayoutScene?
        let parse = clock.measure { document = try? LayoutDocument(parsing: source) }
        let build = clock.measure { scene = try? document?.instantiate() }
        let layout = clock.measure { _ = scene?.layout(checksAmbiguity: false) }
        let ms = { (duration: Duration) in fmt(seconds(duration) * 1e3) }
        let perView = fmt(seconds(parse + build + layout) / Double(depth) * 1e6)
        print(String(depth), ms(parse), ms(build), ms(layout), perView, separator: "  ")
    }
}
