/// How a layer shows as the width changes: the one decision the containers' adaptation delegates
/// (`adaptivePresentationStyle(for:traitCollection:)`, `presentationCompactAdaptation`) carry out.
extension ModalLayer {
    /// The style the layer shows in: a popover on a compact width becomes what its options'
    /// `compactAdaptation` says (a sheet unless the route says otherwise); every other layer, and a
    /// popover on a regular width, keeps its style.
    ///
    /// ```swift
    /// share.shownStyle(compactWidth: true)    // .sheet
    /// share.shownStyle(compactWidth: false)   // .popover
    /// ```
    package func shownStyle(compactWidth: Bool) -> ModalStyle {
        guard style == .popover, compactWidth else { return style }
        return popover?.compactAdaptation ?? .sheet
    }
}
