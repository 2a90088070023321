import ShopApp
import ShopRoutes
import Testing
import Waypoint

@Suite("Shop rendering: the state tree as plain text")
struct ShopRenderingTests {
    static let renderer = StateTreeRenderer(
        tabTitles: [.shop: "Shop", .basket: "Basket", .account: "Account"],
        parameterOrder: [ProductRoute.id: ["category", "productId"]])

    static func entry(_ id: UInt64, _ route: RouteID, _ path: String, _ parameters: [String: String] = [:])
        -> NavigationEntry
    {
        NavigationEntry(
            id: EntryID(rawValue: id), route: route, descriptor: DeepLinkDescriptor(path: path, parameters: parameters))
    }

    static let product = entry(
        3, ProductRoute.id, "/catalog/shoes/products/42", ["productId": "42", "category": "shoes"])

    @Test("tabs line up, the selected one marked; modal layers indent under what they cover")
    func tabsAndLayers() throws {
        let state = try NavigationState(
            root: .tabs(
                [
                    NavigationTab(
                        id: .shop,
                        stack: [
                            Self.entry(0, .home, "/"),
                            Self.entry(2, CategoryRoute.id, "/catalog/shoes", ["category": "shoes"]), Self.product,
                        ]),
                    NavigationTab(id: .basket, stack: [Self.entry(1, .basketTab, "/tabs/basket")]),
                    NavigationTab(id: .account, stack: [Self.entry(4, .accountTab, "/tabs/account")]),
                ],
                selected: .shop),
            modalLayers: [
                ModalLayer(id: ModalLayerID(rawValue: 5), style: .sheet, stack: [Self.entry(6, .login, "/login")]),
                ModalLayer(id: ModalLayerID(rawValue: 7), style: .fullScreen, stack: [Self.entry(8, .checkout, "/checkout")]),
            ])
        #expect(
            Self.renderer.render(state) == [
                "▸ Shop*   home › catalog.category(shoes) › catalog.product(shoes, 42)",
                "  Basket  basket.tab",
                "  Account account.tab",
                "  └ sheet: login",
                "    └ fullScreen: checkout",
            ])
    }

    @Test("the widest selected title still leaves a space before its stack")
    func widestSelected() throws {
        let state = try NavigationState(
            tabs: [
                (.shop, NavigationScreen(route: .home, descriptor: DeepLinkDescriptor(path: "/"))),
                (.account, NavigationScreen(route: .accountTab, descriptor: DeepLinkDescriptor(path: "/tabs/account"))),
            ],
            selectedTab: .account)
        #expect(Self.renderer.render(state) == ["  Shop     home", "▸ Account* account.tab"])
    }

    @Test("an app without tabs shows its one stack; an empty stack says so")
    func singleStack() {
        let state = NavigationState(stack: [NavigationScreen(route: .home, descriptor: DeepLinkDescriptor(path: "/"))])
        #expect(Self.renderer.render(state) == ["▸ home"])
        #expect(Self.renderer.render(NavigationState()) == ["▸ (empty)"])
    }

    @Test("parameters follow the declared order, then the rest by name; untitled tabs show their id")
    func labels() {
        #expect(Self.renderer.label(Self.product) == "catalog.product(shoes, 42)")
        let search = Self.entry(9, SearchRoute.id, "/search", ["q": "boots", "page": "2", "utm": "x"])
        #expect(Self.renderer.label(search) == "catalog.search(2, boots, x)")
        #expect(Self.renderer.title(of: "other") == "other")
    }

    @Test("the app's renderer takes the parameter order from the route table")
    @MainActor
    func orderFromRoutes() throws {
        let app = try ShopAssembly.build()
        let renderer = StateTreeRenderer(routes: app.routes, tabTitles: ShopAssembly.tabTitles, style: .plain)
        let search = Self.entry(9, SearchRoute.id, "/search", ["q": "boots", "page": "2"])
        #expect(renderer.label(search) == "catalog.search(boots, 2)")
    }

    @Test("colour only when asked: ANSI codes wrap the text, plain leaves it alone")
    func colour() {
        #expect(TerminalStyle.plain.bold("Shop") == "Shop")
        #expect(TerminalStyle.ansi.bold("Shop") == "\u{1B}[1mShop\u{1B}[0m")
        var renderer = Self.renderer
        renderer.style = .ansi
        #expect(renderer.label(Self.product) == "catalog.product\u{1B}[2m(shoes, 42)\u{1B}[0m")
        #expect(TerminalStyle.forStandardOutput(environment: ["NO_COLOR": "1"]) == .plain)
    }
}
