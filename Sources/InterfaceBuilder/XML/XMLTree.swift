/// One element of an XML document: its name, attributes, children and where its start tag is.
struct XMLElement: Sendable {
    /// The element's name (`view`, `constraint`, …).
    var name: String
    /// The element's attributes, by name.
    var attributes: [String: String]
    /// The indices of the element's child elements in the tree, in document order.
    var children: [Int] = []
    /// The index of the parent element, `nil` for the document element.
    var parent: Int?
    /// The 1-based line of the element's start tag.
    var line: Int
    /// The 1-based column of the element's start tag.
    var column: Int
    /// The character data of a `<string>` element (Interface Builder keeps long texts there); `nil` otherwise.
    var text: String?

    subscript(attribute: String) -> String? { attributes[attribute] }
}

/// A whole document's elements in one array, children by index: no node owns another, so even a very deep tree is
/// released without recursion.
struct XMLTree: Sendable {
    /// Every element, in document order; index 0 is the document element.
    var elements: [XMLElement]

    /// The document element.
    var root: Int { 0 }

    subscript(index: Int) -> XMLElement { elements[index] }

    /// The children of `index` named `name`.
    func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The first child of `index` named `name`.
    func child(of index: Int, named name: String) -> Int? {
        elements[index].children.first { elements[$0].name == name }
    }

    /// The first child of `index` with `key="KEY"` (and, when given, that element name).
    func child(of index: Int, key: String, named name: String? = nil) -> Int? {
        elements[index].children.first {
            elements[$0]["key"] == key && (name == nil || elements[$0].name == name)
        }
    }

    /// `index` and every element below it, depth-first in document order.
    func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = [index]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }
}
