import Foundation

/// The real documents of `../shared/ib-corpus` (beside the repository's clone, as CI lays it out), or of
/// `MASONRY_IB_CORPUS` when set.
enum Corpus {
    static var directory: String? {
        if let path = ProcessInfo.processInfo.environment["MASONRY_IB_CORPUS"] { return path }
        // The repository's root is four levels above this file; `shared` is beside it (or beside a folder of
        // worktrees above it).
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { folder.deleteLastPathComponent() }
        for _ in 0..<2 {
            let candidate = folder.appendingPathComponent("shared/ib-corpus").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Every `.xib` and `.storyboard` below the directory, sorted.
    static func documents(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".xib") || next.hasSuffix(".storyboard") { paths.append(directory + "/" + next) }
        }
        return paths.sorted()
    }
}
