public import Basket
public import Foundation
public import Payment
public import Profile
public import ShopRoutes
public import Waypoint

/// The Shop, running: the assembled app, the terminal container it shows itself in, and the
/// sign-in flow. The tour and the interactive console both drive one of these.
///
/// ```swift
/// let shop = try ShopApplication(output: StandardOutput())
/// await shop.attach()
/// let outcome = await shop.manager.open("https://shop.example.com/catalog/shoes/products/42")
/// shop.printOutcome(outcome)
/// shop.printState()
/// ```
@MainActor
public final class ShopApplication {
    /// The route table, container and manager the modules were assembled into.
    public let assembled: AssembledApp<ShopScreen>
    /// The container the state is shown in once ``attach()`` has run.
    public let terminal: TerminalContainer
    /// The session, as resolved from the app's container.
    public let session: SessionStore
    /// The basket, as resolved from the app's container.
    public let basket: BasketStore
    /// The checkout's delivery step (Payment), as resolved from the app's container.
    public let delivery: CheckoutDelivery
    /// The addresses and their picker (Profile), as resolved from the app's container.
    public let addressBook: AddressBook
    /// What the user typed into the checkout (Payment), as resolved from the app's container.
    public let checkoutForm: CheckoutForm
    /// The basket screen's "Empty" button (Basket), as resolved from the app's container.
    public let emptyBasketButton: EmptyBasket
    /// Draws the state.
    public let renderer: StateTreeRenderer
    /// The device the Shop is laid out for.
    public let layout: ShopLayout
    /// The iPad's windows, each with its own navigation, the first one `main`; `nil` on the phone,
    /// whose one navigation is ``AssembledApp/manager``.
    public let windows: NavigationWindows<ShopScreen>?
    /// The open windows' names and terminals, in the order they opened; see ``window(named:)``.
    var openedWindows: [ShopWindow] = []

    let output: any ShopOutput
    private var isAttached = false
    /// The checkout's request for an address, and the picker it showed, until the picker leaves.
    var waitingForAddress: (pick: ResultRequest<DeliveryAddress>, picker: EntryID)?

    /// Assembles the Shop's modules into a fresh app; nothing is shown until ``attach()``.
    ///
    /// - Parameters:
    ///   - output: Where the app writes.
    ///   - style: Colours or plain text.
    ///   - layout: Tabs on the phone; a split view in windows on the iPad.
    /// - Throws: ``ShopError`` when the modules do not fit together or a shared service is missing.
    public init(output: any ShopOutput, style: TerminalStyle = .plain, layout: ShopLayout = .phone) throws(ShopError) {
        do {
            assembled = try ShopAssembly.build(layout: layout)
        } catch {
            throw ShopError("the Shop's modules do not fit together: \(error)")
        }
        do {
            session = try assembled.container.resolve(SessionStore.self)
            basket = try assembled.container.resolve(BasketStore.self)
            delivery = try assembled.container.resolve(CheckoutDelivery.self)
            addressBook = try assembled.container.resolve(AddressBook.self)
            checkoutForm = try assembled.container.resolve(CheckoutForm.self)
            emptyBasketButton = try assembled.container.resolve(EmptyBasket.self)
        } catch {
            throw ShopError("a shared service is missing: \(error)")
        }
        renderer = StateTreeRenderer(routes: assembled.routes, tabTitles: ShopAssembly.tabTitles, style: style)
        terminal = TerminalContainer(
            output: output, renderer: renderer, window: layout == .iPad ? ShopWindow.main.rawValue : nil)
        self.output = output
        self.layout = layout
        windows = layout == .iPad ? assembled.windows() : nil
        openMainWindow()
        // A picker opened by a link, or restored, has no caller: its address comes here instead.
        manager.onResult(of: PickAddressRoute.self) { [weak self] address in
            self?.printLine("result", "\(address), picked with no checkout waiting for it")
        }
    }

    /// The navigation manager.
    public var manager: NavigationManager<ShopScreen> { activeWindow?.manager ?? assembled.manager }

    /// The visible stack's routes, root first.
    public var visibleRoutes: [RouteID] { manager.state.visibleStack.map(\.route) }

    /// The screen on top of the visible stack; `nil` before anything is shown.
    public var topScreen: ShopScreen? {
        manager.state.topEntry.flatMap { (activeWindow?.terminal ?? terminal).screens[$0.id] }
    }

    /// Attaches the terminal container, then waits for the requests that were waiting for it.
    ///
    /// - Returns: The attach outcome, and the `finished` events of the replayed requests.
    @discardableResult
    public func attach() async -> (outcome: NavigationOutcome, replays: [NavigationEvent]) {
        // Before the first container, every waiting request waits for one.
        let waiting = isAttached ? 0 : manager.pendingCount
        isAttached = true
        let watch = ReplayWatch(manager)
        let outcome: NavigationOutcome
        if let windows {
            outcome = await windows.attach(terminal, to: ShopWindow.main)
        } else {
            outcome = await manager.attach(terminal)
        }
        return (outcome, await watch.finish(leaving: waiting))
    }

    /// Closes the screen on top, as its back button or a sheet's close button does: the screen's
    /// handle to its own entry (``ScreenHandle``) pops it when it was pushed and dismisses its
    /// layer when it is the root of a modal layer; the root screen of a tab is refused.
    @discardableResult
    public func back() async -> NavigationOutcome {
        guard let top = manager.state.topEntry else { return await manager.pop() }
        return await manager.close(top.id)
    }

    /// Handles a push notification payload given as JSON text.
    public func push(json: String) async -> NavigationOutcome {
        await manager.handle(notificationJSON: Data(json.utf8))
    }

    /// Signs a user in as the login sheet's button would: stores a token in the session through
    /// the container, dismisses the login sheet, and says that `signedIn` holds, so that the
    /// requests the guard redirected replay, each once.
    ///
    /// - Returns: The new session, and the `finished` events of the replayed requests.
    @discardableResult
    public func signIn(_ user: String) async -> (session: SessionStore.Session, replays: [NavigationEvent]) {
        let newSession = session.signIn(user: user)
        printLine("session", "signed in as \(shown(user)); token \(shown(newSession.token)) is in the SessionStore")
        if manager.state.modalLayers.last?.stack.first?.route == .login {
            _ = await manager.dismiss()
        }
        let watch = ReplayWatch(manager)
        let waiting = manager.pendingCount
        manager.satisfy(.signedIn)
        let released = waiting - manager.pendingCount
        let replays = await watch.finish(leaving: released)
        for replay in replays { printReplay(replay) }
        return (newSession, replays)
    }

    /// Signs out: forgets the token and says that `signedIn` no longer holds.
    public func signOut() {
        session.signOut()
        manager.revoke(.signedIn)
        printLine("session", "signed out; guarded routes ask for sign-in again")
    }

    /// The navigation state as JSON, to save.
    public func savedState() throws(ShopError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return try encoder.encode(manager.state)
        } catch {
            throw ShopError("the state could not be encoded: \(error)")
        }
    }

    /// Restores a state saved with ``savedState()``: every entry is matched again and its guards
    /// run again; what no longer fits is dropped and reported.
    ///
    /// - Throws: ``ShopError`` when the data is not a saved navigation state.
    public func restore(from data: Data) async throws(ShopError) -> RestorationReport {
        let saved: NavigationState
        do {
            saved = try JSONDecoder().decode(NavigationState.self, from: data)
        } catch let error as DecodingError {
            throw ShopError("not a saved navigation state: \(ShopError.describe(error))")
        } catch {
            throw ShopError("not a saved navigation state: \(error)")
        }
        return await manager.restore(saved)
    }
}

/// Why the Shop could not do what was asked: start, read a saved state, run a command.
public struct ShopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// A decoding error in one line: what is wrong, and where.
    static func describe(_ error: DecodingError) -> String {
        func place(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path.drop { $0 == "." })"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)'\(place(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription + place(context)
        @unknown default: return "\(error)"
        }
    }
}
