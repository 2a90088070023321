/// One modal layer presented over the root or over the layer beneath it, with its own stack.
///
/// A layer's stack always holds at least its root entry: popping stops there and dismissing
/// removes the whole layer.
///
/// ```swift
/// for layer in manager.state.modalLayers {
///     print(layer.id, layer.style, layer.stack.map(\.route))   // layer#5 sheet [login]
///     print(layer.sheet.selectedDetent ?? .large)              // where the user left the sheet
/// }
/// ```
public struct ModalLayer: Hashable, Sendable, Identifiable {
    /// The layer's identity, unique within its state.
    public let id: ModalLayerID
    /// How the layer covers what is beneath it.
    public var style: ModalStyle
    /// The layer's entries, root first.
    public var stack: [NavigationEntry]
    /// How the layer shows as a sheet: a sheet's own options, and those of a popover that adapts
    /// to a sheet on a compact width. The selected detent follows the user's drags.
    public var sheet: SheetOptions
    /// The anchor and compact-width adaptation of a popover; `nil` for the other styles.
    public var popover: PopoverOptions?

    /// Creates a layer. States mint layers themselves; this is for tests and containers.
    package init(
        id: ModalLayerID, style: ModalStyle, stack: [NavigationEntry], sheet: SheetOptions = SheetOptions(),
        popover: PopoverOptions? = nil
    ) {
        self.id = id
        self.style = style
        self.stack = stack
        self.sheet = sheet
        self.popover = popover
    }

    /// The same layer showing `stack`.
    func with(stack: [NavigationEntry]) -> ModalLayer {
        var layer = self
        layer.stack = stack
        return layer
    }
}

/// A layer is saved as `{"id": 5, "style": "sheet", "stack": [...]}`, with `sheet` only when its
/// options differ from the defaults and `popover` only for a popover, so that states saved before
/// layers had options read as they were written.
extension ModalLayer: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, style, stack, sheet, popover
    }

    /// Reads a saved layer; its rules are checked with the state's (`NavigationState` decoding).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ModalLayerID.self, forKey: .id),
            style: try container.decode(ModalStyle.self, forKey: .style),
            stack: try container.decode([NavigationEntry].self, forKey: .stack),
            sheet: try container.decodeIfPresent(SheetOptions.self, forKey: .sheet) ?? SheetOptions(),
            popover: try container.decodeIfPresent(PopoverOptions.self, forKey: .popover))
    }

    /// Writes the layer in the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(style, forKey: .style)
        try container.encode(stack, forKey: .stack)
        if sheet != SheetOptions() { try container.encode(sheet, forKey: .sheet) }
        try container.encodeIfPresent(popover, forKey: .popover)
    }
}
