/// The parts of an `https` URL as Apple's matching sees them, percent-encoded as written.
struct URLParts {
    let host: String
    let path: String
    let query: String?
    let fragment: String?

    init?(_ url: String) {
        guard url.lowercased().hasPrefix("https://") else { return nil }
        var rest = Substring(url.dropFirst("https://".count))
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        } else {
            fragment = nil
        }
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        } else {
            query = nil
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        host = String(rest[..<slash])
        guard !host.isEmpty else { return nil }
        path = slash == rest.endIndex ? "/" : String(rest[slash...])
    }

    /// The query's items, split on `&` and the first `=`, still encoded.
    var queryItems: [(name: String, value: String)] {
        (query ?? "").split(separator: "&").map { piece in
            let equals = piece.firstIndex(of: "=") ?? piece.endIndex
            let value = String(piece[equals...].dropFirst())
            return (String(piece[..<equals]), value)
        }
    }
}
