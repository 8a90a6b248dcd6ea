extension LayoutItem: CustomStringConvertible, CustomDebugStringConvertible {
    /// What `print(item)` shows: the item's name and its frame, as UIKit prints a view.
    ///
    /// `<View:box; frame = (87.5, 233.5, 200, 200)>`; a hidden view adds `hidden`, a named label its text, and a
    /// guide shows its `layoutFrame` and the view that owns it. The short name alone is ``debugDescription``, which
    /// is also how an item appears inside a printed array and in constraint descriptions.
    public var description: String {
        var parts = [debugDescription]
        if let view = self as? View {
            parts.append("frame = \(view.frame)")
            if view.isHidden { parts.append("hidden") }
            if let label = view as? Label, label.name != nil { parts.append("text = '\(label.text)'") }
        } else if let guide = self as? LayoutGuide {
            parts.append("layoutFrame = \(guide.layoutFrame)")
            if let owner = guide.owningView { parts.append("owningView = \(owner.debugDescription)") }
        }
        return "<" + parts.joined(separator: "; ") + ">"
    }
}
