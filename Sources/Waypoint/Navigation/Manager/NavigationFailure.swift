/// A request the manager refused, as its failure hook (``NavigationManager/onFailure``) hears of it.
///
/// ```swift
/// manager.onFailure = { failure in
///     logger.error("navigation #\(failure.request) failed: \(failure.reason.code)")
/// }
/// ```
public struct NavigationFailure: Sendable, CustomStringConvertible {
    /// The request's number, as its ``NavigationEvent`` carries it.
    public let request: Int
    /// The route, when the request matched one.
    public let route: RouteID?
    /// Where the request came from.
    public let source: LinkSource
    /// Why it was refused: not found, refused by a guard, a screen that could not be built, ….
    public let reason: NavigationOutcome.Reason

    /// `#3 catalog.product: screenUnavailable: …`.
    public var description: String { "#\(request)" + (route.map { " \($0)" } ?? "") + ": \(reason)" }
}

/// Thrown by calls that refuse for the reasons a request is refused, such as
/// ``NavigationManager/screen(for:)``.
extension NavigationOutcome.Reason: Error {}
