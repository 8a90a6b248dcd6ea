import InterfaceBuilder
import Masonry

/// libFuzzer entry point: any bytes as an Interface Builder document. Reading must never crash or hang: it either
/// throws an error with a line and column in the document, or gives scenes; one input in eight (chosen by its
/// bytes, so a crash reproduces) is also laid out and checked.
@_cdecl("LLVMFuzzerTestOneInput")
public func interfaceBuilderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let document: InterfaceBuilderDocument
    do {
        document = try InterfaceBuilderDocument(xml: text, file: "fuzz.xib")
    } catch {
        if error.line < 1 || error.column < 1 { fatalError("an error outside the document: \(error)") }
        return 0
    }
    var hash: UInt32 = 2_166_136_261
    for index in 0..<size { hash = (hash ^ UInt32(data[index])) &* 16_777_619 }
    guard hash % 8 == 0 else { return 0 }
    for scene in document.scenes where scene.items.count <= 60 {
        for issue in scene.check() where issue.location.line < 1 {
            fatalError("an issue outside the document: \(issue)")
        }
        _ = scene.layoutText()
    }
    return 0
}
