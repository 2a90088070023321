/// A change to the navigation state, asked for by the app or reported by the container.
///
/// The first group is what the app asks for; the reducer decides the new state and the
/// planner tells the container how to get there. The `user…` group reports what the user
/// already did on screen (a back swipe, a swipe-down dismiss, a tab tap, a sheet dragged to
/// another height): the container shows it already, so the manager records the new state without executing a plan.
///
/// An app sends the `user…` reports, through ``NavigationManager/userDidNavigate(_:)``; a report
/// naming something the state no longer holds (it moved on meanwhile) is refused with a
/// ``NavigationRejection`` and changes nothing. The manager makes the others from the app's
/// requests (`navigate`, `open`, `pop`, …).
///
/// ```swift
/// try manager.userDidNavigate(.userPopped(to: entry.id))   // a back swipe the container saw
/// ```
public enum NavigationRequest: Hashable, Sendable {
    /// Shows a destination as its `presentation` says.
    case show(NavigationDestination)
    /// Pops the top entry of the visible stack.
    case pop
    /// Pops the visible stack back to its root entry.
    case popToRoot
    /// Dismisses the top modal layer.
    case dismiss
    /// Dismisses every modal layer.
    case dismissAll
    /// Dismisses every modal layer and selects a tab.
    case selectTab(TabID)
    /// Closes the screen of this entry, however it was shown: a pushed entry is popped with
    /// everything above it, the root of a modal layer is dismissed with its layer and every layer
    /// above. What a ``ScreenHandle`` asks for.
    case close(EntryID)
    /// Shows an alert or confirmation dialog over everything; refused while another one is shown.
    case showDialog(NavigationDialog)
    /// The user went back (back button, edge swipe, long-press menu) so that the stack holding
    /// this entry now ends at it.
    case userPopped(to: EntryID)
    /// The user dismissed this modal layer interactively (swipe down), and with it every layer
    /// presented over it.
    case userDismissed(ModalLayerID)
    /// The user tapped this tab.
    case userSelectedTab(TabID)
    /// The window's width changed to this size class: a split root shows its columns as one stack
    /// in compact width and side by side in regular width; its columns do not change. Other roots
    /// ignore it.
    case userChangedSizeClass(HorizontalSizeClass)
    /// The user dragged this layer's sheet to rest at this detent.
    case userSelectedDetent(SheetDetent, in: ModalLayerID)
    /// The user answered this dialog with the button at this position of its buttons, or closed it
    /// without one (`nil`: a tap outside a confirmation dialog); the dialog is gone.
    case userAnswered(ModalLayerID, button: Int?)
}
