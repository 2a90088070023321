/// Where a sheet rests: one rule for the user's drag (`userSelectedDetent`) and the app's request
/// (`selectDetent`); ``NavigationReducer`` documents it.
extension NavigationReducer {
    /// Rests the sheet of `layer` at `detent`.
    ///
    /// - Throws: ``NavigationRejection/detentNotOffered(_:offered:)`` for a detent the layer does
    ///   not offer (a full-screen cover offers none, nor does `nil`, no layer at all);
    ///   ``NavigationRejection/unknownModalLayer(_:presented:)`` for a layer not presented.
    static func selectDetent(
        _ detent: SheetDetent, in layer: ModalLayerID?, of state: inout NavigationState
    ) throws(NavigationRejection) {
        guard let layer else { throw .detentNotOffered(detent, offered: []) }
        guard let index = state.modalLayers.firstIndex(where: { $0.id == layer }) else {
            throw .unknownModalLayer(layer, presented: state.modalLayers.map(\.id))
        }
        let shown = state.modalLayers[index]
        let offered = shown.style == .fullScreen ? [] : shown.sheet.detents
        guard offered.contains(detent) else { throw .detentNotOffered(detent, offered: offered) }
        state.modalLayers[index].sheet.selectedDetent = detent
    }
}

extension NavigationPlanner {
    /// One `selectDetent` per kept layer (`kept`, bottom first, at the depths of `new`) whose sheet
    /// rests at another detent in `new`.
    static func detentSteps(from kept: ArraySlice<ModalLayer>, to new: [ModalLayer]) -> [NavigationStep] {
        var steps: [NavigationStep] = []
        for (old, next) in zip(kept, new) {
            if let detent = next.sheet.selectedDetent, detent != old.sheet.selectedDetent {
                steps.append(.selectDetent(detent, in: next.id))
            }
        }
        return steps
    }
}
