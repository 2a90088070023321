/// The modal layers SwiftUI still draws after the state let go of them.
///
/// SwiftUI keeps evaluating a dismissed sheet's or cover's content, with the last item it was
/// given, until the sheet has slid away; only then does it call the modifier's `onDismiss`. A
/// container that built that content from the state would show an empty root and an empty path
/// for the whole dismissal, and would already have released the layer's screens. So a container
/// records here each layer a publication drops, builds its content from the layer itself
/// (``SwiftUIPresentation/stack(of:)``), and keeps its screens until `onDismiss` reports it gone.
///
/// ```swift
/// departing.record(from: presentation, to: next)
/// departing.entries                   // screens still to keep, beyond the state's
/// departing.dismissalEnded(at: 0, style: .sheet, presented: next)
/// ```
package struct SwiftUIDepartingLayers: Hashable, Sendable {
    /// The layers dropped from the presentation whose dismissal has not ended, bottom first.
    package private(set) var layers: [SwiftUIPresentation.Layer] = []

    /// Creates an empty record.
    package init() {}

    /// Records the layers `old` presents and `new` does not; a layer presented again is no
    /// longer departing.
    package mutating func record(from old: SwiftUIPresentation, to new: SwiftUIPresentation) {
        let kept = Set(new.layers.map(\.id))
        layers.removeAll { kept.contains($0.id) }
        let known = Set(layers.map(\.id))
        layers += old.layers.filter { !kept.contains($0.id) && !known.contains($0.id) }
    }

    /// The presentation modifier at `depth` for `style` (`nil`: any style) reports the end of a
    /// dismissal: the layer it showed has gone, and with it every layer presented above it.
    ///
    /// - Parameters:
    ///   - depth: The depth of the modifier that called `onDismiss`.
    ///   - style: The modifier's style; `nil` where every layer is a sheet.
    ///   - presented: What the container publishes now; its layers are not departing.
    package mutating func dismissalEnded(at depth: Int, style: ModalStyle?, presented: SwiftUIPresentation) {
        let kept = Set(presented.layers.map(\.id))
        layers.removeAll { layer in
            !kept.contains(layer.id)
                && (layer.depth > depth || (layer.depth == depth && (style == nil || layer.style == style)))
        }
    }

    /// The entries of every departing layer's stack, whose screens SwiftUI still draws.
    package var entries: Set<EntryID> {
        Set(layers.flatMap { [$0.stack.root].compactMap { $0 } + $0.stack.path })
    }
}

extension SwiftUIPresentation {
    /// The stack a presented layer's content shows: the layer's stack in this presentation
    /// while the layer is presented, else the stack it was presented with, which SwiftUI keeps
    /// drawing while the layer slides away (see ``SwiftUIDepartingLayers``).
    package func stack(of layer: Layer) -> Stack {
        layers.first { $0.id == layer.id }?.stack ?? layer.stack
    }

    /// The layer a presentation modifier at `depth` inside `presenter`'s content shows: as
    /// ``layer(at:style:)``, and only while `presenter` is the layer presented beneath it. The
    /// content of a departing layer presents nothing new.
    ///
    /// - Parameters:
    ///   - depth: The modifier's depth; 0 is over the root.
    ///   - style: The modifier's style; `nil` takes any style.
    ///   - presenter: The layer whose content holds the modifier; `nil` for the root.
    package func layer(at depth: Int, style: ModalStyle?, presentedBy presenter: ModalLayerID?) -> Layer? {
        if let presenter {
            guard depth > 0, layers.indices.contains(depth - 1), layers[depth - 1].id == presenter else { return nil }
        }
        return layer(at: depth, style: style)
    }
}
