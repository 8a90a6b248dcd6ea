/// Which way text and leading-to-trailing layouts run.
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
    /// Leading is left and trailing is right.
    case leftToRight
    /// Leading is right and trailing is left: leading and trailing constraints mirror.
    case rightToLeft
}

/// How a view chooses its layout direction.
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follow the superview (a root follows the left-to-right default).
    case unspecified
    /// Always left to right, whatever the superview does.
    case forceLeftToRight
    /// Always right to left, whatever the superview does.
    case forceRightToLeft
}
