import Testing
import Waypoint

@Suite("NavigationState: description")
struct NavigationStateDescriptionTests {
    @Test("a state describes itself as its stacks' paths")
    func description() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        #expect(state.description
            == "tabs[*shop: /shop > /categories/shoes > /products/42 | basket: /basket | account: /account] modals[layer#5 sheet: /login] next#7")
        #expect(NavigationState(stack: [Shop.home]).description == "stack[/shop] next#1")
    }
}
