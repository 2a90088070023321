import TestSupport
import Testing
import WaypointTesting

@testable import Waypoint

/// The manager's parts built by hand over the Shop's routes, without a manager: each test drives
/// one part and reads the others only to see what it did.
@MainActor
struct Parts {
    let events: EventHub
    let results: ResultLedger
    let waitingRoom: WaitingRoom
    let queue = RequestQueue()
    let transition: Transition<String>
    let resolver: RequestResolver<String>
    let recorder = RecordingContainer<String>()
    let clock = ManualClock()

    init(
        guards: [GuardID: any NavigationGuard] = [:], actions: ActionRegistry = ActionRegistry(),
        screens: ScreenRegistry<String>? = nil, configure: (inout NavigationConfiguration) -> Void = { _ in }
    ) throws {
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        let clock = self.clock
        configuration.now = { clock.now }
        configure(&configuration)
        let routes = ShopRoutes.table
        events = EventHub(routes: routes)
        results = ResultLedger(events: events)
        waitingRoom = WaitingRoom(
            capacity: configuration.pendingCapacity, lifetime: configuration.pendingLifetime, now: configuration.now,
            events: events, results: results)
        let services = try DependencyContainer { _ in }
        transition = Transition(
            state: try NavigationState.initial(routes: routes, configuration: configuration), routes: routes,
            screens: screens ?? ManagerFixture.allScreens(routes), services: services, results: results)
        resolver = RequestResolver(
            routes: routes, parser: shopParser, configuration: configuration,
            guards: GuardRunner(globalGuards: [], guards: guards, timeout: configuration.guardTimeout),
            actions: actions, services: services, transition: transition, events: events, waitingRoom: waitingRoom,
            queue: queue, results: results)
    }

    /// Attaches the recorder and forgets the set-up steps.
    func attach() async {
        _ = await transition.attach(recorder)
        waitingRoom.satisfy(.containerAttached)
        recorder.reset()
    }

    /// A request as the manager numbers it.
    static func request(_ link: String, number: Int = 1) -> PipelineRequest {
        PipelineRequest(entry: .link(link, LinkParser.inferredSource(for: link), nil), number: number)
    }
}

/// Every event a hub sends from now on, read after the fact, and every failure it reports.
@MainActor
final class HubLog {
    private let hub: EventHub
    private var iterator: AsyncStream<NavigationEvent>.AsyncIterator
    private(set) var failures: [NavigationFailure] = []

    init(_ hub: EventHub) {
        self.hub = hub
        iterator = hub.subscribe().makeAsyncIterator()
        hub.onFailure = { [unowned self] in failures.append($0) }
    }

    /// Every event sent so far and not read yet: read up to a marker sent now.
    func sent() async -> [NavigationEvent] {
        hub.emit(
            NavigationEvent(
                request: -1, kind: .userNavigated, route: nil, source: nil, parameters: [:], outcome: nil, detail: ""))
        var events: [NavigationEvent] = []
        var iterator = self.iterator
        while let event = await iterator.next(isolation: #isolation), event.request != -1 { events.append(event) }
        self.iterator = iterator
        return events
    }

    /// The next `count` events; the stream buffers them, so they were sent before this is called.
    func next(_ count: Int) async -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        var iterator = self.iterator
        for _ in 0..<count {
            guard let event = await iterator.next(isolation: #isolation) else { break }
            events.append(event)
        }
        self.iterator = iterator
        return events
    }
}

/// A door a job waits at until the test opens it.
@MainActor
final class Door {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func pass() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}

/// Values recorded by closures the main actor calls.
@MainActor
final class Recorded<Value> {
    var items: [Value] = []
}
