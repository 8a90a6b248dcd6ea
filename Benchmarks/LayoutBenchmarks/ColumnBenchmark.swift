import Foundation
import Masonry

// A vertical run of N self-sizing labels, each `top == previous.bottom + 8`, as a long form, a settings screen or
// a chat transcript makes them; the labels' intrinsic sizes are the engine's own content-size constraints.
// Each size runs in a child process, so one that is too slow for today's solver can be stopped at the timeout.

/// Builds and lays out the column; returns seconds for the first layout and for a resize.
func layOutColumn(size: Int) -> (first: Double, resize: Double) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var first = 0.0, resize = 0.0
    first = time {
        var constraints: [LayoutConstraint] = []
        var previous: View? = nil
        for index in 0..<size {
            let label = Label(name: "row\(index)", text: sampleText(index, words: 4 + index % 30))
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            constraints += [
                label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
                label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8)
            ]
            previous = label
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }
    resize = time {
        root.frame = Rect(x: 0, y: 0, width: 414, height: 667)
        root.layoutIfNeeded()
    }
    return (first, resize)
}

func printColumnRow(size: Int, repeats: Int) {
    var first: [Double] = [], resize: [Double] = []
    for _ in 0..<repeats {
        let (f, r) = layOutColumn(size: size)
        first.append(f)
        resize.append(r)
    }
    print(
        String(size), fmt(median(first) * 1e6 / Double(size)), fmt(median(resize) * 1e6 / Double(size)),
        fmt(median(first)), separator: "  ")
}

func runColumnBenchmark(sizes: [Int], repeats: Int, timeout: Double) {
    print("## column of self-sizing labels, top == previous.bottom + 8 (µs per row, medians of \(repeats))")
    print("labels  first µs/row  resize µs/row  first s")
    for size in sizes {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--child", "--column-sizes", String(size), "--repeat", String(repeats)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            print(String(size), "could not start: \(error)")
            continue
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            print(String(size), "stopped after \(Int(timeout)) s")
            continue
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        print(output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
