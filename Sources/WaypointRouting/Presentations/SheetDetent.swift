/// A height a sheet rests at, as `UISheetPresentationController.Detent` and SwiftUI's
/// `PresentationDetent` offer them.
///
/// ```swift
/// var guide = RouteDefinition("catalog.sizes", pattern: "/sizes", module: "Catalog", presentation: .modal(.sheet))
/// guide.sheet.detents = [.medium, .large]
/// guide.sheet.selectedDetent = .medium
/// ```
///
/// Saved states, manifests and logs write a detent as one short string: `medium`, `large`,
/// `fraction:0.3`, `height:240`.
public enum SheetDetent: Hashable, Sendable, CustomStringConvertible {
    /// About half the screen's height (`.medium()`, `.medium`).
    case medium
    /// The full height (`.large()`, `.large`).
    case large
    /// This fraction of the full height: above 0, at most 1 (a custom detent, `.fraction(_:)`).
    case fraction(Double)
    /// This height in points, above 0 (a custom detent, `.height(_:)`).
    case height(Double)

    /// The string form: `medium`, `large`, `fraction:0.3`, `height:240`.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let value): "fraction:\(value)"
        case .height(let value): "height:\(value)"
        }
    }

    /// Parses the string form; `nil` for anything else.
    package init?(_ description: String) {
        switch description {
        case "medium": self = .medium
        case "large": self = .large
        default:
            let parts = description.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            switch parts[0] {
            case "fraction": self = .fraction(value)
            case "height": self = .height(value)
            default: return nil
            }
        }
    }

    /// Whether a sheet can rest at this height: a fraction above 0 and at most 1, a height above 0.
    package var isShowable: Bool {
        switch self {
        case .medium, .large: true
        case .fraction(let value): value.isFinite && value > 0 && value <= 1
        case .height(let value): value.isFinite && value > 0
        }
    }

    /// The height the sheet rests at in a container whose full sheet height is `maximum`: what a
    /// custom detent's resolver answers (medium is half, as UIKit's is about).
    package func height(in maximum: Double) -> Double {
        switch self {
        case .medium: maximum / 2
        case .large: maximum
        case .fraction(let value): maximum * value
        case .height(let value): min(value, maximum)
        }
    }
}

extension SheetDetent: Codable {
    /// Reads the string form.
    ///
    /// - Throws: `DecodingError` for a string that is not a detent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let detent = SheetDetent(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "'\(text)' is not a sheet detent (medium, large, fraction:<0…1>, height:<points>)")
        }
        self = detent
    }

    /// Writes the string form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
