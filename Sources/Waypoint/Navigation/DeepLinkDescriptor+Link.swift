public import Foundation

extension DeepLinkDescriptor {
    /// Makes a descriptor from a URL: its path (for custom schemes the host is the first
    /// segment), and its query items as parameters.
    ///
    /// ```swift
    /// let descriptor = try DeepLinkDescriptor(url: URL(string: "shop://profile/details?userId=12345")!)
    /// descriptor.path        // "/profile/details"
    /// descriptor.parameters  // ["userId": "12345"]
    /// ```
    ///
    /// The URL's structure is checked (encoding, dot segments, control characters, size); the
    /// app's scheme and host policy applies later, when the descriptor is navigated.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - presentationMode: How to show the destination.
    ///   - source: The entry point; inferred from the URL's form when `nil`.
    /// - Throws: ``LinkRejection``; `duplicateParameter` for a repeated query key, which a
    ///   dictionary cannot hold (open such links as a ``Link`` instead).
    public init(url: URL, presentationMode: PresentationMode = .push, source: LinkSource? = nil) throws(LinkRejection) {
        let text = url.absoluteString
        let source = source ?? LinkParser.inferredSource(for: text)
        let link = try LinkParser(policy: .structural).parse(text, source: source)
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
    public func link() throws(LinkRejection) -> Link {
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
