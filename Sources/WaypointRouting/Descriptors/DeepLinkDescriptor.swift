/// A navigation intent: which path to show, with which parameters, how, and who asked.
///
/// Descriptors are what feature modules hand the `NavigationManager` instead of pushing each
/// other's screens. They carry strings only; the route table checks and converts them.
///
/// ```swift
/// let descriptor = DeepLinkDescriptor(
///     path: "/profile/details",
///     parameters: ["userId": "12345"],
///     presentationMode: .push
/// )
/// ```
public struct DeepLinkDescriptor: Hashable, Sendable, Codable {
    /// The path to match, such as `/profile/details`. Decoded text: a `/` inside a segment is
    /// not expressible here; build such links with ``Link`` instead.
    public var path: String
    /// Parameters by name. Path placeholders and query parameters share this dictionary.
    public var parameters: [String: String]
    /// How the destination is shown.
    public var presentationMode: PresentationMode
    /// Which entry point produced this descriptor.
    public var source: LinkSource

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - path: The path to match, such as `/profile/details`.
    ///   - parameters: Named parameters; query parameters of the route go here too.
    ///   - presentationMode: How to show the destination. Defaults to ``PresentationMode/push``.
    ///   - source: The entry point. Defaults to ``LinkSource/inApp``.
    public init(
        path: String,
        parameters: [String: String] = [:],
        presentationMode: PresentationMode = .push,
        source: LinkSource = .inApp
    ) {
        self.path = path
        self.parameters = parameters
        self.presentationMode = presentationMode
        self.source = source
    }
}
