// Kiwi's side of per-operation's `build`, for callgrind: builds one benchmark scenario the way the Kiwi driver's
// harness does, then K more times on fresh solvers (construction and destruction included). Run it with K and
// with 0: the difference over K is one build, free of the process's start-up. Built against the kiwisolver sdist
// that Benchmarks/compare-kiwi unpacks into .build-compare/:
//
//   g++ -O2 -std=c++17 -I.build-compare/kiwisolver-1.5.1 Benchmarks/solver-probes/per-operation/kiwi.cpp \
//       -o /tmp/probe/kiwi-per-operation
//   kiwi-per-operation SCENARIO SIZE build K

// The scenarios and the harness's window sizes are the Kiwi driver's own; its `main` is renamed out of the way.
#define main kiwiDriverMain
#include "../../kiwi-driver/driver.cpp"
#undef main

// One build on a new system and solver, destroyed before returning; the checksum keeps it from being optimised
// away.
static double buildOnce(const Scenario& scenario, int size) {
    LayoutSystem system;
    Solver solver;
    build(scenario, size, system, solver);
    return system.checksum();
}

int main(int argc, char** argv) {
    if (argc != 5 || std::strcmp(argv[3], "build") != 0) {
        std::fprintf(stderr, "usage: kiwi-per-operation SCENARIO SIZE build K\n");
        return 2;
    }
    auto found = std::find_if(allScenarios.begin(), allScenarios.end(), [&](auto& s) { return s.name == argv[1]; });
    int size = std::atoi(argv[2]), count = std::atoi(argv[4]);
    if (found == allScenarios.end() || size <= 0 || count < 0) {
        std::fprintf(stderr, "usage: kiwi-per-operation SCENARIO SIZE build K\n");
        return 2;
    }
    double checksum = buildOnce(*found, size);
    for (int i = 0; i < count; ++i) checksum += buildOnce(*found, size);
    std::printf("%f\n", checksum);
    return 0;
}
