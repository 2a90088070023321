/// Requests that waited for a readiness condition: expired, replayed, or cancelled.
extension RequestResolver {
    /// Expires what waited too long and queues a replay of what is ready, its guards run again.
    /// Each waiting request leaves the room exactly once, here or in ``cancelWaiting()``.
    func replayReadyRequests(into queue: RequestQueue) {
        guard waitingRoom.count > 0 else { return }
        let (expired, ready) = waitingRoom.takeExpiredAndReady(now: configuration.now())
        for request in expired {
            _ = events.finish(.rejected(.expired), number: request.number, match: nil, source: request.source)
        }
        for (request, condition) in ready {
            events.emit(
                NavigationEvent(
                    request: request.number, kind: .replayed, route: nil, source: request.source,
                    parameters: [:], outcome: nil, detail: "waited for \(condition)"))
            var replay = request
            replay.isReplay = true
            queue.runDetached { [unowned self, replay] in await self.process(replay) }
        }
    }

    /// Drops every waiting request, reporting each as cancelled.
    func cancelWaiting() {
        for request in waitingRoom.takeAll() {
            _ = events.finish(.rejected(.cancelled), number: request.number, match: nil, source: request.source)
        }
    }
}
