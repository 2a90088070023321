extension LinkTemplates {
    /// The path segments of a link to the route whose pieces are `range`, its placeholders named by
    /// `captures` (the route's, in order) and filled from `values`; the values used are removed from
    /// it. Checks what a parser would refuse, so that what is filled in also parses back: empty,
    /// `.`/`..` and control characters, and the placeholders' types (a converting type's values must
    /// be canonical, and so accepted, already). `owner` names the route in errors, and is written
    /// only for one.
    func filledSegments(
        _ range: Range<Int32>, captures: [CompiledRoute.Capture],
        taking values: inout [(name: String, values: [String])], owner: @autoclosure () -> String
    ) throws(LinkRejection) -> [String] {
        var segments: [String] = []
        segments.reserveCapacity(range.count)
        var captured = captures.makeIterator()
        for piece in pieces(range) {
            switch piece.kind {
            case .literal:
                segments.append(literals[piece.index])
            case .wildcard:
                throw LinkRejection(.invalidURL, "\(owner())'s pattern has a wildcard, which has no value to print")
            case .placeholder:
                let name = captured.next()?.name ?? ""
                let taken = Self.take(name, from: &values)
                guard taken.count == 1, let value = taken.first else {
                    throw LinkRejection(
                        .missingParameter, "\(owner()) has no single value for '\(name)'", parameter: name)
                }
                if let type = type(of: piece), !type.converts, !type.accepts(value) {
                    throw LinkRejection(
                        .invalidParameter, "'\(value)' is not a valid \(type.name) for '\(name)'", parameter: name)
                }
                segments.append(try Self.pathSegment(value, name: name))
            case .catchAll:
                let name = captured.next()?.name ?? ""
                let taken = Self.take(name, from: &values)
                // `{path…?}` with no value, or an empty one, prints no segment.
                if piece.index == 1, taken.allSatisfy(\.isEmpty) { continue }
                guard !taken.isEmpty else {
                    throw LinkRejection(
                        .missingParameter, "catch-all '\(name)' needs at least one segment", parameter: name)
                }
                // One value is the joined form matching gives; several are its segments, one each.
                let parts: [String]
                if taken.count == 1 {
                    try CatchAllValue.check(taken[0], name: name, route: nil)
                    parts = taken[0].utf8.split(separator: UInt8(ascii: "/")).map {
                        String(decoding: $0, as: UTF8.self)
                    }
                } else {
                    try CatchAllValue.checkSegments(taken[...], name: name, route: nil)
                    parts = taken
                }
                for part in parts { segments.append(try Self.pathSegment(part, name: name)) }
            }
        }
        return segments
    }

    /// The path segments of a link to a pattern no table holds, as ``filledSegments(_:captures:taking:owner:)``
    /// fills a table's route; the placeholders' types are the built-in ones.
    static func filledSegments(
        of pattern: RoutePattern, taking values: inout [(name: String, values: [String])], owner: String
    ) throws(LinkRejection) -> [String] {
        var builder = Builder(types: ParameterType.builtIns, pieceCount: pattern.segments.count)
        let template = builder.add(pattern)
        return try builder.templates.filledSegments(
            template, captures: CompiledRoute.Capture.of(pattern.segments), taking: &values, owner: owner)
    }

    private static func take(_ name: String, from values: inout [(name: String, values: [String])]) -> [String] {
        guard let index = values.firstIndex(where: { $0.name == name }) else { return [] }
        return values.remove(at: index).values
    }

    /// Empty, `.` and `..` segments would vanish or be refused when the link is read back.
    private static func pathSegment(_ value: String, name: String) throws(LinkRejection) -> String {
        guard !value.isEmpty, value != ".", value != ".." else {
            throw LinkRejection(
                .invalidParameter, "'\(value)' cannot be a path segment for '\(name)'", parameter: name)
        }
        guard !value.containsLinkControlCharacter else {
            throw LinkRejection(
                .controlCharacter, "the value of '\(name)' has a control character, which no link may carry",
                parameter: name)
        }
        return value
    }
}

extension Link {
    /// Query items for the values a pattern did not take, refusing control characters.
    static func queryItems(from values: [(name: String, values: [String])]) throws(LinkRejection) -> [QueryItem] {
        let items = values.flatMap { name, values in values.map { QueryItem(name: name, value: $0) } }
        for item in items where item.value.containsLinkControlCharacter {
            throw LinkRejection(
                .controlCharacter, "the value of '\(item.name)' has a control character, which no link may carry",
                parameter: item.name)
        }
        return items
    }
}
