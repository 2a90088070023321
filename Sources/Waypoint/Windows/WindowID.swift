/// A window's identity, as the app names it: a scene session's persistent identifier, the value of
/// a SwiftUI `WindowGroup(for:)` window, or one ``NavigationWindows`` made for a window it asked the
/// platform to open.
///
/// ```swift
/// let window = WindowID(rawValue: session.persistentIdentifier)
/// let manager = windows.connect(window)
/// ```
public struct WindowID: RawIdentifier, ExpressibleByStringLiteral, CodingKeyRepresentable {
    /// The identity's text.
    public let rawValue: String
    /// Wraps a text; a string literal does the same: `let main: WindowID = "main"`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
