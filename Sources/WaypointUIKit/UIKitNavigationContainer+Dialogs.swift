#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit
import Waypoint

// Dialogs as alert controllers, and leave checks on the user's gestures: the core decides (what a
// dialog says, whether a screen may be left); these only translate.

extension UIKitNavigationContainer {
    /// Shows every screen's back button again, or hides it, as the leave checks now decide: call it
    /// when what a check reads changes (a form gets unsaved changes) while its screen is on top.
    /// The swipe down and the back swipe ask the checks the moment they start, without it.
    public func leaveChecksDidChange() { refreshBackButtons() }

    /// An alert controller for a dialog: one action per button, in order, each reporting its
    /// position once UIKit has taken the alert away. A confirmation dialog is an action sheet,
    /// which a regular width shows as a popover: without an anchor of its own, it points at nothing,
    /// in the middle of the presenting screen.
    func makeAlert(for shown: DialogLayer, over presenting: UIViewController) -> UIAlertController {
        let dialog = shown.dialog
        let alert = UIAlertController(
            title: dialog.title, message: dialog.message,
            preferredStyle: dialog.style == .alert ? .alert : .actionSheet)
        for (index, button) in dialog.buttons.enumerated() {
            let style: UIAlertAction.Style =
                switch button.role {
                case .default: .default
                case .cancel: .cancel
                case .destructive: .destructive
                }
            alert.addAction(
                UIAlertAction(title: button.title, style: style) { [weak self] _ in
                    self?.dialogDidClose(shown.id, button: index)
                })
        }
        if dialog.style == .confirmationDialog, let popover = alert.popoverPresentationController,
            let view = presenting.viewIfLoaded
        {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
            popover.delegate = self
        }
        return alert
    }

    /// The user answered a dialog (a button, or `nil`: a tap outside the action sheet's popover).
    func dialogDidClose(_ dialog: ModalLayerID, button: Int?) {
        alerts[dialog] = nil
        report(reading.dialogDidClose(dialog, button: button))
    }

    /// The root entry of the layer a presentation controller presents; `nil` for one Waypoint did
    /// not present.
    func layerRoot(presentedBy presentationController: UIPresentationController) -> EntryID? {
        guard case .modal(let layer)? = location(of: presentationController.presentedViewController) else {
            return nil
        }
        return manager?.state.modalLayers.first { $0.id == layer }?.stack.first?.id
    }

    /// Hides the back button of every pushed screen whose leave check does not allow leaving, and
    /// shows the others'; `shown` is what UIKit shows once a step ends, before the manager's state
    /// has taken it.
    func refreshBackButtons(in shown: NavigationState? = nil) {
        guard let manager, manager.hasLeaveChecks else { return }
        let shown = shown ?? manager.state
        for entry in shown.entriesWithBackButton {
            controllers[entry.id]?.navigationItem.hidesBackButton = manager.leaveBlocked(closing: entry.id, in: shown)
        }
    }
}
#endif
