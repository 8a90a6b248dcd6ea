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

    /// The largest input read: a `.layout` file of this size already takes minutes to lay out, and an endless
    /// stream (`/dev/zero` through a FIFO) must end.
    static let sizeLimit = 64 << 20

    /// What went wrong reading a stream: the `errno` text, or that it passed `sizeLimit`.
    enum StreamFailure: Error {
        case system(String)
        case tooLarge
    }

    /// Reads `path`, or standard input when it is `-`: regular files and FIFOs, up to `sizeLimit` bytes.
    static func read(_ path: String, standardInput: () -> String?) throws(ReadError) -> SourceFile {
        if path == "-" {
            guard let text = standardInput() else {
                throw ReadError(path: "<stdin>", reason: "standard input is not UTF-8 text or cannot be read")
            }
            return SourceFile(name: "<stdin>", text: text)
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
            throw ReadError(path: path, reason: reason)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFIFO: break
        case S_IFDIR: throw ReadError(path: path, reason: "it is a directory")
        case S_IFCHR: throw ReadError(path: path, reason: "it is a character device, not a regular file")
        case S_IFBLK: throw ReadError(path: path, reason: "it is a block device, not a regular file")
        default: throw ReadError(path: path, reason: "it is not a regular file")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let bytes: [UInt8]
        do throws(StreamFailure) {
            bytes = try readAll(descriptor)
        } catch {
            switch error {
            case .tooLarge: throw ReadError(path: path, reason: "it is larger than \(sizeLimit >> 20) MiB")
            case .system(let reason): throw ReadError(path: path, reason: reason)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ReadError(path: path, reason: "it is not UTF-8 text")
        }
        return SourceFile(name: path, text: text)
    }

    /// All of standard input as UTF-8 text; nil if it is not UTF-8, cannot be read or passes `sizeLimit`.
    static func readStandardInput() -> String? {
        guard let bytes = try? readAll(STDIN_FILENO) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Reads `descriptor` to its end with `read(2)` (Foundation's `FileHandle` traps on a read error).
    static func readAll(_ descriptor: Int32) throws(StreamFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= sizeLimit else { throw .tooLarge }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
