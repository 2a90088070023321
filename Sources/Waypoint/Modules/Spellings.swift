/// The ways to declare a route and register a screen besides the core two, a `RouteDefinition`
/// added to a `RouteRegistry` and a factory registered by route id in a `ScreenRegistry`: the
/// spellings of typed routes, enums of routes and the design documents' `Navigator` and
/// `DeepLinkMapper`, each a delegation to the core way.
extension RouteRegistry {
    /// Declares an untyped route; see `RouteDefinition.init(_:pattern:module:query:sources:guards:parent:presentation:kind:)`.
    public mutating func add(
        _ id: RouteID,
        pattern: String,
        query: [QueryParameter] = [],
        sources: Set<LinkSource> = Set(LinkSource.allCases),
        guards: [GuardID] = [],
        parent: RouteID? = nil,
        presentation: PresentationMode = .push,
        kind: RouteDefinition.Kind = .screen
    ) {
        add(
            RouteDefinition(
                id, pattern: pattern, module: module, query: query, sources: sources, guards: guards,
                parent: parent, presentation: presentation, kind: kind))
    }

    /// Declares a typed route.
    public mutating func add<R: Route>(
        _ type: R.Type,
        sources: Set<LinkSource> = Set(LinkSource.allCases),
        guards: [GuardID] = [],
        parent: RouteID? = nil,
        presentation: PresentationMode = .push,
        kind: RouteDefinition.Kind = .screen
    ) {
        add(
            RouteDefinition(
                R.self, module: module, sources: sources, guards: guards, parent: parent,
                presentation: presentation, kind: kind))
    }

    /// Declares a route per case of an enum of destinations; see `RouteEnum`.
    ///
    /// ```swift
    /// routes.add(AppRoute.self)
    /// ```
    public mutating func add<E: RouteEnum>(_ type: E.Type) {
        for definition in E.definitions(module: module) { add(definition) }
    }
}

extension ScreenRegistry {
    /// Registers the factory for a typed route; it receives the decoded route value.
    public mutating func register<R: Route>(
        _ type: R.Type, file: String = #fileID, line: Int = #line,
        factory: @escaping @MainActor (R, any Resolver) throws -> Screen
    ) {
        register(R.id, file: file, line: line) { try factory(try $0.match.decode(R.self), $1) }
    }

    /// Registers one factory for every case of an enum of destinations: it receives the decoded
    /// value, and usually switches over it.
    ///
    /// ```swift
    /// screens.register(AppRoute.self) { route, resolver in
    ///     switch route {
    ///     case .firstScreen: FirstView()
    ///     case .secondScreen(let info): SecondView(info: info)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The enum.
    ///   - file: The registering file, reported when the factory fails. Leave the default.
    ///   - line: The registering line, reported when the factory fails. Leave the default.
    ///   - factory: Builds the screen of a destination.
    public mutating func register<E: RouteEnum>(
        _ type: E.Type, file: String = #fileID, line: Int = #line,
        factory: @escaping @MainActor (E, any Resolver) throws -> Screen
    ) {
        for name in E.patterns.keys.sorted() {
            register(RouteID(rawValue: name), file: file, line: line) { try factory(try $0.match.decode(E.self), $1) }
        }
    }

    /// Makes a navigator, resolved by its type from the resolver when its input's route is shown,
    /// the screen source of that route.
    ///
    /// - Parameters:
    ///   - navigator: The navigator's type, registered as a service.
    ///   - file: The registering file, reported when the navigator fails. Leave the default.
    ///   - line: The registering line, reported when the navigator fails. Leave the default.
    public mutating func register<N: Navigator>(
        navigator: N.Type, file: String = #fileID, line: Int = #line
    ) where N.Screen == Screen {
        register(N.Input.id, file: file, line: line) { context, resolver in
            try resolver.resolve(N.self).navigate(
                using: try context.match.decode(N.Input.self), from: context.host, resolver: resolver)
        }
    }

    /// Makes a navigator the screen source of its input's route: for a navigator that needs
    /// nothing from the container to be made, one registration instead of two.
    ///
    /// ```swift
    /// screens.register(navigator: HelloNavigator())
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator; the screens it builds still get the resolver.
    ///   - file: The registering file, reported when the navigator fails. Leave the default.
    ///   - line: The registering line, reported when the navigator fails. Leave the default.
    public mutating func register<N: Navigator>(
        navigator: sending N, file: String = #fileID, line: Int = #line
    ) where N.Screen == Screen {
        register(N.Input.id, file: file, line: line) { context, resolver in
            try navigator.navigate(
                using: try context.match.decode(N.Input.self), from: context.host, resolver: resolver)
        }
    }

    /// Makes a mapper the screen source of these routes.
    ///
    /// - Parameters:
    ///   - routes: The routes whose screens the mapper builds.
    ///   - mapper: The mapper.
    ///   - file: The registering file, reported when the mapper has no screen. Leave the default.
    ///   - line: The registering line, reported when the mapper has no screen. Leave the default.
    public mutating func register(
        _ routes: [RouteID], mapper: some DeepLinkMapper<Screen>, file: String = #fileID, line: Int = #line
    ) {
        for route in routes {
            register(route, file: file, line: line) { context, _ in try mapper.screen(for: context.entry.descriptor) }
        }
    }
}
