/// How a sheet shows: the heights it rests at, the one it rests at now, its grabber, whether a
/// swipe down dismisses it, and up to which height the screen beneath stays usable.
///
/// A route declares them (``RouteDefinition/sheet``); a request may ask for another of the
/// route's detents (`DeepLinkDescriptor.detent`); the user's drag between detents is reported
/// back, so the state, and a restored session, keep the height the user left.
///
/// ```swift
/// var filters = RouteDefinition("search.filters", pattern: "/search/filters", module: "Search",
///                               presentation: .modal(.sheet))
/// filters.sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true,
///                              largestUndimmedDetent: .medium)
/// ```
public struct SheetOptions: Hashable, Sendable {
    /// The heights the sheet may rest at, smallest first; never empty. `[.large]` by default.
    public var detents: [SheetDetent]
    /// The height the sheet rests at: one of ``detents``, or `nil` for the smallest.
    public var selectedDetent: SheetDetent?
    /// Whether the sheet shows a grabber at its top edge.
    public var showsGrabber: Bool
    /// Whether the user may dismiss the sheet by swiping it down; a form with unsaved work says no.
    public var allowsSwipeToDismiss: Bool
    /// The largest detent at which the screen beneath stays undimmed and usable; `nil` dims at
    /// every detent.
    public var largestUndimmedDetent: SheetDetent?

    /// Creates sheet options; the defaults are a full-height sheet the user may swipe away.
    public init(
        detents: [SheetDetent] = [.large], selectedDetent: SheetDetent? = nil, showsGrabber: Bool = false,
        allowsSwipeToDismiss: Bool = true, largestUndimmedDetent: SheetDetent? = nil
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.showsGrabber = showsGrabber
        self.allowsSwipeToDismiss = allowsSwipeToDismiss
        self.largestUndimmedDetent = largestUndimmedDetent
    }

    /// One rule the options break, as a saved state's check names it.
    package enum BrokenRule: Hashable, Sendable, CustomStringConvertible {
        /// The sheet offers no detent at all.
        case noDetents
        /// A detent no sheet can rest at (a fraction outside 0…1, a height of 0 or less).
        case unshowableDetent(SheetDetent)
        /// The sheet offers this detent twice.
        case duplicateDetent(SheetDetent)
        /// The selected or largest undimmed detent is not one the sheet offers.
        case detentNotOffered(SheetDetent)

        /// The rule in words.
        package var description: String {
            switch self {
            case .noDetents: "offers no detent"
            case .unshowableDetent(let detent): "offers the detent '\(detent)', at which no sheet can rest"
            case .duplicateDetent(let detent): "offers the detent '\(detent)' twice"
            case .detentNotOffered(let detent): "names the detent '\(detent)', which it does not offer"
            }
        }
    }

    /// The options that differ from the defaults, in words, as logs and tools show them:
    /// `detents medium large`, `at medium`, `grabber`, `no swipe to dismiss`, `undimmed up to medium`.
    package var summary: [String] {
        var parts: [String] = []
        if detents != [.large] { parts.append("detents " + detents.map(\.description).joined(separator: " ")) }
        if let selectedDetent { parts.append("at \(selectedDetent)") }
        if showsGrabber { parts.append("grabber") }
        if !allowsSwipeToDismiss { parts.append("no swipe to dismiss") }
        if let largestUndimmedDetent { parts.append("undimmed up to \(largestUndimmedDetent)") }
        return parts
    }

    /// Every rule the options break, in a stable order; empty for options a container can show.
    package var brokenRules: [BrokenRule] {
        var broken: [BrokenRule] = []
        if detents.isEmpty { broken.append(.noDetents) }
        var seen: [SheetDetent] = []
        for detent in detents {
            if !detent.isShowable { broken.append(.unshowableDetent(detent)) }
            if seen.contains(detent) { broken.append(.duplicateDetent(detent)) } else { seen.append(detent) }
        }
        for named in [selectedDetent, largestUndimmedDetent] {
            if let named, !detents.contains(named) { broken.append(.detentNotOffered(named)) }
        }
        return broken
    }
}

/// Written with only the keys that differ from the defaults, and read with the defaults for the
/// keys left out, so that a hand-written or older saved sheet reads as meant.
extension SheetOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case detents, selectedDetent, showsGrabber, allowsSwipeToDismiss, largestUndimmedDetent
    }

    /// Reads the options; a missing key takes its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            detents: try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? [.large],
            selectedDetent: try container.decodeIfPresent(SheetDetent.self, forKey: .selectedDetent),
            showsGrabber: try container.decodeIfPresent(Bool.self, forKey: .showsGrabber) ?? false,
            allowsSwipeToDismiss: try container.decodeIfPresent(Bool.self, forKey: .allowsSwipeToDismiss) ?? true,
            largestUndimmedDetent: try container.decodeIfPresent(SheetDetent.self, forKey: .largestUndimmedDetent))
    }

    /// Writes the keys whose values differ from the defaults.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if detents != [.large] { try container.encode(detents, forKey: .detents) }
        try container.encodeIfPresent(selectedDetent, forKey: .selectedDetent)
        if showsGrabber { try container.encode(showsGrabber, forKey: .showsGrabber) }
        if !allowsSwipeToDismiss { try container.encode(allowsSwipeToDismiss, forKey: .allowsSwipeToDismiss) }
        try container.encodeIfPresent(largestUndimmedDetent, forKey: .largestUndimmedDetent)
    }
}
