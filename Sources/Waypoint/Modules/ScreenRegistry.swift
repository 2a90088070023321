/// The screen factories of the app's modules: route → how to build its screen.
///
/// Generic over the app's screen type — a `UIViewController`, a SwiftUI `AnyView`, a terminal
/// screen, a test value — so the same modules serve every platform container. Factories run
/// on the main actor, before any step is performed: a screen that cannot be built is an
/// outcome (`screenUnavailable`, carrying the ``ResolutionError``), never a half-done transition.
///
/// ```swift
/// var screens = ScreenRegistry<UIViewController>(module: "Catalog")
/// screens.register(ProductRoute.self) { product, resolver in
///     ProductViewController(id: product.productId, catalog: try resolver.resolve())
/// }
/// screens.register("catalog.category") { context, resolver in
///     CategoryViewController(name: context.parameters["category"] ?? "")
/// }
/// ```
public struct ScreenRegistry<Screen> {
    /// What a factory receives besides the resolver.
    public struct Context {
        /// The entry the screen is for.
        public let entry: NavigationEntry
        /// The entry's route match: route id, decoded parameters, link.
        public let match: RouteMatch
        /// The parameters, as strings.
        public var parameters: RouteParameters { match.parameters }
    }

    /// Builds a screen.
    public typealias Factory = @MainActor (Context, any Resolver) throws -> Screen

    /// The module registering these factories, reported in assembly errors.
    public let module: String?
    private(set) var storage = ModuleRegistry<RouteID, Factory>()

    /// Creates an empty registry.
    public init(module: String? = nil) {
        self.module = module
    }

    /// The routes that have a factory.
    public var routes: [RouteID] { storage.keys }

    /// Registers the factory for an untyped route.
    public mutating func register(_ route: RouteID, factory: @escaping Factory) {
        storage.insert(factory, for: route, module: module)
    }

    /// Registers the factory for a typed route; it receives the decoded route value.
    public mutating func register<R: Route>(
        _ type: R.Type, factory: @escaping @MainActor (R, any Resolver) throws -> Screen
    ) {
        register(R.id) { context, resolver in
            try factory(try context.match.decode(R.self), resolver)
        }
    }

    /// Adds another registry's factories; clashes are kept for assembly to report.
    mutating func merge(_ other: ScreenRegistry<Screen>) {
        storage.merge(other.storage)
    }

    func factory(for route: RouteID) -> Factory? { storage[route] }
}
