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
/// feed, so that the feed is still alive when they are read.
func heapHeldByFeed(size: Int, measuring: Bool) -> (bytes: Int, feed: (cells: [FeedCell], root: View))? {
    guard let before = heapBytesInUse() else { return nil }
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
    guard let after = heapBytesInUse() else { return nil }
    return (after - before, feed)
}

func runMemoryBenchmark(sizes: [Int]) {
    print("## memory: heap bytes held per feed cell after a first pass and a resize (mallinfo2)")
    guard heapBytesInUse() != nil else {
        print("(not measured: mallinfo2 is glibc's)")
        return
    }
    print("cells  whole feed  without measuring  kept by measuring")
    for size in sizes {
        // Without measuring first: the shared text cache it fills is then not counted against the measured feed.
        guard let plain = heapHeldByFeed(size: size, measuring: false) else { return }
        guard let measured = heapHeldByFeed(size: size, measuring: true) else { return }
        withExtendedLifetime((plain.feed, measured.feed)) {}
        let perCell = { (bytes: Int) in String(bytes / size) }
        print(
            String(size), perCell(measured.bytes), perCell(plain.bytes), perCell(measured.bytes - plain.bytes),
            separator: "  ")
    }
}
