/// A screen's handle to its own entry: one call closes that screen, however it was shown, or
/// finishes it with a result for the caller that asked for it.
///
/// A screen factory finds it in its context (``ScreenRegistry/Context/handle``), and the factory's
/// resolver answers `ScreenHandle` (unnamed, without arguments) with it, so a typed route's factory
/// has it too. Hand it on to the view model or service that closes the screen, as a runtime
/// argument of the dependency container: the handle holds neither the manager nor the screen type,
/// so a feature module's code closes its screen without knowing how it was shown.
///
/// ```swift
/// services.register(CheckoutModel.self) { (_, handle: ScreenHandle) in CheckoutModel(handle: handle) }
/// screens.register(CheckoutRoute.self) { _, resolver in
///     let handle = try resolver.resolve(ScreenHandle.self)   // this screen's own handle
///     return CheckoutView(model: try resolver.resolve(CheckoutModel.self, arguments: handle))
/// }
/// // in CheckoutModel, when the user taps Close:
/// await handle.close()
/// ```
///
/// ``close()`` goes through the manager's queue like every request: one at a time, one
/// ``NavigationOutcome``, one `finished` event. A pushed screen is popped with what is above it;
/// the root screen of a modal layer dismisses its layer and every layer above. It never pops
/// another screen: when this entry is no longer shown, the outcome is a rejection,
/// ``NavigationRejection/entryGone(_:)``.
///
/// The handle is a value that names its entry and reaches the manager weakly: keeping one keeps
/// nothing alive.
public struct ScreenHandle: Sendable, CustomStringConvertible {
    /// The entry whose screen this handle closes.
    public let entry: EntryID
    /// Weak: a view model may outlive its manager; closing then changes nothing.
    private weak var manager: (any EntryClosing)?

    /// A handle to `entry` in `manager`'s state; `nil` for a screen built outside the state
    /// (``NavigationManager/screen(for:)``).
    package init(entry: EntryID, manager: (any EntryClosing)?) {
        self.entry = entry
        self.manager = manager
    }

    /// Closes the screen: pops back to the entry beneath it when it is pushed, dismisses its layer
    /// (and every layer above) when it is the root of a modal layer.
    ///
    /// - Returns: `completed` with the new state; `rejected(.invalidRequest(…))` with
    ///   ``NavigationRejection/entryGone(_:)`` when the entry is no longer shown, or
    ///   ``NavigationRejection/nothingToClose(_:rootOf:route:)`` when it is the root of a tab or of the
    ///   root stack; `rejected(.cancelled)` when the manager is gone (or the screen was built
    ///   without navigating), and then no event is sent.
    @discardableResult
    @MainActor public func close() async -> NavigationOutcome {
        guard let manager else { return .rejected(.cancelled) }
        return await manager.close(entry)
    }

    /// Finishes the screen with a value for the caller that asked for it
    /// (``NavigationManaging/requestResult(_:presentation:)``): closes the screen as ``close()`` does,
    /// then the caller's result resolves with `value`. Typed by the route, so a value of another
    /// type does not compile: `await handle.finish(PickAddressRoute.self, with: address)`.
    ///
    /// - Returns: The close's outcome; refused, with nothing closed or delivered, when the screen is
    ///   no longer shown (a second finish) or its caller expects another type.
    @discardableResult
    @MainActor public func finish<R: ResultRoute>(_ route: R.Type, with value: R.Output) async -> NavigationOutcome {
        await finish(with: value)
    }

    /// Finishes the screen with a value where the route's type is not known; a caller that expects
    /// another type refuses it with `resultMismatch`, and nothing is closed. See
    /// ``finish(_:with:)``.
    @discardableResult
    @MainActor public func finish<Value: Codable & Sendable>(with value: Value) async -> NavigationOutcome {
        guard let manager else { return .rejected(.cancelled) }
        return await manager.finish(entry, with: value)
    }

    /// `handle for entry#7`.
    public var description: String { "handle for \(entry)" }
}

/// What a ``ScreenHandle`` reaches: the manager, whatever its screen type.
@MainActor
package protocol EntryClosing: AnyObject, Sendable {
    /// Queues a close of `entry` and returns its outcome.
    func close(_ entry: EntryID) async -> NavigationOutcome
    /// Queues a close of `entry` that hands `value` to whoever awaits its result.
    func finish<Value: Codable & Sendable>(_ entry: EntryID, with value: Value) async -> NavigationOutcome
}
