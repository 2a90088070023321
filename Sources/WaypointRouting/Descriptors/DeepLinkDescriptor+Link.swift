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

    /// The descriptor as a link: the path parsed like an in-app link, the parameters after the path's
    /// own query items, in name order, the descriptor's source. The parameters meet the checks a link's
    /// query meets: control characters, lengths, counts, and the link's length with them written out.
    ///
    /// - Throws: ``LinkRejection`` when the path is not a well-formed `/…` path or a parameter breaks
    ///   a check.
    package func link() throws(LinkRejection) -> Link {
        guard path.hasPrefix("/") else {
            throw LinkRejection(.invalidURL, "a descriptor's path starts with '/': '\(path)'")
        }
        let policy = LinkPolicy.structural
        var link = try LinkParser(policy: policy).parse(path, source: .inApp)
        link.source = source
        guard !parameters.isEmpty else { return link }
        let items = parameters.sorted { $0.key < $1.key }.map { QueryItem(name: $0.key, value: $0.value) }
        let length = path.utf8.count + 1 + Link.encodedQuery(items).utf8.count
        guard length <= policy.maxLength else {
            throw LinkRejection(.tooLong, "the link is \(length) bytes; the limit is \(policy.maxLength)")
        }
        for item in items {
            if item.name.containsLinkControlCharacter || item.value.containsLinkControlCharacter {
                throw LinkRejection(
                    .controlCharacter, "query item '\(item.name)' has a control character", parameter: item.name)
            }
            for part in [item.name, item.value] where part.utf8.count > policy.maxQueryValueLength {
                throw LinkRejection(
                    .tooLong, "a query item is \(part.utf8.count) bytes; the limit is \(policy.maxQueryValueLength)",
                    parameter: item.name)
            }
        }
        // An item without a name belongs to no parameter, as in a link's query.
        link.queryItems += items.filter { !$0.name.isEmpty }
        guard link.queryItems.count <= policy.maxQueryItems else {
            throw LinkRejection(.tooManyQueryItems, "the query has more than \(policy.maxQueryItems) items")
        }
        return link
    }
}
