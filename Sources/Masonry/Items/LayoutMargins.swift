extension View {
    /// A view's own layout margins as they were set: on fixed left and right sides, or on the leading and
    /// trailing sides, placed by the layout direction when read.
    enum Margins: Equatable {
        case absolute(EdgeInsets)
        case directional(DirectionalEdgeInsets)
    }
}
