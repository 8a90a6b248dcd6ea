// The card column of `layout-benchmarks --suites cards` in Yoga (flexbox, C++), through Yoga's C API: views made +
// first layout at 375 points wide, then a resize to 414. Built and run by Benchmarks/compare-flexbox, which takes
// Yoga's sources from the `poga` sdist on PyPI.
//
// usage: yoga-driver REPEATS SIZE...      prints: cards SIZE FIRST_MS RESIZE_MS HEIGHT_AT_414

#include <yoga/Yoga.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

const char *const kWords[] = {"layout", "constraint", "view", "Masonry", "solver", "frame", "label", "wraps", "text",
                              "priority", "the", "a", "of", "engine", "simplex", "anchor", "feed", "width"};
const int kWordCount = sizeof(kWords) / sizeof(kWords[0]);

// The feed cell's text (Benchmarks/LayoutBenchmarks/FeedCell.swift, sampleText).
std::string sampleText(int seed, int count) {
    std::string text;
    for (int i = 0; i < count; ++i) {
        if (i > 0) text += ' ';
        text += kWords[(seed * 7 + i * 3) % kWordCount];
    }
    return text;
}

struct Text {
    std::string string;
    bool wraps;
};

// A fixed-advance measurer (0.55 em a character, 1.2 em a line, greedy word wrap): a stand-in for a real one,
// about as cheap as a cached measurer.
const double kSize = 17, kAdvance = 0.55 * kSize, kLine = std::ceil(1.2 * kSize);

YGSize measure(YGNodeRef node, float width, YGMeasureMode widthMode, float, YGMeasureMode) {
    const Text *text = static_cast<const Text *>(YGNodeGetContext(node));
    double full = text->string.size() * kAdvance;
    double limit = widthMode == YGMeasureModeUndefined ? INFINITY : width;
    if (!text->wraps || full <= limit) {
        return YGSize{float(std::min(full, limit)), float(kLine)};
    }
    int lines = 1;
    double line = 0, widest = 0;
    size_t start = 0;
    while (start <= text->string.size()) {
        size_t end = text->string.find(' ', start);
        if (end == std::string::npos) end = text->string.size();
        double word = (end - start) * kAdvance;
        double next = line == 0 ? word : line + kAdvance + word;
        if (line > 0 && next > limit) {
            widest = std::max(widest, line);
            ++lines;
            line = word;
        } else {
            line = next;
        }
        start = end + 1;
    }
    widest = std::max(widest, line);
    return YGSize{float(std::min(widest, limit)), float(lines * kLine)};
}

YGNodeRef box(float width, float height) {
    YGNodeRef node = YGNodeNew();
    YGNodeStyleSetWidth(node, width);
    YGNodeStyleSetHeight(node, height);
    return node;
}

YGNodeRef label(Text *text) {
    YGNodeRef node = YGNodeNew();
    YGNodeSetContext(node, text);
    YGNodeSetMeasureFunc(node, measure);
    return node;
}

// card (row, padding 12) ⊃ { thumbnail 60×60, content (column, grows) ⊃ { title, body, button 80×32 at the end } }
YGNodeRef makeCard(Text *title, Text *body) {
    YGNodeRef card = YGNodeNew();
    YGNodeStyleSetFlexDirection(card, YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(card, YGAlignFlexStart);
    YGNodeStyleSetPadding(card, YGEdgeAll, 12);
    YGNodeStyleSetMargin(card, YGEdgeLeft, 16);
    YGNodeStyleSetMargin(card, YGEdgeRight, 16);
    YGNodeStyleSetMargin(card, YGEdgeTop, 8);
    YGNodeRef thumbnail = box(60, 60);
    YGNodeStyleSetMargin(thumbnail, YGEdgeRight, 12);
    YGNodeRef content = YGNodeNew();
    YGNodeStyleSetFlexDirection(content, YGFlexDirectionColumn);
    YGNodeStyleSetFlexGrow(content, 1);
    YGNodeStyleSetFlexShrink(content, 1);
    YGNodeStyleSetAlignItems(content, YGAlignFlexStart);
    YGNodeRef titleNode = label(title);
    YGNodeStyleSetMaxWidthPercent(titleNode, 100);
    YGNodeRef bodyNode = label(body);
    YGNodeStyleSetAlignSelf(bodyNode, YGAlignStretch);
    YGNodeStyleSetMargin(bodyNode, YGEdgeTop, 4);
    YGNodeRef button = box(80, 32);
    YGNodeStyleSetAlignSelf(button, YGAlignFlexEnd);
    YGNodeStyleSetMargin(button, YGEdgeTop, 8);
    YGNodeInsertChild(content, titleNode, 0);
    YGNodeInsertChild(content, bodyNode, 1);
    YGNodeInsertChild(content, button, 2);
    YGNodeInsertChild(card, thumbnail, 0);
    YGNodeInsertChild(card, content, 1);
    return card;
}

double milliseconds(std::chrono::steady_clock::duration duration) {
    return std::chrono::duration<double, std::milli>(duration).count();
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: yoga-driver REPEATS SIZE...\n");
        return 64;
    }
    int repeats = std::max(1, std::atoi(argv[1]));
    for (int arg = 2; arg < argc; ++arg) {
        int count = std::atoi(argv[arg]);
        std::vector<Text> titles, bodies;
        for (int i = 0; i < count; ++i) {
            titles.push_back({sampleText(i, 4), false});
            bodies.push_back({sampleText(i + 1, 8 + i % 20), true});
        }
        std::vector<double> first, resize;
        double height = 0;
        for (int run = 0; run < repeats; ++run) {
            auto start = std::chrono::steady_clock::now();
            YGNodeRef root = YGNodeNew();
            YGNodeStyleSetWidth(root, 375);
            YGNodeStyleSetFlexDirection(root, YGFlexDirectionColumn);
            for (int i = 0; i < count; ++i) YGNodeInsertChild(root, makeCard(&titles[i], &bodies[i]), i);
            YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
            auto laidOut = std::chrono::steady_clock::now();
            YGNodeStyleSetWidth(root, 414);
            YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionLTR);
            auto resized = std::chrono::steady_clock::now();
            first.push_back(milliseconds(laidOut - start));
            resize.push_back(milliseconds(resized - laidOut));
            YGNodeRef last = YGNodeGetChild(root, count - 1);
            height = count > 0 ? YGNodeLayoutGetTop(last) + YGNodeLayoutGetHeight(last) : 0;
            YGNodeFreeRecursive(root);
        }
        std::printf("cards %d %.4g %.4g %.1f\n", count, median(first), median(resize), height);
    }
    return 0;
}
