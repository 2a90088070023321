// Builds on every platform with SwiftUI; on Linux this module builds empty.
#if canImport(SwiftUI)
public import Combine
// The model runs beside the views that bind to it, and waits on their clock.
import SwiftUI
public import Waypoint

/// An array of enum destinations bound to a `NavigationStack(path:)`: the observable face of the
/// core's `RoutePath`, whose rules it keeps (an appended copy pushes; removing at the root does nothing).
///
/// ```swift
/// @StateObject private var navigator = RoutePathModel(manager: manager)
/// NavigationStack(path: $navigator.routes) {
///     FirstView()
///         .navigationDestination(for: AppRoute.self) { $0 }
/// }
/// .task { await manager.attach(navigator.path) }
/// ```
@MainActor
public final class RoutePathModel<Destination: RouteEnum>: ObservableObject {
    /// The container the manager attaches.
    public let path: RoutePath<Destination>
    /// The destinations above the root, as the path shows them. Bind it with `$model.routes`:
    /// SwiftUI's writes (the back button) go to the path, which takes a shorter prefix and puts
    /// anything else back.
    @Published public var routes: [Destination] = [] {
        didSet { path.userSet(routes) }
    }

    /// Creates a model for a manager whose screens are the destinations themselves.
    public init(manager: NavigationManager<Destination>) {
        path = RoutePath(manager: manager)
        path.onChange = { [weak self] routes in self?.routes = routes }
        // Each step lasts as long as its push or pop, so the next one does not change the path
        // mid-transition (the core's SwiftUITransitionTiming says how long).
        path.waitUntilShown = { wait in try? await Task.sleep(for: wait) }
    }

    /// Pushes a destination, a copy of the top one included.
    @discardableResult
    public func append(_ destination: Destination) async -> NavigationOutcome { await path.append(destination) }

    /// Pops the top destination; at the root, nothing happens.
    @discardableResult
    public func removeLast() async -> NavigationOutcome { await path.removeLast() }
}
#endif
