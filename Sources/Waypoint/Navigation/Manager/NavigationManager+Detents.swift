/// Moving a shown sheet to another height from app code: a request like every other, queued,
/// planned and restored.
extension NavigationManager {
    /// Rests a shown sheet at another of its detents, animated, as if the user had dragged it there.
    ///
    /// The request waits its turn in the queue like every other. The detent becomes the layer's
    /// `sheet.selectedDetent`, so a restored session brings the sheet back at it; the container
    /// moves the sheet without presenting it again.
    ///
    /// ```swift
    /// await manager.selectDetent(.large)                        // the top sheet
    /// await manager.selectDetent(.medium, in: guide.id)         // a layer by name
    /// ```
    ///
    /// - Parameters:
    ///   - detent: One of the detents the sheet offers.
    ///   - layer: The layer whose sheet moves; the top layer when `nil`, as it is when the request runs.
    /// - Returns: `completed`, or `rejected(.invalidRequest(…))`: `detentNotOffered` for a detent
    ///   the sheet does not offer (a full-screen cover, or no layer at all, offers none),
    ///   `unknownModalLayer` for a layer no longer presented.
    @discardableResult
    public func selectDetent(_ detent: SheetDetent, in layer: ModalLayerID? = nil) async -> NavigationOutcome {
        await submitControl(.selectDetent(detent, in: layer))
    }
}
