import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// Modules hold `any NavigationManaging`; these calls are written exactly as on the concrete
/// manager, with its default arguments left out, so that they stop compiling if a default is lost.
@MainActor
@Suite("NavigationManaging: every call reads as it does on the manager")
struct NavigationManagingDefaultsTests {
    @Test("a typed route, a route id and a link need no presentation, parameters or source")
    func callsWithoutDefaults() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let navigator: any NavigationManaging = app.manager

        #expect(await navigator.navigate(to: ProductRoute(category: "shoes", productId: 42)).code == "completed")
        #expect(navigator.state.topEntry?.route == "catalog.product")
        #expect(await navigator.navigate(to: "catalog.category", parameters: ["category": "bags"]).code == "completed")
        #expect(navigator.state.topEntry?.descriptor.parameters == ["category": "bags"])
        #expect(await navigator.navigate(to: "help.contact").code == "completed")
        #expect(navigator.state.topEntry?.route == "help.contact")
        #expect(await navigator.navigate(to: "login", presentation: .modal).code == "completed")
        #expect(navigator.state.modalLayers.count == 1)
        #expect(await navigator.dismiss().code == "completed")
        #expect(await navigator.open("/catalog/shoes").code == "completed")
        #expect(navigator.state.topEntry?.route == "catalog.category")
        #expect(await navigator.open("https://shop.example.com/catalog/hats").code == "completed")
        #expect(navigator.state.topEntry?.descriptor.source == .universalLink)
    }

    @Test("an enum destination and a typed route with a presentation still go through")
    func explicitArguments() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let navigator: any NavigationManaging = app.manager
        let outcome = await navigator.navigate(
            to: ProductRoute(category: "shoes", productId: 7), presentation: .modal)
        #expect(outcome.code == "completed")
        #expect(navigator.state.modalLayers.first?.stack.last?.route == "catalog.product")
    }
}
