/// Why modules do not fit together: every problem, each naming the modules involved.
///
/// ```swift
/// do { _ = try assembly.build() } catch {
///     for problem in error.problems { print(problem) }
///     // duplicateScreen: route 'home' has screens from modules 'Home' and 'Broken'
/// }
/// ```
public struct AssemblyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One problem, with what it names: routes, modules, guards, tabs.
    ///
    /// Match on the case to act on a problem; ``code`` is its stable name and ``description``
    /// its sentence for people.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The route table refused the modules' routes (see `RouteTableError`).
        case routeTable(RouteTableError.Problem)
        /// A module (`nil`: the app's own services) registers a service another already did;
        /// the container's error names the service and both registration sites.
        case duplicateService(module: ModuleID?, RegistrationError)
        /// Two modules (`nil`: the app) register a screen for the same route.
        case duplicateScreen(RouteID, first: ModuleID?, second: ModuleID?)
        /// Two modules (`nil`: the app) register an action for the same route.
        case duplicateAction(RouteID, first: ModuleID?, second: ModuleID?)
        /// Two modules register a guard under the same name.
        case duplicateGuard(GuardID, first: ModuleID?, second: ModuleID?)
        /// Two modules register a leave check for the same route.
        case duplicateLeaveCheck(RouteID, first: ModuleID?, second: ModuleID?)
        /// `module` registers a leave check for a route that does not exist or is an action.
        case leaveCheckWithoutRoute(RouteID, module: ModuleID?)
        /// A screen route of `module` with no screen factory.
        case routeWithoutScreen(RouteID, module: ModuleID)
        /// `module` (`nil`: the app) registers a screen for a route that does not exist or is an action.
        case screenWithoutRoute(RouteID, module: ModuleID?)
        /// An action route of `module` with no action.
        case routeWithoutAction(RouteID, module: ModuleID)
        /// `module` (`nil`: the app) registers an action for a route that does not exist or shows a screen.
        case actionWithoutRoute(RouteID, module: ModuleID?)
        /// A route lists a guard no module registers; `registered` lists those that are.
        case unknownGuard(GuardID, route: RouteID, module: ModuleID, registered: [GuardID])
        /// A tab's root route does not exist.
        case unknownTabRoot(TabID, root: RouteID)
        /// The navigation manager cannot start with these tabs and routes.
        case navigationSetup(NavigationSetupError)

        /// The kind of problem, a stable name for logs and tests.
        public var code: Code {
            switch self {
            case .routeTable: .routeTable
            case .duplicateService: .duplicateService
            case .duplicateScreen: .duplicateScreen
            case .duplicateAction: .duplicateAction
            case .duplicateGuard: .duplicateGuard
            case .duplicateLeaveCheck: .duplicateLeaveCheck
            case .leaveCheckWithoutRoute: .leaveCheckWithoutRoute
            case .routeWithoutScreen: .routeWithoutScreen
            case .screenWithoutRoute: .screenWithoutRoute
            case .routeWithoutAction: .routeWithoutAction
            case .actionWithoutRoute: .actionWithoutRoute
            case .unknownGuard: .unknownGuard
            case .unknownTabRoot, .navigationSetup: .invalidTabs
            }
        }

        /// The explanation, naming routes and modules:
        /// `route 'home' has screens from modules 'Home' and 'Broken'`.
        public var detail: String {
            func name(_ module: ModuleID?) -> String { module.map { "'\($0)'" } ?? "the app" }
            return switch self {
            case .routeTable(let problem): problem.detail
            case .duplicateService(_, let error): error.description
            case .duplicateScreen(let route, let first, let second):
                "route '\(route)' has screens from modules \(name(first)) and \(name(second))"
            case .duplicateAction(let route, let first, let second):
                "route '\(route)' has actions from modules \(name(first)) and \(name(second))"
            case .duplicateGuard(let guardName, let first, let second):
                "guard '\(guardName)' is registered by modules \(name(first)) and \(name(second))"
            case .duplicateLeaveCheck(let route, let first, let second):
                "route '\(route)' has leave checks from modules \(name(first)) and \(name(second))"
            case .leaveCheckWithoutRoute(let route, let module):
                "module \(name(module)) registers a leave check for '\(route)', which is not a screen route"
            case .routeWithoutScreen(let route, let module):
                "route '\(route)' (module \(module)) has no screen factory"
            case .screenWithoutRoute(let route, let module):
                "module \(name(module)) registers a screen for '\(route)', which is not a screen route"
            case .routeWithoutAction(let route, let module):
                "action route '\(route)' (module \(module)) has no action"
            case .actionWithoutRoute(let route, let module):
                "module \(name(module)) registers an action for '\(route)', which is not an action route"
            case .unknownGuard(let guardName, let route, let module, let registered):
                "route '\(route)' (module \(module)) lists guard '\(guardName)', which no module registers; "
                    + "registered: \(registered.isEmpty ? "none" : registered.map(\.rawValue).joined(separator: ", "))"
            case .unknownTabRoot(let tab, let root):
                "tab '\(tab)' has the root route '\(root)', which does not exist"
            case .navigationSetup(let error): error.description
            }
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
        /// Two modules register a leave check for the same route.
        case duplicateLeaveCheck
        /// A leave check for a route that does not exist (or is an action).
        case leaveCheckWithoutRoute
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
        screens.storage.clashes.map { .duplicateScreen($0.key, first: $0.firstModule, second: $0.secondModule) }
            + actions.storage.clashes.map { .duplicateAction($0.key, first: $0.firstModule, second: $0.secondModule) }
            + guards.storage.clashes.map { .duplicateGuard($0.key, first: $0.firstModule, second: $0.secondModule) }
            + guards.leaveCheckStorage.clashes.map {
                .duplicateLeaveCheck($0.key, first: $0.firstModule, second: $0.secondModule)
            }
    }

    static func coverage<Screen>(
        table: RouteTable, screens: ScreenRegistry<Screen>, actions: ActionRegistry, guards: GuardRegistry,
        configuration: NavigationConfiguration
    ) -> [AssemblyError.Problem] {
        var problems: [AssemblyError.Problem] = []
        // How many registrations the routes found; the others are registrations without a route.
        var (screensFound, actionsFound) = (0, 0)
        for route in table.routes {
            switch route.kind {
            case .screen where screens.storage.positions[route.id] == nil:
                problems.append(.routeWithoutScreen(route.id, module: route.module))
            case .screen: screensFound += 1
            case .action where actions.storage.positions[route.id] == nil:
                problems.append(.routeWithoutAction(route.id, module: route.module))
            case .action: actionsFound += 1
            }
            for name in route.guards where guards.storage.positions[name] == nil {
                problems.append(.unknownGuard(name, route: route.id, module: route.module, registered: guards.names))
            }
        }
        // The registrations without a route, in the order of their routes' ids.
        if screensFound < screens.storage.positions.count {
            for route in screens.storage.keys where table.route(route)?.kind != .screen {
                problems.append(.screenWithoutRoute(route, module: screens.storage.module(of: route)))
            }
        }
        if actionsFound < actions.storage.positions.count {
            for route in actions.storage.keys where table.route(route)?.kind != .action {
                problems.append(.actionWithoutRoute(route, module: actions.storage.module(of: route)))
            }
        }
        for route in guards.leaveCheckStorage.keys where table.route(route)?.kind != .screen {
            problems.append(.leaveCheckWithoutRoute(route, module: guards.leaveCheckStorage.module(of: route)))
        }
        for tab in configuration.tabs where table.route(tab.root) == nil {
            problems.append(.unknownTabRoot(tab.id, root: tab.root))
        }
        return problems
    }
}
