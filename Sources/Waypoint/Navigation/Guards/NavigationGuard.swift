/// An async check that runs after a request has matched a route and before anything is shown.
///
/// Guards run for every source — taps, links, push notifications and restored sessions — in
/// order: the manager's global guards first, then the route's own, by the names its
/// `RouteDefinition.guards` lists. The first decision other than ``GuardDecision/allow`` wins.
/// A guard that does not answer within the manager's guard timeout is treated as a rejection.
///
/// A guard runs on its caller's executor — the main actor, for the manager — so a guard that
/// answers without suspending (a flag, a value in memory) answers at once: no thread changes hands
/// and no timer is armed. A guard that suspends (a network check) gets its deadline then.
///
/// ```swift
/// struct SignedInGuard: NavigationGuard {
///     let session: SessionStore
///     func check(_ context: GuardContext) async -> GuardDecision {
///         if await session.isSignedIn { return .allow }
///         return .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
///     }
/// }
/// ```
public protocol NavigationGuard: Sendable {
    /// Decides whether the request may go on.
    nonisolated(nonsending) func check(_ context: GuardContext) async -> GuardDecision
}

/// A guard written as a closure.
///
/// ```swift
/// let featureFlag = GuardFunction { context in
///     flags.isOn("newCheckout") ? .allow : .reject("the new checkout is not available yet")
/// }
/// ```
///
/// A closure that does not `await` makes a guard that answers at once: the manager (on the main
/// actor) calls it directly, without a task for it to run in or a deadline to watch.
public struct GuardFunction: NavigationGuard {
    /// A closure that decides without suspending, on the main actor, where the manager runs.
    typealias ImmediateBody = @MainActor @Sendable (GuardContext) -> GuardDecision

    private let body: nonisolated(nonsending) @Sendable (GuardContext) async -> GuardDecision
    /// The closure, when it decides without suspending.
    let immediate: ImmediateBody?

    /// Wraps a closure that may suspend; it runs on its caller's executor, as
    /// ``NavigationGuard/check(_:)`` does.
    public init(_ body: nonisolated(nonsending) @escaping @Sendable (GuardContext) async -> GuardDecision) {
        self.body = body
        immediate = nil
    }

    /// Wraps a closure that decides without suspending.
    public init(_ body: @escaping @MainActor @Sendable (GuardContext) -> GuardDecision) {
        self.body = { context in await body(context) }
        immediate = body
    }

    /// Runs the closure.
    public nonisolated(nonsending) func check(_ context: GuardContext) async -> GuardDecision { await body(context) }
}

/// What a guard decides.
///
/// ```swift
/// GuardFunction { context in
///     if context.source == .customScheme { return .reject("open the checkout from the app") }
///     return session.isSignedIn
///         ? .allow
///         : .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
/// }
/// ```
public enum GuardDecision: Hashable, Sendable {
    /// Go on.
    case allow
    /// Show another destination instead (sign in, accept terms). When `resumeWhen` is given,
    /// the original request waits for that condition and then replays — guards included —
    /// exactly once; without it (`.redirect(descriptor)`) the original request is dropped.
    case redirect(DeepLinkDescriptor, resumeWhen: ReadinessCondition? = nil)
    /// Wait until a condition holds, then replay the request with its guards.
    case deferUntil(ReadinessCondition)
    /// Refuse, with a reason for logs and the user.
    case reject(String)
    /// Ask the user first ("You have unsaved changes — discard?"): the dialog is shown, and the
    /// request goes on when they pick a button whose role is not `cancel` and that has no
    /// destination; a cancel button refuses it (`guardDenied`, naming the button), and a button
    /// with a destination shows that destination instead (`redirected`). Asked again once
    /// confirmed, the guard's same question allows. A restored entry is not asked about: its
    /// guard's question drops it, as any objection does.
    case confirm(NavigationDialog)
}

extension GuardDecision: CustomStringConvertible {
    /// `allow`, `redirect to /login (resumes when signedIn)`, `defer until catalogLoaded`, `reject: why`.
    public var description: String {
        switch self {
        case .allow: "allow"
        case .redirect(let target, let condition):
            "redirect to \(target.path)" + (condition.map { " (resumes when \($0))" } ?? "")
        case .deferUntil(let condition): "defer until \(condition)"
        case .reject(let reason): "reject: \(reason)"
        case .confirm(let dialog): "confirm: \(dialog.title)"
        }
    }
}

/// What a guard sees of the request it checks.
///
/// ```swift
/// GuardFunction { context in
///     context.satisfiedConditions.contains("promosLoaded") ? .allow : .deferUntil("promosLoaded")
/// }
/// ```
public struct GuardContext: Sendable {
    /// The guard's own identity, as the route lists it (or `global` for global guards).
    public let guardName: GuardID
    /// The matched route.
    public let route: RouteID
    /// The route's decoded parameters.
    public let parameters: RouteParameters
    /// Where the request came from.
    public let source: LinkSource
    /// The navigation state before the request.
    public let state: NavigationState
    /// The conditions that hold right now.
    public let satisfiedConditions: Set<ReadinessCondition>
    /// Whether this is a replay of a request that waited.
    public let isReplay: Bool
}
