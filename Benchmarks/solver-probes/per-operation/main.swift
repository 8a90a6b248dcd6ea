// Instructions per solver operation, for callgrind: builds one benchmark scenario the way the harness does, then
// repeats one operation K times. Run it twice, with K and with 0, under callgrind: the difference over K is the
// cost of one operation, free of the process's start-up.
//
//   per-operation SCENARIO SIZE OPERATION K
//
// OPERATION: build (K more solvers built from scratch), resize (K steady resizes: two suggestions and
// `updateVariables()`), addremove (K times add and remove a medium constraint on the first view's width).
import Cassowary

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count == 5, let size = Int(arguments[2]), let count = Int(arguments[4]),
    let scenario = allScenarios.first(where: { $0.name == arguments[1] })
else {
    print("usage: per-operation SCENARIO SIZE build|resize|addremove K")
    exit(2)
}

let (solver, system) = try build(scenario, size: size)
try solver.suggestValue(system.width, Window.firstResize.width)
try solver.suggestValue(system.height, Window.firstResize.height)
solver.updateVariables()
var checksum = 0.0
switch arguments[3] {
case "build":
    for _ in 0..<count { checksum += try build(scenario, size: size).1.checksum }
case "resize":
    for index in 0..<count {
        let window = Window.steadyResizes[index % Window.steadyResizes.count]
        try solver.suggestValue(system.width, window.width)
        try solver.suggestValue(system.height, window.height)
        solver.updateVariables()
    }
case "addremove":
    let extra = (system.views[0].width == 100) | .medium
    for _ in 0..<count {
        try solver.add(extra)
        try solver.remove(extra)
    }
default:
    print("unknown operation \(arguments[3])")
    exit(2)
}
print(system.checksum + checksum)
