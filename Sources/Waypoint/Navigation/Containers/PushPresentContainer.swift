/// A container written as five toolkit calls — push, present, pop, dismiss, select a tab — as the
/// design documents' `NavigationContainer` is; ``PushPresentSteps`` carries the planned steps out
/// with them. `pop`, `dismiss` and `selectTab` have defaults that refuse: a container written as
/// the documents write it, with `push` and `present` only, compiles, and a step it cannot carry
/// out ends its request `interrupted` with the call it lacks, never silently.
///
/// ```swift
/// final class DefaultNavigationContainer: PushPresentContainer {
///     weak var navigationController: UINavigationController?
///     func push(_ viewController: UIViewController) {
///         navigationController?.pushViewController(viewController, animated: true)
///     }
///     func present(_ viewController: UIViewController) {
///         navigationController?.present(viewController, animated: true)
///     }
///     func pop() { navigationController?.popViewController(animated: true) }
///     func dismiss() { navigationController?.presentedViewController?.dismiss(animated: true) }
///     func selectTab(_ tab: TabID) {}
/// }
/// await manager.attach(PushPresentSteps(DefaultNavigationContainer()))
/// ```
///
/// Every entry of a stack is pushed, the bottom one included: the container's stacks start empty
/// (a `UINavigationController` without view controllers makes the first pushed one its root).
/// Calls go to what is visible: the top modal layer, else the selected tab. A container that
/// cannot replace a stack's bottom screen cannot carry out `.replaceStack` when the new stack
/// keeps none of the old one; implement ``NavigationContainer`` for that.
@MainActor
public protocol PushPresentContainer<Screen>: AnyObject {
    /// The screens pushed and presented.
    associatedtype Screen
    /// Pushes a screen onto the visible stack.
    func push(_ screen: Screen) async throws
    /// Presents a screen over everything shown, as the root of a new stack.
    func present(_ screen: Screen) async throws
    /// Presents a screen with a style; calls ``present(_:)`` unless the container implements it.
    func present(_ screen: Screen, style: ModalStyle) async throws
    /// Pops the visible stack's top screen.
    func pop() async throws
    /// Dismisses the top presented screen with its stack.
    func dismiss() async throws
    /// Selects a tab.
    func selectTab(_ tab: TabID) async throws
}

extension PushPresentContainer {
    /// Presents the screen with ``present(_:)``, whatever the style.
    public func present(_ screen: Screen, style: ModalStyle) async throws {
        try await present(screen)
    }

    /// Refuses, for a container written with `push` and `present` only: the step that needed
    /// the pop ends its request `interrupted`, naming the call, and the state keeps the screen.
    public func pop() async throws { throw PushPresentCallMissing(call: "pop") }

    /// Refuses, for a container written with `push` and `present` only: the step that needed
    /// the dismissal ends its request `interrupted`, naming the call, and the state keeps the layer.
    public func dismiss() async throws { throw PushPresentCallMissing(call: "dismiss") }

    /// Refuses, for an app without tabs, whose plans never select one: a step that does ends its
    /// request `interrupted`, naming the call.
    public func selectTab(_ tab: TabID) async throws { throw PushPresentCallMissing(call: "selectTab(\(tab))") }
}

/// A call a ``PushPresentContainer`` leaves to its default, which cannot carry it out.
struct PushPresentCallMissing: Error, CustomStringConvertible {
    /// The call, as the protocol names it.
    let call: String

    var description: String { "the push/present container does not implement '\(call)'" }
}
