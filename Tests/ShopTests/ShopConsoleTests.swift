import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop console: commands typed or piped in")
struct ShopConsoleTests {
    /// Runs a console session over `script`, one command a line, and returns what it printed.
    func session(_ script: String) async throws -> (console: ShopConsole, lines: [String]) {
        let output = CapturedOutput()
        let console = try ShopConsole(output: output)
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).makeIterator()
        await console.run(prompt: nil) { lines.next() }
        return (console, output.lines)
    }

    @Test(
        "commands parse as listed",
        arguments: [
            ("open shop://basket", ConsoleCommand.open("shop://basket", source: nil)),
            ("open shop://basket --source push", .open("shop://basket", source: .pushNotification)),
            ("  open --source in-app /catalog/shoes  ", .open("/catalog/shoes", source: .inApp)),
            (#"push {"waypoint": {"link": "shop://orders/1"}}"#, .push(#"{"waypoint": {"link": "shop://orders/1"}}"#)),
            (
                "tap catalog.product category=shoes productId=42",
                .tap(ProductRoute.id, parameters: ["category": "shoes", "productId": "42"])
            ),
            ("tap home", .tap(.home, parameters: [:])),
            ("tap catalog.search q=a=b", .tap(SearchRoute.id, parameters: ["q": "a=b"])),
            ("back", .back), ("dismiss", .dismiss), ("sign-in ada", .signIn("ada")), ("sign-out", .signOut),
            ("state", .state), ("save /tmp/my state.json", .save("/tmp/my state.json")),
            ("restore s.json", .restore("s.json")),
            ("help", .help), ("quit", .quit), ("", .nothing), ("   ", .nothing), ("# a comment", .nothing),
        ])
    func parses(line: String, command: ConsoleCommand) {
        #expect((try? ConsoleCommand.parse(line).get()) == command)
    }

    @Test(
        "bad commands get one line saying what is wrong",
        arguments: [
            ("opn shop://basket", "unknown command 'opn'; try 'help'"),
            ("open", "open needs a URL"),
            ("open shop://a shop://b", "open takes one URL; unexpected 'shop://b'"),
            (
                "open shop://basket --source x",
                "'x' is not a source (in-app, universal-link, custom-scheme, push, restoration, user-activity, app-intent, widget)"
            ),
            ("open shop://basket --source", "--source needs a value"),
            ("push", "push needs a JSON payload; try 'help'"),
            ("tap", "tap needs a route id, e.g. tap home"),
            ("tap home oops", "'oops' is not a parameter; write name=value"),
            ("tap home =x", "'=x' is not a parameter; write name=value"),
            ("tap home a=1 a=2", "parameter 'a' is given twice"),
            ("sign-in", "sign-in needs a name, e.g. sign-in ada"),
            ("sign-in ada lovelace", "sign-in takes one name"),
            ("back now", "'back' takes no arguments"),
            ("save", "save needs a file name"),
            ("restore", "restore needs a file name"),
        ])
    func refuses(line: String, message: String) {
        guard case .failure(let error) = ConsoleCommand.parse(line) else {
            Issue.record("'\(line)' parsed")
            return
        }
        #expect(error.message == message)
    }

    @Test("a piped session: links, a guard, sign-in, bad commands, and quit stops reading")
    func pipedSession() async throws {
        let (console, lines) = try await session(
            """
            open shop://catalog/shoes
            bogus
            open shop://basket --source x
            open shop://basket
            sign-in ada
            tap catalog.product category=shoes productId=43
            back
            back
            back
            push {"waypoint":{"link":"shop://orders/1042"}}
            state
            sign-out
            quit
            open shop://catalog/hats
            """)
        let app = console.app
        #expect(lines.first == "Waypoint Shop, interactive. Type 'help' for the commands, 'quit' to leave.")
        for expected in [
            "→ push catalog.category(shoes) onto Shop",
            "outcome  completed: catalog.category",
            "unknown command 'bogus'; try 'help'",
            "'x' is not a source (in-app, universal-link, custom-scheme, push, restoration, user-activity, app-intent, widget)",
            "outcome  redirected to /login by guard 'signedIn'; resumes when signedIn",
            "session  signed in as ada; token tok-ada-1 is in the SessionStore",
            "resumed  #3 basket → completed",
            "outcome  rejected: invalidRequest: 'home' is the root screen of the 'shop' tab; nothing to close",
            "▸ Account* account.tab › orders.list › orders.detail(1042)",
            "session  signed out; guarded routes ask for sign-in again",
        ] {
            #expect(lines.contains(expected), "missing line: \(expected)")
        }
        #expect(!lines.contains("→ push catalog.category(hats) onto Shop"), "nothing runs after quit")
        #expect(app.visibleRoutes == [.accountTab, .ordersList, OrderRoute.id])
        #expect(app.session.token == nil)
    }

    @Test("help lists every command; the end of input ends the session")
    func help() async throws {
        let (_, lines) = try await session("help")
        for command in [
            "open URL", "push JSON", "tap ROUTE-ID", "back", "dismiss", "sign-in NAME", "sign-out", "state",
            "save FILE", "restore FILE", "help", "quit",
        ] {
            #expect(lines.contains { $0.hasPrefix(command + " ") }, "help does not list \(command)")
        }
    }

    @Test("back on a modal's root closes the layer, as a sheet's close button does; back on a pushed screen pops it")
    func backClosesModal() async throws {
        let (console, lines) = try await session(
            """
            sign-in ada
            tap catalog.product category=shoes productId=43
            open /checkout
            back
            back
            """)
        let app = console.app
        #expect(!lines.contains { $0.contains("nothing to pop") }, "back at the checkout's root was refused")
        #expect(app.manager.state.modalLayers.isEmpty, "the checkout's layer is closed")
        #expect(app.visibleRoutes == [.home, CategoryRoute.id], "the product was popped after the checkout closed")
    }

    @Test("save and restore through a file; unreadable files get one line")
    func files() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shop-console-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = directory.appendingPathComponent("state.json").path
        let garbage = directory.appendingPathComponent("garbage.json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: garbage))

        let (first, firstLines) = try await session(
            """
            open shop://catalog/hats/products/7
            save \(saved)
            """)
        #expect(firstLines.contains { $0.hasPrefix("saved ") && $0.hasSuffix(" bytes to \(saved)") })

        let (second, secondLines) = try await session(
            """
            restore \(directory.appendingPathComponent("missing.json").path)
            restore \(garbage)
            save \(directory.appendingPathComponent("no/such/dir/state.json").path)
            restore \(saved)
            """)
        #expect(secondLines.contains { $0.hasPrefix("cannot read '\(directory.path)/missing.json': ") })
        #expect(
            secondLines.contains("'\(garbage)' is not a saved navigation state: The given data was not valid JSON."))
        #expect(secondLines.contains { $0.hasPrefix("cannot write '\(directory.path)/no/such/dir/state.json': ") })
        #expect(secondLines.contains("restored 5 entries, dropped none"))
        #expect(second.app.manager.state == first.app.manager.state)
    }
}
