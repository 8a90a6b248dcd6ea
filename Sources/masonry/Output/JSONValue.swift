import Masonry

/// A JSON document built as values and written in one place, with keys in the order they were given (so output
/// is stable and reads in the documented order: canvas, views, diagnostics), strings escaped per RFC 8259, and
/// numbers written exactly (integers without a fraction).
enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.encoded() == rhs.encoded() }

    /// The compact encoding (no spaces), one line.
    func encoded() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.writeString(key, to: &output)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .string(let string):
            JSONValue.writeString(string, to: &output)
        case .number(let number):
            output += JSONValue.format(number)
        case .bool(let bool):
            output += bool ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// As `shortestText` writes it; JSON has no NaN or infinity, so those become `null`.
    static func format(_ number: Double) -> String {
        number.isFinite ? shortestText(number) : "null"
    }

    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        // Runs of characters that need no escape are copied whole: every byte that needs one is ASCII, and UTF-8
        // never uses an ASCII byte inside a multi-byte character, so each run starts and ends between characters.
        let bytes = string.utf8
        var runStart = bytes.startIndex
        var index = runStart
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                bytes.formIndex(after: &index)
                continue
            }
            output += string[runStart..<index]
            switch byte {
            case UInt8(ascii: "\""): output += "\\\""
            case UInt8(ascii: "\\"): output += "\\\\"
            case UInt8(ascii: "\n"): output += "\\n"
            case UInt8(ascii: "\r"): output += "\\r"
            case UInt8(ascii: "\t"): output += "\\t"
            default:
                let hex = String(byte, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            bytes.formIndex(after: &index)
            runStart = index
        }
        output += string[runStart..<index]
        output += "\""
    }
}
