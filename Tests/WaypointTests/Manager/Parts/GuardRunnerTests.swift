import TestSupport
import Testing

@testable import Waypoint

/// A guard that records that it was asked, then answers.
@MainActor
private func recording(_ name: String, into log: Recorded<String>, _ answer: GuardDecision) -> GuardFunction {
    GuardFunction { _ in
        log.items.append(name)
        return answer
    }
}

@Suite("GuardRunner: the global guards, then the route's own in order; the first objection wins")
@MainActor
struct GuardRunnerTests {
    let route = RouteDefinition("basket", pattern: "/basket", module: "Basket", guards: ["first", "second"])
    let match: RouteMatch

    init() throws {
        match = try ShopRoutes.table.match(route: "basket", parameters: [:])
    }

    func objection(
        _ runner: GuardRunner, includingGlobal: Bool = true, isReplay: Bool = false
    ) async -> (name: GuardID, decision: GuardDecision?)? {
        await runner.firstObjection(
            to: route, match: match, state: NavigationState(), satisfied: ["signedIn"], isReplay: isReplay,
            includingGlobal: includingGlobal)
    }

    @Test("globals run first, then the route's guards in the order it lists; after an objection nothing more is asked")
    func order() async {
        let log = Recorded<String>()
        let runner = GuardRunner(
            globalGuards: [recording("global", into: log, .allow)],
            guards: [
                "second": recording("second", into: log, .allow),
                "first": recording("first", into: log, .reject("no")),
            ], timeout: .seconds(5))
        let objection = await objection(runner)
        #expect(objection?.name == "first")
        #expect(objection?.decision == .reject("no"))
        #expect(log.items == ["global", "first"])
    }

    @Test("every guard allowing is no objection; without the globals, only the route's own are asked")
    func allowing() async {
        let log = Recorded<String>()
        let runner = GuardRunner(
            globalGuards: [recording("global", into: log, .reject("global says no"))],
            guards: ["first": recording("first", into: log, .allow), "second": recording("second", into: log, .allow)],
            timeout: .seconds(5))
        #expect(await objection(runner, includingGlobal: false) == nil)
        #expect(log.items == ["first", "second"])
        #expect(await objection(runner)?.name == "global")
    }

    @Test("a name no guard is registered under refuses")
    func unregistered() async {
        let runner = GuardRunner(
            globalGuards: [], guards: ["first": GuardFunction { _ in .allow }], timeout: .seconds(5))
        let objection = await objection(runner)
        #expect(objection?.name == "second")
        #expect(objection?.decision == .reject("no guard is registered under this name"))
    }

    @Test("a guard that suspends past the timeout objects with no decision; one that answers in time is heard")
    func timeout() async {
        let late = GuardFunction { _ in
            try? await Task.sleep(for: .seconds(30))
            return .allow
        }
        let inTime = GuardFunction { _ in
            await Task.yield()
            return .deferUntil("catalogLoaded")
        }
        let slow = GuardRunner(globalGuards: [], guards: ["first": late], timeout: .milliseconds(50))
        let timedOut = await objection(slow)
        #expect(timedOut?.name == "first")
        if let timedOut {
            #expect(timedOut.decision == nil)
        } else {
            Issue.record("the late guard was not an objection")
        }
        let heard = GuardRunner(globalGuards: [], guards: ["first": inTime], timeout: .seconds(5))
        #expect(await objection(heard)?.decision == .deferUntil("catalogLoaded"))
    }

    @Test("each guard sees its own name, the route, the conditions that hold and whether it is a replay")
    func context() async {
        let log = Recorded<String>()
        let seeing = GuardFunction { context in
            log.items.append(
                "\(context.guardName) \(context.route) \(context.satisfiedConditions.map(\.rawValue).sorted().joined(separator: ",")) \(context.isReplay)"
            )
            return .allow
        }
        let runner = GuardRunner(
            globalGuards: [seeing], guards: ["first": seeing, "second": seeing], timeout: .seconds(5))
        #expect(await objection(runner, isReplay: true) == nil)
        #expect(
            log.items == ["global basket signedIn true", "first basket signedIn true", "second basket signedIn true"])
    }
}
