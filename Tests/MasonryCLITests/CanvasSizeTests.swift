import Testing

@testable import masonry

/// `--size` refuses a value with the reason, even one that starts with a minus sign (issue 22, item 17).
@Suite struct CanvasSizeTests {
    @Test(arguments: [
        ("-5x5", "the width and the height must be greater than 0"),
        ("5x0", "the width and the height must be greater than 0"),
        ("5", "expected WIDTHxHEIGHT, two numbers like 320x568"),
        ("2e9x5", "the width and the height must be at most 1e9")
    ])
    func aRefusedSizeSaysWhy(value: String, reason: String) throws {
        do {
            _ = try MasonryCommand.parseAsRoot(["render", "a.layout", "--size", value])
            Issue.record("\(value) was accepted")
        } catch {
            let message = MasonryCommand.message(for: error)
            #expect(message.contains("'\(value)'") && message.contains(reason), "\(message)")
            #expect(MasonryCommand.exitCode(for: error).rawValue == 64)
        }
    }

    @Test func aPositiveSizeReplacesTheCanvas() throws {
        let result = try #require(run(["render", example("centre.layout"), "--format", "json", "--size", "100x50"]))
        #expect(result.standardOutput.hasPrefix(#"{"canvas":{"width":100,"height":50}"#))
    }
}
