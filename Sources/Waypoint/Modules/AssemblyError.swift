/// Why modules do not fit together: every problem, each naming the modules involved.
///
/// ```swift
/// do { _ = try assembly.build() } catch {
///     for problem in error.problems { print(problem) }
///     // duplicateScreen: route 'home' has screens from modules 'Home' and 'Broken'
/// }
/// ```
public struct AssemblyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One problem.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// What kind of problem.
        public let code: Code
        /// The explanation, naming routes and modules.
        public let detail: String

        init(_ code: Code, _ detail: String) {
            self.code = code
            self.detail = detail
        }

        /// The code and the detail: `duplicateScreen: route 'home' has screens from modules 'Home' and 'Broken'`.
        public var description: String { "\(code.rawValue): \(detail)" }
    }

    /// The kinds of problem.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// The route table refused the modules' routes (see `RouteTableError`).
        case routeTable
        /// Two modules register the same service.
        case duplicateService
        /// Two modules register a screen for the same route.
        case duplicateScreen
        /// Two modules register an action for the same route.
        case duplicateAction
        /// Two modules register a guard under the same name.
        case duplicateGuard
        /// A screen route with no screen factory.
        case routeWithoutScreen
        /// A screen factory for a route that does not exist (or is an action).
        case screenWithoutRoute
        /// An action route with no action.
        case routeWithoutAction
        /// An action for a route that does not exist (or shows a screen).
        case actionWithoutRoute
        /// A route lists a guard no module registers.
        case unknownGuard
        /// A tab names an unknown root route, or the tabs cannot be shown.
        case invalidTabs
    }

    /// Every problem found.
    public let problems: [Problem]

    /// A count, then one problem per line.
    public var description: String {
        "\(problems.count) assembly problem\(problems.count == 1 ? "" : "s"):\n"
            + problems.map { "- \($0)" }.joined(separator: "\n")
    }
}

/// The cross-module checks of ``AppAssembly``.
enum AssemblyCheck {
    static func clashes<Screen>(
        screens: ScreenRegistry<Screen>, actions: ActionRegistry, guards: GuardRegistry
    ) -> [AssemblyError.Problem] {
        func name(_ module: String?) -> String { module.map { "'\($0)'" } ?? "the app" }
        return screens.storage.clashes.map {
            .init(
                .duplicateScreen,
                "route '\($0.key)' has screens from modules \(name($0.firstModule)) and \(name($0.secondModule))")
        }
            + actions.storage.clashes.map {
                .init(
                    .duplicateAction,
                    "route '\($0.key)' has actions from modules \(name($0.firstModule)) and \(name($0.secondModule))")
            }
            + guards.storage.clashes.map {
                .init(
                    .duplicateGuard,
                    "guard '\($0.key)' is registered by modules \(name($0.firstModule)) and \(name($0.secondModule))")
            }
    }

    static func coverage<Screen>(
        table: RouteTable, screens: ScreenRegistry<Screen>, actions: ActionRegistry, guards: GuardRegistry,
        configuration: NavigationConfiguration
    ) -> [AssemblyError.Problem] {
        var problems: [AssemblyError.Problem] = []
        let screenRoutes = Set(table.routes.filter { $0.kind == .screen }.map(\.id))
        let actionRoutes = Set(table.routes.filter { $0.kind == .action }.map(\.id))
        for route in table.routes {
            if route.kind == .screen, screens.factory(for: route.id) == nil {
                problems.append(
                    .init(.routeWithoutScreen, "route '\(route.id)' (module \(route.module)) has no screen factory"))
            }
            if route.kind == .action, actions.action(for: route.id) == nil {
                problems.append(
                    .init(.routeWithoutAction, "action route '\(route.id)' (module \(route.module)) has no action"))
            }
            for name in route.guards where !guards.names.contains(name) {
                let known = guards.names.isEmpty ? "none" : guards.names.joined(separator: ", ")
                problems.append(
                    .init(
                        .unknownGuard,
                        "route '\(route.id)' (module \(route.module)) lists guard '\(name)', which no module registers; registered: \(known)"
                    ))
            }
        }
        for route in screens.routes where !screenRoutes.contains(route) {
            let module = screens.storage.entries[route]?.module ?? "the app"
            problems.append(
                .init(
                    .screenWithoutRoute,
                    "module '\(module)' registers a screen for '\(route)', which is not a screen route"))
        }
        for route in actions.routes where !actionRoutes.contains(route) {
            let module = actions.storage.entries[route]?.module ?? "the app"
            problems.append(
                .init(
                    .actionWithoutRoute,
                    "module '\(module)' registers an action for '\(route)', which is not an action route"))
        }
        for tab in configuration.tabs where table.route(tab.root) == nil {
            problems.append(
                .init(.invalidTabs, "tab '\(tab.id)' has the root route '\(tab.root)', which does not exist"))
        }
        return problems
    }
}
