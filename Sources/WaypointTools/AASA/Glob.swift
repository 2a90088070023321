/// An `apple-app-site-association` pattern: `*` matches any run of characters (including none,
/// and including `/`), `?` exactly one character; everything else matches itself.
struct Glob: Hashable, Sendable {
    private enum Token: Hashable {
        case character(Character)
        case one
        case any
    }

    private let tokens: [Token]
    /// The pattern as written.
    let text: String

    init(_ text: String) {
        self.text = text
        tokens = text.map { $0 == "*" ? .any : ($0 == "?" ? .one : .character($0)) }
    }

    /// Whether the pattern matches all of `subject`.
    func matches(_ subject: String) -> Bool {
        let characters = Array(subject)
        var p = 0
        var s = 0
        var star: Int?
        var resume = 0
        while s < characters.count {
            if p < tokens.count, tokens[p] == .one || tokens[p] == .character(characters[s]) {
                p += 1
                s += 1
            } else if p < tokens.count, tokens[p] == .any {
                star = p
                resume = s
                p += 1
            } else if let starAt = star {
                // Let the last `*` take one more character and retry.
                p = starAt + 1
                resume += 1
                s = resume
            } else {
                return false
            }
        }
        return tokens[p...].allSatisfy { $0 == .any }
    }

    /// Whether some text matches both patterns.
    func intersects(_ other: Glob) -> Bool {
        let a = tokens
        let b = other.tokens
        var seen: Set<[Int]> = []
        var stack = [[0, 0]]
        while let state = stack.popLast() {
            guard seen.insert(state).inserted else { continue }
            let (i, j) = (state[0], state[1])
            if i == a.count, j == b.count { return true }
            // A `*` may match nothing.
            if i < a.count, a[i] == .any { stack.append([i + 1, j]) }
            if j < b.count, b[j] == .any { stack.append([i, j + 1]) }
            // Or both consume one common character; a `*` stays where it is while consuming.
            guard i < a.count, j < b.count else { continue }
            switch (a[i], b[j]) {
            case (.character(let x), .character(let y)) where x != y: continue
            default: stack.append([a[i] == .any ? i : i + 1, b[j] == .any ? j : j + 1])
            }
        }
        return false
    }
}
