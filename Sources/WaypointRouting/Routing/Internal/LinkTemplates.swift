/// The paths of a table's routes as templates to fill with values: what printing a link to a route,
/// or matching it from its values, reads instead of parsing its pattern again.
///
/// A template is a run of pieces, one per segment of the route's path: a literal, a placeholder
/// (with its type), a wildcard or a catch-all. The pieces of every route lie in one array, four
/// bytes each, and a route keeps where its run is (see `CompiledRoute.template`); the literals'
/// texts and the placeholders' types are kept once per table, since routes share them (`orders`,
/// `products`, `int`). The names are the route's captures', in the same order.
struct LinkTemplates: Sendable {
    /// One segment of a template: its kind and an index, packed in four bytes.
    struct Piece: Sendable, Hashable {
        enum Kind: UInt32 {
            /// `index` is the literal's in `literals`.
            case literal
            /// `index` is one more than the type's in `types`, or 0 for any text.
            case placeholder
            case wildcard
            /// `index` is 1 when the catch-all may take no segment (`{path…?}`), 0 otherwise.
            case catchAll
        }

        private let raw: UInt32
        private static let indexBits: UInt32 = 30

        /// Indices fit 30 bits: each is a distinct literal or type of the table, and memory runs out
        /// long before 2³⁰ of them.
        init(_ kind: Kind, _ index: Int = 0) {
            raw = kind.rawValue << Self.indexBits | UInt32(truncatingIfNeeded: index) & (1 << Self.indexBits - 1)
        }

        var kind: Kind { Kind(rawValue: raw >> Self.indexBits) ?? .wildcard }
        var index: Int { Int(raw & (1 << Self.indexBits - 1)) }
    }

    private(set) var pieces: [Piece] = []
    private(set) var literals: [String] = []
    private(set) var types: [ParameterType] = []

    fileprivate init() {}

    /// Collects the templates of a table's routes, keeping each literal and type once.
    struct Builder {
        private(set) var templates = LinkTemplates()
        private let knownTypes: [String: ParameterType]
        private var literalIndex: [String: Int] = [:]
        private var typeIndex: [String: Int] = [:]

        /// `pieceCount`, the number of segments of every pattern to come, sizes the pieces' array
        /// exactly: a table keeps it for its life.
        init(types: [String: ParameterType], pieceCount: Int) {
            knownTypes = types
            templates.pieces.reserveCapacity(pieceCount)
        }

        /// Adds a pattern's template and returns where its pieces are. A placeholder whose type the
        /// builder does not know is left unchecked.
        mutating func add(_ pattern: RoutePattern) -> Range<Int32> {
            let start = templates.pieces.count
            for segment in pattern.segments {
                let piece: Piece
                switch segment {
                case .literal(let text): piece = literal(text)
                case .parameter(_, let type?): piece = placeholder(type)
                case .parameter(_, nil): piece = Piece(.placeholder)
                case .wildcard: piece = Piece(.wildcard)
                case .catchAll: piece = Piece(.catchAll, pattern.catchAllMayBeEmpty ? 1 : 0)
                }
                templates.pieces.append(piece)
            }
            return LinkTemplates.run(from: start, count: templates.pieces.count - start)
        }

        private mutating func literal(_ text: String) -> Piece {
            if let index = literalIndex[text] { return Piece(.literal, index) }
            literalIndex[text] = templates.literals.count
            templates.literals.append(text)
            return Piece(.literal, templates.literals.count - 1)
        }

        private mutating func placeholder(_ name: String) -> Piece {
            if let index = typeIndex[name] { return Piece(.placeholder, index + 1) }
            guard let type = knownTypes[name] else { return Piece(.placeholder) }
            typeIndex[name] = templates.types.count
            templates.types.append(type)
            return Piece(.placeholder, templates.types.count)
        }
    }

    /// The place of a run of `count` pieces from `start`. Piece counts fit `Int32` as the trie's
    /// indices do.
    static func run(from start: Int, count: Int) -> Range<Int32> {
        Int32(truncatingIfNeeded: start)..<Int32(truncatingIfNeeded: start + count)
    }

    /// The pieces of one route's template.
    func pieces(_ template: Range<Int32>) -> ArraySlice<Piece> {
        pieces[Int(template.lowerBound)..<Int(template.upperBound)]
    }

    /// The type of a placeholder's piece; `nil` for any text.
    func type(of piece: Piece) -> ParameterType? {
        piece.index == 0 ? nil : types[piece.index - 1]
    }
}
