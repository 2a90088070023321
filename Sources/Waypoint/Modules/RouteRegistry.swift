/// The routes one module declares; each is stamped with the module's name.
///
/// ```swift
/// var routes = RouteRegistry(module: "Catalog")
/// routes.add("catalog.category", pattern: "/catalog/{category}")
/// routes.add(ProductRoute.self, parent: "catalog.category")
/// ```
public struct RouteRegistry: Sendable {
    /// The module declaring these routes.
    package let module: ModuleID
    /// The routes declared so far.
    package private(set) var definitions: [RouteDefinition] = []

    /// Creates an empty registry for a module.
    package init(module: ModuleID) {
        self.module = module
    }

    /// Adds a route declared elsewhere (a shared routes target); it is stamped with this module.
    public mutating func add(_ definition: RouteDefinition) {
        var definition = definition
        definition.module = module
        definitions.append(definition)
    }
}
