import LayoutFile
import Masonry

/// libFuzzer entry point: any bytes as a `.layout` file. Parsing, building and laying out must never crash; a
/// file that parses either throws located errors or lays out.
///
/// Laying out (a solve under AddressSanitizer) costs thirty times a parse, so one input in eight — chosen by its
/// bytes, so a crash reproduces — is laid out; every input is parsed and built.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFileFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let document = try LayoutDocument(parsing: source)
        let scene = try document.instantiate()
        var hash: UInt32 = 2_166_136_261
        for index in 0..<size { hash = (hash ^ UInt32(data[index])) &* 16_777_619 }
        guard hash % 8 == 0 else { return 0 }
        let diagnostics = scene.layout(checksAmbiguity: scene.viewsByName.count <= 50)
        for diagnostic in diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
            fatalError("diagnostic outside the file: \(diagnostic)")
        }
        _ = scene.root.layoutTree()
    } catch {
        for diagnostic in error.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
            fatalError("error outside the file: \(diagnostic)")
        }
        if error.diagnostics.isEmpty { fatalError("an error with no diagnostics") }
    }
    return 0
}
