"""The card column of `layout-benchmarks --suites cards` in Taffy (Rust flexbox) through the `stretchable` wheel's
Python bindings (the wheel ships no C-callable library): views made + first layout at 375 points wide, then a resize
to 414. Every node creation, style conversion and measure callback crosses Python, so these times include the
bindings' overhead, not Taffy's alone. Run by Benchmarks/compare-flexbox in a virtual environment with stretchable.

usage: python taffy-driver.py REPEATS SIZE...      prints: cards SIZE FIRST_MS RESIZE_MS HEIGHT_AT_414
"""

import math
import statistics
import sys
import time

from stretchable import Node, Style
from stretchable.style import PCT, PT, AlignItems, AlignSelf, FlexDirection
from stretchable.style.geometry.size import SizePoints

WORDS = ["layout", "constraint", "view", "Masonry", "solver", "frame", "label", "wraps", "text",
         "priority", "the", "a", "of", "engine", "simplex", "anchor", "feed", "width"]
SIZE = 17.0
ADVANCE, LINE = 0.55 * SIZE, math.ceil(1.2 * SIZE)


def sample_text(seed, count):
    """The feed cell's text (Benchmarks/LayoutBenchmarks/FeedCell.swift, sampleText)."""
    return " ".join(WORDS[(seed * 7 + i * 3) % len(WORDS)] for i in range(count))


def measurer(text, wraps):
    """The Yoga driver's fixed-advance measurer: 0.55 em a character, 1.2 em a line, greedy word wrap."""
    words = [len(word) * ADVANCE for word in text.split(" ")]
    full = len(text) * ADVANCE

    def measure(*args):
        available = args[-1]
        limit = available.width.value if available.width.value is not None and available.width.value == available.width.value else math.inf
        if limit is None or limit <= 0 and available.width.scale.name != "DEFINITE":
            limit = math.inf
        if not wraps or full <= limit:
            return SizePoints(min(full, limit) * PT, LINE * PT)
        lines, line, widest = 1, 0.0, 0.0
        for word in words:
            following = word if line == 0 else line + ADVANCE + word
            if line > 0 and following > limit:
                widest, lines, line = max(widest, line), lines + 1, word
            else:
                line = following
        return SizePoints(min(max(widest, line), limit) * PT, lines * LINE * PT)

    return measure


def make_card(title_text, body_text):
    """card (row, padding 12) ⊃ { thumbnail 60×60, content (column, grows) ⊃ { title, body, button 80×32 } }"""
    title = Node(measure=measurer(title_text, False), max_size=(100 * PCT, None))
    body = Node(measure=measurer(body_text, True), align_self=AlignSelf.STRETCH,
                margin=(4 * PT, 0, 0, 0))
    button = Node(size=(80 * PT, 32 * PT), align_self=AlignSelf.FLEX_END, margin=(8 * PT, 0, 0, 0))
    content = Node(title, body, button, flex_direction=FlexDirection.COLUMN, flex_grow=1, flex_shrink=1,
                   align_items=AlignItems.FLEX_START, min_size=(0 * PT, None))
    thumbnail = Node(size=(60 * PT, 60 * PT), margin=(0, 12 * PT, 0, 0), flex_shrink=0)
    return Node(thumbnail, content, flex_direction=FlexDirection.ROW, align_items=AlignItems.FLEX_START,
                padding=12 * PT, margin=(8 * PT, 16 * PT, 0, 16 * PT))


def main():
    repeats = max(1, int(sys.argv[1]))
    for count in (int(argument) for argument in sys.argv[2:]):
        # The text is made before the clock starts, as the Yoga driver and `layout-benchmarks` make theirs.
        texts = [(sample_text(i, 4), sample_text(i + 1, 8 + i % 20)) for i in range(count)]
        first, resize, height = [], [], 0.0
        for _ in range(repeats):
            start = time.perf_counter()
            root = Node(*(make_card(title, body) for title, body in texts), size=(375 * PT, None),
                        flex_direction=FlexDirection.COLUMN)
            root.compute_layout()
            laid_out = time.perf_counter()
            root.style = Style(size=(414 * PT, None), flex_direction=FlexDirection.COLUMN)
            root.compute_layout()
            resized = time.perf_counter()
            first.append((laid_out - start) * 1e3)
            resize.append((resized - laid_out) * 1e3)
            last = root[-1].get_box()
            height = last.y + last.height
        print(f"cards {count} {statistics.median(first):.4g} {statistics.median(resize):.4g} {height:.1f}")


if __name__ == "__main__":
    main()
