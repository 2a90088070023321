import Foundation
import Testing
import Waypoint

@MainActor
@Suite("Adapters: a presentation waits for the app's own alert or sheet to go, but not forever")
struct AdapterAppPresentationWaitTests {
    private static let layer = ModalLayerID(rawValue: 4)

    @Test(
        "a free presenter presents, a busy one waits within the limit, and gives up at the limit",
        arguments: [
            (true, Duration.zero, AppPresentationWait.Decision.present),
            (true, .seconds(900), .present),
            (false, .zero, .wait),
            (false, .seconds(599), .wait),
            (false, .seconds(600), .giveUp),
            (false, .seconds(900), .giveUp),
        ])
    func decisions(presenterFree: Bool, waited: Duration, decision: AppPresentationWait.Decision) {
        #expect(AppPresentationWait().decision(presenterFree: presenterFree, waited: waited) == decision)
    }

    @Test("a free presenter is looked at once and the wait returns at once")
    func free() async throws {
        var looks = 0
        try await AppPresentationWait(limit: .seconds(5)).wait(before: Self.layer) {
            looks += 1
            return true
        }
        #expect(looks == 1)
    }

    @Test("the wait looks again every interval and returns once the app's presentation is gone")
    func gone() async throws {
        var looks = 0
        let started = ContinuousClock.now
        try await AppPresentationWait(limit: .seconds(600), interval: .milliseconds(5)).wait(before: Self.layer) {
            looks += 1
            return looks == 4
        }
        #expect(looks == 4)
        #expect(ContinuousClock.now - started >= .milliseconds(15))
    }

    @Test("a presentation that stays past the limit fails the step with appPresentationStayed, naming the layer")
    func stays() async {
        let wait = AppPresentationWait(limit: .milliseconds(40), interval: .milliseconds(5))
        let started = ContinuousClock.now
        do {
            try await wait.wait(before: Self.layer) { false }
            Issue.record("the wait returned while the presenter stayed busy")
        } catch {
            #expect(error.layer == Self.layer)
            #expect(error.waited >= .milliseconds(40))
            #expect(error.description.hasPrefix("appPresentationStayed: cannot present layer#4"))
        }
        #expect(ContinuousClock.now - started >= .milliseconds(40))
    }

    @Test("a cancelled wait stops looking and fails the step")
    func cancelled() async {
        let task = Task { @MainActor in
            try await AppPresentationWait(limit: .seconds(60), interval: .milliseconds(5)).wait(before: Self.layer) {
                false
            }
        }
        task.cancel()
        await #expect(throws: AppPresentationStayed.self) { try await task.value }
    }
}
