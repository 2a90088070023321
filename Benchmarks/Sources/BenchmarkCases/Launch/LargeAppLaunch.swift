import Foundation
import Waypoint
import WaypointTesting

/// A large app's cold start, as its users feel it: 2,000 routes over 40 feature modules and 400
/// services, assembled (the route table with every check, the container, the manager), the container
/// validated, and the first screen shown in a container.
///
/// Each module has 50 routes of the shapes apps write (a home, static sections, items by id with
/// children under them, a search with query parameters, one action, and a catch-all for help pages)
/// and 10 services: a singleton store, and a chain of transients each of which needs the one
/// before it and the first module's store, so that validation resolves 400 factories across modules.
/// The first five modules' homes are the roots of five tabs.
@MainActor
struct LargeAppAssembly {
    nonisolated static let moduleCount = 40
    nonisolated static let servicesPerModule = 10

    let modules: [LargeModule] = (0..<Self.moduleCount).map(LargeModule.init(index:))
    let policy = LinkPolicy(customSchemes: ["large"], universalLinkHosts: ["large.example.com"])

    var configuration: NavigationConfiguration {
        var configuration = NavigationConfiguration()
        for module in modules.prefix(5) {
            configuration.addTab(TabID(rawValue: module.name.rawValue), root: module.home, modules: [module.name])
        }
        return configuration
    }

    /// The app assembled and validated, and its first screen shown; `nil` when any part fails.
    func launch() async -> LaunchedApp? {
        let assembly = AppAssembly<String>(modules: modules, policy: policy, configuration: configuration)
        guard let app = try? assembly.build(), (try? app.container.validate()) != nil else { return nil }
        let screen = RecordingContainer<String>()
        guard case .completed = await app.manager.attach(screen) else { return nil }
        return LaunchedApp(app: app, screen: screen)
    }
}

/// What a launch leaves alive: the assembled app and the container that shows its first screen.
@MainActor
struct LaunchedApp {
    let app: AssembledApp<String>
    let screen: RecordingContainer<String>
}

/// One of the large app's feature modules: `m00` … `m39`.
struct LargeModule: FeatureModule {
    let index: Int
    let name: ModuleID

    /// 50 routes: 1 home, 20 static sections, 10 items by id, 10 item children, 6 sections by slug,
    /// 1 search, 1 action, 1 catch-all; declared once, as a module's routes are.
    let definitions: [RouteDefinition]

    init(index: Int) {
        self.index = index
        let name = ModuleID(rawValue: String(format: "m%02d", index))
        self.name = name
        self.definitions = Self.definitions(of: name)
    }

    var home: RouteID { Self.route("home", in: name) }

    private func route(_ suffix: String) -> RouteID { Self.route(suffix, in: name) }

    private static func route(_ suffix: String, in name: ModuleID) -> RouteID {
        RouteID(rawValue: "\(name.rawValue).\(suffix)")
    }

    private static func definitions(of name: ModuleID) -> [RouteDefinition] {
        func route(_ suffix: String) -> RouteID { Self.route(suffix, in: name) }
        let home = route("home")
        let base = "/\(name.rawValue)"
        var definitions = [RouteDefinition(home, pattern: base, module: name)]
        for section in 0..<20 {
            definitions.append(
                RouteDefinition(
                    route("section\(section)"), pattern: "\(base)/section\(section)", module: name, parent: home))
        }
        for kind in 0..<10 {
            let item = route("item\(kind)")
            definitions.append(
                RouteDefinition(item, pattern: "\(base)/kind\(kind)/{id: int}", module: name, parent: home))
            definitions.append(
                RouteDefinition(
                    route("item\(kind).reviews"), pattern: "\(base)/kind\(kind)/{id: int}/reviews", module: name,
                    query: [.optional("page", .int)], parent: item, presentation: .modal(.sheet)))
        }
        for slug in 0..<6 {
            definitions.append(
                RouteDefinition(
                    route("topic\(slug)"), pattern: "\(base)/topics\(slug)/{slug}", module: name, parent: home))
        }
        definitions.append(
            RouteDefinition(
                route("search"), pattern: "\(base)/search", module: name,
                query: [.required("q"), .optional("sort"), .repeated("tag")], parent: home))
        definitions.append(RouteDefinition(route("refresh"), pattern: "\(base)/refresh", module: name, kind: .action))
        definitions.append(RouteDefinition(route("help"), pattern: "\(base)/help/{path…}", module: name, parent: home))
        return definitions
    }

    func registerRoutes(in routes: inout RouteRegistry) {
        for definition in definitions { routes.add(definition) }
    }

    func registerScreens(in screens: inout ScreenRegistry<String>) {
        let store = "\(name.rawValue).0"
        for definition in definitions where definition.kind == .screen {
            let id = definition.id
            screens.register(id) { context, resolver in
                let service = try resolver.resolve(LargeService.self, name: store)
                return "\(id) \(context.match.parameters.count) \(service.dependencies.count)"
            }
        }
    }

    func registerActions(in actions: inout ActionRegistry) {
        actions.register(route("refresh")) { _, _ in .done("refreshed") }
    }

    /// 10 services, named `m07.0` … `m07.9`: `.0` a singleton store that needs the first module's
    /// store (but `m00.0`, which needs nothing); each of the others a transient that needs the one
    /// before it and the first module's store.
    func registerServices(in services: inout ServiceRegistry) {
        let module = name.rawValue
        let index = index
        services.register(LargeService.self, name: "\(module).0", scope: .singleton) { resolver in
            LargeService(dependencies: index == 0 ? [] : [try resolver.resolve(LargeService.self, name: "m00.0")])
        }
        for slot in 1..<LargeAppAssembly.servicesPerModule {
            services.register(LargeService.self, name: "\(module).\(slot)") { resolver in
                LargeService(dependencies: [
                    try resolver.resolve(LargeService.self, name: "\(module).\(slot - 1)"),
                    try resolver.resolve(LargeService.self, name: "m00.0"),
                ])
            }
        }
    }
}

/// The large app's services: one type, told apart by name, as an app registers several clients of
/// one protocol. It holds what it was built with.
final class LargeService: Sendable {
    let dependencies: [LargeService]
    init(dependencies: [LargeService]) { self.dependencies = dependencies }
}
