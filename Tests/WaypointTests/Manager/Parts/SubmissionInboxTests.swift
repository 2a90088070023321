import Testing

@testable import Waypoint

@Suite("SubmissionInbox: links from any thread, taken in order, each exactly once")
@MainActor
struct SubmissionInboxTests {
    let inbox = SubmissionInbox()

    func link(_ number: Int) -> PipelineRequest.Entry { .link("shop://catalog/\(number)", .customScheme, nil) }

    @Test("only the append that finds no drain under way asks for one; the drain's end asks again")
    func oneDrain() async {
        #expect(inbox.append(link(1), onOutcome: nil).startsDrain)
        #expect(!inbox.append(link(2), onOutcome: nil).startsDrain)
        #expect(inbox.isDraining)
        await inbox.drain { _ in .rejected(.cancelled) }
        #expect(!inbox.isDraining)
        #expect(inbox.append(link(3), onOutcome: nil).startsDrain)
    }

    @Test("the drain runs the links in the order appended; each ticket and closure gets that link's outcome")
    func order() async {
        var ran: [PipelineRequest.Entry] = []
        let told = Recorded<String>()
        let tickets = (1...3).map { number in
            inbox.append(link(number), onOutcome: { told.items.append("\(number) \($0.code)") }).ticket
        }
        await inbox.drain { entry in
            ran.append(entry)
            return entry == link(2) ? .rejected(.evicted) : .completed(NavigationState())
        }
        #expect(ran == [link(1), link(2), link(3)])
        #expect(told.items == ["1 completed", "2 evicted", "3 completed"])
        var codes: [String] = []
        for ticket in tickets { codes.append(await ticket.outcome.code) }
        #expect(codes == ["completed", "evicted", "completed"])
    }

    @Test("a link the manager can no longer run (it is gone) is cancelled")
    func managerGone() async {
        let ticket = inbox.append(link(1), onOutcome: nil).ticket
        await inbox.drain { _ in nil }
        #expect(await ticket.outcome.code == "cancelled")
    }

    @Test("a drain runs at most linksPerTurn links before letting the main actor's other work go first")
    func turns() async {
        let count = SubmissionInbox.linksPerTurn + 6
        for number in 1...count { _ = inbox.append(link(number), onOutcome: nil) }
        var ran = 0
        await inbox.drain { _ in
            ran += 1
            return .completed(NavigationState())
        }
        #expect(ran == SubmissionInbox.linksPerTurn)
        await inbox.waitUntilDrained()
        #expect(ran == count)
    }

    @Test("cancellation takes every link not yet run, once; the drain then finds the inbox empty")
    func takeAll() async {
        for number in 1...3 { _ = inbox.append(link(number), onOutcome: nil) }
        #expect(inbox.takeAll().map(\.entry) == [link(1), link(2), link(3)])
        #expect(inbox.takeAll().isEmpty)
        var ran = 0
        await inbox.drain { _ in
            ran += 1
            return .completed(NavigationState())
        }
        #expect(ran == 0)
        #expect(!inbox.isDraining)
    }

    @Test("cancellation during a drain takes the links the drain took but has not run yet")
    func cancelMidDrain() async {
        for number in 1...3 { _ = inbox.append(link(number), onOutcome: nil) }
        var taken: [PipelineRequest.Entry] = []
        var ran = 0
        await inbox.drain { [inbox] _ in
            ran += 1
            if ran == 1 { taken = inbox.takeAll().map(\.entry) }
            return .completed(NavigationState())
        }
        #expect(ran == 1)
        #expect(taken == [link(2), link(3)])
    }
}
