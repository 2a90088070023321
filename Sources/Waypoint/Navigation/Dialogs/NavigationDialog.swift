/// An alert or a confirmation dialog, as navigation state: a title, a message and buttons.
///
/// The manager shows it over everything (the top modal layer, else the root) and waits for the
/// user's answer before it takes the next request: a dialog takes its place in the request queue
/// like any presentation. Ask one with ``NavigationManager/present(_:)``, from a link through an
/// action route (``ActionRegistry/Result/ask(_:)``), from a guard (``GuardDecision/confirm(_:)``)
/// or from a route's leave check (``LeaveDecision/ask(_:)``).
///
/// ```swift
/// let discard = DialogButton("Discard", role: .destructive)
/// let dialog = NavigationDialog(
///     "Discard your order?", message: "The items stay in your basket.", style: .confirmationDialog,
///     buttons: [discard, DialogButton("Keep editing", role: .cancel)])
/// if await manager.present(dialog).result.value == discard { … }
/// ```
public struct NavigationDialog: Hashable, Sendable, Codable {
    /// How the dialog is shown.
    public enum Style: String, Hashable, Sendable, Codable {
        /// A centred alert (`UIAlertController.Style.alert`, SwiftUI's `alert`).
        case alert
        /// A sheet of choices tied to what the user did (`.actionSheet`, SwiftUI's `confirmationDialog`).
        case confirmationDialog
    }

    /// The title.
    public var title: String
    /// The message under the title, if any.
    public var message: String?
    /// How it is shown.
    public var style: Style
    /// The buttons, in order; at least one, and at most one whose role is ``DialogButton/Role/cancel``.
    public var buttons: [DialogButton]

    /// Creates a dialog.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under the title.
    ///   - style: An alert or a confirmation dialog.
    ///   - buttons: The buttons in order; a dialog that breaks ``problem`` is refused when asked.
    public init(_ title: String, message: String? = nil, style: Style = .alert, buttons: [DialogButton]) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }

    /// Why no toolkit can show the dialog: no button to close it with, or two cancel buttons
    /// (`UIAlertController` raises an exception for a second one). `nil` when it can be shown.
    public var problem: String? {
        if buttons.isEmpty { return "the dialog '\(title)' has no button" }
        if buttons.count(where: { $0.role == .cancel }) > 1 { return "the dialog '\(title)' has two cancel buttons" }
        return nil
    }

    /// The button an answer without a button stands for (a tap outside a confirmation dialog):
    /// the cancel button, if there is one.
    public var cancelButton: DialogButton? { buttons.first { $0.role == .cancel } }
}

/// One button of a ``NavigationDialog``: a title, a role, and where it leads.
///
/// The button the user picks is the dialog's answer: the value of the ``ResultRequest`` that
/// ``NavigationManager/present(_:)`` returns. A button with a ``destination`` shows it once the
/// dialog is gone (its guards run as for any request). Asked by a guard or a leave check, the
/// request that asked goes on for a button whose role is not ``Role/cancel`` and that has no
/// destination, and stays for any other.
public struct DialogButton: Hashable, Sendable, Codable {
    /// What the button does, as the toolkits style it.
    public enum Role: String, Hashable, Sendable, Codable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they are; at most one per dialog.
        case cancel
        /// Destroys something (drawn in red).
        case destructive
    }

    /// The title.
    public var title: String
    /// The role.
    public var role: Role
    /// What to show once the dialog is gone, if anything.
    public var destination: DeepLinkDescriptor?

    /// Creates a button.
    public init(_ title: String, role: Role = .default, destination: DeepLinkDescriptor? = nil) {
        self.title = title
        self.role = role
        self.destination = destination
    }

    /// Whether a guard's or leave check's question goes on when the user picks this button.
    var proceeds: Bool { role != .cancel && destination == nil }
}
