/// The stable identity of one entry in a ``NavigationState``.
///
/// The state mints identities itself, from a counter that only grows and is saved with the
/// state. So two runs of the same requests produce equal identities (tests and restoration
/// can compare states with `==`), and an identity never repeats within a state, even after a
/// round trip through `Codable`. Containers key their screens by it: a view controller, a
/// SwiftUI path element.
///
/// ```swift
/// let state = NavigationState(stack: [home])
/// let rootID: EntryID? = state.visibleStack.first?.id   // entry#0
/// ```
public struct EntryID: RawIdentifier {
    /// The minted number.
    public let rawValue: UInt64

    /// Wraps a minted number; states mint their own, so this is for tests and decoding.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// `entry#<number>`.
    public var description: String { "entry#\(rawValue)" }
}
