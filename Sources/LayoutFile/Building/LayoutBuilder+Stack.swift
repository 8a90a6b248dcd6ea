import Masonry

extension LayoutBuilder {
    /// A stack: not available until StackView (API.md §3) is part of Masonry.
    mutating func makeStack(name: String, options: StackOptions, at location: SourceLocation) -> View? {
        fail("stack statements are not available yet in this build of masonry", at: location)
        return nil
    }

    /// Adds `view` to `parent`'s arranged subviews when the parent is a stack; returns whether it did.
    func addArranged(_ view: View, to parent: View) -> Bool { false }
}
