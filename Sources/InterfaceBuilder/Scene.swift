import Masonry

/// One thing Interface Builder lays out on its own: a view controller's root view, a top-level view of a xib, or a
/// table or collection view cell (its content view inside it), as a tree of Masonry views with its constraints.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: "Main.storyboard")
/// for scene in document.scenes {
///     let issues = scene.check()
///     print(scene.name, scene.root.frame, issues.count)
/// }
/// ```
public final class Scene {
    /// The IB object id of the scene's root view.
    public let id: String
    /// Xcode's document-outline label for the scene (`Login View Controller`, `Title Label`).
    public let name: String
    /// The root view, at the origin, at the size the document stores for it.
    public let root: View
    /// Every view of the scene, depth-first from the root, with its IB id, outline label and stored frame.
    public let items: [Item]
    /// The document's constraints that were made, with their IB ids and places.
    public let constraints: [ConstraintRecord]
    /// Problems met while reading the scene (a constraint naming a missing id, a number that is not finite): each
    /// located, none fatal.
    public let readingIssues: [Issue]
    /// Where the root's element is.
    public let location: CodeLocation

    private let itemsByID: [String: Int]
    private let itemsByView: [ObjectIdentifier: Int]

    init(
        id: String, name: String, root: View, items: [Item], constraints: [ConstraintRecord], readingIssues: [Issue],
        location: CodeLocation
    ) {
        self.id = id
        self.name = name
        self.root = root
        self.items = items
        self.constraints = constraints
        self.readingIssues = readingIssues
        self.location = location
        var byID: [String: Int] = [:]
        var byView: [ObjectIdentifier: Int] = [:]
        for (index, item) in items.enumerated() {
            if byID[item.id] == nil { byID[item.id] = index }
            byView[ObjectIdentifier(item.view)] = index
        }
        itemsByID = byID
        itemsByView = byView
    }

    /// The view with this IB id, if it is in the scene.
    public func view(id: String) -> View? { itemsByID[id].map { items[$0].view } }

    /// The frame Xcode last computed for the view with this IB id, in its superview's coordinates (the root's at
    /// the origin); `nil` when the document stores none.
    public func storedFrame(id: String) -> Rect? { itemsByID[id].flatMap { items[$0].storedFrame } }

    /// The scene's record of a view: its IB id, outline label and stored frame.
    public func item(for view: View) -> Item? { itemsByView[ObjectIdentifier(view)].map { items[$0] } }

    /// The scene's record of the view with this IB id.
    public func item(id: String) -> Item? { itemsByID[id].map { items[$0] } }
}

extension Scene {
    /// A view of a scene as the document names it.
    public struct Item {
        /// The object's IB id (`VIB-Xt-ckX`), also the view's `View/name`.
        public let id: String
        /// Xcode's document-outline label for it.
        public let label: String
        /// The view made for it.
        public let view: View
        /// The frame the document stores, in the superview's coordinates (scroll views' subviews in content
        /// coordinates); the root's at the origin.
        public let storedFrame: Rect?
        /// Where its element starts.
        public let location: CodeLocation
        /// The element name (`label`, `stackView`, `view`, …).
        public let elementName: String
        /// Whether Xcode marked the view misplaced (`misplaced="YES"`): its stored frame is not what its
        /// constraints give.
        public let isMarkedMisplaced: Bool
        /// Whether Xcode marked the view's layout ambiguous (`ambiguous="YES"`).
        public let isMarkedAmbiguous: Bool
    }

    /// A constraint of the document and the Masonry constraint made for it.
    public struct ConstraintRecord {
        /// The constraint's IB id.
        public let id: String
        /// The constraint made for it (active once the scene is built).
        public let constraint: LayoutConstraint
        /// Where its element starts.
        public let location: CodeLocation
    }

    /// A problem found in a scene, located at the element that causes it, in Xcode's issue navigator's terms.
    public struct Issue: CustomStringConvertible {
        /// How serious it is.
        public enum Severity: String, Sendable {
            /// Xcode's yellow: the layout works, but not as drawn.
            case warning
            /// Xcode's red: the layout is broken (a conflict or ambiguity).
            case error
        }
        /// What kind of problem it is.
        public enum Kind: String, Sendable {
            /// The document has something the reader could not use (a missing id, a bad number).
            case reading
            /// A view's stored frame is not where its constraints put it.
            case misplaced
            /// Required constraints conflict.
            case unsatisfiable
            /// A view's position or size is not determined.
            case ambiguous
        }

        /// What kind of problem it is.
        public let kind: Kind
        /// How serious it is.
        public let severity: Severity
        /// The element that causes it: file, line and column of its start tag.
        public let location: CodeLocation
        /// The problem in Xcode's words, with outline labels.
        public let message: String

        /// `FILE:LINE:COLUMN: warning|error: MESSAGE`.
        public var description: String { "\(location): \(severity.rawValue): \(message)" }
    }
}
