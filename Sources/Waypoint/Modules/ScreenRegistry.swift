/// The screen factories of the app's modules: route → how to build its screen.
///
/// Generic over the app's screen type — a `UIViewController`, a SwiftUI `AnyView`, a terminal
/// screen, a test value — so the same modules serve every platform container. Factories run
/// on the main actor, before any step is performed: a screen that cannot be built is an
/// outcome (`screenUnavailable`, carrying the `ResolutionError`), never a half-done transition.
///
/// ```swift
/// var screens = ScreenRegistry<UIViewController>(module: "Catalog")
/// screens.register(ProductRoute.self) { product, resolver in
///     ProductViewController(id: product.productId, catalog: try resolver.resolve())
/// }
/// screens.register("catalog.category") { context, resolver in
///     CategoryViewController(name: context.match.parameters["category"] ?? "")
/// }
/// ```
///
/// Registering a factory by route id is the one way a screen is registered; the other spellings (a
/// typed route, an enum of routes, a `Navigator`, a ``DeepLinkMapper``) each delegate to it, and are
/// gathered in `Modules/Spellings.swift`.
public struct ScreenRegistry<Screen> {
    /// What a factory receives besides the resolver.
    public struct Context {
        /// The entry the screen is for.
        public let entry: NavigationEntry
        /// The entry's route match: route id, decoded parameters, link.
        public let match: RouteMatch
        /// The entry on top when the request started: the screen the navigation comes from.
        public internal(set) var host: NavigationEntry? = nil
        /// The screen's handle to its own entry: ``ScreenHandle/close()`` closes this screen,
        /// however it was shown. Pass it on to the view model that closes it.
        public let handle: ScreenHandle
        /// Parameters the route does not declare, untyped and unchecked, first value per name —
        /// for an in-app request only (a tap's `campaign=spring`); empty for links and payloads
        /// from outside the app, whose extra parameters are ignored.
        public var undeclaredParameters: [String: String] {
            guard entry.source == .inApp else { return [:] }
            var values: [String: String] = [:]
            for item in match.undeclaredParameters where values[item.name] == nil { values[item.name] = item.value }
            return values
        }
    }

    /// Builds a screen.
    package typealias Factory = @MainActor (Context, any Resolver) throws -> Screen

    /// A factory and where it was registered, for errors about it.
    struct Registration {
        let factory: Factory
        let site: RegistrationSite
    }

    /// The module registering these factories, reported in assembly errors.
    package var module: ModuleID?
    private(set) var storage = ModuleRegistry<RouteID>()
    /// The factories, at their routes' positions in `storage`.
    private var registrations: [Registration] = []

    /// Creates an empty registry.
    public init(module: ModuleID? = nil) {
        self.module = module
    }

    /// The routes that have a factory.
    package var routes: [RouteID] { storage.keys }

    /// Registers the factory for an untyped route.
    ///
    /// - Parameters:
    ///   - route: The route whose screen the factory builds.
    ///   - file: The registering file, reported when the factory fails. Leave the default.
    ///   - line: The registering line, reported when the factory fails. Leave the default.
    ///   - factory: Builds the screen from the entry's match and the resolver.
    public mutating func register(
        _ route: RouteID, file: String = #fileID, line: Int = #line,
        factory: @escaping @MainActor (Context, any Resolver) throws -> Screen
    ) {
        let site = RegistrationSite(module: module?.rawValue, fileID: file, line: line)
        storage.insert(route, module: module)
        registrations.append(Registration(factory: factory, site: site))
    }

    /// The factories as the manager reads them, one per screen it shows: each route's position
    /// in the registry's list of factories.
    struct Lookup {
        private let positions: [RouteID: Int]
        private let registrations: [Registration]

        init(_ registry: ScreenRegistry) {
            positions = registry.storage.positions
            registrations = registry.registrations
        }

        /// Where the route's factory is, or `nil` when none is registered for it.
        func position(of route: RouteID) -> Int? { positions[route] }

        /// Builds a screen with the factory at `position` (from ``position(of:)``).
        @MainActor func build(at position: Int, _ context: Context, _ resolver: any Resolver) throws -> Screen {
            try registrations[position].factory(context, resolver)
        }
    }

    func site(of route: RouteID) -> RegistrationSite? { storage.positions[route].map { registrations[$0].site } }
}
