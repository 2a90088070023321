/// How a container waits for a presentation the app made by itself, around the manager, before
/// presenting a layer or a dialog from the same presenter.
///
/// UIKit presents one view controller at a time from a presenter: a `present` made while the
/// presenter already presents one (an alert the app showed itself, a sheet of its own) is
/// dropped. The app's presentation is not in the state, so the step waits for it to go, the way
/// the request waits for a dialog the manager showed: it stays in flight and the requests behind
/// it stay queued. UIKit reports the end of a presentation only to the presented controller's
/// delegates, which are the app's, so the container looks again every ``interval`` (documented
/// API: the presenter's `presentedViewController` and `transitionCoordinator`) and presents once
/// the presenter is free. A presentation still up after ``limit`` (the user left the app on it)
/// fails the step with ``AppPresentationStayed``.
///
/// ```swift
/// try await appPresentations.wait(before: layer) {
///     presenting.presentedViewController == nil && presenting.transitionCoordinator == nil
/// }
/// ```
package struct AppPresentationWait: Hashable, Sendable {
    /// What a container does with a step whose presenter it has just looked at.
    package enum Decision: Hashable, Sendable {
        /// The presenter is free: present now.
        case present
        /// The app's own presentation is still up and the wait is within ``limit``: look again.
        case wait
        /// The app's own presentation outlasted ``limit``: fail the step.
        case giveUp
    }

    /// How long a step waits for the app's own presentation to go; ten minutes by default.
    package var limit: Duration
    /// How often the container looks at the presenter again.
    package var interval: Duration

    /// Creates a wait.
    ///
    /// - Parameters:
    ///   - limit: How long a step waits. The default, ten minutes, is as long as the wait for the
    ///     user's finger on a sheet: an alert is answered well within it, and only an app left
    ///     open on its own alert reaches it.
    ///   - interval: How often the presenter is looked at: 50 milliseconds by default, three
    ///     frames, so the layer follows the app's presentation without a visible pause.
    package init(limit: Duration = .seconds(600), interval: Duration = .milliseconds(50)) {
        self.limit = limit
        self.interval = interval
    }

    /// Present when the presenter is free; otherwise wait, until `waited` reaches ``limit``.
    package func decision(presenterFree: Bool, waited: Duration) -> Decision {
        if presenterFree { return .present }
        return waited < limit ? .wait : .giveUp
    }

    /// Returns once `presenterFree` holds, looking again every ``interval``; at once when it holds
    /// already.
    ///
    /// - Parameters:
    ///   - isolation: Where `presenterFree` runs: the caller's actor (the main actor for a container).
    ///   - layer: The layer or dialog the step presents, for the error.
    ///   - presenterFree: Whether the presenter presents nothing and runs no transition.
    /// - Throws: ``AppPresentationStayed`` when the presenter was not free within ``limit``, or the
    ///   waiting task was cancelled first.
    package func wait(
        isolation: isolated (any Actor)? = #isolation,
        before layer: ModalLayerID,
        until presenterFree: () -> Bool
    ) async throws(AppPresentationStayed) {
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let waited = start.duration(to: clock.now)
            switch decision(presenterFree: presenterFree(), waited: waited) {
            case .present:
                return
            case .giveUp:
                throw AppPresentationStayed(layer: layer, waited: waited)
            case .wait:
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    throw AppPresentationStayed(layer: layer, waited: start.duration(to: clock.now))
                }
            }
        }
    }
}

/// A presentation the app made by itself was still up when the wait for it ended: the step that
/// presents `layer` from the same presenter fails, the request is reported as interrupted, and
/// the manager stays usable for the next one.
package struct AppPresentationStayed: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable code for logs and dashboards.
    package static let code = "appPresentationStayed"
    /// The layer or dialog the step was to present.
    package let layer: ModalLayerID
    /// How long the step waited.
    package let waited: Duration

    /// Creates the error.
    package init(layer: ModalLayerID, waited: Duration) {
        self.layer = layer
        self.waited = waited
    }

    /// One line for logs, starting with ``code``.
    package var description: String {
        "\(Self.code): cannot present \(layer): the app's own presentation over its presenter was still up after \(waited)"
    }
}
