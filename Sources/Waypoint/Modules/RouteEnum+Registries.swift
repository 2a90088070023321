extension RouteRegistry {
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
            register(RouteID(rawValue: name), file: file, line: line) { context, resolver in
                try factory(try context.match.decode(E.self), resolver)
            }
        }
    }
}
