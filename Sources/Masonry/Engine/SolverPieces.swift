import Cassowary

/// The solver constraints one layout constraint is installed as: one, or two for an intrinsic size (compression
/// resistance, then hugging), in the order they went in.
///
/// Held inline rather than in an array: an engine keeps one for every constraint it installs, and an array of one
/// or two references is a heap block of its own (48 or 64 bytes with the allocator's overhead) beside the
/// installation. ``LayoutConstraint/lowered()`` gives at most two, and an engine installs each at most once.
struct SolverPieces: Sequence {
    /// The first piece, `nil` when there is none.
    private(set) var first: Cassowary.Constraint?
    /// The second piece, `nil` when there are fewer than two.
    private(set) var second: Cassowary.Constraint?

    /// No pieces.
    init() {}

    /// One piece, or two.
    init(_ first: Cassowary.Constraint, _ second: Cassowary.Constraint? = nil) {
        self.first = first
        self.second = second
    }

    /// How many pieces there are: 0, 1 or 2.
    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 }

    var underestimatedCount: Int { count }

    /// Adds a piece after the others; returns `false`, adding nothing, when two are held already.
    @discardableResult
    mutating func append(_ piece: Cassowary.Constraint) -> Bool {
        if first == nil {
            first = piece
        } else if second == nil {
            second = piece
        } else {
            return false
        }
        return true
    }

    func makeIterator() -> Iterator { Iterator(pieces: self) }

    /// The pieces in order.
    struct Iterator: IteratorProtocol {
        fileprivate let pieces: SolverPieces
        private var position = 0

        fileprivate init(pieces: SolverPieces) { self.pieces = pieces }

        mutating func next() -> Cassowary.Constraint? {
            defer { position += 1 }
            switch position {
            case 0: return pieces.first
            case 1: return pieces.second
            default: return nil
            }
        }
    }
}
