import ArgumentParser
import HeapStats
import Masonry

// The memory a feed keeps: heap bytes in use (glibc's `mallinfo2` through `HeapStats`, exact and repeatable, unlike the peak resident
// size) after the feed of `FeedBenchmark.swift` is laid out and resized, per cell; and the part of it that measuring
// keeps, against the same feed whose cells are given their heights without `systemLayoutSizeFitting`.

/// Heap bytes in use now (nil where `mallinfo2` is not available).
func heapBytesInUse() -> Int? {
    let bytes = heap_bytes_in_use()
    return bytes == 0 ? nil : Int(bytes)
}

/// Heap bytes a feed of `size` cells holds once laid out at the first width and resized: measured by the engine
/// when `measuring`, else placed by the engine at the heights of the hand-written layout. Returns them with the
/// feed, so that the feed is still alive when they are read; the bytes are nil where they cannot be counted (under
/// valgrind, whose allocator `mallinfo2` does not see: a heap profiler then counts them).
func heapHeldByFeed(size: Int, measuring: Bool) -> (bytes: Int?, feed: (cells: [FeedCell], root: View)) {
    let before = heapBytesInUse()
    let feed = makeEngineFeed(size: size)
    for width in [widths.first, widths.resized] {
        if measuring {
            engineFeed(feed.cells, in: feed.root, width: width)
        } else {
            feed.root.frame = Rect(x: 0, y: 0, width: width, height: feed.root.frame.height)
            var y = 0.0
            for cell in feed.cells {
                let height = cell.layOutByHand(width: width, scale: feed.root.contentScale)
                cell.frame = Rect(x: 0, y: y, width: width, height: height)
                y += height
            }
            feed.root.frame = Rect(x: 0, y: 0, width: width, height: y)
            feed.root.layoutIfNeeded()
        }
    }
    guard let before, let after = heapBytesInUse() else { return (nil, feed) }
    return (after - before, feed)
}

/// Which feeds the memory suite makes.
enum MemoryFeeds: String, ExpressibleByArgument {
    /// Both, and the heap each holds.
    case both
    /// Only the feed measured by `systemLayoutSizeFitting`, for reading the process's peak resident size.
    case measured
    /// Only the feed given its heights by hand.
    case plain
}

func runMemoryBenchmark(sizes: [Int], feeds: MemoryFeeds) {
    guard feeds == .both else {
        // One feed per size, held until the process ends: its peak resident size is the feed's.
        var kept: [(cells: [FeedCell], root: View)] = []
        for size in sizes { kept.append(heapHeldByFeed(size: size, measuring: feeds == .measured).feed) }
        print("## memory: \(feeds.rawValue) feeds of \(sizes.map(String.init).joined(separator: ", ")) cells made")
        withExtendedLifetime(kept) {}
        return
    }
    print("## memory: heap bytes held per feed cell after a first pass and a resize (mallinfo2)")
    print("cells  whole feed  without measuring  kept by measuring")
    for size in sizes {
        // Without measuring first: the shared text cache it fills is then not counted against the measured feed.
        let plain = heapHeldByFeed(size: size, measuring: false)
        let measured = heapHeldByFeed(size: size, measuring: true)
        withExtendedLifetime((plain.feed, measured.feed)) {}
        guard let plainBytes = plain.bytes, let measuredBytes = measured.bytes else {
            print(String(size), "(not counted here: mallinfo2 sees only glibc's allocator)", separator: "  ")
            continue
        }
        let perCell = { (bytes: Int) in String(bytes / size) }
        print(
            String(size), perCell(measuredBytes), perCell(plainBytes), perCell(measuredBytes - plainBytes),
            separator: "  ")
    }
}
