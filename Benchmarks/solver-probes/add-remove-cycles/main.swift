// N add/solve/remove cycles on one long-lived solver: time per batch of 2,000 and resident memory; see README.md.
import Glibc

func rssKB() -> Int {
    guard let f = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let s = String(cString: line)
        if s.hasPrefix("VmRSS:") { return Int(s.split(separator: " ").dropFirst().first ?? "0") ?? 0 }
    }
    return 0
}
let cycles = Int(CommandLine.arguments.dropFirst().first ?? "20000") ?? 20000
let clock = ContinuousClock()
let solver = Solver()
let window = Variable("window")
try solver.addEditVariable(window, strength: .strong)
try solver.suggestValue(window, 800)
let keep = (0..<50).map { _ in Variable() }
for (i, v) in keep.enumerated() { try solver.add(v == window * 0.01 + Double(i)) }
var batchStart = clock.now
print("start rss=\(rssKB()) KB")
for cycle in 1...cycles {
    let left = Variable(), width = Variable(), top = Variable(), height = Variable()
    let constraints = [
        left == 10, width == window * 0.5, left + width <= window, top == 0,
        (height == 44) | .strong, height >= 20, (width == 100) | .weak
    ]
    for c in constraints { try solver.add(c) }
    solver.updateVariables()
    for c in constraints { try solver.remove(c) }
    if cycle % 2000 == 0 {
        let now = clock.now
        print("cycles=\(cycle) batch=\(now - batchStart) rss=\(rssKB()) KB")
        batchStart = now
    }
}
solver.reset()
print("after reset rss=\(rssKB()) KB")
