import Waypoint

/// Mermaid node ids: letters, digits and `_` only, never a keyword such as `end`, never reused.
struct MermaidNodeIDs {
    private var assigned: [String: String] = [:]
    private var used: Set<String> = []

    mutating func route(_ id: RouteID) -> String { identifier(for: "r:" + id.rawValue, base: "r_" + id.rawValue) }
    mutating func module(_ name: String) -> String { identifier(for: "m:" + name, base: "m_" + name) }

    private mutating func identifier(for key: String, base: String) -> String {
        if let existing = assigned[key] { return existing }
        let clean = String(base.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        var candidate = clean
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(clean)_\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        assigned[key] = candidate
        return candidate
    }
}
