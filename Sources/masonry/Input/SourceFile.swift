import Foundation

/// A `.layout` file's text and the name messages call it by (`<stdin>` for `-`).
struct SourceFile {
    var name: String
    var text: String

    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): error: cannot read the file: \(reason)" }
    }

    /// Reads `path`, or standard input when it is `-`.
    static func read(_ path: String, standardInput: () -> String?) throws(ReadError) -> SourceFile {
        if path == "-" {
            guard let text = standardInput() else {
                throw ReadError(path: "<stdin>", reason: "standard input is not UTF-8 text")
            }
            return SourceFile(name: "<stdin>", text: text)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw ReadError(
                path: path,
                reason: !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ReadError(path: path, reason: "it is not UTF-8 text")
        }
        return SourceFile(name: path, text: text)
    }

    /// All of standard input as UTF-8 text.
    static func readStandardInput() -> String? {
        String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
    }
}
