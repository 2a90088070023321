import Foundation
import Waypoint
import WaypointTesting

/// Counts what an assembly builds: how many times modules register their services, and how many
/// times the one shared service is made.
final class BuildCounts: @unchecked Sendable {
    // The lock guards both counts.
    private let lock = NSLock()
    private var registrations = 0
    private var stores = 0
    var serviceRegistrations: Int { lock.withLock { registrations } }
    var storesMade: Int { lock.withLock { stores } }
    func registered() { lock.withLock { registrations += 1 } }
    func madeStore() { lock.withLock { stores += 1 } }
}

/// The one service every window shares.
final class MailStore: Sendable {}

/// A mail app: an inbox, messages, a compose screen that opens in a window of its own, a picker
/// that hands back a value. Every screen resolves the shared store and its navigator; the navigators
/// screens were built with are kept, by screen.
final class MailModule: FeatureModule, @unchecked Sendable {
    let name: ModuleID = "Mail"
    let counts: BuildCounts
    /// The navigator each built screen resolved, by the screen's text; main actor only.
    nonisolated(unsafe) var navigators: [String: any NavigationManaging] = [:]

    init(counts: BuildCounts) {
        self.counts = counts
    }

    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("inbox", pattern: "/")
        routes.add("message", pattern: "/messages/{id: int}")
        var compose = RouteDefinition("compose", pattern: "/compose", module: name, presentation: .push)
        compose.opensInOwnWindow = true
        routes.add(compose)
        routes.add("label.pick", pattern: "/labels/pick", presentation: .modal)
        routes.add("shared", pattern: "/shared", sources: [.inApp, .userActivity, .widget])
    }

    func registerScreens(in screens: inout ScreenRegistry<String>) {
        for route in ["inbox", "message", "compose", "label.pick", "shared"] as [RouteID] {
            screens.register(route) { [self] context, resolver in
                _ = try resolver.resolve(MailStore.self)
                let screen = "\(route)\(context.match.parameters["id"].map { " \($0)" } ?? "")"
                let navigator = try resolver.resolve((any NavigationManaging).self)
                MainActor.assumeIsolated { navigators[screen] = navigator }
                return screen
            }
        }
    }

    func registerServices(in services: inout ServiceRegistry) {
        counts.registered()
        services.register(MailStore.self, scope: .singleton) { [counts] _ in
            counts.madeStore()
            return MailStore()
        }
    }
}

/// The mail app assembled once, with its windows; the platform's window requests are recorded.
@MainActor
final class WindowsApp {
    let counts = BuildCounts()
    let module: MailModule
    let app: AssembledApp<String>
    let windows: NavigationWindows<String>
    /// The windows asked of the platform, in order.
    var requested: [WindowID] { platform.requested }
    private let platform = Platform()

    /// Records the windows asked of it.
    final class Platform {
        var requested: [WindowID] = []
    }

    init(canOpenWindows: Bool = true, configure: (inout NavigationConfiguration) -> Void = { _ in }) throws {
        module = MailModule(counts: counts)
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "inbox"
        configure(&configuration)
        app = try AppAssembly(
            modules: [module], policy: LinkPolicy(customSchemes: ["mail"]), configuration: configuration
        )
        .build()
        let platform = platform
        let openWindow: @MainActor (WindowID) -> Void = { platform.requested.append($0) }
        windows = app.windows(openWindow: canOpenWindows ? openWindow : nil)
    }

    /// Connects a window and attaches a recording container to it.
    @discardableResult
    func show(_ window: WindowID) async -> RecordingContainer<String> {
        windows.connect(window)
        let container = RecordingContainer<String>()
        await windows.attach(container, to: window)
        return container
    }

    /// The top screen's route of a window.
    func top(of window: WindowID) -> RouteID? { windows.manager(for: window)?.state.topEntry?.route }

    /// Waits until the platform was asked for `count` windows, or gives up after a while and returns
    /// the windows asked for so far.
    func requests(_ count: Int) async -> [WindowID] {
        for _ in 0..<10_000 where requested.count < count { await Task.yield() }
        return requested
    }
}

/// Whether a race of two tasks has a winner.
@MainActor
private final class Race {
    var isOver = false
}

/// A task's value, or `nil` when it has none within `limit`: a rule deleted leaves a request
/// waiting for ever, and the test that awaits it fails instead of hanging.
@MainActor
func value<T: Sendable>(of task: Task<T, Never>, within limit: Duration = .seconds(10)) async -> T? {
    let race = Race()
    return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
        Task { @MainActor in
            let value = await task.value
            if !race.isOver {
                race.isOver = true
                continuation.resume(returning: value)
            }
        }
        Task { @MainActor in
            try? await Task.sleep(for: limit)
            if !race.isOver {
                race.isOver = true
                continuation.resume(returning: nil)
            }
        }
    }
}

/// A request's outcome code, or `timed out`.
@MainActor
func code(of request: Task<NavigationOutcome, Never>, within limit: Duration = .seconds(10)) async -> String {
    await value(of: request, within: limit)?.code ?? "timed out"
}
