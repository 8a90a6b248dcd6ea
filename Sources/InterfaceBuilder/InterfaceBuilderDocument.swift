import Foundation
import Masonry

/// An Interface Builder document (`.xib` or `.storyboard`, iOS) read into scenes of Masonry views.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: "Main.storyboard")
/// let scene = document.scenes[0]
/// scene.root.layoutIfNeeded()
/// scene.view(id: "VIB-Xt-ckX")?.frame   // where Masonry puts it
/// scene.storedFrame(id: "VIB-Xt-ckX")   // where Xcode put it
/// ```
///
/// Each scene is built once, with its constraints active; lay it out with `scene.root.layoutIfNeeded()` or
/// ``Scene/check()``.
public struct InterfaceBuilderDocument {
    /// The file the document was read from (`<string>` for text).
    public let file: String
    /// The scenes, in document order: view controllers' root views, top-level views, then cells where they occur.
    public let scenes: [Scene]
    /// Xcode's id of the simulated device (`retina4_7`), or `nil` when the document names none.
    public let deviceID: String?
    /// Whether the document is a storyboard (otherwise a xib).
    public let isStoryboard: Bool

    /// Reads the document at `path`.
    public init(contentsOf path: String, options: Options = Options()) throws(InterfaceBuilderError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied"
            throw InterfaceBuilderError(file: path, line: 1, column: 1, message: "cannot read the file: \(reason)")
        }
        try self.init(data: data, file: path, options: options)
    }

    /// Reads a document from its XML text.
    public init(xml: String, file: String = "<string>", options: Options = Options()) throws(InterfaceBuilderError) {
        try self.init(data: Data(xml.utf8), file: file, options: options)
    }

    init(data: Data, file: String, options: Options) throws(InterfaceBuilderError) {
        let tree: XMLTree
        do {
            tree = try XMLTreeReader.read(data)
        } catch {
            throw InterfaceBuilderError(file: file, line: error.line, column: error.column, message: error.message)
        }
        let document = tree[tree.root]
        func fail(_ message: String) -> InterfaceBuilderError {
            InterfaceBuilderError(file: file, line: document.line, column: document.column, message: message)
        }
        guard document.name == "document", let type = document["type"], type.hasPrefix("com.apple.InterfaceBuilder")
        else {
            throw fail(
                "not an Interface Builder document (its root element is <\(document.name)>, not an IB <document>)")
        }
        let runtime = document["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") && !type.contains("CocoaTouch") {
            throw fail("a macOS document (targetRuntime \"\(runtime)\"); only iOS documents are read")
        }
        if runtime.hasPrefix("AppleTV") || type.contains("AppleTV") {
            throw fail("a tvOS document (targetRuntime \"\(runtime)\"); only iOS documents are read")
        }
        if runtime.hasPrefix("watchKit") || type.contains("WatchKit") {
            throw fail("a watchOS document (targetRuntime \"\(runtime)\"); only iOS documents are read")
        }
        guard runtime.isEmpty || runtime.hasPrefix("iOS") else {
            throw fail("targetRuntime \"\(runtime)\" is not iOS; only iOS documents are read")
        }
        self.file = file
        isStoryboard = type.contains("Storyboard")

        var device = Device.fallback
        var deviceID: String?
        if let deviceElement = tree.child(of: tree.root, named: "device") {
            deviceID = tree[deviceElement]["id"]
            if let id = deviceID, let known = Device.known[id] {
                let major = (document["toolsVersion"] ?? "").split(separator: ".").first.map(String.init)
                device = known.asSimulatedBy(toolsVersion: ElementValues.number(major) ?? 0)
            }
            device.isLandscape = tree[deviceElement]["orientation"] == "landscape"
        }
        self.deviceID = deviceID

        var imageSizes: [String: Size] = [:]
        if let resources = tree.child(of: tree.root, named: "resources") {
            for image in tree.children(of: resources, named: "image") {
                if let name = tree[image]["name"], let width = ElementValues.number(tree[image]["width"]),
                    let height = ElementValues.number(tree[image]["height"])
                {
                    imageSizes[name] = Size(width: width, height: height)
                }
            }
        }

        let builder = SceneBuilder(
            tree: tree, file: file, device: device, options: options, imageSizes: imageSizes,
            containment: ControllerContainment(tree: tree), isLaunchScreen: document["launchScreen"] == "YES")
        var scenes: [Scene] = []
        for (root, kind) in InterfaceBuilderDocument.sceneRoots(in: tree, builder: builder) {
            scenes.append(builder.build(rootElement: root, kind: kind))
        }
        self.scenes = scenes
    }

    /// The cell element names: each cell is a scene of its own.
    static let cellNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// The scenes' root elements in document order.
    static func sceneRoots(in tree: XMLTree, builder: SceneBuilder) -> [(Int, SceneBuilder.RootKind)] {
        var roots: [(Int, SceneBuilder.RootKind)] = []
        var topLevel: [Int] = []
        if let scenes = tree.child(of: tree.root, named: "scenes") {
            for scene in tree.children(of: scenes, named: "scene") {
                if let objects = tree.child(of: scene, named: "objects") { topLevel += tree[objects].children }
            }
        }
        if let objects = tree.child(of: tree.root, named: "objects") { topLevel += tree[objects].children }
        for object in topLevel {
            let element = tree[object]
            if element.name == "placeholder" || element.name.hasSuffix("Recognizer") || element.name == "exit" {
                continue
            }
            if let view = tree.child(of: object, key: "view"), builder.isViewElement(view),
                element.name.hasSuffix("Controller")
            {
                roots.append((view, .viewController(object)))
            } else if cellNames.contains(element.name) {
                continue
            } else if isTopLevelView(element.name) {
                roots.append((object, .topLevel))
            }
        }
        // Cells anywhere (in table and collection views, or at the top of a xib), each its own scene.
        for index in tree.elements.indices where cellNames.contains(tree[index].name) {
            roots.append((index, .cell))
        }
        return roots
    }

    /// Top-level objects of a xib that are views (not controllers, gestures, items or placeholders).
    static func isTopLevelView(_ name: String) -> Bool {
        !(name.hasSuffix("Controller") || name.hasSuffix("Item") || name.hasSuffix("Items") || name == "customObject"
            || name == "menu" || name == "segue" || name == "connections" || name == "userDefinedRuntimeAttributes")
    }
}
