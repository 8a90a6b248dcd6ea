import ArgumentParser
import Masonry

/// `masonry demo [NAME]`: builds the classic Masonry examples with the DSL on a 375×667 root and prints each as
/// a text tree of names and frames.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out the classic Masonry examples and print their frames.",
        discussion: "Examples: " + DemoExample.all.map(\.name).joined(separator: ", ") + "."
    )

    @Argument(help: "The example to show (all of them when omitted).")
    var name: String?

    @Flag(name: .long, help: "List the examples and exit.")
    var list = false

    func validate() throws {
        if let name, DemoExample.named(name) == nil {
            throw ValidationError("No example named '\(name)'. Try one of: "
                + DemoExample.all.map(\.name).joined(separator: ", ") + ".")
        }
    }

    func run() throws {
        if list {
            for example in DemoExample.all { print("\(example.name): \(example.title)") }
            return
        }
        let examples = name.flatMap(DemoExample.named).map { [$0] } ?? DemoExample.all
        print(examples.map { $0.run().text }.joined(separator: "\n\n"))
    }
}
