import Masonry

extension LayoutBuilder {
    /// A VFL line: not available until the VFL parser (API.md §6) is part of Masonry.
    mutating func add(_ line: VisualFormatLine) {
        fail("VFL lines are not available yet in this build of masonry", at: line.location)
    }
}
