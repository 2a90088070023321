/// One modal layer presented over the root or over the layer beneath it, with its own stack.
///
/// A layer's stack always holds at least its root entry: popping stops there and dismissing
/// removes the whole layer.
///
/// ```swift
/// for layer in manager.state.modalLayers {
///     print(layer.id, layer.style, layer.stack.map(\.route))   // layer#5 sheet [login]
/// }
/// ```
public struct ModalLayer: Hashable, Sendable, Codable, Identifiable {
    /// The layer's identity, unique within its state.
    public let id: ModalLayerID
    /// How the layer covers what is beneath it.
    public var style: ModalStyle
    /// The layer's entries, root first.
    public var stack: [NavigationEntry]

    /// Creates a layer. States mint layers themselves; this is for tests and containers.
    package init(id: ModalLayerID, style: ModalStyle, stack: [NavigationEntry]) {
        self.id = id
        self.style = style
        self.stack = stack
    }
}
