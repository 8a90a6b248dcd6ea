/// The playground's page, script and style: `Page/index.html`, `Page/playground.js` and `Page/playground.css`,
/// compiled into the tool (SwiftPM's `embedInCode`), so the page works offline and nothing is read from disk.
enum PlaygroundPage {
    static let html = String(decoding: PackageResources.index_html, as: UTF8.self)
}

/// The page's plain JavaScript, readable as written (no build step, no libraries).
enum PlaygroundScript {
    static let source = String(decoding: PackageResources.playground_js, as: UTF8.self)
}

/// The page's style sheet.
enum PlaygroundStyle {
    static let source = String(decoding: PackageResources.playground_css, as: UTF8.self)
}
