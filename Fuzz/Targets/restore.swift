// Fuzz target `restore`: any bytes as a saved navigation state — read from disk or a sync service —
// decoded and restored by a `NavigationManager` over the Shop's table, signed in or out.
//
// The first byte chooses the session (odd: signed in); the rest is the saved state's JSON.
//
// Invariants:
// - decoding never crashes; a refusal is a `DecodingError` (a malformed save, another version, or a
//   state that breaks an invariant), and a decoded state's invariants hold;
// - restoring never crashes and gives a report: with other tabs than the app's it starts fresh and
//   drops every entry; otherwise kept and dropped entries are exactly the saved ones, each dropped
//   entry with a reason, and kept entries keep their identity, route and descriptor;
// - the manager's state after restoring is the report's state, and its invariants hold;
// - every restored entry re-matches its own route as a restoration link (with the route's own scope),
//   its route is a screen that accepts restoration, its catch-all keeps the catch-all rule, and a
//   guarded route is restored only when signed in.
//
// The manager is main-actor isolated and restores asynchronously; libFuzzer calls this function on
// the main thread, which runs the main actor's work by spinning the main run loop until it is done.

import Foundation
import Waypoint

private let session = FuzzSession()
private let tabIDs: [TabID] = ["shop", "basket", "account"]

/// Whether the user is signed in, as the guard reads it.
private final class FuzzSession: @unchecked Sendable {
    // Only touched on the main thread, between and during restorations.
    var signedIn = false
}

private let restoreTable: RouteTable = {
    do {
        return try RouteTable(
            shopDefinitions + [
                RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
                RouteDefinition("account", pattern: "/account", module: "Profile"),
            ])
    } catch {
        fail("the restoration table does not build: \(error)")
    }
}()

@MainActor
private func makeManager() -> NavigationManager<String> {
    var configuration = NavigationConfiguration()
    configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
    configuration.addTab("basket", root: "basket.root", modules: ["Basket"], routes: ["checkout"])
    configuration.addTab("account", root: "account", modules: ["Profile", "Login"], routes: ["payment.methods"])
    var screens = ScreenRegistry<String>(module: "Fuzz")
    for route in restoreTable.routes where route.kind == .screen {
        screens.register(route.id) { _, _ in "\(route.id)" }
    }
    let signedIn = GuardFunction { _ in
        session.signedIn
            ? .allow : .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
    }
    do {
        return try NavigationManager(
            routes: restoreTable, policy: shopPolicy, screens: screens, resolver: try DependencyContainer { _ in },
            guards: ["signedIn": signedIn], configuration: configuration)
    } catch {
        fail("the manager does not build: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let signedIn = input.byte() % 2 == 1
    let json = input.data()
    let saved: NavigationState
    do {
        saved = try JSONDecoder().decode(NavigationState.self, from: json)
    } catch {
        check(error is DecodingError, "a saved state was refused with \(type(of: error)): \(error)")
        return 0
    }
    check(saved.invariantViolations().isEmpty, "a decoded state breaks its invariants: \(saved.invariantViolations())")
    session.signedIn = signedIn
    return MainActor.assumeIsolated {
        let done = Flag()
        Task { @MainActor in
            // A fresh manager each time: restoring replaces what an earlier input left.
            let manager = makeManager()
            let report = await manager.restore(saved)
            checkRestoration(saved, report, manager.state, signedIn: signedIn)
            done.isSet = true
        }
        while !done.isSet { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
        return 0
    }
}

@MainActor
private final class Flag {
    var isSet = false
}

@MainActor
private func checkRestoration(_ saved: NavigationState, _ report: RestorationReport, _ state: NavigationState, signedIn: Bool) {
    let what = "restoring \(saved)"
    check(state == report.state, "\(what): the manager's state is not the report's")
    check(state.invariantViolations().isEmpty, "\(what): the restored state breaks \(state.invariantViolations())")
    let savedByID = Dictionary(saved.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let dropped = Set(report.dropped.map(\.entry.id))
    check(report.dropped.allSatisfy { !$0.reason.description.isEmpty }, "\(what): an entry was dropped without a reason")
    if report.startedFresh {
        check(saved.tabs.map(\.id) != tabIDs, "\(what): started fresh although the tabs are the app's")
        check(dropped == Set(savedByID.keys), "\(what): started fresh without dropping every entry")
        return
    }
    let kept = Set(state.entries.map(\.id))
    check(kept.isDisjoint(with: dropped), "\(what): an entry is both kept and dropped")
    check(kept.union(dropped) == Set(savedByID.keys), "\(what): kept and dropped entries are not the saved ones")
    for entry in state.entries {
        guard let original = savedByID[entry.id] else { fail("\(what): entry \(entry.id) was not saved") }
        check(entry.route == original.route && entry.descriptor == original.descriptor, "\(what): \(entry.id) changed")
        checkRematch(entry, signedIn: signedIn, what: what)
    }
}

/// A kept entry re-matches its own route as a restoration link, with the route's own scope.
private func checkRematch(_ entry: NavigationEntry, signedIn: Bool, what: String) {
    guard let route = restoreTable.route(entry.route), let pattern = try? RoutePattern(route.pattern) else {
        fail("\(what): restored entry \(entry.id) has the unknown route \(entry.route)")
    }
    check(route.kind == .screen, "\(what): the action \(route.id) was restored as a screen")
    check(route.sources.contains(.restoration), "\(what): \(route.id) refuses restoration")
    check(signedIn || route.guards.isEmpty, "\(what): the guarded \(route.id) was restored signed out")
    var descriptor = entry.descriptor
    descriptor.source = .restoration
    do {
        var link = try descriptor.link()
        if let scheme = pattern.scheme {
            link.scheme = scheme
            link.host = pattern.host
        }
        let match = try restoreTable.match(link)
        check(match.route == entry.route, "\(what): \(entry.descriptor.path) now opens \(match.route), not \(entry.route)")
        if case .catchAll(let name)? = pattern.segments.last {
            checkCatchAllValue(match.parameters[name] ?? "", "\(what), \(entry.route)")
        }
    } catch {
        fail("\(what): restored \(entry.route) at \(entry.descriptor.path) does not match again: \(error)")
    }
}
