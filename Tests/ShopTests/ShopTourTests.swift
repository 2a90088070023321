import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop tour: every step's outcome, asserted")
struct ShopTourTests {
    /// Plays the tour once into a buffer.
    func playTour() async -> (report: TourReport, output: CapturedOutput) {
        let output = CapturedOutput()
        let report = await ShopTour(output: output).run()
        return (report, output)
    }

    @Test("the tour passes all thirteen steps and says so")
    func passes() async throws {
        let (report, output) = await playTour()
        #expect(report.setupFailure == nil)
        #expect(report.steps.map(\.number) == Array(1...13))
        for step in report.steps {
            #expect(step.failures.isEmpty, "step \(step.number): \(step.failures)")
        }
        #expect(report.exitCode == 0)
        #expect(output.lines.last == "Next: swift run shop --interactive")
        #expect(output.lines.contains("✓ tour complete: 13 of 13 steps went as expected"))
    }

    @Test("step by step: the outcomes each request got")
    func outcomes() async throws {
        let (report, _) = await playTour()
        try #require(report.steps.count == 13)
        #expect(
            report.steps.map(\.outcomes) == [
                ["deferred", "completed"],
                ["redirected", "completed"],
                ["completed"],
                ["sourceNotAllowed", "completed", "completed"],
                ["dotSegment", "hostNotAllowed"],
                ["completed", "completed"],
                ["performedAction"],
                ["restored"],
                ["completed", "completed", "completed"],
                ["completed", "swiped", "completed"],
                ["completed", "completed", "completed"],
                ["completed", "leaveRefused", "leaveRefused", "completed", "completed", "kept", "emptied"],
                ["completed", "completed", "completed", "completed"],
            ])
    }

    @Test("step by step: where each step leaves the user")
    func places() async throws {
        let (report, _) = await playTour()
        try #require(report.steps.count == 13)
        let steps = report.steps
        #expect(steps[0].state.selectedTab == .shop)
        #expect(steps[0].visibleRoutes == [.home, CategoryRoute.id, ProductRoute.id])
        #expect(steps[0].topScreen?.title == "Trail runner")

        #expect(steps[1].state.selectedTab == .basket)
        #expect(steps[1].visibleRoutes == [.basketTab, .basket])
        #expect(steps[1].topScreen?.lines.first == "token: tok-ada-1")

        #expect(steps[2].state.selectedTab == .account)
        #expect(steps[2].visibleRoutes == [.accountTab, .ordersList, OrderRoute.id])
        #expect(steps[2].topScreen?.title == "Order #1042")

        #expect(steps[3].state.modalLayers.isEmpty)
        #expect(steps[4].state == steps[3].state)

        #expect(steps[5].state.selectedTab == .shop)
        #expect(steps[5].visibleRoutes == [.home, CategoryRoute.id, ProductRoute.id, ProductRoute.id])
        #expect(steps[5].topScreen?.title == "City sneaker")

        #expect(steps[6].state == steps[5].state)
        #expect(steps[7].state == steps[6].state)
        #expect(steps[7].state.entries.count == 9)

        #expect(steps[8].state.modalLayers.map(\.style) == [.sheet])
        #expect(steps[8].topScreen?.route == .checkout)
        #expect(steps[9].state.modalLayers.isEmpty, "the checkout closed")
        #expect(steps[9].visibleRoutes == steps[6].visibleRoutes)
        #expect(steps[10].state.modalLayers.isEmpty, "the size guide and the popover closed")
        #expect(steps[10].visibleRoutes == steps[9].visibleRoutes)
        #expect(steps[11].state.modalLayers.isEmpty, "the checkout was discarded")
        #expect(steps[11].state.dialog == nil, "every question was answered")
        #expect(steps[11].state.selectedTab == .basket)
        #expect(steps[11].visibleRoutes == [.basketTab, .basket])
    }

    @Test("the printed tour shows the entries, outcomes and trees the README quotes")
    func transcript() async throws {
        let (_, output) = await playTour()
        let lines = output.lines
        for expected in [
            "━━ 1 · Cold start: a product link arrives before the screen is ready",
            "entry    universal-link https://shop.example.com/catalog/shoes/products/42",
            "outcome  deferred until containerAttached",
            "→ push catalog.category(shoes), catalog.product(shoes, 42) onto Shop",
            "resumed  #1 catalog.product → completed",
            "▸ Shop*   home › catalog.category(shoes) › catalog.product(shoes, 42)",
            "  └ sheet: login",
            "outcome  redirected to /login by guard 'signedIn'; resumes when signedIn",
            "  screen Basket · token: tok-ada-1 · empty",
            "outcome  rejected: sourceNotAllowed: route 'checkout' does not accept custom-scheme links; it accepts: in-app, universal-link",
            "outcome  rejected: dotSegment: encoded '..' segments are refused, not resolved",
            "outcome  performed basket.add: added Trail runner (#42); the basket holds 1 item",
            "restored 9 entries, dropped none",
            "→ present sheet address.pick",
            "checkout deliver to Home, 12 Harbour Road, Leith",
            "user     swipes the sheet address.pick down",
            "checkout no address chosen (user)",
            #"→ ask "Discard your order?" (Your delivery note has not been placed.): [Discard] [Keep editing]"#,
            "user     swipes the sheet checkout down",
            "sheet    stays: the leave check of checkout does not allow leaving",
            "  └ sheet: checkout",
            "    └ confirmationDialog: Discard your order? [Discard] [Keep editing]",
            "user     taps [Keep editing]",
            "user     taps [Discard]",
            #"→ ask "Empty the basket?" (1 item will be removed.): [Empty basket] [Cancel]"#,
            "basket   kept 1 item (Cancel)",
            "basket   emptied: 1 item removed",
        ] {
            #expect(lines.contains(expected), "missing line: \(expected)")
        }
        #expect(!output.text.contains("\u{1B}["), "plain output has no colour codes")
        #expect(!lines.contains { $0.hasPrefix("✗") })
    }
}

@MainActor
@Suite("Shop docs")
struct ShopDocsTests {
    @Test("the tour output docs/Shop.md quotes for the README is real")
    func quotedOutput() async throws {
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/Shop.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "## For the README").last)
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        let quoted = block.split(separator: "\n").map(String.init).filter { $0 != "…" }
        #expect(quoted.count > 10)
        let output = CapturedOutput()
        _ = await ShopTour(output: output).run()
        for line in quoted {
            #expect(output.lines.contains(line), "docs/Shop.md quotes a line the tour does not print: \(line)")
        }
    }
}
