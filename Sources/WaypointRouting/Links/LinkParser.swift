public import Foundation

/// Turns untrusted text into a checked ``Link``, or a ``LinkRejection`` that says why not.
///
/// The parser owns the whole job rather than trusting `URL.path`: it splits the
/// percent-encoded path on `/` first and decodes each segment after, so `%2F` stays inside its
/// segment; it refuses `.` and `..` segments (plain or encoded) instead of resolving them; it
/// refuses control characters, user info, non-default ports and malformed escapes; and it
/// enforces the policy's size caps before doing work proportional to the input.
///
/// ```swift
/// let parser = LinkParser(policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
/// let link = try parser.parse("shop://catalog/shoes?ref=home", source: .customScheme)
/// link.segments    // ["catalog", "shoes"]
/// link.queryItems  // [QueryItem(name: "ref", value: "home")]
/// ```
public struct LinkParser: Sendable {
    /// The policy every parsed link is checked against.
    package let policy: LinkPolicy

    /// Creates a parser for a policy.
    public init(policy: LinkPolicy) {
        self.policy = policy
    }

    /// Parses and checks a link.
    ///
    /// Accepted forms: an in-app path (`/basket?x=1`), a custom-scheme link (`shop://basket`,
    /// whose host is the first path segment) and an `https` universal link. The fragment is decoded
    /// and checked as a query value is (``Link/fragment``), for a route that reads it as a parameter;
    /// when the policy routes the link's scheme on its fragment (``LinkPolicy/fragmentRoutedSchemes``),
    /// it carries the path instead.
    ///
    /// - Parameters:
    ///   - text: The link as received.
    ///   - source: The entry point it came from. Universal links must be `https`; custom-scheme
    ///     entry points take only the policy's custom schemes.
    /// - Returns: The normalised link.
    /// - Throws: ``LinkRejection`` with the first problem found.
    public func parse(_ text: String, source: LinkSource) throws(LinkRejection) -> Link {
        try LinkScanner(bytes: Array(text.utf8), policy: policy, source: source).scan().get()
    }

    /// Parses and checks a `URL`, exactly as its absolute string.
    public func parse(_ url: URL, source: LinkSource) throws(LinkRejection) -> Link {
        try parse(url.absoluteString, source: source)
    }

    /// The source a link's form suggests when the caller does not know it: `https` (and `http`)
    /// links are universal links, other schemes custom-scheme links, bare paths in-app.
    package static func inferredSource(for text: String) -> LinkSource {
        if text.hasPrefix("/") { return .inApp }
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("https:") || lowered.hasPrefix("http:") ? .universalLink : .customScheme
    }
}
