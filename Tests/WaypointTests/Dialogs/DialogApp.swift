import Waypoint
import WaypointTesting

/// An app of one stack (`/` at its root) for dialogs and leave checks: a pushed screen (`/plain`), a
/// sign-in sheet (`/login`), an editor sheet (`/editor`) and a pushed form (`/form`) whose leave
/// checks read ``editorDecision`` and ``formDecision``, an action route whose action asks
/// ``promo`` (`/promo`), and a checkout (`/checkout`) behind a guard that asks ``leaveBasket``.
@MainActor
final class DialogApp {
    let manager: NavigationManager<String>
    let recorder = RecordingContainer<String>()
    /// What the editor's and the form's leave checks answer.
    var editorDecision = LeaveDecision.allow
    var formDecision = LeaveDecision.allow
    /// The entries whose leave checks were asked, in order.
    var asked: [RouteID] = []

    static let view = DialogButton("View", destination: DeepLinkDescriptor(path: "/plain"))
    static let later = DialogButton("Later", role: .cancel)
    static let promo = NavigationDialog("A new offer", message: "20% off shoes", buttons: [view, later])

    static let leave = DialogButton("Leave", role: .destructive)
    static let stay = DialogButton("Stay", role: .cancel)
    static let signIn = DialogButton("Sign in", destination: DeepLinkDescriptor(path: "/login"))
    static let leaveBasket = NavigationDialog(
        "Leave the basket?", style: .confirmationDialog, buttons: [leave, signIn, stay])

    static let discard = DialogButton("Discard", role: .destructive)
    static let keepEditing = DialogButton("Keep editing", role: .cancel)
    static let discardChanges = NavigationDialog(
        "Discard your changes?", style: .confirmationDialog, buttons: [discard, keepEditing])

    /// With `tabbed`, the screens above live in a tab `main`, beside a tab `other` (`/other`).
    init(tabbed: Bool = false) throws {
        let routes = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition("plain", pattern: "/plain", module: "App"),
            RouteDefinition("other", pattern: "/other", module: "Other"),
            RouteDefinition("login", pattern: "/login", module: "Account", presentation: .modal(.sheet)),
            RouteDefinition("editor", pattern: "/editor", module: "App", presentation: .modal(.sheet)),
            RouteDefinition("form", pattern: "/form", module: "App"),
            RouteDefinition("promo", pattern: "/promo", module: "App", kind: .action),
            RouteDefinition("checkout", pattern: "/checkout", module: "App", guards: ["confirm"]),
        ])
        var screens = ScreenRegistry<String>(module: "App")
        for route in ["home", "plain", "other", "login", "editor", "form", "checkout"] as [RouteID] {
            screens.register(route) { _, _ in route.rawValue }
        }
        var actions = ActionRegistry(module: "App")
        actions.register("promo") { _, _ in .ask(Self.promo) }
        weak var app: DialogApp?
        let leaveChecks: [RouteID: LeaveCheck] = [
            "editor": { context in
                app?.asked.append(context.entry.route)
                return app?.editorDecision ?? .allow
            },
            "form": { context in
                app?.asked.append(context.entry.route)
                return app?.formDecision ?? .allow
            },
        ]
        var configuration = NavigationConfiguration()
        if tabbed {
            configuration.addTab("main", root: "home", modules: ["App"])
            configuration.addTab("other", root: "other", modules: ["Other"])
        } else {
            configuration.rootRoute = "home"
        }
        manager = try NavigationManager(
            routes: routes, policy: LinkPolicy(customSchemes: ["app"]), screens: screens, actions: actions,
            resolver: try DependencyContainer { _ in },
            guards: ["confirm": GuardFunction { _ in .confirm(Self.leaveBasket) }], leaveChecks: leaveChecks,
            configuration: configuration)
        app = self
    }

    /// Attached, with the attach-time steps forgotten.
    static func attached(tabbed: Bool = false) async throws -> DialogApp {
        let app = try DialogApp(tabbed: tabbed)
        await app.manager.attach(app.recorder)
        app.recorder.reset()
        return app
    }

    var visible: [RouteID] { manager.state.visibleStack.map(\.route) }
}
