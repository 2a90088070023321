/// The byte-level work behind ``LinkParser``: one pass for forbidden characters, then scheme,
/// authority, path and query, each checked as it is cut out.
struct LinkScanner {
    typealias Bytes = [UInt8]
    let bytes: Bytes
    let policy: LinkPolicy
    let source: LinkSource

    func scan() -> Result<Link, LinkRejection> {
        do throws(LinkRejection) {
            return .success(try scanLink())
        } catch {
            return .failure(error)
        }
    }

    private func scanLink() throws(LinkRejection) -> Link {
        guard bytes.count <= policy.maxLength else {
            throw LinkRejection(.tooLong, "the link is \(bytes.count) bytes; the limit is \(policy.maxLength)")
        }
        try checkCharacters()
        // Everything after "#" is the fragment: a value only the routes that read it take, or the
        // route itself when the policy routes on this scheme's fragments (`routedFragment`).
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        guard end > 0 else { throw LinkRejection(.invalidURL, "the link is empty") }

        var scheme: String?
        var host: String?
        var segments: [String] = []
        var pathStart = 0
        if bytes[0] != UInt8(ascii: "/") {
            let (name, afterScheme) = try scanScheme(end: end)
            scheme = name
            let authorityEnd =
                bytes[afterScheme..<end].firstIndex {
                    $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?")
                } ?? end
            let authority = bytes[afterScheme..<authorityEnd]
            if name == "https" {
                if source == .customScheme {
                    throw LinkRejection(
                        .schemeNotAllowed, "a custom-scheme entry point takes the app's own schemes, not https")
                }
                host = try checkedHost(authority)
            } else {
                try checkCustomScheme(name, authority: authority)
                if policy.mirrorsWebLinks(name) {
                    host = try checkedHost(authority)
                } else if !authority.isEmpty {
                    segments.append(try segment(authority))
                }
            }
            pathStart = authorityEnd
        } else if source == .universalLink || source == .customScheme {
            throw LinkRejection(
                .schemeNotAllowed,
                source == .universalLink
                    ? "a universal link must be an https URL, not a bare path"
                    : "a custom-scheme link must start with one of the app's schemes, not a bare path")
        }

        let queryStart = bytes[pathStart..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var queryItems = queryStart < end ? try query(bytes[(queryStart + 1)..<end]) : []
        if let scheme, let routed = try routedFragment(scheme: scheme, from: end) {
            // The fragment stands in for the path: one given before '#' too would be a second path.
            guard pathPieces(bytes[pathStart..<queryStart]).isEmpty else {
                throw LinkRejection(
                    .invalidURL,
                    "a '\(scheme)' link carries its path in the fragment; the path before '#' must be empty")
            }
            try appendSegments(routed.path, to: &segments)
            if let routedQuery = routed.query { queryItems += try query(routedQuery) }
            guard queryItems.count <= policy.maxQueryItems else {
                throw LinkRejection(.tooManyQueryItems, "the query has more than \(policy.maxQueryItems) items")
            }
        } else {
            try appendSegments(bytes[pathStart..<queryStart], to: &segments)
        }
        // `#` alone is an empty fragment, as the URL Standard reads it, not none.
        let fragment = end < bytes.count ? try fragmentValue(scheme: scheme, from: end) : nil
        return Link(
            source: source, scheme: scheme, host: host, segments: segments, queryItems: queryItems, fragment: fragment)
    }

    /// The fragment as a value, decoded and checked as a query value is: a route may read it as a
    /// parameter. A link of a scheme that routes on its fragments has no fragment value.
    private func fragmentValue(scheme: String?, from hash: Int) throws(LinkRejection) -> String? {
        if let scheme, policy.routesOnFragments(scheme) { return nil }
        let raw = bytes[(hash + 1)...]
        if let second = raw.firstIndex(of: UInt8(ascii: "#")) {
            throw LinkRejection(.invalidCharacter, "a second '#' at byte \(second) must be percent-encoded")
        }
        let value = try decode(raw, what: "fragment")
        guard value.utf8.count <= policy.maxQueryValueLength else {
            throw LinkRejection(
                .tooLong, "the fragment is \(value.utf8.count) bytes; the limit is \(policy.maxQueryValueLength)")
        }
        return value
    }

    /// Appends the path's segments (the pieces `pathPieces` lists), each checked and decoded.
    private func appendSegments(_ path: ArraySlice<UInt8>, to segments: inout [String]) throws(LinkRejection) {
        guard let inner = piecesText(path) else { return }
        var start = inner.startIndex
        while true {
            let end = inner[start...].firstIndex(of: UInt8(ascii: "/")) ?? inner.endIndex
            guard segments.count < policy.maxSegments else {
                throw LinkRejection(.tooManySegments, "the path has more than \(policy.maxSegments) segments")
            }
            if start == end {
                throw LinkRejection(
                    .emptySegment, "the path '\(ascii(path))' has an empty segment; only one trailing '/' is accepted")
            }
            segments.append(try segment(inner[start..<end]))
            guard end < inner.endIndex else { return }
            start = end + 1
        }
    }

    /// The path and query a fragment carries (`#/orders/17?tab=1`), when the policy routes on
    /// this scheme's fragments and the fragment starts with `/`; `nil` otherwise.
    private func routedFragment(
        scheme: String, from hash: Int
    ) throws(LinkRejection) -> (path: ArraySlice<UInt8>, query: ArraySlice<UInt8>?)? {
        guard hash + 1 < bytes.count, bytes[hash + 1] == UInt8(ascii: "/"), policy.routesOnFragments(scheme)
        else { return nil }
        let fragment = bytes[(hash + 1)...]
        if let second = fragment.firstIndex(of: UInt8(ascii: "#")) {
            throw LinkRejection(.invalidCharacter, "a second '#' at byte \(second) must be percent-encoded")
        }
        guard let question = fragment.firstIndex(of: UInt8(ascii: "?")) else { return (fragment, nil) }
        return (fragment[..<question], fragment[(question + 1)...])
    }

    /// Refuses bytes that have no place in any part of a link.
    private func checkCharacters() throws(LinkRejection) {
        var previous: UInt8 = 0
        for (offset, byte) in bytes.enumerated() {
            // C0 controls, DEL, and the C1 controls U+0080–U+009F (UTF-8: C2 80 … C2 9F).
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) {
                throw LinkRejection(.controlCharacter, "control character at byte \(offset)")
            }
            if byte == UInt8(ascii: " ") || Self.needsEncoding(byte) {
                throw LinkRejection(
                    .invalidCharacter, "'\(Character(Unicode.Scalar(byte)))' at byte \(offset) must be percent-encoded")
            }
            previous = byte
        }
    }

    /// The printable ASCII characters no part of a link may carry unencoded (a space aside).
    private static func needsEncoding(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "^"):
            true
        default: false
        }
    }

    /// Reads `scheme://` and returns the lowercased scheme and the index after `//`.
    private func scanScheme(end: Int) throws(LinkRejection) -> (String, Int) {
        guard let colon = bytes[0..<end].firstIndex(of: UInt8(ascii: ":")),
            colon > 0, isAlpha(bytes[0]),
            bytes[0..<colon].allSatisfy({ isAlpha($0) || isDigit($0) || "+-.".utf8.contains($0) })
        else {
            throw LinkRejection(.invalidURL, "a link starts with a scheme such as 'shop://' or with '/'")
        }
        guard colon + 2 < end, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else {
            throw LinkRejection(.invalidURL, "expected '//' after '\(ascii(bytes[0..<colon]))'")
        }
        return (ascii(bytes[0..<colon]).lowercased(), colon + 3)
    }

    private func checkCustomScheme(_ scheme: String, authority: ArraySlice<UInt8>) throws(LinkRejection) {
        if scheme == "http" {
            throw LinkRejection(.schemeNotAllowed, "http links are never accepted; universal links are https")
        }
        if source == .universalLink {
            throw LinkRejection(.schemeNotAllowed, "a universal link must be https, not '\(scheme)'")
        }
        guard policy.acceptsAnyOrigin || policy.customSchemes.contains(scheme) else {
            let allowed = policy.customSchemes.sorted().joined(separator: ", ")
            throw LinkRejection(
                .schemeNotAllowed,
                "scheme '\(scheme)' is not allowed" + (allowed.isEmpty ? "" : "; allowed: \(allowed)"))
        }
        if authority.contains(UInt8(ascii: "@")) {
            throw LinkRejection(.userInfoNotAllowed, "a link may not carry user info ('…@') before its host")
        }
        if authority.contains(UInt8(ascii: ":")) {
            throw LinkRejection(.portNotAllowed, "a custom-scheme link may not name a port")
        }
    }

    /// Checks the authority of an `https` link (or of a custom scheme's that mirrors web links) and
    /// returns its lowercased ASCII host.
    private func checkedHost(_ authority: ArraySlice<UInt8>) throws(LinkRejection) -> String {
        if authority.contains(UInt8(ascii: "@")) {
            throw LinkRejection(.userInfoNotAllowed, "a link may not carry user info ('…@') before its host")
        }
        var hostBytes = authority
        // An IPv6 literal keeps its colons; a port follows the closing bracket.
        let portSearchStart =
            authority.first == UInt8(ascii: "[")
            ? (authority.firstIndex(of: UInt8(ascii: "]")) ?? authority.endIndex) : authority.startIndex
        if let colon = authority[portSearchStart...].lastIndex(of: UInt8(ascii: ":")) {
            let port = authority[(colon + 1)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(isDigit), Int(ascii(port)) == 443 else {
                throw LinkRejection(.portNotAllowed, "port '\(ascii(port))' is not allowed; https links use 443")
            }
            hostBytes = authority[..<colon]
        }
        guard !hostBytes.isEmpty else { throw LinkRejection(.invalidURL, "the link has no host") }
        if hostBytes.contains(UInt8(ascii: "%")) {
            throw LinkRejection(.invalidEncoding, "percent-encoding is not accepted in a host")
        }
        if hostBytes.first == UInt8(ascii: "[") {
            // Brackets and colons belong to an IPv6 literal only, or the host would print as a port.
            guard hostBytes.count > 2, hostBytes.last == UInt8(ascii: "]"),
                hostBytes.dropFirst().dropLast().allSatisfy({
                    PercentEncoding.hexValue($0) != nil || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
                })
            else {
                throw LinkRejection(.invalidURL, "'\(ascii(hostBytes))' is not an IPv6 literal")
            }
        } else {
            for byte in hostBytes where byte < 0x80 {
                guard isAlpha(byte) || isDigit(byte) || "-._".utf8.contains(byte) else {
                    throw LinkRejection(
                        .invalidCharacter, "'\(Character(Unicode.Scalar(byte)))' cannot appear in a host")
                }
            }
        }
        // Most hosts are ASCII: lowercased from the bytes, without going through a `String` first.
        let isASCII = hostBytes.allSatisfy { $0 < 0x80 }
        guard var host = isASCII ? HostName.lowercasedASCII(hostBytes) : HostName.asciiForm(ascii(hostBytes)) else {
            throw LinkRejection(
                .hostNotAllowed, "host '\(ascii(hostBytes))' has a label that cannot be converted to ASCII")
        }
        // Read as a browser reads it: a numeric host is an IPv4 address, an xn-- label must decode.
        if hostBytes.first != UInt8(ascii: "[") {
            do {
                host = try StandardHost.canonical(host)
            } catch {
                throw LinkRejection(.invalidHost, "host '\(host)' is not one a browser would load: \(error.reason)")
            }
        }
        guard policy.acceptsAnyOrigin || policy.accepts(host: host) else {
            throw LinkRejection(
                .hostNotAllowed,
                "host '\(host)' is not an allowed universal-link host"
                    + (policy.universalLinkHosts.isEmpty
                        ? "" : "; allowed: \(policy.universalLinkHosts.sorted().joined(separator: ", "))"))
        }
        return host
    }

    /// The raw segments of a path that starts with `/` (or is empty), empty ones included. One
    /// trailing `/` is dropped (`/basket/` is `/basket`); any other empty segment (`//basket`,
    /// `/basket//`) is refused by the caller, because no `apple-app-site-association` component
    /// could send it to the app without covering far more, and a web server may read it otherwise.
    private func pathPieces(_ path: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        piecesText(path)?.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) ?? []
    }

    /// The part of a path its pieces are cut from: without the leading `/` and one trailing `/`;
    /// `nil` when the path has no piece at all (empty, or `/` alone).
    private func piecesText(_ path: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var inner = path.dropFirst()
        if inner.last == UInt8(ascii: "/") { inner = inner.dropLast() }
        return !inner.isEmpty || path.count > 1 ? inner : nil
    }

    /// Decodes and checks one raw path segment.
    private func segment(_ raw: ArraySlice<UInt8>) throws(LinkRejection) -> String {
        if isDotSegment(raw) { throw LinkRejection(.dotSegment, "'\(ascii(raw))' segments are refused, not resolved") }
        if raw.contains(UInt8(ascii: "[")) || raw.contains(UInt8(ascii: "]")) {
            throw LinkRejection(.invalidCharacter, "'[' and ']' must be percent-encoded in a path")
        }
        let decoded = try decode(raw, what: "path segment")
        if decoded == "." || decoded == ".." {
            throw LinkRejection(.dotSegment, "encoded '\(decoded)' segments are refused, not resolved")
        }
        guard decoded.utf8.count <= policy.maxSegmentLength else {
            throw LinkRejection(
                .tooLong, "a path segment is \(decoded.utf8.count) bytes; the limit is \(policy.maxSegmentLength)")
        }
        return decoded
    }

    private func query(_ raw: ArraySlice<UInt8>) throws(LinkRejection) -> [QueryItem] {
        var items: [QueryItem] = []
        for piece in raw.split(separator: UInt8(ascii: "&")) {
            guard items.count < policy.maxQueryItems else {
                throw LinkRejection(.tooManyQueryItems, "the query has more than \(policy.maxQueryItems) items")
            }
            if piece.contains(UInt8(ascii: "[")) || piece.contains(UInt8(ascii: "]")) {
                throw LinkRejection(.invalidCharacter, "'[' and ']' must be percent-encoded in a query")
            }
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            let name = try decode(piece[..<equals], what: "query name")
            let value = equals < piece.endIndex ? try decode(piece[(equals + 1)...], what: "query value") : ""
            for part in [name, value] where part.utf8.count > policy.maxQueryValueLength {
                throw LinkRejection(
                    .tooLong, "a query item is \(part.utf8.count) bytes; the limit is \(policy.maxQueryValueLength)",
                    parameter: name)
            }
            // "&=x" names nothing: there is no parameter it could belong to.
            if !name.isEmpty { items.append(QueryItem(name: name, value: value)) }
        }
        return items
    }

    private func decode(_ raw: ArraySlice<UInt8>, what: String) throws(LinkRejection) -> String {
        let decoded: String
        do {
            decoded = try PercentEncoding.decode(raw, plusIsSpace: policy.decodesPlusAsSpace)
        } catch .malformed {
            throw LinkRejection(.invalidEncoding, "malformed percent-encoding in \(what) '\(ascii(raw))'")
        } catch {
            throw LinkRejection(.invalidEncoding, "\(what) '\(ascii(raw))' does not decode to UTF-8")
        }
        // Without an escape the text is the raw bytes, whose controls `checkCharacters` refused.
        if raw.contains(UInt8(ascii: "%")), decoded.containsLinkControlCharacter {
            throw LinkRejection(.controlCharacter, "\(what) '\(ascii(raw))' decodes to a control character")
        }
        return decoded
    }

    private func isDotSegment(_ raw: ArraySlice<UInt8>) -> Bool {
        raw.allSatisfy { $0 == UInt8(ascii: ".") } && raw.count <= 2
    }

    private func ascii(_ raw: ArraySlice<UInt8>) -> String { String(decoding: raw, as: UTF8.self) }
    private func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
