/// A resolved destination: what the manager hands the reducer once a descriptor has matched.
///
/// The reducer does not know the route table, so the manager resolves everything that needs
/// it first: the screen, its synthetic parents (the route's declared parent chain), and the
/// tab that owns the route.
///
/// ```swift
/// let destination = NavigationDestination(
///     screen: product,                 // catalog.product, /products/42
///     parents: [shopHome, category],   // root first
///     owningTab: "shop"
/// )
/// ```
public struct NavigationDestination: Hashable, Sendable, Codable {
    /// The screen to show.
    package var screen: NavigationScreen
    /// The synthetic back stack, root first: the screens the user should be able to go back
    /// through, built only where the target stack does not already hold them.
    package var parents: [NavigationScreen]
    /// How to show the screen.
    package var presentation: PresentationMode
    /// The tab whose stack the route belongs in, if the app has tabs and the route is a tab's.
    package var owningTab: TabID?
    /// Whether a push adds the screen even when the stack's top already shows it (a path that
    /// appends a copy, as SwiftUI's `NavigationPath` does), instead of coalescing a double tap.
    var pushesCopyOfTop = false
    /// The sheet options of the layer a modal presentation makes: the route's, with the request's
    /// detent (`presenting(route:detent:anchor:)`).
    package var sheet = SheetOptions()
    /// The popover options of the layer a popover presentation makes; `nil` for other styles.
    package var popover: PopoverOptions?
    /// The split-view column of each screen of ``chain``, in its order and never after the column of
    /// the screen above it; empty when neither the route nor its parents declare a column (the
    /// destination then goes where it would without columns). Only a split root reads it.
    package var columns: [SplitColumn] = []

    private enum CodingKeys: String, CodingKey {
        case screen, parents, presentation, owningTab
    }

    /// Creates a destination.
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - parents: Its synthetic parents, root first.
    ///   - presentation: How to show it; `nil` takes the screen's descriptor's mode.
    ///   - owningTab: The tab that owns the route, if any.
    package init(
        screen: NavigationScreen,
        parents: [NavigationScreen] = [],
        presentation: PresentationMode? = nil,
        owningTab: TabID? = nil
    ) {
        self.screen = screen
        self.parents = parents
        self.presentation = presentation ?? screen.presentationMode
        self.owningTab = owningTab
    }

    /// The parents and then the screen: the whole stack a cold start builds.
    package var chain: [NavigationScreen] { parents + [screen] }
}
