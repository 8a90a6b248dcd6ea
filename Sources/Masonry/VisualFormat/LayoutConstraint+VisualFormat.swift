extension LayoutConstraint {
    /// The constraints a line of Apple's Visual Format Language describes, inactive and in Apple's order.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-space-[blue]-space-[red(==blue)]-space-|",
    ///     options: [.alignAllTop, .alignAllBottom],
    ///     metrics: ["space": 30], views: ["red": red, "blue": blue])
    /// LayoutConstraint.activate(constraints)
    /// ```
    /// The grammar is the one Apple's parser accepts, with no whitespace. A bare `-` is 8 points between
    /// siblings; next to `|` it reaches the superview's `layoutMarginsGuide` (iOS 11). `|` is the superview of
    /// the view beside it. Names in predicates are looked up in `metrics` first, then in `views`.
    ///
    /// - Throws: ``VisualFormatError`` with Apple's message and caret for a format it would refuse, including
    ///   options that do not fit the format (an alignment along the format's axis, baseline spacing in `H:`).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double]? = nil,
        views: [String: LayoutItem]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let (syntax, error) = VisualFormatParser.parse(format, metrics: metrics ?? [:], views: views)
        var builder = VisualFormatBuilder(format: format, axis: syntax.axis, options: options)
        let constraints = try builder.build(syntax)
        if let error { throw error }
        return constraints
    }
}
