import Foundation

/// Standard output and standard error, written with `write(2)` so that a failure (a full disk, a closed descriptor,
/// a reader that went away) is an error message and an exit status, never a trap.
///
/// Foundation's `FileHandle.write(_:)` traps on any write error, and the default action of `SIGPIPE` kills the
/// process without a word, so neither is used.
enum StandardStreams {
    /// The exit status of a command whose output could not be written (as for a file that cannot be read).
    static let writeFailureStatus: Int32 = 2

    /// Prepares the process's streams; call once, before anything is written.
    ///
    /// - Ignores `SIGPIPE`, so that writing to a closed pipe fails with `EPIPE` and is reported.
    /// - Puts a read-only `/dev/null` on descriptors 1 and 2 when they are closed: every write to them then fails
    ///   (and is reported), and no file the command opens can take their numbers and receive its output.
    /// - At exit, flushes what the C library buffered (ArgumentParser's help and version text) and reports a
    ///   failure with `writeFailureStatus`.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
        atexit {
            // Every C stream: standard output is the only one the tool writes through the C library.
            if fflush(nil) != 0 {
                let reason = String(cString: strerror(errno))
                _ = StandardStreams.write(
                    "masonry: error: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
                _exit(StandardStreams.writeFailureStatus)
            }
        }
    }

    /// Writes all of `text` to `descriptor`; returns the reason it failed, or nil.
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                return Foundation.write(descriptor, start + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += count
        }
        return nil
    }
}
