/// One route as a feature module declares it: identity, pattern, owner and rules.
///
/// Untyped, with parameters as strings:
///
/// ```swift
/// RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile",
///                 query: [.required("userId")])
/// ```
///
/// Typed, from a ``Route`` value type (its stored properties are its parameters):
///
/// ```swift
/// RouteDefinition(ProductRoute.self, module: "Catalog", parent: "catalog.category")
/// ```
public struct RouteDefinition: Sendable {
    /// The stable identity.
    public var id: RouteID
    /// The pattern as written; see <doc:RoutePatterns> for the syntax.
    public var pattern: String
    /// The feature module that owns the route (named in errors and manifests).
    public var module: ModuleID
    /// The query parameters the route reads.
    public var query: [QueryParameter]
    /// The entry points that may open the route. Links from other sources are refused with
    /// `sourceNotAllowed`, never handed to a less specific route.
    public var sources: Set<LinkSource>
    /// The guards that run before the route is shown, in order.
    public var guards: [GuardID]
    /// The route shown beneath this one when a link opens it cold (the synthetic back stack).
    public var parent: RouteID?
    /// How the destination is shown by default.
    public var presentation: PresentationMode
    /// Whether the route shows a screen or runs an action.
    public var kind: Kind
    /// Parameters whose values may appear in `NavigationEvent`s; all others are redacted.
    public var loggedParameters: Set<String> = []
    /// For typed routes: how to turn a match into the route value.
    let typed: TypedRouteInfo?
    /// The declarations below, in one box shared by copies; `nil` for a route with none.
    private(set) var declarations: RouteDeclarations?

    /// Fixed parameters the screen receives as if the link carried them: `/artist/{id}/shows` with
    /// `["initialTab": "shows"]` opens the artist's screen on its shows, beside `/artist/{id}`. A
    /// constant's name may not be a placeholder's, a query parameter's or the fragment's (the table
    /// refuses it); a link's query item never overrides it. A typed route's property of that name
    /// receives it.
    public var constants: [String: String] {
        get { declarations?.constantValues ?? [:] }
        set { redeclare(constants: newValue) }
    }

    /// The parameter the link's fragment is read as (`media` for `…#/media/1234`), decoded once and
    /// checked as a query value is; absent when the link has no fragment. A descriptor, which has no
    /// fragment, gives it as a parameter of that name. The name may not be a placeholder's, a query
    /// parameter's or a constant's. A typed route's property of that name receives it.
    public var fragmentParameter: String? {
        get { declarations?.fragmentParameter }
        set { redeclare(fragmentParameter: .some(newValue)) }
    }

    /// Whether the route takes every query item, from every source: declared ones are checked and
    /// typed as always; the others are added to the parameters as text, in link order (a search
    /// screen's filters, whose names the app does not know in advance). The policy's caps on query
    /// items still apply, and a query item never overrides a placeholder, a constant or the fragment.
    public var takesAllQueryItems: Bool {
        get { declarations?.takesAllQueryItems ?? false }
        set { redeclare(takesAllQueryItems: newValue) }
    }

    /// Query items whose presence makes the route decline a link (`token`, when the web must handle
    /// such links): the link is refused with `declinedByRoute`, which the navigation manager hands to
    /// the app's fallback, as a link no route matches, rather than to another route.
    public var declinedQueryItems: Set<String> {
        get { Set(declarations?.declinedQueryItems ?? []) }
        set { redeclare(declinedQueryItems: newValue) }
    }

    /// How the route's screen shows when it is presented as a sheet (or as a popover that adapts to
    /// one): its detents, grabber, swipe to dismiss. A request may ask for another of these detents;
    /// asking for one the route does not offer is refused (`NavigationRejection.detentNotOffered`).
    public var sheet: SheetOptions {
        get { declarations?.sheet ?? SheetOptions() }
        set { redeclare(sheet: newValue) }
    }

    /// How the route's screen shows when it is presented as a popover: its anchor (which a request
    /// may name instead) and its compact-width adaptation.
    public var popover: PopoverOptions {
        get { declarations?.popover ?? PopoverOptions() }
        set { redeclare(popover: newValue) }
    }

    /// Whether the route opens in a window of its own (a compose screen, a document) where the app
    /// can open windows; elsewhere, and when a request names its window, it opens where other routes do.
    /// See the "iPad, Mac and multiple windows" article for the whole rule.
    public var opensInOwnWindow: Bool {
        get { declarations?.opensInOwnWindow ?? false }
        set { redeclare(opensInOwnWindow: newValue) }
    }

    /// The column of a split-view root the route's screen shows in: a link to a detail route selects
    /// its synthetic parents in the sidebar and shows it in the detail column. `nil` (the default) shows
    /// it where its parents are, else in the detail column. Ignored where the root is one stack or tabs.
    /// See the "iPad, Mac and multiple windows" article for the whole rule.
    public var column: SplitColumn? {
        get { declarations?.column }
        set { redeclare(column: .some(newValue)) }
    }

    private mutating func redeclare(
        constants: [String: String]? = nil, fragmentParameter: String?? = nil, takesAllQueryItems: Bool? = nil,
        declinedQueryItems: Set<String>? = nil, sheet: SheetOptions? = nil, popover: PopoverOptions? = nil,
        opensInOwnWindow: Bool? = nil, column: SplitColumn?? = nil
    ) {
        declarations = RouteDeclarations.make(
            constants: constants ?? self.constants, fragmentParameter: fragmentParameter ?? self.fragmentParameter,
            takesAllQueryItems: takesAllQueryItems ?? self.takesAllQueryItems,
            declinedQueryItems: declinedQueryItems ?? self.declinedQueryItems, sheet: sheet ?? self.sheet,
            popover: popover ?? self.popover, opensInOwnWindow: opensInOwnWindow ?? self.opensInOwnWindow,
            column: column ?? self.column)
    }

    /// What opening a route does.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Shows a screen.
        case screen
        /// Runs an action (add to basket, apply a promo code) without showing a screen.
        case action
    }

    /// Declares an untyped route.
    ///
    /// - Parameters:
    ///   - id: The stable identity, such as `catalog.product`.
    ///   - pattern: The pattern, such as `/catalog/{category}/products/{productId: int}`.
    ///   - module: The owning feature module.
    ///   - query: Declared query parameters.
    ///   - sources: Entry points that may open the route; all by default.
    ///   - guards: The guards, run in order.
    ///   - parent: The synthetic parent route.
    ///   - presentation: The default presentation.
    ///   - kind: Screen or action.
    public init(
        _ id: RouteID,
        pattern: String,
        module: ModuleID,
        query: [QueryParameter] = [],
        sources: Set<LinkSource> = Set(LinkSource.allCases),
        guards: [GuardID] = [],
        parent: RouteID? = nil,
        presentation: PresentationMode = .push,
        kind: Kind = .screen
    ) {
        self.id = id
        self.pattern = pattern
        self.module = module
        self.query = query
        self.sources = sources
        self.guards = guards
        self.parent = parent
        self.presentation = presentation
        self.kind = kind
        self.typed = nil
    }

    /// Declares a typed route from its value type. Query parameters are read from the type's
    /// stored properties that are not path placeholders.
    public init<R: Route>(
        _ type: R.Type,
        module: ModuleID,
        sources: Set<LinkSource> = Set(LinkSource.allCases),
        guards: [GuardID] = [],
        parent: RouteID? = nil,
        presentation: PresentationMode = .push,
        kind: Kind = .screen
    ) {
        let info = TypedRouteInfo(R.self)
        self.id = R.id
        self.pattern = R.pattern
        self.module = module
        self.query = info.queryParameters
        self.sources = sources
        self.guards = guards
        self.parent = parent
        self.presentation = presentation
        self.kind = kind
        self.typed = info
    }

    /// The Swift type of a typed route, for messages; `nil` for untyped routes.
    package var typeName: String? { typed?.typeName }
}
