extension LayoutConstraint {
    /// Whether the engine broke this constraint at the last layout pass: it is required but conflicts with other
    /// required constraints, so it is only satisfied as well as possible (the constraint an `.unsatisfiable`
    /// diagnostic names as broken).
    ///
    /// Read-only state of the engine, for tools that show a layout (the renderers' constraint overlay); `false`
    /// for an inactive constraint or a tree that has not been laid out.
    public var isBroken: Bool {
        guard let engine = holderView?.rootView.layoutEngineIfCreated else { return false }
        return engine.isBroken(self)
    }

    /// When ``isBroken``, the active constraints it conflicted with, itself included, as the `.unsatisfiable`
    /// diagnostic listed them; otherwise empty.
    public var conflictingConstraints: [LayoutConstraint] {
        guard let engine = holderView?.rootView.layoutEngineIfCreated else { return [] }
        return engine.conflicts(of: self).filter(\.isActive)
    }
}
