/// The name of a place on a screen a popover points at: a button, a bar button item. The screen
/// that asks for the popover names it; the container finds the view or item the screen gives
/// that name.
///
/// ```swift
/// await manager.navigate(using: DeepLinkDescriptor(path: "/products/42/share", anchor: "share"))
/// ```
public struct PopoverAnchor: RawIdentifier, ExpressibleByStringLiteral {
    /// The name, such as `share`.
    public let rawValue: String
    /// Wraps a name; a string literal does the same: `let anchor: PopoverAnchor = "share"`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// How a popover shows: the anchor it points at, and what it becomes on a compact width (an
/// iPhone, a narrow split screen), where UIKit and SwiftUI show no popover unless told to.
///
/// ```swift
/// var share = RouteDefinition("product.share", pattern: "/products/{id: int}/share", module: "Catalog",
///                             presentation: .modal(.popover))
/// share.popover = PopoverOptions(anchor: "share", compactAdaptation: .sheet)
/// ```
public struct PopoverOptions: Hashable, Sendable, Codable {
    /// The anchor the popover points at. A route may leave it to the request
    /// (`DeepLinkDescriptor.anchor`); a popover shown always has one.
    public var anchor: PopoverAnchor?
    /// What the popover becomes on a compact width: `.sheet` (the documented adaptation, and the
    /// default), `.fullScreen`, or `.popover` to stay a popover.
    public var compactAdaptation: ModalStyle

    /// Creates popover options.
    public init(anchor: PopoverAnchor? = nil, compactAdaptation: ModalStyle = .sheet) {
        self.anchor = anchor
        self.compactAdaptation = compactAdaptation
    }

    /// The options in words, as logs and tools show them: `anchor 'share'` (or `no anchor`), then
    /// `compact fullScreen` when the adaptation is not the default.
    package var summary: [String] {
        [anchor.map { "anchor '\($0.rawValue)'" } ?? "no anchor"]
            + (compactAdaptation == .sheet ? [] : ["compact \(compactAdaptation.rawValue)"])
    }
}

/// Read with the default adaptation when the key is left out, so that a hand-written or older
/// saved popover reads as meant; written with both keys.
extension PopoverOptions {
    private enum CodingKeys: String, CodingKey {
        case anchor, compactAdaptation
    }

    /// Reads the options; a missing `compactAdaptation` is `.sheet`, the default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            anchor: try container.decodeIfPresent(PopoverAnchor.self, forKey: .anchor),
            compactAdaptation: try container.decodeIfPresent(ModalStyle.self, forKey: .compactAdaptation) ?? .sheet)
    }
}
