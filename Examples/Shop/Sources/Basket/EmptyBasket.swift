import ShopRoutes
public import Waypoint

/// The basket screen's "Empty" button: it asks before it removes every item. The question goes
/// through the navigator, so it waits its turn in the request queue like any screen, and a link
/// that arrives while it is up waits for the answer.
///
/// ```swift
/// let line = await emptyBasket()   // "Empty the basket?" shows; "emptied: 1 item removed" once confirmed
/// ```
@MainActor
public struct EmptyBasket {
    private let navigator: any NavigationManaging
    private let basket: BasketStore

    /// Creates the button over the app's navigator and basket.
    nonisolated init(navigator: any NavigationManaging, basket: BasketStore) {
        self.navigator = navigator
        self.basket = basket
    }

    /// The button that empties the basket.
    public static let confirmation = DialogButton("Empty basket", role: .destructive)

    /// The question, naming how many items would go.
    public static func question(removing items: String) -> NavigationDialog {
        NavigationDialog(
            "Empty the basket?", message: "\(items) will be removed.", style: .confirmationDialog,
            buttons: [confirmation, DialogButton("Cancel", role: .cancel)])
    }

    /// Asks, and empties the basket when the user confirms.
    ///
    /// - Returns: What the basket says afterwards: `emptied: 1 item removed`, `kept 1 item (Cancel)`,
    ///   or that there was nothing to empty, in which case nothing is asked.
    public func callAsFunction() async -> String {
        let count = basket.count
        guard count > 0 else { return "the basket is already empty; nothing to ask" }
        let items = "\(count) item" + (count == 1 ? "" : "s")
        switch await navigator.present(Self.question(removing: items)).result {
        case .value(let button) where button == Self.confirmation:
            basket.removeAll()
            return "emptied: \(items) removed"
        case .value(let button): return "kept \(items) (\(button.title))"
        case .cancelled(let why): return "kept \(items) (\(why))"
        case .notShown(let outcome): return "kept \(items); the question did not show: \(outcome.code)"
        }
    }
}
