// Explaining a refused x[N-1] <= 0 on an N-link required chain (x0 == 0, x(i) == x(i-1) + 1); see README.md.
let n = Int(CommandLine.arguments.dropFirst().first ?? "10000") ?? 10000
let clock = ContinuousClock()
let x = (0..<n).map { Variable("x\($0)") }
let solver = Solver()
let t0 = clock.now
try solver.add(x[0] == 0)
for i in 1..<n { try solver.add(x[i] == x[i - 1] + 1) }
let t1 = clock.now
var count = -1
do { try solver.add(x[n - 1] <= 0) } catch { if case .unsatisfiableConstraint(_, let c) = error { count = c.count } }
let t2 = clock.now
print("explain N=\(n) build=\(t1 - t0) refuse+explain=\(t2 - t1) conflicting=\(count)")
