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
    /// The deepest nesting accepted; Xcode's documents stay far below it (and libxml2 stops at 256 itself).
    ///
    /// Parsing is never aborted from a callback (on Linux, feeding the stream parser after an abort can crash
    /// libxml2): after the first problem the reader records nothing more and lets the parser run out.
    static let maximumDepth = 250

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
        if let encoding = foreignEncoding(in: data) { throw encoding }
        if let instruction = processingInstruction(in: data) { throw instruction }
        let reader = XMLTreeReader()
        // Fed as a stream, libxml2 gets the document in chunks and has no trouble with very large ones.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = reader
        reader.parser = parser
        // On Linux `parse()` can return true after an error, and a truncated document may report none, so the
        // delegate records the first error itself and unclosed elements are checked here.
        _ = parser.parse()
        if let failure = reader.failure { throw failure }
        if let error = parser.parserError {
            throw Failure(
                message: message(forCode: (error as NSError).code), line: max(1, parser.lineNumber),
                column: max(1, parser.columnNumber))
        }
        if let unclosed = reader.open.last {
            let element = reader.elements[unclosed]
            let end = endPosition(of: data)
            throw Failure(
                message: "the document ends before <\(element.name)> (opened on line \(element.line)) is closed",
                line: end.line, column: end.column)
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
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard !bytes.isEmpty else { return }
            var lineStarts = [0]
            for offset in 0..<bytes.count where bytes[offset] == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
            for index in elements.indices {
                let line = elements[index].line
                guard line >= 1, line <= lineStarts.count else { continue }
                var offset = max(0, min(bytes.count - 1, lineStarts[line - 1] + elements[index].column - 1))
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
                for position in lineStarts[low]..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
                elements[index].line = low + 1
                elements[index].column = column
            }
        }
    }

    /// A processing instruction other than the XML declaration at the very start, located: Xcode writes none, and
    /// FoundationXML on Linux crashes on one without data (`<?x?>`), so such a document is refused before parsing.
    static func processingInstruction(in data: Data) -> Failure? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Failure? in
            var line = 1
            var column = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
                    let isDeclaration =
                        index == 0 && bytes.count >= 6 && bytes[2] == UInt8(ascii: "x") && bytes[3] == UInt8(ascii: "m")
                        && bytes[4] == UInt8(ascii: "l") && (bytes[5] == 0x20 || bytes[5] == 0x09 || bytes[5] == 0x0A)
                    if !isDeclaration {
                        return Failure(
                            message:
                                "a processing instruction ('<?') other than the XML declaration, which Interface Builder documents never have; it is not read",
                            line: line, column: column)
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
    }

    /// An XML declaration naming an encoding other than UTF-8, located: Xcode writes UTF-8 only, and libxml2's
    /// other decoders are not worth the risk.
    static func foreignEncoding(in data: Data) -> Failure? {
        let prefix = String(decoding: data.prefix(200), as: UTF8.self)
        guard prefix.hasPrefix("<?xml"), let end = prefix.range(of: "?>") else { return nil }
        let declaration = prefix[..<end.lowerBound]
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard !["utf-8", "utf8"].contains(name.lowercased()) else { return nil }
        let column = prefix.distance(from: prefix.startIndex, to: range.lowerBound) + 1
        return Failure(
            message: "the document is declared in the encoding '\(name)'; Interface Builder documents are UTF-8",
            line: 1, column: column)
    }

    /// A `<!DOCTYPE` or `<!ENTITY` in the prolog (the only place a document can declare entities), located: such
    /// a document is refused before it is parsed. The scan stops at the document element's start tag.
    static func documentTypeDeclaration(in data: Data) -> Failure? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Failure? in
            let patterns: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
            var line = 1
            var column = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<"), index + 1 < bytes.count {
                    let next = bytes[index + 1]
                    if next == UInt8(ascii: "!") {
                        for pattern in patterns where bytes.count - index >= pattern.count {
                            if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                                return Failure(
                                    message:
                                        "the document declares a document type or entities, which Interface Builder documents never do; it is not read",
                                    line: line, column: column)
                            }
                        }
                    } else if next != UInt8(ascii: "?") {
                        return nil
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

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = Failure(
            message: XMLTreeReader.message(forCode: (parseError as NSError).code), line: max(1, parser.lineNumber),
            column: max(1, parser.columnNumber))
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }

    /// libxml2's error codes, for the ones a broken document meets, in words.
    static func message(forCode code: Int) -> String {
        let known: [Int: String] = [
            4: "the document is empty", 5: "the document ends too early", 9: "a character is not allowed in XML",
            26: "an entity is used that is not declared", 38: "an attribute's value is not quoted",
            39: "an attribute has no value", 41: "an attribute is given twice", 64: "the XML declaration is malformed",
            73: "a start tag is not closed with '>'", 76: "an end tag does not match the open element",
            77: "a tag is not finished", 85: "extra content after the document element",
            111: "an entity reference loops", 1: "the XML is malformed"
        ]
        return "the XML is not well-formed: " + (known[code] ?? "libxml2 error \(code)")
    }

    /// The line and column just past the last byte.
    static func endPosition(of data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
        return (line, column)
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
    }
}
