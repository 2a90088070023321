/// How a request for a result ended: the value the screen finished with, or why there is none.
///
/// Every ``ResultRequest`` resolves exactly once, with one of these.
///
/// ```swift
/// switch await navigator.requestResult(PickAddressRoute()).result {
/// case .value(let address): model.deliverTo(address)
/// case .cancelled(let why): print("no address: \(why)")          // swiped away, replaced, …
/// case .notShown(let outcome): print("picker not shown: \(outcome)")
/// }
/// ```
public enum NavigationResult<Value: Sendable>: Sendable {
    /// The screen finished with this value, and was closed.
    case value(Value)
    /// The screen was shown and left without a value.
    case cancelled(ResultCancellation)
    /// The screen never showed: the request's own outcome (refused by a guard, not found, a
    /// screen that could not be built, redirected elsewhere for good, cancelled while it waited).
    case notShown(NavigationOutcome)

    /// The value, when the screen finished with one.
    public var value: Value? {
        guard case .value(let value) = self else { return nil }
        return value
    }
}

extension NavigationResult: CustomStringConvertible {
    /// `value: …`, `cancelled: user`, `notShown: rejected: …`.
    public var description: String {
        switch self {
        case .value(let value): "value: \(value)"
        case .cancelled(let reason): "cancelled: \(reason)"
        case .notShown(let outcome): "notShown: \(outcome)"
        }
    }
}

/// Why a screen that owed a result left without one.
public enum ResultCancellation: String, Sendable, Hashable, Codable {
    /// The user took it away: a back swipe, the back button or menu, a swipe-down, a tab tap.
    case user
    /// A request removed it: a pop or dismiss, ``ScreenHandle/close()``, a link that reset the
    /// stack, a tab switch that dropped its layer, `dismissAll`.
    case navigation
    /// A restored state replaced the state that held it.
    case restored
    /// The manager went away before the screen finished.
    case managerGone
}
