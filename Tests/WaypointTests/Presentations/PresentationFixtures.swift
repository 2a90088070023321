import Waypoint

/// The presentations the tests show: a size guide as a medium-or-large sheet, a share popover,
/// a form that may not be swiped away.
enum Presentations {
    /// The size guide's sheet: medium or large, opening at medium, with a grabber.
    static let guideSheet = SheetOptions(
        detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true, largestUndimmedDetent: .medium)

    static var sizeGuide: RouteDefinition {
        var route = RouteDefinition("sizes", pattern: "/sizes", module: "Catalog", presentation: .modal(.sheet))
        route.sheet = guideSheet
        return route
    }

    static var share: RouteDefinition {
        var route = RouteDefinition("share", pattern: "/share", module: "Catalog", presentation: .modal(.popover))
        route.popover = PopoverOptions(anchor: "share", compactAdaptation: .sheet)
        return route
    }

    /// A popover whose route names no anchor: the request must.
    static let unanchored = RouteDefinition(
        "unanchored", pattern: "/unanchored", module: "Catalog", presentation: .modal(.popover))

    static var form: RouteDefinition {
        var route = RouteDefinition("form", pattern: "/form", module: "Catalog", presentation: .modal(.sheet))
        route.sheet.allowsSwipeToDismiss = false
        return route
    }

    static let cover = RouteDefinition("cover", pattern: "/cover", module: "Catalog", presentation: .modal(.fullScreen))

    static let all = [sizeGuide, share, unanchored, form, cover]

    /// The destination the manager resolves for `route`, as its route presents it.
    static func destination(_ route: RouteDefinition, presentation: PresentationMode? = nil) -> NavigationDestination {
        NavigationDestination(
            screen: NavigationScreen(route: route.id, descriptor: DeepLinkDescriptor(path: route.pattern)),
            presentation: presentation ?? route.presentation)
    }

    /// A stack state showing home, with `layers` presented over it.
    static func state(_ layers: [ModalLayer] = []) throws -> NavigationState {
        try NavigationState(
            root: .stack([NavigationEntry(id: EntryID(rawValue: 0), screen: Shop.home)]), modalLayers: layers)
    }

    /// A layer of one screen.
    static func layer(
        _ id: UInt64, _ style: ModalStyle = .sheet, sheet: SheetOptions = SheetOptions(), popover: PopoverOptions? = nil
    ) -> ModalLayer {
        ModalLayer(
            id: ModalLayerID(rawValue: id), style: style,
            stack: [NavigationEntry(id: EntryID(rawValue: id + 100), screen: Shop.login)], sheet: sheet,
            popover: popover)
    }
}
