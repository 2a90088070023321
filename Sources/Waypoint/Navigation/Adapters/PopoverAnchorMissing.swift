/// Why a container refused to present a popover: no screen beneath gives a source for its anchor.
/// UIKit raises for a popover without a source; the containers check first and fail the step
/// with this error, which the manager reports as the request's `interrupted` outcome.
///
/// ```swift
/// "\(PopoverAnchorMissing(anchor: "share", layer: layer.id))"
/// // cannot present the popover layer#5: no screen beneath names its anchor 'share'
/// ```
package struct PopoverAnchorMissing: Error, Hashable, Sendable, CustomStringConvertible {
    /// The anchor nothing gave a source for.
    package let anchor: PopoverAnchor
    /// The popover's layer.
    package let layer: ModalLayerID

    /// Names the anchor and the layer.
    package init(anchor: PopoverAnchor, layer: ModalLayerID) {
        self.anchor = anchor
        self.layer = layer
    }

    /// `cannot present the popover layer#5: no screen beneath names its anchor 'share'`.
    package var description: String {
        "cannot present the popover \(layer): no screen beneath names its anchor '\(anchor)'"
    }
}

extension PopoverAnchorMissing {
    /// The refusal of a step that presents a popover whose anchor the screen beneath does not name;
    /// `nil` for any other step.
    ///
    /// - Parameters:
    ///   - step: The step about to be carried out.
    ///   - state: What is on screen before it: its top entry's screen presents the popover.
    ///   - names: Whether the screen of an entry names an anchor (a SwiftUI view marked with it).
    package init?(
        refusing step: NavigationStep, from state: NavigationState, names: (EntryID, PopoverAnchor) -> Bool
    ) {
        guard case .present(let layer) = step, layer.style == .popover, let anchor = layer.popover?.anchor else {
            return nil
        }
        if let beneath = state.topEntry?.id, names(beneath, anchor) { return nil }
        self.init(anchor: anchor, layer: layer.id)
    }
}
