public import Foundation

extension DeepLinkDescriptor {
    /// Makes a descriptor from a URL, checked against the app's policy: its path (for custom
    /// schemes the host is the first segment), and its query items as parameters.
    ///
    /// ```swift
    /// let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])
    /// let descriptor = try DeepLinkDescriptor(url: URL(string: "shop://profile/details?userId=12345")!, policy: policy)
    /// descriptor.path        // "/profile/details"
    /// descriptor.parameters  // ["userId": "12345"]
    /// ```
    ///
    /// A descriptor keeps the path and the source, not the scheme or the host, so the origin is
    /// checked here, once: a URL from a scheme or host the policy does not accept is refused
    /// (`schemeNotAllowed`, `hostNotAllowed`, …), as `NavigationManager` refuses it when the
    /// URL is opened directly. Pass ``LinkPolicy/structural`` only for URLs the app made itself.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - policy: The app's link policy.
    ///   - presentationMode: How to show the destination; `nil` shows it as its route declares.
    ///   - source: The entry point; inferred from the URL's form when `nil`.
    /// - Throws: ``LinkRejection``; `duplicateParameter` for a repeated query key, which a
    ///   dictionary cannot hold (open such links with `NavigationManager` instead).
    public init(
        url: URL, policy: LinkPolicy, presentationMode: PresentationMode? = nil, source: LinkSource? = nil
    ) throws(LinkRejection) {
        let text = url.absoluteString
        let source = source ?? LinkParser.inferredSource(for: text)
        let link = try LinkParser(policy: policy).parse(text, source: source)
        var parameters: [String: String] = [:]
        for item in link.queryItems {
            guard parameters.updateValue(item.value, forKey: item.name) == nil else {
                throw LinkRejection(
                    .duplicateParameter, "query parameter '\(item.name)' appears more than once", parameter: item.name)
            }
        }
        self.init(path: link.encodedPath, parameters: parameters, presentationMode: presentationMode, source: source)
    }

    /// The descriptor as a link: the path parsed like an in-app link, the parameters as query
    /// items in name order, the descriptor's source.
    ///
    /// - Throws: ``LinkRejection`` when the path is not a well-formed `/…` path.
    package func link() throws(LinkRejection) -> Link {
        guard path.hasPrefix("/") else {
            throw LinkRejection(.invalidURL, "a descriptor's path starts with '/': '\(path)'")
        }
        // Parameters go through the same parser as a link's own query, so they meet the same
        // checks: control characters, lengths, counts.
        var text = path
        if !parameters.isEmpty {
            let items = parameters.sorted(by: { $0.key < $1.key }).map { QueryItem(name: $0.key, value: $0.value) }
            // Bytes, as the parser reads them: a "?" followed by a combining mark is one `Character`.
            text += (path.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + Link.encodedQuery(items)
        }
        var link = try LinkParser(policy: .structural).parse(text, source: .inApp)
        link.source = source
        return link
    }
}
