import ShopRoutes
import Waypoint

/// Waits for the requests that the manager replays after a condition starts to hold (a
/// container attached, a user signed in), and collects how each one ended.
///
/// The manager replays waiting requests on its own queue and reports their outcomes as events,
/// each under the number of the request that waited. A watch subscribes before the action that
/// releases them; ``finish(leaving:timeout:)`` then reads events until every request that left
/// the waiting queue has been replayed and finished, or expired.
@MainActor
final class ReplayWatch {
    private enum Signal: Sendable {
        case event(NavigationEvent)
        case timedOut
    }

    private let signals: AsyncStream<Signal>
    private let continuation: AsyncStream<Signal>.Continuation
    private let forwarder: Task<Void, Never>

    /// Subscribes to the manager's events; create the watch before the action it watches.
    init(_ manager: NavigationManager<ShopScreen>) {
        let events = manager.events
        let (signals, continuation) = AsyncStream.makeStream(of: Signal.self)
        self.signals = signals
        self.continuation = continuation
        forwarder = Task {
            for await event in events { continuation.yield(.event(event)) }
        }
    }

    deinit {
        forwarder.cancel()
    }

    /// Waits until `count` requests have left the waiting queue and every replayed one has
    /// finished; gives up after `timeout`, returning what finished by then. The timeout only ends a
    /// tour that went wrong, so it is generous: a busy machine (the tour also runs among the tests)
    /// can hold the event forwarder back for seconds.
    ///
    /// - Returns: The `finished` events of the replayed requests, in the order they finished.
    func finish(leaving count: Int, timeout: Duration = .seconds(30)) async -> [NavigationEvent] {
        defer {
            forwarder.cancel()
            continuation.finish()
        }
        guard count > 0 else { return [] }
        let continuation = self.continuation
        let timer = Task {
            do {
                try await Task.sleep(for: timeout)
                continuation.yield(.timedOut)
            } catch {
                // Cancelled: everything finished in time.
            }
        }
        defer { timer.cancel() }
        var unaccounted = count
        var running: Set<Int> = []
        var finished: [NavigationEvent] = []
        for await signal in signals {
            guard case .event(let event) = signal else { break }
            switch event.kind {
            case .replayed:
                running.insert(event.request)
                unaccounted -= 1
            case .finished where running.contains(event.request):
                running.remove(event.request)
                finished.append(event)
            case .finished where event.outcome == "expired":
                unaccounted -= 1
            default:
                break
            }
            if unaccounted <= 0, running.isEmpty { break }
        }
        return finished
    }
}
