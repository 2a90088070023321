/// The rule every catch-all value keeps, whatever the entry point: its pieces (the text between
/// two `/`) are never empty, `.` or `..`, it holds no backslash, and every `/` in it was a separator
/// in the link, never a percent-encoded `%2F`.
///
/// An app reads a catch-all as a path (a help page, a file, a web address): `a%2F..%2F..%2Fadmin`
/// joined into `a/../../admin`, or `%2F%2Fevil.example` into `//evil.example`, would be traversal or
/// an open redirect. Such links are refused, never joined; typed decoding and printing hold values
/// given as text to the same rule.
enum CatchAllValue {
    /// Checks the decoded segments a catch-all captured from a link. The parser already refused
    /// empty and dot segments; what remains is a `/` or `\` decoded from `%2F` or `%5C`.
    static func checkSegments(
        _ segments: ArraySlice<String>, name: String, route: RouteID?
    ) throws(LinkRejection) {
        for segment in segments {
            try checkPiece(segment.utf8, in: segment, name: name, route: route, separatorIsEncoded: true)
        }
    }

    /// Checks a catch-all value given as text (a typed route's property, a parameter to print):
    /// split on `/`, every piece must be a segment of its own.
    static func check(_ value: String, name: String, route: RouteID?) throws(LinkRejection) {
        // Bytes, as the parser splits: a "/" followed by a combining mark is one `Character`.
        for piece in value.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            try checkPiece(piece, in: value, name: name, route: route, separatorIsEncoded: false)
        }
    }

    private static func checkPiece(
        _ piece: some Collection<UInt8>, in value: String, name: String, route: RouteID?, separatorIsEncoded: Bool
    ) throws(LinkRejection) {
        if piece.isEmpty || (piece.count <= 2 && piece.allSatisfy { $0 == UInt8(ascii: ".") }) {
            throw LinkRejection(
                .dotSegment, "catch-all '\(name)' would hold an empty, '.' or '..' piece: '\(value)'",
                parameter: name, route: route)
        }
        if separatorIsEncoded, piece.contains(UInt8(ascii: "/")) {
            throw LinkRejection(
                .encodedSeparator,
                "catch-all '\(name)' captures a segment with an encoded '/' ('\(value)'), "
                    + "which its value could not tell from a separator", parameter: name, route: route)
        }
        if piece.contains(UInt8(ascii: "\\")) {
            throw LinkRejection(
                .encodedSeparator, "catch-all '\(name)' would hold a backslash: '\(value)'",
                parameter: name, route: route)
        }
    }
}
