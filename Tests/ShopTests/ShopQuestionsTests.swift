import Payment
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop questions: a checkout that may not be left with a note, a basket emptied once confirmed")
struct ShopQuestionsTests {
    /// A signed-in Shop with the checkout on screen.
    func shopAtCheckout() async throws -> (app: ShopApplication, output: CapturedOutput) {
        let (app, output) = try await makeShop()
        await app.signIn("ada")
        #expect(await app.manager.navigate(to: .checkout).code == "completed")
        return (app, output)
    }

    /// Whether the terminal was asked to show a dialog.
    func asked(_ app: ShopApplication) -> Bool {
        app.terminal.performedSteps.contains { if case .presentDialog = $0 { true } else { false } }
    }

    @Test("a checkout without a note closes without asking")
    func blankCheckoutCloses() async throws {
        let (app, _) = try await shopAtCheckout()
        #expect(await app.back().code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(!asked(app))
    }

    @Test("a checkout holding a note asks; 'Keep editing' keeps it and its note, 'Discard' closes it")
    func checkoutWithNoteAsks() async throws {
        let (app, output) = try await shopAtCheckout()
        try app.typeDeliveryNote("Leave it with the neighbour")
        let checkout = try #require(app.manager.state.topEntry)

        let staying = await app.untilAsked { await app.back() }
        #expect(app.manager.state.dialog?.dialog == CheckoutForm.discardQuestion)
        #expect(app.manager.state.modalLayers.map(\.style) == [.sheet], "nothing goes while the question is up")
        try await app.answer("Keep editing")
        #expect(await staying.value.code == "leaveRefused")
        #expect(app.manager.state.topEntry == checkout)
        #expect(app.manager.state.dialog == nil)

        let leaving = await app.untilAsked { await app.back() }
        #expect(app.manager.state.dialog?.dialog.title == "Discard your order?")
        try await app.answer("Discard")
        #expect(await leaving.value.code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(
            output.lines.contains(
                #"→ ask "Discard your order?" (Your delivery note has not been placed.): [Discard] [Keep editing]"#))
        #expect(output.lines.contains("user     taps [Keep editing]"))
    }

    @Test("a link that would take the checkout away asks too, and waits for the answer")
    func linkAsks() async throws {
        let (app, _) = try await shopAtCheckout()
        try app.typeDeliveryNote("Ring twice")
        let opening = await app.untilAsked { await app.manager.open("shop://orders/1042") }
        #expect(app.manager.state.dialog?.dialog == CheckoutForm.discardQuestion)
        try await app.answer("Keep editing")
        #expect(await opening.value.code == "leaveRefused")
        #expect(app.topScreen?.route == .checkout)
    }

    @Test("a checkout opened afresh starts blank: the note belonged to the one discarded")
    func freshCheckoutIsBlank() async throws {
        let (app, _) = try await shopAtCheckout()
        try app.typeDeliveryNote("Ring twice")
        let leaving = await app.untilAsked { await app.back() }
        try await app.answer("Discard")
        _ = await leaving.value
        #expect(await app.manager.navigate(to: .checkout).code == "completed")
        let steps = app.terminal.performedSteps.count
        #expect(await app.back().code == "completed")
        #expect(
            !app.terminal.performedSteps.dropFirst(steps).contains {
                if case .presentDialog = $0 { true } else { false }
            },
            "the new checkout closed without asking")
    }

    @Test("a note is typed into the checkout on screen only")
    func noteNeedsCheckout() async throws {
        let (app, _) = try await makeShop()
        #expect(throws: ShopError("the checkout is not on screen to type into; tap checkout first")) {
            try app.typeDeliveryNote("Ring twice")
        }
    }

    @Test("emptying the basket asks: 'Cancel' keeps its items, 'Empty basket' removes them")
    func emptyBasketAsks() async throws {
        let (app, output) = try await makeShop()
        await app.signIn("ada")
        #expect(await app.manager.open("shop://basket/add?productId=42").code == "performedAction")

        let cancelled = await app.untilAsked { await app.emptyBasket() }
        #expect(app.manager.state.dialog?.dialog.title == "Empty the basket?")
        #expect(app.manager.state.dialog?.dialog.buttons.map(\.role) == [.destructive, .cancel])
        try await app.answer("Cancel")
        #expect(await cancelled.value == "kept 1 item (Cancel)")
        #expect(app.basket.count == 1)

        let emptied = await app.untilAsked { await app.emptyBasket() }
        try await app.answer("Empty basket")
        #expect(await emptied.value == "emptied: 1 item removed")
        #expect(app.basket.count == 0)
        #expect(output.lines.contains("basket   emptied: 1 item removed"))
        #expect(await app.emptyBasket() == "the basket is already empty; nothing to ask", "nothing left to ask about")
    }

    @Test("an answer needs a question on screen, and one of its buttons")
    func answerRefusals() async throws {
        let (app, _) = try await makeShop()
        await #expect(throws: ShopError("no question on screen to answer")) { try await app.answer("Cancel") }
        await app.signIn("ada")
        await app.manager.open("shop://basket/add?productId=42")
        let emptying = await app.untilAsked { await app.emptyBasket() }
        await #expect(
            throws: ShopError(#""Empty the basket?" has no button 'OK'; it offers 'Empty basket', 'Cancel'"#)
        ) { try await app.answer("OK") }
        #expect(app.manager.state.dialog != nil, "the question stays up")
        try await app.answer("Cancel")
        _ = await emptying.value
    }

    @Test("the state tree shows the question on screen, over the layers")
    func treeShowsQuestion() async throws {
        let (app, _) = try await shopAtCheckout()
        try app.typeDeliveryNote("Ring twice")
        let leaving = await app.untilAsked { await app.back() }
        #expect(
            app.renderer.render(app.manager.state).last
                == "    └ confirmationDialog: Discard your order? [Discard] [Keep editing]")
        try await app.answer("Discard")
        _ = await leaving.value
    }
}

@MainActor
@Suite("Shop console: questions are answered at the prompt")
struct ShopConsoleQuestionTests {
    @Test(
        "the question commands parse as listed",
        arguments: [
            ("note Leave it with the neighbour", ConsoleCommand.note("Leave it with the neighbour")),
            ("empty", .empty), ("answer Keep editing", .answer("Keep editing")),
        ])
    func parses(line: String, command: ConsoleCommand) {
        #expect((try? ConsoleCommand.parse(line).get()) == command)
    }

    @Test(
        "a question command without what it needs is refused with a reason",
        arguments: [
            ("note", "note needs a text, e.g. note Leave it with the neighbour"),
            ("answer", "answer needs a button's title, e.g. answer Cancel"),
            ("empty now", "'empty' takes no arguments"),
        ])
    func refuses(line: String, message: String) {
        guard case .failure(let error) = ConsoleCommand.parse(line) else {
            Issue.record("'\(line)' parsed")
            return
        }
        #expect(error.message == message)
    }

    @Test("help lists the question commands")
    func help() {
        for command in ["note TEXT", "empty", "answer TITLE"] {
            #expect(ConsoleCommand.usage.contains { $0.hasPrefix(command + " ") }, "help does not list \(command)")
        }
    }

    @Test("a command that asks returns to the prompt; a link typed meanwhile waits for the answer, then runs")
    func promptSession() async throws {
        let output = CapturedOutput()
        let console = try ShopConsole(output: output)
        var script = [
            "sign-in ada", "tap checkout", "note Ring twice", "back", "answer OK", "answer Keep editing", "back",
            "answer Discard", "open shop://basket/add?productId=42", "empty", "open shop://catalog/shoes",
            "answer Empty basket", "answer Cancel",
        ].makeIterator()
        await console.run(prompt: nil) { script.next() }
        let app = console.app
        for expected in [
            "checkout delivery note \"Ring twice\", not yet placed",
            #"waiting  for an answer to "Discard your order?": answer Discard | answer Keep editing"#,
            #""Discard your order?" has no button 'OK'; it offers 'Discard', 'Keep editing'"#,
            "outcome  rejected: leaveRefused",
            #"waiting  for an answer to "Empty the basket?": answer Empty basket | answer Cancel"#,
            "no question on screen to answer",
        ] {
            #expect(output.lines.contains { $0.hasPrefix(expected) }, "missing line: \(expected)")
        }
        let emptied = try #require(output.lines.firstIndex(of: "basket   emptied: 1 item removed"))
        let linkRan = try #require(output.lines.firstIndex(of: "outcome  completed: catalog.category"))
        #expect(emptied < linkRan, "the link typed while the question was up ran after the answer")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.basket.count == 0)
        #expect(app.manager.state.dialog == nil)
    }
}
