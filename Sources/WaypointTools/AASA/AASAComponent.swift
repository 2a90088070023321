/// One entry of `applinks.details[].components` in an `apple-app-site-association` file: patterns
/// for the URL's path, query and fragment, and what a match means.
///
/// Absent patterns match everything (`*`). ``caseSensitive`` and ``percentEncoded`` default to
/// `true` when neither the component nor a `defaults` object sets them.
package struct AASAComponent: Hashable, Sendable {
    /// The pattern for the path (`/`).
    package var path: String?
    /// The pattern for the query (`?`): one pattern for the whole query, or one per item name.
    package var query: Query?
    /// The pattern for the fragment (`#`).
    package var fragment: String?
    /// Whether a match keeps the link out of the app.
    package var exclude: Bool?
    /// Whether patterns compare case-sensitively.
    package var caseSensitive: Bool?
    /// Whether patterns are compared with the URL as written (percent-encoded, `true`), or with
    /// its percent-decoded text (`false`).
    package var percentEncoded: Bool?
    /// Text the system ignores.
    package var comment: String?
    /// Whether the file held this component in a form that could not be read exactly; such a
    /// component keeps its place and matches nothing (see `AASAFile.Problem`).
    package var unreadable = false

    /// A component that could not be read.
    static var unreadable: AASAComponent {
        var component = AASAComponent()
        component.unreadable = true
        return component
    }

    /// A query pattern.
    package enum Query: Hashable, Sendable {
        /// A pattern for the whole query string, without `?`.
        case pattern(String)
        /// Patterns for the values of named query items.
        case items([String: String])
    }

    /// Creates a component.
    package init(
        path: String? = nil, query: Query? = nil, fragment: String? = nil, exclude: Bool? = nil,
        caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
        self.comment = comment
    }

    /// The component's settings, with those it leaves out taken from `defaults`.
    func applying(defaults: AASAComponent?) -> AASAComponent {
        guard let defaults else { return self }
        var merged = self
        merged.path = path ?? defaults.path
        merged.query = query ?? defaults.query
        merged.fragment = fragment ?? defaults.fragment
        merged.exclude = exclude ?? defaults.exclude
        merged.caseSensitive = caseSensitive ?? defaults.caseSensitive
        merged.percentEncoded = percentEncoded ?? defaults.percentEncoded
        return merged
    }

    /// The component as JSON, keys in the order Apple's documentation lists them.
    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let path { members.append(("/", .string(path))) }
        switch query {
        case .pattern(let pattern)?: members.append(("?", .string(pattern)))
        case .items(let items)?:
            members.append(("?", .object(items.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        case nil: break
        }
        if let fragment { members.append(("#", .string(fragment))) }
        if let exclude { members.append(("exclude", .bool(exclude))) }
        if let caseSensitive { members.append(("caseSensitive", .bool(caseSensitive))) }
        if let percentEncoded { members.append(("percentEncoded", .bool(percentEncoded))) }
        if let comment { members.append(("comment", .string(comment))) }
        return .object(members)
    }
}
