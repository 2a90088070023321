/// The dialog a ``NavigationState`` shows over everything, with the identity the state minted
/// for it.
///
/// At most one is shown at a time. Its identity comes from the counter layers are minted from,
/// so a container that reports an answer names the dialog, and a late answer to a dialog already
/// gone is refused.
///
/// ```swift
/// if let shown = manager.state.dialog {
///     try manager.userDidNavigate(.userAnswered(shown.id, button: 0))   // the user tapped the first button
/// }
/// ```
public struct DialogLayer: Hashable, Sendable, Codable, Identifiable {
    /// The identity, unique among the state's layers.
    public let id: ModalLayerID
    /// What the dialog says and offers.
    public let dialog: NavigationDialog

    /// Creates a shown dialog. States mint their own; this is for tests and containers.
    package init(id: ModalLayerID, dialog: NavigationDialog) {
        self.id = id
        self.dialog = dialog
    }
}
