import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop on the iPad: a split view, its size class, and a help window of its own")
struct ShopIPadTests {
    private static let product = "https://shop.example.com/catalog/shoes/products/42"

    private static func iPad() async throws -> (app: ShopApplication, output: CapturedOutput) {
        let output = CapturedOutput()
        let app = try ShopApplication(output: output, layout: .iPad)
        await app.attach()
        return (app, output)
    }

    /// What `printState` writes.
    private static func printedState(_ app: ShopApplication, _ output: CapturedOutput) -> [String] {
        let start = output.lines.count
        app.printState()
        return Array(output.lines[start...])
    }

    @Test("a product link selects its category in the sidebar and shows the product in the detail column")
    func columns() async throws {
        let (app, output) = try await Self.iPad()
        #expect(await app.open(Self.product).code == "completed")
        let split = try #require(app.manager.state.split)
        #expect(split.sidebar.map(\.route) == [.home, CategoryRoute.id])
        #expect(split.detail.map(\.route) == [ProductRoute.id])
        #expect(app.topScreen?.title == "Trail runner")
        #expect(
            Self.printedState(app, output) == [
                "window main (active)",
                "    sidebar:       home › catalog.category(shoes)",
                "  ▸ detail:        catalog.product(shoes, 42)",
                "    screen Trail runner · shoes · #42 · €89.00",
            ])
    }

    @Test("the columns and the own window are declared for the iPad only; the phone keeps its tabs")
    func declarationsForTheIPadOnly() throws {
        let phone = try ShopAssembly.build(layout: .phone).routes
        let iPad = try ShopAssembly.build(layout: .iPad).routes
        #expect(phone.route(ProductRoute.id)?.column == nil)
        #expect(phone.route(HelpArticleRoute.id)?.opensInOwnWindow == false)
        #expect(iPad.route(CategoryRoute.id)?.column == .sidebar)
        #expect(iPad.route(ProductRoute.id)?.column == .detail)
        #expect(iPad.route(HelpArticleRoute.id)?.opensInOwnWindow == true)
        #expect(try ShopApplication(output: CapturedOutput()).windows == nil)
    }

    @Test("compact width shows one stack; back pops it; regular width shows the columns with nothing lost")
    func sizeClass() async throws {
        let (app, output) = try await Self.iPad()
        await app.open(Self.product)
        await app.manager.navigate(to: ProductRoute(category: "shoes", productId: 43))
        let expanded = try #require(app.manager.state.split)

        try app.changeSizeClass(to: .compact)
        #expect(app.manager.state.split?.isCollapsed == true)
        #expect(app.manager.state.split?.sidebar == expanded.sidebar)
        #expect(app.manager.state.split?.detail == expanded.detail)
        #expect(
            Self.printedState(app, output).dropFirst().first
                == "  ▸ home › catalog.category(shoes) › catalog.product(shoes, 42) › catalog.product(shoes, 43)")

        #expect(await app.back().code == "completed")
        #expect(app.manager.state.split?.collapsedStack.map(\.route) == [.home, CategoryRoute.id, ProductRoute.id])

        try app.changeSizeClass(to: .regular)
        #expect(app.manager.state.split?.isCollapsed == false)
        #expect(app.manager.state.split?.sidebar == expanded.sidebar)
        #expect(app.manager.state.split?.detail == Array(expanded.detail.prefix(1)))
    }

    @Test("the phone's tabs have no size class to change")
    func sizeClassOnThePhone() async throws {
        let (app, _) = try await makeShop()
        #expect(throws: ShopError("the phone's tabs have no columns to collapse; start the iPad with --ipad")) {
            try app.changeSizeClass(to: .compact)
        }
    }

    @Test("a help link opens a second window in front; the main window keeps its product; the user turns back")
    func secondWindow() async throws {
        let (app, output) = try await Self.iPad()
        await app.open(Self.product)
        #expect(await app.open("shop://help/returns").code == "completed")
        #expect(app.shopWindows.map(\.name) == ["main", "2"])
        #expect(app.activeWindow?.name == "2")
        #expect(app.manager.state.split?.detail.map(\.route) == [HelpArticleRoute.id])
        #expect(app.window(named: "main")?.manager.state.split?.detail.map(\.route) == [ProductRoute.id])
        #expect(output.lines.contains("window   the platform opens window 2"))
        #expect(output.lines.contains("→ window 2: push help.article(returns) onto the detail column"))

        #expect(
            Self.printedState(app, output).filter { $0.hasPrefix("window ") } == ["window main", "window 2 (active)"])

        try app.switchWindow(to: "main")
        #expect(app.activeWindow?.name == "main")
        #expect(app.topScreen?.title == "Trail runner")
        #expect(throws: ShopError("no window '3'; open: main, 2")) { try app.switchWindow(to: "3") }
        let (phone, _) = try await makeShop()
        #expect(throws: ShopError("the phone has one window; start the iPad with --ipad")) {
            try phone.switchWindow(to: "main")
        }
    }

    @Test("the console's size and window commands parse, and refuse what they cannot take")
    func parsing() throws {
        #expect(try ConsoleCommand.parse("size compact").get() == .size(.compact))
        #expect(try ConsoleCommand.parse("size regular").get() == .size(.regular))
        #expect(try ConsoleCommand.parse("window main").get() == .window("main"))
        for line in ["size", "size wide", "size compact regular"] {
            #expect(throws: ShopError("size needs compact or regular, e.g. size compact")) {
                try ConsoleCommand.parse(line).get()
            }
        }
        #expect(throws: ShopError("window needs a name, e.g. window main")) { try ConsoleCommand.parse("window").get() }
    }

    @Test("`shop --interactive --ipad` runs the iPad: columns, compact, a second window, back to main")
    func console() async {
        let output = CapturedOutput()
        var input = [
            "open https://shop.example.com/catalog/shoes/products/42", "size compact", "size regular",
            "open shop://help/shipping", "window main", "window 9", "quit",
        ][...]
        let status = await ShopCommand.run(
            arguments: ["--interactive", "--ipad"], output: output, style: .plain, readLine: { input.popFirst() })
        #expect(status == 0)
        #expect(output.lines.contains("  ▸ home › catalog.category(shoes) › catalog.product(shoes, 42)"))
        #expect(output.lines.contains("  ▸ detail:        help.article(shipping)"))
        #expect(output.lines.contains("user     turns to window main"))
        #expect(output.lines.contains("window main (active)"))
        #expect(output.lines.contains("no window '9'; open: main, 2"))
        #expect(output.lines.suffix(1) == ["no window '9'; open: main, 2"])
    }
}
