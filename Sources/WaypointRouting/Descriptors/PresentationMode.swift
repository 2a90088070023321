/// How a modal layer covers the screen beneath it.
///
/// ```swift
/// let login = DeepLinkDescriptor(path: "/login", presentationMode: .modal(.sheet))
/// let checkout = DeepLinkDescriptor(path: "/checkout", presentationMode: .modal(.fullScreen))
/// let share = DeepLinkDescriptor(path: "/share", presentationMode: .modal(.popover), anchor: "share")
/// ```
public enum ModalStyle: String, CaseIterable, Codable, Hashable, Sendable {
    /// A card that leaves the presenting screen partly visible (`UISheetPresentationController`, `.sheet`).
    case sheet
    /// Covers the whole screen (`.fullScreen`, `.fullScreenCover`).
    case fullScreen
    /// A bubble pointing at an anchor of the screen beneath (`.popover`), as ``PopoverOptions`` say;
    /// on a compact width it becomes what the options' `compactAdaptation` says, a sheet by default.
    case popover
}

/// How a destination is shown.
///
/// ```swift
/// let details = DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"], presentationMode: .push)
/// let login = DeepLinkDescriptor(path: "/login", presentationMode: .modal)          // a sheet
/// let checkout = DeepLinkDescriptor(path: "/checkout", presentationMode: .modal(.fullScreen))
/// ```
public enum PresentationMode: Hashable, Sendable {
    /// Pushes onto the current stack, keeping what is on screen.
    case push
    /// Presents a new modal layer with its own stack.
    case modal(ModalStyle)
    /// Replaces the whole current stack with the destination (and its synthetic parents).
    case replaceStack
    /// Pops back to the destination when the stack already shows it; pushes it otherwise.
    case popToExistingOrPush
    /// Selects the named tab, then pushes onto its stack.
    case switchTab(TabID)

    /// A modal sheet: shorthand for `.modal(.sheet)`.
    public static var modal: PresentationMode { .modal(.sheet) }
}

/// The identity of a tab in a tabbed navigation state.
///
/// ```swift
/// configuration.addTab("shop", root: "home")
/// configuration.addTab("account", root: "account")
/// await manager.selectTab("account")
/// ```
public struct TabID: RawIdentifier, ExpressibleByStringLiteral {
    /// The tab's name, such as `shop`.
    public let rawValue: String
    /// Wraps a name; a string literal does the same: `let tab: TabID = "shop"`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
