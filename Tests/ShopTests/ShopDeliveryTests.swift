import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop delivery address: the checkout asks the Account module, which it does not import")
struct ShopDeliveryTests {
    /// A signed-in Shop with the checkout on screen.
    func shopAtCheckout() async throws -> (app: ShopApplication, output: CapturedOutput) {
        let (app, output) = try await makeShop()
        await app.signIn("ada")
        #expect(await app.manager.navigate(to: .checkout).code == "completed")
        return (app, output)
    }

    /// The modal layers, as `style: routes`.
    func layers(_ app: ShopApplication) -> [String] {
        app.manager.state.modalLayers.map { "\($0.style.rawValue): \($0.stack.map(\.route.rawValue))" }
    }

    @Test("the value path: the picker shows over the checkout, finishes with an address, and the checkout gets it")
    func valuePath() async throws {
        let (app, output) = try await shopAtCheckout()
        #expect(try await app.chooseAddress().code == "completed")
        #expect(layers(app) == [#"sheet: ["checkout"]"#, #"sheet: ["address.pick"]"#])
        #expect(
            app.topScreen?.summary
                == "Delivery address · 1 Home, 12 Harbour Road, Leith · 2 Office, 3 Engine Street, London")
        #expect(await app.settleAddress() == nil, "the checkout waits while the picker is on screen")

        #expect(try await app.pickAddress(2).code == "completed")
        #expect(await app.settleAddress() == "deliver to Office, 3 Engine Street, London")
        #expect(layers(app) == [#"sheet: ["checkout"]"#])
        #expect(output.lines.contains("checkout deliver to Office, 3 Engine Street, London"))
        #expect(await app.settleAddress() == nil, "the result is printed once")
    }

    @Test("the swipe-away path: the user swipes the picker down and the checkout hears `cancelled (user)`")
    func swipePath() async throws {
        let (app, output) = try await shopAtCheckout()
        try await app.chooseAddress()
        try await app.swipeDown()
        #expect(layers(app) == [#"sheet: ["checkout"]"#])
        #expect(await app.settleAddress() == "no address chosen (user)")
        #expect(output.lines.contains("user     swipes the sheet address.pick down"))
    }

    @Test("closing the picker through navigation cancels the checkout's request as `navigation`")
    func closedByNavigation() async throws {
        let (app, _) = try await shopAtCheckout()
        try await app.chooseAddress()
        #expect(await app.back().code == "completed")
        #expect(await app.settleAddress() == "no address chosen (navigation)")
    }

    @Test("a picker opened by a link has no caller: its address goes to the app's handler, not to the checkout")
    func linkOpenedPicker() async throws {
        let (app, output) = try await shopAtCheckout()
        #expect(await app.manager.open("shop://account/addresses/pick").code == "completed")
        #expect(layers(app) == [#"sheet: ["checkout"]"#, #"sheet: ["address.pick"]"#])
        #expect(try await app.pickAddress(1).code == "completed")
        #expect(layers(app) == [#"sheet: ["checkout"]"#], "the picker closed")
        #expect(await app.settleAddress() == nil, "the checkout did not ask, so it hears nothing")
        #expect(!output.lines.contains { $0.hasPrefix("checkout ") })
        #expect(output.lines.contains("result   Home, 12 Harbour Road, Leith, picked with no checkout waiting for it"))
    }

    @Test("a second pick after the picker closed is refused by the manager, and delivers nothing")
    func secondPick() async throws {
        let (app, _) = try await shopAtCheckout()
        try await app.chooseAddress()
        try await app.pickAddress(1)
        #expect(await app.settleAddress() == "deliver to Home, 12 Harbour Road, Leith")
        let again = try await app.pickAddress(2)
        guard case .rejected(.invalidRequest(.entryGone)) = again else {
            Issue.record("expected entryGone, got \(again)")
            return
        }
        #expect(layers(app) == [#"sheet: ["checkout"]"#], "the checkout was not closed instead")
    }

    @Test("the Shop refuses what the screens would not offer, each with a reason, changing nothing")
    func refusals() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        await #expect(throws: ShopError("no address picker is shown")) { try await app.pickAddress(1) }
        await #expect(throws: ShopError("the checkout is not on screen to ask for an address; tap checkout first")) {
            try await app.chooseAddress()
        }
        await #expect(throws: ShopError("no sheet to swipe down; a full-screen modal closes with back")) {
            try await app.swipeDown()
        }
        await app.manager.navigate(to: .checkout)
        try await app.chooseAddress()
        await #expect(throws: ShopError("there is no address 3; the picker lists 1 to 2")) {
            try await app.pickAddress(3)
        }
        await #expect(throws: ShopError("there is no address 0; the picker lists 1 to 2")) {
            try await app.pickAddress(0)
        }
        #expect(app.topScreen?.route == PickAddressRoute.id, "the picker is still on screen")
    }

    @Test(
        "the commands parse, and bad ones say why",
        arguments: [
            ("address", Result<ConsoleCommand, ShopError>.success(.address)),
            ("pick 2", .success(.pick(2))),
            ("swipe", .success(.swipe)),
            ("pick", .failure(ShopError("pick needs an address number, e.g. pick 1"))),
            ("pick home", .failure(ShopError("pick needs an address number, e.g. pick 1"))),
            ("pick 1 2", .failure(ShopError("pick needs an address number, e.g. pick 1"))),
            ("address now", .failure(ShopError("'address' takes no arguments"))),
            ("swipe down", .failure(ShopError("'swipe' takes no arguments"))),
        ])
    func parses(line: String, expected: Result<ConsoleCommand, ShopError>) {
        #expect(ConsoleCommand.parse(line) == expected)
    }

    @Test("an interactive session: both paths, printed as the checkout sees them, and help lists the commands")
    func session() async throws {
        let output = CapturedOutput()
        let console = try ShopConsole(output: output)
        var lines = """
            address
            sign-in ada
            tap checkout
            address
            pick 1
            address
            swipe
            swipe
            swipe
            help
            """.split(separator: "\n").map(String.init).makeIterator()
        await console.run(prompt: nil) { lines.next() }
        let printed = output.lines
        for expected in [
            "the checkout is not on screen to ask for an address; tap checkout first",
            "→ present sheet address.pick",
            "→ dismiss sheet address.pick",
            "checkout deliver to Home, 12 Harbour Road, Leith",
            "user     swipes the sheet address.pick down",
            "checkout no address chosen (user)",
            "user     swipes the sheet checkout down",
            "no sheet to swipe down; a full-screen modal closes with back",
        ] {
            #expect(printed.contains(expected), "missing line: \(expected)")
        }
        for command in ["address", "pick N", "swipe"] {
            #expect(printed.contains { $0.hasPrefix(command + " ") }, "help does not list \(command)")
        }
        #expect(console.app.manager.state.modalLayers.isEmpty, "the blank checkout was swiped away")
    }
}
