/// The stable identity of one modal layer in a ``NavigationState``.
///
/// Minted from the same counter as ``EntryID``, so it is deterministic and never repeats
/// within a state. Containers report an interactive dismiss by naming the layer, so a report
/// that arrives after the layer is already gone is refused instead of closing the wrong one.
///
/// ```swift
/// // The user swiped the sheet down: the container reports the layer it dismissed.
/// if let layer = manager.state.modalLayers.last {
///     try manager.userDidNavigate(.userDismissed(layer.id))
/// }
/// ```
public struct ModalLayerID: RawIdentifier {
    /// The minted number.
    public let rawValue: UInt64

    /// Wraps a minted number; states mint their own, so this is for tests and decoding.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// `layer#<number>`.
    public var description: String { "layer#\(rawValue)" }
}
