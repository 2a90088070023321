/// An app's stack as an array of enum destinations, the way `NavigationStack(path:)` binds one:
/// the platform-free model behind the SwiftUI adapter's `RoutePathModel`, and a container the
/// manager attaches. Its screens are the destinations themselves; a view is made from one where
/// it is shown.
///
/// The array is the root stack's entries above its bottom one, which is the stack's root view:
/// set `NavigationConfiguration.rootRoute` to the root view's case. Every change goes through
/// the manager (guards, state, outcome), and the array follows the state.
///
/// The rules are `NavigationPath`'s and an array's:
/// - ``append(_:)`` pushes a new screen even when the top one shows the same destination, as
///   appending an equal value to a path does (the manager's own `navigate` coalesces such a
///   double tap instead).
/// - ``removeLast()`` at the root changes nothing and completes, as `popLast()` on an empty
///   array returns `nil`; it is not an error.
/// - When SwiftUI writes a shorter prefix (the back button, an edge swipe), the state follows
///   with `userDidNavigate`. Other writes (a `NavigationLink(value:)` appending by itself) are
///   not taken over: the array is put back on the state.
///
/// ```swift
/// let path = RoutePath(manager: manager)
/// await manager.attach(path)
/// await path.append(.secondScreen(info: "Hello"))   // routes == [.secondScreen(info: "Hello")]
/// await path.removeLast()                            // routes == []
/// ```
@MainActor
public final class RoutePath<Destination: RouteEnum>: NavigationContainer {
    /// The destinations above the root, bottom first.
    public private(set) var routes: [Destination] = []
    /// Called whenever ``routes`` changes, or is put back after a write it did not take.
    public var onChange: (@MainActor ([Destination]) -> Void)?

    /// Waits, after a step is published, until the toolkit has shown it; `nil` returns at once.
    /// A SwiftUI path changed again while its push or pop still runs makes SwiftUI hold the
    /// change back until the transition ends, so the SwiftUI model waits out each transition.
    package var waitUntilShown: (@MainActor (Duration) async -> Void)?
    /// How long each step's transition lasts, for ``waitUntilShown``.
    package var timing = SwiftUITransitionTiming()

    private weak var manager: NavigationManager<Destination>?
    private var destinations: [EntryID: Destination] = [:]
    /// The step being shown, from its start until ``waitUntilShown`` returns.
    private var stepInFlight: PlannedStep?

    /// Creates an empty path for a manager; attach it with `manager.attach(path)`.
    public init(manager: NavigationManager<Destination>) {
        self.manager = manager
    }

    /// Pushes a destination through the manager, a copy of the top one included.
    @discardableResult
    public func append(_ destination: Destination) async -> NavigationOutcome {
        guard let manager else { return .rejected(.noContainer) }
        do {
            let entry = PipelineRequest.Entry.matched(try manager.routes.match(destination), .push)
            return await manager.submit(entry, pushingCopyOfTop: true)
        } catch {
            return manager.eventHub.finish(
                .rejected(.link(error)), number: manager.queue.nextNumber(), match: nil, source: .inApp)
        }
    }

    /// Pops the top destination through the manager; at the root, completes without a change.
    @discardableResult
    public func removeLast() async -> NavigationOutcome {
        guard let manager else { return .rejected(.noContainer) }
        guard !routes.isEmpty else { return .completed(manager.state) }
        return await manager.pop()
    }

    /// Takes what SwiftUI wrote through the binding: a shorter prefix is the user going back.
    package func userSet(_ written: [Destination]) {
        guard written != routes else { return }
        let reading = OnScreenReading(manager, stepInFlight: stepInFlight)
        let entries = Self.stackEntries(of: reading.showing)
        guard let manager, written.count < routes.count, Array(routes.prefix(written.count)) == written,
            written.count < entries.count
        else {
            onChange?(routes)
            return
        }
        // The path is read against the manager's state and the step in flight, as SwiftUI's
        // model reads its bindings; the user's pop names an entry the state holds.
        let path = entries.dropFirst().prefix(written.count).map(\.id)
        let location = reading.showing.selectedTab.map { StackLocation.tab($0) } ?? .root
        if case .user(let request) = reading.pathDidChange(Array(path), at: location) {
            try? manager.userDidNavigate(request)
        }
        // With the step in flight still on screen: publishing the state alone would take it off.
        publish(OnScreenReading(manager, stepInFlight: stepInFlight).showing)
        // A write the state did not take is put back.
        if routes != written { onChange?(routes) }
    }

    /// Follows one planned step: the path shows the state it leads to, and the step ends once
    /// the toolkit has shown it (`waitUntilShown`).
    public func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: Destination]
    ) async throws {
        destinations.merge(screens) { _, latest in latest }
        let before = routes
        stepInFlight = PlannedStep(step, from: from, to: to)
        publish(to)
        if routes != before, let waitUntilShown {
            await waitUntilShown(timing.settleTime(for: step, before: from))
        }
        let finished = OnScreenReading(manager, stepInFlight: stepInFlight).afterStep.shown
        stepInFlight = nil
        publish(finished)
    }

    /// The entries of the stack a path shows: the selected tab's, or the root stack.
    private static func stackEntries(of state: NavigationState) -> [NavigationEntry] {
        state.stack(at: state.selectedTab.map { .tab($0) } ?? .root) ?? []
    }

    private func publish(_ state: NavigationState) {
        let live = Set(state.entries.map(\.id)).union(stepInFlight?.to.entries.map(\.id) ?? [])
        destinations = destinations.filter { live.contains($0.key) }
        let next = Self.stackEntries(of: state).dropFirst().compactMap { destinations[$0.id] }
        guard next != routes else { return }
        routes = next
        onChange?(routes)
    }
}
