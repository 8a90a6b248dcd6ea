import InterfaceBuilder

extension CheckCommand {
    /// Checks each chosen scene of an Interface Builder document: every issue at its element; exit 1 for a conflict
    /// or ambiguity, 2 when the document cannot be read.
    func checkDocument(_ path: String, into result: inout CommandResult) {
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(
                contentsOf: path, options: InterfaceBuilderDocument.Options(contentSizes: contentSize))
        } catch {
            result.output("\(error)")
            result.exitCode = 2
            return
        }
        let scenes: [Scene]
        switch InterfaceBuilderInput.scenes(of: document, named: scene) {
        case .success(let chosen): scenes = chosen
        case .failure(let problem):
            result.output("\(problem)")
            result.exitCode = 2
            return
        }
        for scene in scenes {
            let issues = scene.check()
            for issue in issues.sorted(by: {
                ($0.location.line, $0.location.column ?? 0) < ($1.location.line, $1.location.column ?? 0)
            }) {
                result.output("\(issue) [\(scene.name)]")
            }
            if issues.contains(where: { $0.kind == .unsatisfiable || $0.kind == .ambiguous }) {
                result.exitCode = max(result.exitCode, 1)
            }
        }
    }
}
