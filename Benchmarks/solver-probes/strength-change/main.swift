// Changing the priority of one of N links of a chain, in place (`Solver.setStrength`) or by removing the link and
// adding it again at the new strength (what an engine without the operation does); see README.md.
//
//   strength-change MODE N K [pull]     MODE: inplace | readd
//
// x0 == 0 (required); x(i) == x(i-1) + 10 at level 750. Each of K changes takes the next link (a stride through the
// chain) down to level 500 and the one it took down before back up to 750. Alone, every link holds at any
// strength, so no change moves the optimum (a priority toggled on a constraint that holds). With `pull`, a pull
// x(N-1) == 5·(N-1) at level 600 stretches the one link below it: each change moves the optimum, and the pivot
// that moves it rewrites x(N-1)'s row, which holds every link's errors. Prints the time and the solver's merged
// cells (`substitutionWork`) per change; `changeStrengths` is the function to toggle callgrind's collection on.
// Compiled together with the solver's sources (README.md), so it imports nothing.

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first ?? "inplace"
let n = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let k = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let pulled = arguments.count > 3 && arguments[3] == "pull"
let high = Strength(level: 750), low = Strength(level: 500)

let x = (0..<n).map { Variable("x\($0)") }
let solver = Solver()
try solver.add(x[0] == 0)
var links = (1..<n).map { i in (x[i] == x[i - 1] + 10) | high }
for link in links { try solver.add(link) }
if pulled { try solver.add((x[n - 1] == Double(5 * (n - 1))) | Strength(level: 600)) }
solver.updateVariables()

/// Sets the strength of link `index`, in place or by replacing it with a copy at the new strength.
func setStrength(_ strength: Strength, ofLink index: Int) throws {
    if mode == "inplace" {
        try solver.setStrength(strength, of: links[index])
    } else {
        try solver.remove(links[index])
        links[index] = links[index] | strength
        try solver.add(links[index])
    }
}

@inline(never) func changeStrengths() throws {
    var previous = 0
    for change in 0..<k {
        let index = (change &* 7_919) % links.count
        try setStrength(high, ofLink: previous)
        try setStrength(low, ofLink: index)
        previous = index
        solver.updateVariables()
    }
}

let work = solver.substitutionWork
let clock = ContinuousClock()
let elapsed = try clock.measure { try changeStrengths() }
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
let stretched = (1..<n).filter { abs(x[$0].value - x[$0 - 1].value - 10) > 1e-6 }
print(
    "strength-change \(mode) N=\(n) K=\(k)\(pulled ? " pull" : ""): \(seconds / Double(k) * 1e6) µs and",
    "\(Double(solver.substitutionWork - work) / Double(k)) merged cells per change; stretched links \(stretched.prefix(3))"
)
