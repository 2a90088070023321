/// The options of the layer a modal destination presents: what its route declares, with what the
/// request asks for within it.
extension NavigationDestination {
    /// The destination carrying the sheet and popover options of the layer it presents; unchanged
    /// for a destination that is not presented.
    ///
    /// - A sheet, or a popover (which may adapt to a sheet), takes the route's `RouteDefinition.sheet`;
    ///   a requested detent must be one of its detents, and becomes the selected one.
    /// - A popover takes the route's `RouteDefinition.popover`, pointing at the requested anchor
    ///   when the request names one.
    /// - A full-screen cover has no sheet options; a requested detent is refused.
    ///
    /// - Parameters:
    ///   - route: The destination's route.
    ///   - detent: The detent the request asks the sheet to open at.
    ///   - anchor: The anchor the request asks the popover to point at.
    /// - Throws: ``NavigationRejection/detentNotOffered(_:offered:)`` for a detent the route does not
    ///   offer; ``NavigationRejection/popoverWithoutAnchor(_:)`` for a popover neither names an anchor for.
    package func presenting(
        route: RouteDefinition, detent: SheetDetent?, anchor: PopoverAnchor?
    ) throws(NavigationRejection) -> NavigationDestination {
        guard case .modal(let style) = presentation else { return self }
        if style == .fullScreen {
            if let detent { throw .detentNotOffered(detent, offered: []) }
            return self
        }
        var destination = self
        destination.sheet = route.sheet
        if let detent {
            guard route.sheet.detents.contains(detent) else {
                throw .detentNotOffered(detent, offered: route.sheet.detents)
            }
            destination.sheet.selectedDetent = detent
        }
        if style == .popover {
            var popover = route.popover
            popover.anchor = anchor ?? popover.anchor
            guard popover.anchor != nil else { throw .popoverWithoutAnchor(route.id) }
            destination.popover = popover
        }
        return destination
    }
}
