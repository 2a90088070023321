/// Why a request could not change the navigation state, which is then unchanged: a report from
/// the container (``NavigationManager/userDidNavigate(_:)``) naming something the state does not
/// hold, or a pop, dismiss or close with nothing to take away (`NavigationOutcome.Reason.invalidRequest`).
///
/// Match on the case to act on a rejection; read ``description`` for the words.
///
/// ```swift
/// do {
///     try manager.userDidNavigate(.userDismissed(layer))
/// } catch .unknownModalLayer(_, let presented) {
///     log.notice("already gone; presented: \(presented)")
/// } catch {
///     log.notice("\(error)")
/// }
/// ```
public enum NavigationRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request names a tab the state does not have; `available` lists the tabs it has
    /// (none for a root without tabs).
    case unknownTab(TabID, available: [TabID])
    /// A report names an entry that no stack holds, typically because the state moved on
    /// before the report arrived.
    case unknownEntry(EntryID)
    /// A report names a modal layer that is not presented; `presented` lists those that are.
    case unknownModalLayer(ModalLayerID, presented: [ModalLayerID])
    /// A pop was asked of the stack at the location, which holds only its root (or nothing).
    /// `shown` is what that stack showed, when the reducer knows it: it words the rejection
    /// only, and equality ignores it.
    case nothingToPop(StackLocation, shown: Shown? = nil)
    /// A dismiss was asked while no modal layer is presented.
    case noModalToDismiss
    /// A close was asked of an entry no stack holds any more: its screen was closed, popped or
    /// replaced already. Nothing else is closed in its place.
    case entryGone(EntryID)
    /// A close was asked of an entry that is the root of a tab's stack or of the root stack:
    /// there is nothing beneath it to go back to. `location` is the stack it roots; `route`, the
    /// route it shows when the reducer knows it, words the rejection only, and equality ignores it.
    case nothingToClose(EntryID, rootOf: StackLocation, route: RouteID? = nil)
    /// A sheet was asked to rest at a detent it does not offer: a request naming a detent its route
    /// does not declare, or a drag reported to a detent the layer does not have. `offered` lists
    /// the detents there are (none for a full-screen cover).
    case detentNotOffered(SheetDetent, offered: [SheetDetent])
    /// A popover was asked for without an anchor: neither the request nor its route names one.
    case popoverWithoutAnchor(RouteID)
    /// A dialog was asked for while this one is shown: one dialog at a time.
    case dialogShown(ModalLayerID)
    /// A dialog no toolkit can show was asked for; the words say why (``NavigationDialog/problem``).
    case unshowableDialog(String)
    /// An answer names a dialog that is not shown (`shown` is the one that is, if any), or a button
    /// position the dialog does not have.
    case unknownDialog(ModalLayerID, shown: ModalLayerID?, button: Int? = nil)

    /// What a refused stack showed, for the words only: the modal's style and the root screen.
    public struct Shown: Hashable, Sendable {
        var modalStyle: ModalStyle?
        var root: RouteID?
    }

    /// The rejection of a pop at `location`, worded with what `state` shows there.
    package static func nothingToPop(_ location: StackLocation, in state: NavigationState) -> NavigationRejection {
        var shown = Shown(root: state.stack(at: location)?.first?.route)
        if case .modal(let layer) = location {
            shown.modalStyle = state.modalLayers.first { $0.id == layer }?.style
        }
        return .nothingToPop(location, shown: shown)
    }

    /// What was refused and why, naming what the state holds instead.
    public var description: String {
        switch self {
        case .unknownTab(let tab, let available):
            available.isEmpty
                ? "no tab '\(tab)': this navigation state has no tabs"
                : "no tab '\(tab)'; the tabs are \(available.map { "'\($0)'" }.joined(separator: ", "))"
        case .unknownEntry(let entry):
            "no stack holds \(entry)"
        case .unknownModalLayer(let layer, let presented):
            presented.isEmpty
                ? "\(layer) is not presented: no modal layer is"
                : "\(layer) is not presented; the layers are "
                    + presented.map(\.description).joined(separator: ", ")
        case .nothingToPop(let location, let shown):
            shown != nil && shown?.root == nil
                ? "\(Self.stackName(location, shown)) shows no screen; nothing to pop"
                : "\(Self.stackName(location, shown)) shows only its root screen"
                    + (shown?.root.map { " (\($0))" } ?? "") + "; nothing to pop"
        case .noModalToDismiss:
            "no modal layer is presented; nothing to dismiss"
        case .entryGone(let entry):
            "\(entry) is no longer shown (closed, popped or replaced already); nothing to close"
        case .nothingToClose(let entry, let location, let route):
            "\(route.map { "'\($0)'" } ?? "\(entry)") is the root screen of \(Self.stackName(location, nil)); nothing to close"
        case .detentNotOffered(let detent, let offered):
            offered.isEmpty
                ? "no detent '\(detent)': a full-screen cover has no detents"
                : "no detent '\(detent)'; the sheet offers \(offered.map { "'\($0)'" }.joined(separator: ", "))"
        case .popoverWithoutAnchor(let route):
            "'\(route)' is shown as a popover, but neither the request nor the route names its anchor"
        case .dialogShown(let shown):
            "the dialog \(shown) is shown; one dialog at a time"
        case .unshowableDialog(let problem):
            problem
        case .unknownDialog(let dialog, let shown, let button):
            shown == dialog
                ? "the dialog \(dialog) has no button at position \(button.map(String.init) ?? "none")"
                : "the dialog \(dialog) is not shown" + (shown.map { "; the dialog shown is \($0)" } ?? "")
        }
    }

    /// A stack as the user sees it: `the 'shop' tab`, `the modal sheet`, `the navigation stack`.
    private static func stackName(_ location: StackLocation, _ shown: Shown?) -> String {
        switch location {
        case .root: "the navigation stack"
        case .tab(let tab): "the '\(tab)' tab"
        case .column(let column): "the \(column) column"
        case .modal(let layer):
            switch shown?.modalStyle {
            case .sheet: "the modal sheet"
            case .fullScreen: "the full-screen modal"
            case .popover: "the popover"
            case nil: "the modal \(layer)"
            }
        }
    }

    /// What equality and hashing compare: the case and its values, without the words of
    /// ``nothingToPop(_:shown:)`` and ``nothingToClose(_:rootOf:route:)``.
    private var reason: [AnyHashable] {
        switch self {
        case .unknownTab(let tab, let available): [0, tab, available]
        case .unknownEntry(let entry): [1, entry]
        case .unknownModalLayer(let layer, let presented): [2, layer, presented]
        case .nothingToPop(let location, _): [3, location]
        case .noModalToDismiss: [4]
        case .entryGone(let entry): [5, entry]
        case .nothingToClose(let entry, let location, _): [6, entry, location]
        case .detentNotOffered(let detent, let offered): [7, detent, offered]
        case .popoverWithoutAnchor(let route): [8, route]
        case .dialogShown(let shown): [9, shown]
        case .unshowableDialog(let problem): [10, problem]
        case .unknownDialog(let dialog, let shown, let button): [11, dialog, shown, button]
        }
    }

    /// Rejections are equal when their reasons are: what the stack showed only words them.
    public static func == (lhs: NavigationRejection, rhs: NavigationRejection) -> Bool { lhs.reason == rhs.reason }

    /// Hashes the reason, which is what equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(reason) }
}
