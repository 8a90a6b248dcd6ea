import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads XML text into an ``XMLTree`` with the line and column of every element.
///
/// It uses the toolchain's own `XMLParser` (FoundationXML on Linux, libxml2 underneath): it ships with every Swift
/// toolchain, so the reader adds no dependency, and libxml2 is a mature, fuzzed parser that reports the line and
/// column of every element and of every well-formedness error, which is what located diagnostics need. No package
/// in the mirror is a better fit (the XML packages there are DOM wrappers over the same library or parsers without
/// positions). Interface Builder documents never declare a document type, so one that does is refused before
/// parsing: no entity, internal or external, is ever expanded, and external entities are not resolved either.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    /// The deepest nesting accepted; Xcode's documents stay far below it.
    static let maximumDepth = 400

    /// A well-formedness problem, with where libxml2 found it.
    struct Failure: Error {
        var message: String
        var line: Int
        var column: Int
    }

    private var elements: [XMLElement] = []
    private var open: [Int] = []
    private var failure: Failure?
    private weak var parser: XMLParser?

    /// Parses `data`; throws the first problem found.
    static func read(_ data: Data) throws(Failure) -> XMLTree {
        if let declaration = documentTypeDeclaration(in: data) { throw declaration }
        let reader = XMLTreeReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = reader
        reader.parser = parser
        let succeeded = parser.parse()
        if let failure = reader.failure { throw failure }
        guard succeeded else {
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "the XML is not well-formed"
            throw Failure(message: message, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        }
        guard !reader.elements.isEmpty else {
            throw Failure(message: "the document has no elements", line: 1, column: 1)
        }
        var elements = reader.elements
        moveToStartTags(&elements, in: data)
        return XMLTree(elements: elements)
    }

    /// libxml2 reports where a start tag ends; Xcode and editors point at where it starts. Each element's place
    /// is moved back to its `<`, by walking back from the reported byte (the reported column counts bytes).
    static func moveToStartTags(_ elements: inout [XMLElement], in data: Data) {
        let bytes = [UInt8](data)
        guard !bytes.isEmpty else { return }
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        for index in elements.indices {
            let line = elements[index].line
            guard line >= 1, line <= lineStarts.count else { continue }
            var offset = min(bytes.count - 1, lineStarts[line - 1] + elements[index].column - 1)
            while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
            guard bytes[offset] == UInt8(ascii: "<") else { continue }
            // The line holding `offset`: the last line start at or before it.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            var column = 1
            var position = lineStarts[low]
            while position < offset {
                if bytes[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            elements[index].line = low + 1
            elements[index].column = column
        }
    }

    /// A `<!DOCTYPE` or `<!ENTITY` anywhere in the bytes, located: such a document is refused before it is parsed.
    static func documentTypeDeclaration(in data: Data) -> Failure? {
        let patterns: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        var line = 1
        var column = 1
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            if byte == UInt8(ascii: "<"), index + 1 < data.endIndex, data[index + 1] == UInt8(ascii: "!") {
                for pattern in patterns where data.count - (index - data.startIndex) >= pattern.count {
                    if data[index..<(index + pattern.count)].elementsEqual(pattern) {
                        return Failure(
                            message:
                                "the document declares a document type or entities, which Interface Builder documents never do; it is not read",
                            line: line, column: column)
                    }
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        if open.count >= XMLTreeReader.maximumDepth {
            failure = Failure(
                message: "elements are nested more than \(XMLTreeReader.maximumDepth) deep",
                line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            parser.abortParsing()
            return
        }
        let element = XMLElement(
            name: elementName, attributes: attributes, parent: open.last, line: max(1, parser.lineNumber),
            column: max(1, parser.columnNumber))
        let index = elements.count
        elements.append(element)
        if let parent = open.last { elements[parent].children.append(index) }
        open.append(index)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = open.last, elements[current].name == "string" else { return }
        elements[current].text = (elements[current].text ?? "") + string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuseEntities(parser)
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
        refuseEntities(parser)
    }

    private func refuseEntities(_ parser: XMLParser) {
        guard failure == nil else { return }
        failure = Failure(
            message: "the document declares entities, which Interface Builder documents never do; it is not read",
            line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        parser.abortParsing()
    }
}
