import Testing
import Waypoint
import WaypointTesting

/// The model a dependency container builds for a screen: it closes the screen knowing neither the
/// manager nor the screen type, only its handle.
private final class DetailModel: Sendable {
    let handle: ScreenHandle
    init(handle: ScreenHandle) { self.handle = handle }
    /// The screen's close button.
    func closeTapped() async -> NavigationOutcome { await handle.close() }
}

/// A typed route whose factory gets no context: its resolver answers the handle.
private struct DetailRoute: Route {
    static let id: RouteID = "detail"
    static let pattern = "/detail/{number: int}"
    var number: Int
}

/// An app of one stack: `/` at its root, `/detail/{number}` pushed (a typed route whose screen
/// is built with a `DetailModel`), `/sheet` presented as a sheet. Every screen's handle is kept.
@MainActor
private final class ClosingApp {
    let manager: NavigationManager<String>
    let recorder = RecordingContainer<String>()
    /// Each built screen's handle, by the screen's name; the models built for details.
    var handles: [String: ScreenHandle] = [:]
    var models: [Int: DetailModel] = [:]

    init() throws {
        let routes = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition(DetailRoute.self, module: "App"),
            RouteDefinition("sheet", pattern: "/sheet", module: "App", presentation: .modal(.sheet)),
        ])
        let container = try DependencyContainer { services in
            services.register(DetailModel.self) { (_, handle: ScreenHandle) in DetailModel(handle: handle) }
        }
        var screens = ScreenRegistry<String>(module: "App")
        // Filled in below: the factories run only once the manager exists.
        weak var app: ClosingApp?
        for route in ["home", "sheet"] as [RouteID] {
            screens.register(route) { context, _ in
                app?.handles[route.rawValue] = context.handle
                return route.rawValue
            }
        }
        screens.register(DetailRoute.self) { detail, resolver in
            let handle = try resolver.resolve(ScreenHandle.self)
            app?.models[detail.number] = try resolver.resolve(DetailModel.self, arguments: handle)
            app?.handles["detail \(detail.number)"] = handle
            return "detail \(detail.number)"
        }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        manager = try NavigationManager(
            routes: routes, policy: LinkPolicy(customSchemes: ["app"]), screens: screens, resolver: container,
            configuration: configuration)
        app = self
    }

    var visible: [RouteID] { manager.state.visibleStack.map(\.route) }
}

@MainActor
@Suite("NavigationManager: a screen closes itself through its handle")
struct ManagerCloseTests {
    @Test("a pushed screen's model closes it: one outcome, one finished event, popped to the screen beneath")
    func closePushed() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/detail/1")
        await app.manager.open("/detail/2")
        let log = EventLog(app.manager)
        let model = try #require(app.models[1])
        let outcome = await model.closeTapped()
        await log.settle()
        #expect(outcome.code == "completed")
        #expect(app.visible == ["home"])
        #expect(log.finished.count == 1)
        #expect(log.finished.first?.outcome == "completed")
    }

    @Test("the root screen of a modal layer closes its layer, as a sheet's close button does")
    func closeModalRoot() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/detail/1")
        await app.manager.open("/sheet")
        let handle = try #require(app.handles["sheet"])
        #expect(app.manager.state.modalLayers.count == 1)
        #expect(await app.manager.pop().code == "invalidRequest", "pop at a modal's root is refused")
        let outcome = await handle.close()
        #expect(outcome.code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.visible == ["home", "detail"])
    }

    @Test("a handle whose entry left the state is refused and nothing else is popped")
    func closeGone() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/detail/1")
        let stale = try #require(app.handles["detail 1"])
        await app.manager.pop()
        await app.manager.open("/detail/2")
        let before = app.manager.state
        let log = EventLog(app.manager)
        let outcome = await stale.close()
        await log.settle()
        guard case .rejected(.invalidRequest(let rejection)) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(rejection == .entryGone(stale.entry))
        #expect(app.manager.state == before)
        #expect(log.finished.count == 1)
    }

    @Test("the root screen of the root stack is refused: nothing is beneath it")
    func closeRoot() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        let home = try #require(app.handles["home"])
        let outcome = await home.close()
        guard case .rejected(.invalidRequest(let rejection)) = outcome else {
            Issue.record("expected a refusal, got \(outcome)")
            return
        }
        #expect(rejection == .nothingToClose(home.entry, rootOf: .root))
    }

    @Test("closes wait their turn: two screens' closes run one after the other")
    func closesQueue() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/detail/1")
        await app.manager.open("/detail/2")
        let first = try #require(app.handles["detail 2"])
        let second = try #require(app.handles["detail 1"])
        async let top = first.close()
        async let beneath = second.close()
        let outcomes = await [top, beneath]
        #expect(outcomes.map(\.code) == ["completed", "completed"])
        #expect(app.visible == ["home"])
    }

    @Test("the factory's resolver answers the handle in its context")
    func resolverAnswersHandle() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/detail/3")
        #expect(app.models[3]?.handle.entry == app.manager.state.topEntry?.id)
    }

    @Test("a handle whose manager is gone returns cancelled and does not crash")
    func closeAfterManagerGone() async throws {
        var app: ClosingApp? = try ClosingApp()
        weak let manager = app?.manager
        await app?.manager.attach(try #require(app?.recorder))
        await app?.manager.open("/detail/1")
        let handle = try #require(app?.handles["detail 1"])
        app = nil
        #expect(manager == nil, "the handle keeps nothing alive")
        guard case .rejected(.cancelled) = await handle.close() else {
            Issue.record("expected cancelled")
            return
        }
    }

    @Test("a screen built without navigating has a handle that closes nothing")
    func screenForDescriptor() async throws {
        let app = try ClosingApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/detail/1")
        _ = try app.manager.screen(for: DeepLinkDescriptor(path: "/sheet"))
        let before = app.manager.state
        guard case .rejected(.cancelled) = await app.handles["sheet"]?.close() else {
            Issue.record("expected cancelled")
            return
        }
        #expect(app.manager.state == before)
    }
}
