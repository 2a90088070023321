import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// Records every decision of the sign-in guard, so a test can tell whether a guarded screen on
/// screen was let through by its guard.
final class GuardLog: @unchecked Sendable {
    // The lock guards `allowed` and `refused`.
    private let lock = NSLock()
    private var allowedRoutes: Set<RouteID> = []
    private var refusedCount = 0

    func record(_ route: RouteID, allowed: Bool) {
        lock.withLock {
            if allowed { allowedRoutes.insert(route) } else { refusedCount += 1 }
        }
    }

    var allowed: Set<RouteID> { lock.withLock { allowedRoutes } }
    var refused: Int { lock.withLock { refusedCount } }
}

/// The Shop's manager, signed out unless told otherwise, with a sign-in guard that records.
@MainActor
struct HardenedShop {
    let session = UserSession()
    let log = GuardLog()
    let app: ManagerFixture

    init() throws {
        let session = self.session
        let log = self.log
        let signedIn = GuardFunction { context in
            if session.isSignedIn {
                log.record(context.route, allowed: true)
                return .allow
            }
            log.record(context.route, allowed: false)
            return .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
        }
        app = try ManagerFixture(guards: ["signedIn": signedIn])
    }

    var manager: NavigationManager<String> { app.manager }

    /// The routes that list guards.
    static let guardedRoutes: Set<RouteID> = Set(ShopRoutes.definitions.filter { !$0.guards.isEmpty }.map(\.id))

    /// Sends one corpus row through its entry point.
    func perform(_ row: HostileCase) async -> NavigationOutcome {
        switch row.via {
        case .open(let source):
            return await manager.open(row.input, source: source)
        case .pushLink:
            return await manager.handle(notificationJSON: Self.json(["waypoint": ["link": row.input]]))
        case .pushPath(let parameters):
            return await manager.handle(
                notificationJSON: Self.json(["waypoint": ["path": row.input, "parameters": parameters]]))
        case .pushJSON:
            return await manager.handle(notificationJSON: Data(row.input.utf8))
        case .descriptor(let parameters, let source):
            return await manager.navigate(
                using: DeepLinkDescriptor(path: row.input, parameters: parameters, source: source))
        }
    }

    static func json(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// The state's rules hold, and no guarded screen is shown unless its guard allowed it.
    func checkState(after row: some CustomStringConvertible, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = manager.state
        #expect(
            state.invariantViolations().isEmpty, "\(row): \(state.invariantViolations())",
            sourceLocation: sourceLocation)
        let shownGuarded = state.entries.map(\.route).filter(Self.guardedRoutes.contains)
        if session.isSignedIn {
            let unchecked = shownGuarded.filter { !log.allowed.contains($0) }
            #expect(unchecked.isEmpty, "\(row): \(unchecked) shown without its guard", sourceLocation: sourceLocation)
        } else {
            #expect(
                shownGuarded.isEmpty, "\(row): \(shownGuarded) shown while signed out", sourceLocation: sourceLocation)
        }
    }
}

@MainActor
@Suite("Hardening: the hostile-link corpus through the real manager")
struct HardeningHostileLinkCorpusTests {
    @Test("the corpus is large and covers every category")
    func size() {
        let corpus = HostileLinkCorpus.all
        #expect(corpus.count >= 200)
        #expect(Set(corpus.map(\.category)).count >= 15)
        // Every guarded route of the table is in the corpus.
        let covered = Set(HostileLinkCorpus.guardedRoutes.map(\.0))
        #expect(covered == HardenedShop.guardedRoutes)
        // The figures RELIABILITY.md records.
        func tally(_ keys: [String]) -> String {
            Dictionary(keys.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        }
        print("hostile-link corpus: \(corpus.count) rows")
        print("  by category: \(tally(corpus.map(\.category)))")
        print("  signed out: \(tally(corpus.map { $0.expected.code(signedIn: false) }))")
        print("  signed in: \(tally(corpus.map { $0.expected.code(signedIn: true) }))")
    }

    @Test(
        "signed out: each row gets its outcome, and no guarded screen is ever shown", arguments: HostileLinkCorpus.all)
    func signedOut(row: HostileCase) async throws {
        try await check(row, signedIn: false)
    }

    @Test(
        "signed in: guarded rows open once their guard allows them; the refusals stay refused",
        arguments: HostileLinkCorpus.all)
    func signedIn(row: HostileCase) async throws {
        try await check(row, signedIn: true)
    }

    private func check(_ row: HostileCase, signedIn: Bool) async throws {
        let shop = try HardenedShop()
        if signedIn { shop.session.signIn("ada") }
        await shop.app.attach()
        let before = shop.manager.state
        let outcome = await shop.perform(row)
        #expect(outcome.code == row.expected.code(signedIn: signedIn), "\(row): \(outcome)")
        shop.checkState(after: row)
        switch row.expected {
        case .refused:
            // Refused before anything was shown or any guard ran.
            #expect(shop.manager.state == before, "\(row)")
            #expect(shop.app.recorder.steps.isEmpty, "\(row)")
            #expect(shop.log.refused == 0 && shop.log.allowed.isEmpty, "\(row): a guard ran")
        case .opens(let route):
            #expect(shop.manager.state.topEntry?.route == route, "\(row)")
        case .guarded(let route), .guardedAction(let route):
            if signedIn {
                #expect(shop.log.allowed.contains(route), "\(row)")
                if case .guarded = row.expected { #expect(shop.manager.state.topEntry?.route == route, "\(row)") }
            } else {
                #expect(shop.log.refused == 1, "\(row)")
                #expect(shop.manager.state.topEntry?.route == "login", "\(row)")
                #expect(shop.manager.pendingCount == 1, "\(row)")
            }
        }
        shop.manager.cancelPending()
        #expect(shop.manager.pendingCount == 0)
    }

    @Test("the whole corpus through one manager: same outcomes, rules hold after every request, replays are guarded")
    func oneManager() async throws {
        let shop = try HardenedShop()
        await shop.app.attach()
        for row in HostileLinkCorpus.all {
            let outcome = await shop.perform(row)
            #expect(outcome.code == row.expected.code(signedIn: false), "\(row): \(outcome)")
            shop.checkState(after: row)
        }
        // Sign in: the requests still waiting replay, each through its guard again.
        shop.session.signIn("ada")
        let events = shop.manager.events
        let waiting = shop.manager.pendingCount
        #expect(waiting > 0)
        shop.manager.satisfy("signedIn")
        var replayed = 0
        for await event in events where event.kind == .finished {
            replayed += 1
            shop.checkState(after: "replay \(replayed)")
            if replayed == waiting { break }
        }
        #expect(shop.manager.pendingCount == 0)
        #expect(!shop.log.allowed.isEmpty)
        shop.checkState(after: "all replays")
    }
}
