import Masonry
import Testing

/// Formats no one should write: non-ASCII, empty, enormous, deeply parenthesised, mangled. Each gives a typed
/// error with a caret inside the format, or constraints; nothing crashes.
@Suite struct VisualFormatRobustnessTests {
    private let scene = Scene(["a", "b"])

    @Test(arguments: ["é", "[a]-😀-[b]", "Ｈ:[a]", "[a]-\u{301}", "[ä]", "\u{80}", "H:|-[a]-|\u{A0}"])
    func nonASCIIIsRefusedUpFront(format: String) {
        let error = formatError(format, views: scene.views)
        #expect(error?.message == "It contains non-ASCII characters.")
        #expect(error?.position == nil)
    }

    @Test func controlCharactersAreOrdinaryMistakes() {
        #expect(formatError("[a]\u{0}", views: scene.views)?.position == 3)
        #expect(formatError("[a]\r\n[b]", views: scene.views)?.position == 3)
        let afterLineBreak = formatError("[a]-\r\n", views: scene.views)
        #expect(
            afterLineBreak?.message
                == "Expected a number or key from the metrics dictionary, but encountered something else")
        #expect(afterLineBreak?.position == 4)
    }

    @Test func aHundredThousandCharacterFormatParses() throws {
        let format = "|[a]" + String(repeating: "-8-[b]-(>=4@750)-[a]", count: 5_000) + "|"
        #expect(format.count > 100_000)
        let constraints = try LayoutConstraint.constraints(withVisualFormat: format, views: scene.views)
        #expect(constraints.count == 10_002)
        #expect(constraints.last.map(equation) == "root.trailing == a.trailing")
    }

    @Test func aHundredThousandCharacterMistakeIsFoundAtItsPlace() {
        let format = String(repeating: "[a]-", count: 25_000) + "?"
        let error = formatError(format, views: scene.views)
        #expect(
            error?.message == "Expected a number or key from the metrics dictionary, but encountered something else")
        #expect(error?.position == 100_000)
        let name = String(repeating: "x", count: 100_000)
        #expect(
            formatError("[\(name)]", views: scene.views)?.message == "\(name) is not a key in the views dictionary.")
        let digits = formatError("[a(\(String(repeating: "9", count: 100_000)))]", views: scene.views)
        #expect(digits == nil) // a number that large reads as infinity; activating it reports an invalid constraint
    }

    @Test func deeplyNestedParenthesesAreATypedError() {
        let deep = String(repeating: "(", count: 100_000)
        let inView = formatError("[a(\(deep)10\(String(repeating: ")", count: 100_000))]", views: scene.views)
        #expect(
            inView?.message == "Expected a number or key from the metrics dictionary, but encountered something else")
        #expect(inView?.position == 3)
        #expect(formatError("[a]-\(deep)", views: scene.views)?.position == 5)
        #expect(formatError(deep, views: scene.views)?.message == "Expected a view")
    }

    @Test func nonFiniteNumbersParseAndAreRefusedAtActivation() throws {
        let recorder = DiagnosticRecorder(scene.root)
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[a(-inf,-nan,1e400)]", views: scene.views)
        #expect(constraints.count == 3)
        LayoutConstraint.activate(constraints)
        #expect(recorder.invalidConstraints.count == 3)
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func prioritiesPrintLikePrintfG() {
        let cases: [(String, String)] = [
            ("-0.0001", "-0.0001"), ("-0.00001", "-1e-05"), ("-123456789", "-1.23457e+08"), ("-inf", "-inf"),
            ("-nan", "nan"), ("-999999.5", "-1e+06"), ("-12.5", "-12.5"), ("-0", "-0")
        ]
        for (text, printed) in cases {
            #expect(
                formatError("[a(10@\(text))]", views: scene.views)?.message
                    == "Invalid priority specified: \(printed). Priority must be greater than 0")
        }
        #expect(
            formatError("[a(10@1000.0000001)]", views: scene.views)?.message
                == "Invalid priority specified: 1000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        )
    }

    /// Every prefix of a rich format, and every one-character change of it: a result or an error inside it.
    @Test func mangledFormatsNeverCrash() {
        let format = "V:|-(>=m@750,<=20)-[a(==b@500,>=10)]-0x1p3-[b(m)]-|"
        let bytes = Array(format.utf8)
        let replacements = Array("|-[]()@,=<>:HVab0m._ x".utf8)
        var formats = (0...bytes.count).map { String(decoding: bytes[0..<$0], as: UTF8.self) }
        for index in bytes.indices {
            for replacement in replacements {
                var mangled = bytes
                mangled[index] = replacement
                formats.append(String(decoding: mangled, as: UTF8.self))
            }
        }
        var failures = 0
        for candidate in formats {
            guard let error = formatError(candidate, metrics: ["m": 8], views: scene.views) else { continue }
            failures += 1
            #expect((error.position ?? 0) <= candidate.count, "\(candidate)")
            #expect(error.description.hasPrefix("Unable to parse constraint format: "))
        }
        #expect(failures > formats.count / 2)
    }
}
