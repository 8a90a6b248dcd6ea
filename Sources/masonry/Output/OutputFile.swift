import Foundation

/// Where `--output PATH` writes, by what is at PATH.
///
/// - Nothing, or a regular file: written atomically (a temporary file renamed over it), as before.
/// - A symbolic link: written through to what it points at, by these same rules; the link stays.
/// - A FIFO or a character device (`/dev/null`, a terminal): written in place, as a shell's `>` would.
/// - A directory, a block device or a socket: refused with the reason.
///
/// A special file or a link is never replaced by a regular file.
enum OutputFile {
    /// Why PATH could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `text` to `path` as described above.
    static func write(_ text: String, to path: String) throws(WriteError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let error = errno
            guard error == ENOENT else { throw WriteError(path: path, reason: String(cString: strerror(error))) }
            return try writeAtomically(text, to: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            try writeAtomically(text, to: path)
        case S_IFLNK:
            if let target = realpath(path, nil) {
                defer { free(target) }
                try write(text, to: String(cString: target))
            } else {
                // A link to nothing yet: opening it creates its target.
                try writeInPlace(text, to: path, creating: true)
            }
        case S_IFIFO, S_IFCHR:
            try writeInPlace(text, to: path, creating: false)
        case S_IFDIR:
            throw WriteError(path: path, reason: "it is a directory")
        case S_IFBLK:
            throw WriteError(path: path, reason: "it is a block device")
        default:
            throw WriteError(path: path, reason: "it is a socket or another special file that cannot be written")
        }
    }

    private static func writeAtomically(_ text: String, to path: String) throws(WriteError) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }

    private static func writeInPlace(_ text: String, to path: String, creating: Bool) throws(WriteError) {
        let descriptor = creating ? open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666) : open(path, O_WRONLY)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        let failure = StandardStreams.write(text, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
        if let reason = failure ?? closed { throw WriteError(path: path, reason: reason) }
    }
}
