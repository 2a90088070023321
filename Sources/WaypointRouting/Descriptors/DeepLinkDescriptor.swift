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
public struct DeepLinkDescriptor: Hashable, Sendable {
    /// The path to match, such as `/profile/details`. Decoded text: a `/` inside a segment is
    /// not expressible here; build such links with ``Link`` instead.
    public var path: String
    /// Parameters by name. Path placeholders and query parameters share this dictionary.
    public var parameters: [String: String]
    /// The presentation the descriptor's maker named, or `nil` to show the destination as its
    /// route declares (`RouteDefinition.presentation`): a descriptor for a route declared
    /// `.modal(.fullScreen)` presents it unless it asks for something else.
    package var requestedPresentation: PresentationMode?
    /// Which entry point produced this descriptor.
    public var source: LinkSource
    /// The detent a sheet opens at, one of those its route offers (``RouteDefinition/sheet``);
    /// `nil` opens it as the route declares.
    public var detent: SheetDetent?
    /// The anchor a popover points at, named by the screen that asks; `nil` takes the route's
    /// (``RouteDefinition/popover``).
    public var anchor: PopoverAnchor?

    /// How the destination is shown: the requested presentation, or ``PresentationMode/push`` when
    /// none was named (the manager then uses the route's declared presentation instead).
    public var presentationMode: PresentationMode {
        get { requestedPresentation ?? .push }
        set { requestedPresentation = newValue }
    }

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - path: The path to match, such as `/profile/details`.
    ///   - parameters: Named parameters; query parameters of the route go here too.
    ///   - presentationMode: How to show the destination; `nil` (the default) shows it as its
    ///     route declares.
    ///   - detent: The detent a sheet opens at; `nil` (the default) opens it as its route declares.
    ///   - anchor: The anchor a popover points at; `nil` (the default) takes its route's.
    ///   - source: The entry point. Defaults to ``LinkSource/inApp``.
    public init(
        path: String,
        parameters: [String: String] = [:],
        presentationMode: PresentationMode? = nil,
        detent: SheetDetent? = nil,
        anchor: PopoverAnchor? = nil,
        source: LinkSource = .inApp
    ) {
        self.path = path
        self.parameters = parameters
        self.requestedPresentation = presentationMode
        self.detent = detent
        self.anchor = anchor
        self.source = source
    }
}

/// Written with the key `presentationMode`, left out when none was requested, so that saved
/// states written before `requestedPresentation` existed read as they were written; `detent` and
/// `anchor` are likewise left out when unset. The coding is the synthesized one; only the key's
/// name differs from the property's.
extension DeepLinkDescriptor: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, parameters, source, detent, anchor
        case requestedPresentation = "presentationMode"
    }
}
