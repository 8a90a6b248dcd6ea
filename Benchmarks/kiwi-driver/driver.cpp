// The Kiwi side of the solver benchmarks: the scenarios of Benchmarks/CassowaryBenchmarks (cassowary-benchmarks),
// with the constraints in the same order, the same protocol, options and output. Benchmarks/compare-kiwi builds it
// against Kiwi's headers from the kiwisolver source distribution: g++ -O2 -std=c++17 -I<sdist> driver.cpp

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Variable;
namespace strength = kiwi::strength;

// MARK: The layout system (LayoutSystem.swift)

// A view's frame: the four variables every scenario gives each view.
struct View {
    Variable left, top, width, height;

    Expression right() const { return left + width; }
    Expression bottom() const { return top + height; }
    Expression centerY() const { return top + 0.5 * height; }
};

struct WindowSize {
    double width, height;
};

struct LevelViolation {
    double level;  // infinity for required constraints
    double violation;

    // The level as the output names it: `required`, or the level's number.
    std::string name() const { return std::isinf(level) ? "required" : std::to_string((long long)level); }
};

// The variables and constraints of one benchmark system, in the order the solver receives them.
// Every scenario shares the window size, `width` and `height`, which the harness makes strong edit variables.
class LayoutSystem {
public:
    Variable width{"width"};
    Variable height{"height"};
    std::vector<Variable> variables{width, height};  // every variable, for the checksum
    std::vector<View> views;
    std::vector<Constraint> constraints;

    Variable variable(const std::string& name = "") {
        variables.emplace_back(name);
        return variables.back();
    }

    // A new view; a name (enaml only) prefixes its variables' names, e.g. `lb1left`.
    View view(const std::string& name = "") {
        auto named = [&](const char* edge) { return name.empty() ? std::string() : name + edge; };
        View view{variable(named("left")), variable(named("top")), variable(named("width")), variable(named("height"))};
        views.push_back(view);
        return view;
    }

    void add(const Constraint& constraint, double strength = strength::required) {
        constraints.push_back(strength == strength::required ? constraint : constraint | strength);
    }

    // The sum of all variable values: equal checksums mean both solvers found the same solution.
    double checksum() const {
        double sum = 0;
        for (const Variable& variable : variables) sum += variable.value();
        return sum;
    }

    // For each strength level (highest first), the sum of the violations of that level's constraints, including
    // the two edit constraints, which ask for `window`. Kiwi's strengths are the same numbers as our levels;
    // required constraints count as a level of their own (infinity), which must be 0.
    std::vector<LevelViolation> objective(WindowSize window) const {
        std::vector<LevelViolation> levels;
        auto add = [&](double violation, double strength) {
            double level = strength >= strength::required ? INFINITY : strength;
            auto found = std::find_if(levels.begin(), levels.end(), [&](auto& l) { return l.level == level; });
            if (found != levels.end()) found->violation += violation;
            else levels.push_back({level, violation});
        };
        add(std::fabs(width.value() - window.width), strength::strong);
        add(std::fabs(height.value() - window.height), strength::strong);
        for (const Constraint& constraint : constraints) {
            double value = constraint.expression().value();
            switch (constraint.op()) {
            case kiwi::OP_EQ: add(std::fabs(value), constraint.strength()); break;
            case kiwi::OP_LE: add(std::max(0.0, value), constraint.strength()); break;
            case kiwi::OP_GE: add(std::max(0.0, -value), constraint.strength()); break;
            }
        }
        std::sort(levels.begin(), levels.end(), [](auto& a, auto& b) { return a.level > b.level; });
        return levels;
    }
};

// MARK: Scenarios (Enaml.swift, Chain.swift, Indep.swift, Nested.swift, Grid.swift, Siblings.swift)

struct Scenario {
    std::string name;
    std::vector<int> sizes;  // the sizes the benchmark issue lists
    std::function<void(LayoutSystem&, int)> build;
};

// Kiwi's two custom strengths from its enaml benchmark.
const double mmedium = strength::create(0, 1, 0, 1.25);  // 1,250
const double smedium = strength::create(0, 100, 0);      // 100,000

// Qt's largest widget size, enaml's default maximum.
const double maximumSize = 16777215.0;

// One copy of the enaml form: three rows of a label beside a field split at a shared midline, then fl3 spanning
// the width at the bottom, inside a 10-point content margin. 111 constraints.
void addForm(LayoutSystem& s) {
    const Variable& width = s.width;
    const Variable& height = s.height;
    Variable left = s.variable("left"), top = s.variable("top");
    Variable contentsTop = s.variable("contents_top"), contentsBottom = s.variable("contents_bottom");
    Variable contentsLeft = s.variable("contents_left"), contentsRight = s.variable("contents_right");
    Variable midline = s.variable("midline");
    View ct = s.view("ct");
    View lb1 = s.view("lb1"), lb2 = s.view("lb2"), lb3 = s.view("lb3");
    View fl1 = s.view("fl1"), fl2 = s.view("fl2"), fl3 = s.view("fl3");

    // The order (and the repeats) are enaml's, as in Kiwi's benchmark: keep them, the solver sees this sequence.
    s.add(left >= 0);
    s.add(height == 0, strength::medium);
    s.add(top >= 0);
    s.add(width >= 0);
    s.add(height >= 0);
    s.add(contentsTop == top + 10);
    s.add(lb3.height == 16, strength::strong);
    s.add(lb3.height >= 16, strength::strong);
    s.add(ct.left >= 0);
    s.add(ct.top >= 0);
    s.add(ct.width >= 0);
    s.add(ct.height >= 0);
    s.add(fl3.left >= 0);
    s.add(ct.height >= 24, smedium);
    s.add(ct.width <= maximumSize, smedium);
    s.add(ct.height <= 24, smedium);
    s.add(fl3.top >= 0);
    s.add(fl3.width >= 0);
    s.add(fl3.height >= 0);
    s.add(lb1.width == 67, strength::weak);
    s.add(lb2.width >= 0);
    s.add(lb2.height >= 0);
    s.add(fl2.height >= 0);
    s.add(lb3.left >= 0);
    s.add(fl2.width >= 125, strength::strong);
    s.add(fl2.height == 21, strength::strong);
    s.add(fl2.height >= 21, strength::strong);
    s.add(lb3.top >= 0);
    s.add(lb3.width >= 0);
    s.add(fl1.left >= 0);
    s.add(fl1.width >= 0);
    s.add(lb1.width >= 67, strength::strong);
    s.add(fl2.left >= 0);
    s.add(lb2.width == 66, strength::weak);
    s.add(lb2.width >= 66, strength::strong);
    s.add(lb2.height == 16, strength::strong);
    s.add(fl1.height >= 0);
    s.add(fl1.top >= 0);
    s.add(lb2.top >= 0);
    s.add(lb3.top == lb2.bottom() + 10, mmedium);
    s.add(fl3.top >= lb3.bottom() + 10);
    s.add(fl3.top == lb3.bottom() + 10, mmedium);
    s.add(contentsBottom == fl3.bottom(), mmedium);
    s.add(fl1.top >= contentsTop);
    s.add(fl1.top == contentsTop, mmedium);
    s.add(contentsBottom >= fl3.bottom());
    s.add(contentsRight == left + width - 10);
    s.add(contentsBottom == top + height - 10);
    s.add(contentsLeft == left + 10);
    s.add(lb3.left == contentsLeft, mmedium);
    s.add(fl1.left == midline, strength::strong);
    s.add(fl2.left == midline, strength::strong);
    s.add(ct.left == midline, strength::strong);
    s.add(fl1.centerY() == lb1.centerY(), strength::strong);
    s.add(lb1.left >= contentsLeft);
    s.add(lb1.left == contentsLeft, mmedium);
    s.add(fl1.left >= lb1.right() + 10);
    s.add(fl1.left == lb1.right() + 10, mmedium);
    s.add(contentsRight >= fl1.right());
    s.add(width == 0, strength::medium);
    s.add(fl2.top >= fl1.bottom() + 10);
    s.add(fl2.top == fl1.bottom() + 10, mmedium);
    s.add(ct.top >= fl2.bottom() + 10);
    s.add(fl3.top >= ct.bottom() + 10);
    s.add(contentsBottom >= fl3.bottom());
    s.add(ct.top == fl2.bottom() + 10, mmedium);
    s.add(contentsRight == fl1.right(), mmedium);
    s.add(fl2.centerY() == lb2.centerY(), strength::strong);
    s.add(lb2.left >= contentsLeft);
    s.add(lb2.left == contentsLeft, mmedium);
    s.add(fl2.left >= lb2.right() + 10);
    s.add(fl3.top == ct.bottom() + 10, mmedium);
    s.add(contentsBottom == fl3.bottom(), mmedium);
    s.add(lb1.top >= 0);
    s.add(lb1.width >= 0);
    s.add(lb1.height >= 0);
    s.add(fl2.left == lb2.right() + 10, mmedium);
    s.add(contentsRight == fl2.right(), mmedium);
    s.add(contentsRight >= fl2.right());
    s.add(lb3.left >= contentsLeft);
    s.add(lb1.left >= 0);
    s.add(ct.centerY() == lb3.centerY(), strength::strong);
    s.add(ct.left >= lb3.right() + 10);
    s.add(contentsRight >= ct.right());
    s.add(ct.left == lb3.right() + 10, mmedium);
    s.add(fl3.left >= contentsLeft);
    s.add(fl3.left == contentsLeft, mmedium);
    s.add(contentsRight == ct.right(), mmedium);
    s.add(contentsRight == fl3.right(), mmedium);
    s.add(lb1.top >= contentsTop);
    s.add(lb1.top == contentsTop, mmedium);
    s.add(contentsRight >= fl3.right());
    s.add(lb2.top >= lb1.bottom() + 10);
    s.add(lb3.top >= lb2.bottom() + 10);
    s.add(lb2.top == lb1.bottom() + 10, mmedium);
    s.add(fl1.height == 21, strength::strong);
    s.add(fl1.height >= 21, strength::strong);
    s.add(lb2.left >= 0);
    s.add(lb2.height >= 16, strength::strong);
    s.add(fl2.top >= 0);
    s.add(fl2.width >= 0);
    s.add(lb1.height >= 16, strength::strong);
    s.add(lb1.height == 16, strength::strong);
    s.add(fl3.width >= 125, strength::strong);
    s.add(fl3.height == 21, strength::strong);
    s.add(fl3.height >= 21, strength::strong);
    s.add(lb3.height >= 0);
    s.add(ct.width >= 119, smedium);
    s.add(lb3.width == 24, strength::weak);
    s.add(lb3.width >= 24, strength::strong);
    s.add(fl1.width >= 125, strength::strong);
}

void addChain(LayoutSystem& system, int count, bool weakWidths) {
    std::optional<View> first, previous;
    for (int index = 0; index < count; ++index) {
        View view = system.view();
        if (first && previous) {
            system.add(view.left == previous->right());
            system.add(view.width == first->width);
        } else {
            system.add(view.left == 0);
            first = view;
        }
        system.add(view.width >= 0);
        system.add(view.top == 0);
        system.add(view.height == system.height);
        if (weakWidths) system.add(view.width == 50, strength::weak);
        previous = view;
    }
    if (previous) system.add(previous->right() == system.width);
}

void addIndependentRows(LayoutSystem& system, int count) {
    for (int index = 0; index < count; ++index) {
        View view = system.view();
        system.add(view.left == double(8 + index % 20));
        system.add(view.right() == system.width - 8);
        system.add(view.top == double(8 + index % 30));
        system.add(view.bottom() <= system.height - 8);
        system.add(view.height == 44, strength::strong);
        system.add(view.height >= 0);
    }
}

void addNestedViews(LayoutSystem& system, int count) {
    Expression outerLeft(0.0), outerTop(0.0), outerRight(system.width), outerBottom(system.height);
    for (int index = 0; index < count; ++index) {
        View view = system.view();
        system.add(view.left == outerLeft + 8);
        system.add(view.top == outerTop + 8);
        system.add(view.right() == outerRight - 8);
        system.add(view.bottom() == outerBottom - 8);
        system.add(view.width == 100, strength::weak);
        outerLeft = Expression(view.left);
        outerTop = Expression(view.top);
        outerRight = view.right();
        outerBottom = view.bottom();
    }
}

// The squarest rows × columns with rows <= columns: 100 -> 10×10, 1,000 -> 25×40, 10,000 -> 100×100.
std::pair<int, int> gridShape(int cellCount) {
    int rows = std::max(1, int(std::sqrt(double(cellCount))));
    while (cellCount % rows != 0) --rows;
    return {rows, cellCount / rows};
}

void addGrid(LayoutSystem& system, int cellCount) {
    auto [rows, columns] = gridShape(cellCount);
    std::optional<View> first;
    std::vector<View> rowAbove;
    for (int row = 0; row < rows; ++row) {
        std::vector<View> currentRow;
        for (int column = 0; column < columns; ++column) {
            View cell = system.view();
            if (!currentRow.empty()) system.add(cell.left == currentRow.back().right() + 8);
            else system.add(cell.left == 8);
            if (row > 0) system.add(cell.top == rowAbove[column].bottom() + 8);
            else system.add(cell.top == 8);
            if (first) {
                system.add(cell.width == first->width);
                system.add(cell.height == first->height);
            } else {
                first = cell;
            }
            if (column == columns - 1) system.add(cell.right() == system.width - 8);
            if (row == rows - 1) system.add(cell.bottom() == system.height - 8);
            currentRow.push_back(cell);
        }
        rowAbove = currentRow;
    }
}

void addSiblings(LayoutSystem& system, int count) {
    std::optional<View> previous;
    for (int index = 0; index < count; ++index) {
        View view = system.view();
        if (previous) system.add(view.left == previous->right());
        else system.add(view.left == 0);
        system.add(view.top == 0);
        system.add(view.width == 10);
        system.add(view.height == 10);
        previous = view;
    }
}

void addColumn(LayoutSystem& system, int count) {
    std::optional<View> previous;
    for (int index = 0; index < count; ++index) {
        View view = system.view();
        if (previous) system.add(view.top == previous->bottom() + 8);
        else system.add(view.top == 8);
        system.add(view.left == 8);
        system.add(view.right() == system.width - 8);
        double content = 20 + 17 * (index % 4);
        system.add(view.height >= content, 750.0);
        system.add(view.height <= content, 250.0);
        previous = view;
    }
}

const std::vector<Scenario> allScenarios = {
    {"enaml", {1, 2, 5, 10, 20, 50, 100}, [](LayoutSystem& s, int copies) { for (int i = 0; i < copies; ++i) addForm(s); }},
    {"chain", {10, 100, 1000, 10000}, [](LayoutSystem& s, int n) { addChain(s, n, true); }},
    {"chainr", {10, 100, 1000, 10000}, [](LayoutSystem& s, int n) { addChain(s, n, false); }},
    {"indep", {10, 100, 1000, 10000}, addIndependentRows},
    {"nested", {10, 100, 1000}, addNestedViews},
    {"grid", {100, 1000, 10000}, addGrid},
    {"siblings", {100, 2000, 5000, 100000}, addSiblings},
    {"column", {100, 1000, 10000}, addColumn},
};

// MARK: The harness (Harness.swift)

const WindowSize initialWindow{800, 600};
const WindowSize firstResizeWindow{1000, 700};
const std::vector<WindowSize> steadyResizeWindows{{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
const int addRemoveCycles = 5;

// One scenario at one size: medians over the repeats, and the first repeat's checksums and objectives.
struct CaseResult {
    std::string scenario;
    int size = 0, constraintCount = 0, variableCount = 0, repeats = 0;
    double buildMilliseconds = 0, firstResizeMilliseconds = 0, steadyResizeMicroseconds = 0, addRemoveMicroseconds = 0;
    double buildChecksum = 0, resizeChecksum = 0;
    std::vector<LevelViolation> buildObjective, resizeObjective;
    long peakResidentKiB = 0;  // the process's peak resident memory so far (VmHWM)
};

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

template <typename Body>
double timed(Body body) {
    auto start = Clock::now();
    body();
    return secondsSince(start);
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

void resize(Solver& solver, LayoutSystem& system, WindowSize window) {
    solver.suggestValue(system.width, window.width);
    solver.suggestValue(system.height, window.height);
    solver.updateVariables();
}

long peakResidentKiB() {
    FILE* file = std::fopen("/proc/self/status", "r");
    if (!file) return 0;
    char line[512];
    long kib = 0;
    while (std::fgets(line, sizeof line, file))
        if (std::strncmp(line, "VmHWM:", 6) == 0) kib = std::atol(line + 6);
    std::fclose(file);
    return kib;
}

// Step 1 of `measure` (`build` in Harness.swift), on a new system and solver: `width` and `height` strong edit
// variables suggested at 800×600, the scenario's variables and constraints, every constraint added, then
// `updateVariables()`.
void build(const Scenario& scenario, int size, LayoutSystem& system, Solver& solver) {
    solver.addEditVariable(system.width, strength::strong);
    solver.addEditVariable(system.height, strength::strong);
    solver.suggestValue(system.width, initialWindow.width);
    solver.suggestValue(system.height, initialWindow.height);
    scenario.build(system, size);
    for (const Constraint& constraint : system.constraints) solver.addConstraint(constraint);
    solver.updateVariables();
}

// The same protocol as `measure` in Harness.swift: build (construction included) at 800×600, first resize to
// 1000×700, the steady resizes, then add and remove a medium constraint on the first view's width.
CaseResult measure(const Scenario& scenario, int size, int repeats) {
    repeats = std::max(1, repeats);
    std::vector<double> builds, firstResizes, steadyResizes, addRemoves;
    CaseResult result;
    result.scenario = scenario.name;
    result.size = size;
    result.repeats = repeats;
    for (int repeat = 0; repeat < repeats; ++repeat) {
        auto start = Clock::now();
        LayoutSystem system;
        Solver solver;
        build(scenario, size, system, solver);
        builds.push_back(secondsSince(start));
        double buildChecksum = system.checksum();
        auto buildObjective = system.objective(initialWindow);

        firstResizes.push_back(timed([&] { resize(solver, system, firstResizeWindow); }));
        if (repeat == 0) {
            result.constraintCount = int(system.constraints.size());
            result.variableCount = int(system.variables.size());
            result.buildChecksum = buildChecksum;
            result.buildObjective = buildObjective;
            result.resizeChecksum = system.checksum();
            result.resizeObjective = system.objective(firstResizeWindow);
        }
        for (WindowSize window : steadyResizeWindows)
            steadyResizes.push_back(timed([&] { resize(solver, system, window); }));

        Constraint extra = (system.views[0].width == 100) | strength::medium;
        for (int cycle = 0; cycle < addRemoveCycles; ++cycle)
            addRemoves.push_back(timed([&] {
                solver.addConstraint(extra);
                solver.removeConstraint(extra);
            }));
    }
    result.buildMilliseconds = median(builds) * 1e3;
    result.firstResizeMilliseconds = median(firstResizes) * 1e3;
    result.steadyResizeMicroseconds = median(steadyResizes) * 1e6;
    result.addRemoveMicroseconds = median(addRemoves) * 1e6;
    result.peakResidentKiB = peakResidentKiB();
    return result;
}

// MARK: Output (Report.swift)

std::string objectiveText(const std::vector<LevelViolation>& objective) {
    std::string text;
    char buffer[64];
    for (const LevelViolation& level : objective) {
        std::snprintf(buffer, sizeof buffer, "%s%s:%.6f", text.empty() ? "" : ",", level.name().c_str(), level.violation);
        text += buffer;
    }
    return text;
}

std::string objectiveJSON(const std::vector<LevelViolation>& objective) {
    std::string text = "{";
    char buffer[64];
    for (const LevelViolation& level : objective) {
        std::snprintf(buffer, sizeof buffer, "%s\"%s\":%.17g", text.size() > 1 ? "," : "", level.name().c_str(), level.violation);
        text += buffer;
    }
    return text + "}";
}

void printText(const CaseResult& r) {
    std::string n = "N=" + std::to_string(r.size), constraints = "constraints=" + std::to_string(r.constraintCount);
    std::printf("%-7s %-8s %-19s build=%.3fms first_resize=%.3fms steady_resize=%.2fus add_remove=%.2fus "
                "checksum=%.6f/%.6f objective=%s peak_rss=%ldKiB\n",
                r.scenario.c_str(), n.c_str(), constraints.c_str(), r.buildMilliseconds, r.firstResizeMilliseconds,
                r.steadyResizeMicroseconds, r.addRemoveMicroseconds, r.buildChecksum, r.resizeChecksum,
                objectiveText(r.resizeObjective).c_str(), r.peakResidentKiB);
}

void printJSON(const CaseResult& r) {
    std::printf("{\"scenario\":\"%s\",\"n\":%d,\"constraints\":%d,\"variables\":%d,\"repeats\":%d,"
                "\"build_ms\":%.17g,\"first_resize_ms\":%.17g,\"steady_resize_us\":%.17g,\"add_remove_us\":%.17g,"
                "\"checksum_build\":%.17g,\"checksum_resize\":%.17g,\"objective_build\":%s,\"objective_resize\":%s,"
                "\"peak_rss_kib\":%ld}\n",
                r.scenario.c_str(), r.size, r.constraintCount, r.variableCount, r.repeats, r.buildMilliseconds,
                r.firstResizeMilliseconds, r.steadyResizeMicroseconds, r.addRemoveMicroseconds, r.buildChecksum,
                r.resizeChecksum, objectiveJSON(r.buildObjective).c_str(), objectiveJSON(r.resizeObjective).c_str(),
                r.peakResidentKiB);
}

// MARK: Command line (main.swift)

const char* usage =
    "usage: kiwi-driver [--scenario NAME[,NAME...]] [--sizes 10,100] [--repeat R] [--json]\n"
    "The options and output of cassowary-benchmarks, for Kiwi.\n";

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "kiwi-driver: %s\n%s", message.c_str(), usage);
    std::exit(2);
}

std::vector<std::string> splitCommas(const std::string& text) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        if (comma == std::string::npos) comma = text.size();
        if (comma > start) parts.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return parts;
}

int main(int argc, char** argv) {
    std::vector<const Scenario*> scenarios;
    for (const Scenario& scenario : allScenarios) scenarios.push_back(&scenario);
    std::vector<int> sizes;
    int repeats = 3;
    bool json = false;
    for (int index = 1; index < argc; ++index) {
        std::string argument = argv[index];
        auto value = [&]() -> std::string {
            if (index + 1 >= argc) fail(argument + " needs a value");
            return argv[++index];
        };
        if (argument == "--scenario") {
            scenarios.clear();
            for (const std::string& name : splitCommas(value())) {
                auto found = std::find_if(allScenarios.begin(), allScenarios.end(), [&](auto& s) { return s.name == name; });
                if (found == allScenarios.end()) fail("unknown scenario " + name);
                scenarios.push_back(&*found);
            }
        } else if (argument == "--sizes") {
            for (std::string text : splitCommas(value())) {
                text.erase(std::remove(text.begin(), text.end(), '_'), text.end());
                int size = std::atoi(text.c_str());
                if (size <= 0) fail("bad size " + text);
                sizes.push_back(size);
            }
        } else if (argument == "--repeat") {
            repeats = std::atoi(value().c_str());
            if (repeats <= 0) fail("bad --repeat");
        } else if (argument == "--json") {
            json = true;
        } else if (argument == "--help" || argument == "-h") {
            std::printf("%s", usage);
            return 0;
        } else {
            fail("unknown argument " + argument);
        }
    }
    for (const Scenario* scenario : scenarios) {
        for (int size : sizes.empty() ? scenario->sizes : sizes) {
            try {
                CaseResult result = measure(*scenario, size, repeats);
                json ? printJSON(result) : printText(result);
                std::fflush(stdout);
            } catch (const std::exception& error) {
                std::fprintf(stderr, "kiwi-driver: %s N=%d: %s\n", scenario->name.c_str(), size, error.what());
                return 1;
            }
        }
    }
    return 0;
}
