/// What a change a platform container observed on screen means for the navigation state.
///
/// Toolkits report every change the same way, whoever made it: a navigation controller calls
/// `navigationController(_:didShow:animated:)` after the container's own push and after the
/// user's back swipe alike; a SwiftUI path binding is written after a tap on the back button.
/// ``UserNavigationInterpreter`` tells them apart, so that a container forwards exactly the
/// user's changes to ``NavigationManager/userDidNavigate(_:)`` and nothing else.
///
/// ```swift
/// switch OnScreenReading(manager, stepInFlight: stepInFlight).stackDidShow(observed, at: location) {
/// case .user(let request): try? manager.userDidNavigate(request)
/// case .unsupported(let change): onUnsupportedChange(change)
/// case .unchanged, .ownStep: break
/// }
/// ```
package enum ObservedChange: Hashable, Sendable {
    /// The toolkit shows what the state already says: a repeated callback, a screen appearing
    /// again, a step that finished before its callback arrived.
    case unchanged
    /// The change is the step the container is carrying out; the manager records it when the
    /// step completes.
    case ownStep
    /// The user changed the screen; report this request to the manager.
    case user(NavigationRequest)
    /// The screen changed in a way that did not come from the manager and that Waypoint does not
    /// take over, such as a push through `NavigationLink(value:)`. The state stays as it was.
    case unsupported(UnsupportedChange)
}

/// A change on screen that neither the manager nor a user gesture Waypoint understands made.
///
/// Waypoint apps navigate through the ``NavigationManager``; a screen pushed around it would
/// leave the state without the truth. Containers ignore these changes (a SwiftUI model puts its
/// path back) and hand them to the app's logging, so that the code making them can be found.
public enum UnsupportedChange: Hashable, Sendable, CustomStringConvertible {
    /// The stack shows more than the state holds: something pushed a screen without the manager
    /// (`NavigationLink(value:)`, a direct `pushViewController`).
    case pushOutsideManager(StackLocation)
    /// The stack no longer matches the state in a way no back gesture produces: reordered,
    /// emptied, or holding screens Waypoint did not build below its own.
    case unrecognizedStack(StackLocation)
    /// The toolkit reports a stack the state does not have.
    case unknownStack(StackLocation)
    /// The toolkit selected a tab the state does not have.
    case unknownTab(TabID)
    /// The toolkit selected a tab position the state does not have (a tab bar's "More" tab).
    case unknownTabIndex(Int)
    /// The layer's sheet rests at a detent (named by its string form, or the toolkit's identifier)
    /// the layer does not offer: one the app gave the sheet itself.
    case unknownDetent(String, in: ModalLayerID)

    /// One line for logs.
    public var description: String {
        switch self {
        case .pushOutsideManager(let location): "a screen was pushed onto \(location) outside the navigation manager"
        case .unrecognizedStack(let location): "the stack of \(location) changed in a way no back gesture makes"
        case .unknownStack(let location): "the state has no stack at \(location)"
        case .unknownTab(let tab): "the state has no tab '\(tab)'"
        case .unknownTabIndex(let index): "the state has no tab at position \(index)"
        case .unknownDetent(let detent, let layer):
            "the sheet of \(layer) rests at '\(detent)', a detent it does not offer"
        }
    }
}
