public import Waypoint

/// One problem `waypoint lint` found in a route manifest.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is. Only errors make `waypoint lint` exit non-zero.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// The table is wrong: it does not build, or a route can never be opened.
        case error
        /// Probably a mistake, but the app works.
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// The kinds of finding. Their raw values are stable: they appear in `--json` output.
    public enum Code: String, CaseIterable, Hashable, Sendable {
        // Reported by `RouteTable` itself; always errors.
        /// Two routes with the same pattern.
        case duplicateRoute
        /// Two routes that match the same links with equal precedence.
        case ambiguousRoutes
        /// Two routes with the same id.
        case duplicateRouteID
        /// A pattern that does not parse.
        case invalidPattern
        /// A parameter names a type the table does not know.
        case unknownParameterType
        /// A parameter name used twice in one route.
        case duplicateParameter
        /// A parent that is not in the table.
        case unknownParent
        /// Parents that lead back to the route.
        case parentCycle
        /// A typed route whose properties do not fit its pattern.
        case invalidRouteType
        // Found by the linter.
        /// A route no link can reach: higher-precedence routes take every link it matches. Error.
        case shadowedRoute
        /// An unscoped route that never opens one host's links: routes scoped to that host, which
        /// outrank unscoped ones there, take every link of the host it matches. Warning.
        case hostShadowedRoute
        /// A route that accepts no source at all. Error.
        case noSources
        /// A route scoped to a scheme or host the link policy refuses. Error.
        case scopeNotAllowed
        /// A universal-link host of the link policy that no link can have, or that a wildcard of
        /// the policy already covers (`blog.example.com` beside `*.example.com`). Error.
        case invalidHost
        /// A guard name not in the known list (error), or, without a list, used once and
        /// resembling another guard's name (warning).
        case unknownGuard
        /// A parent whose path or required query parameters the child cannot supply. Warning.
        case parentParameters
        /// A parent that is an action, which has no screen to show beneath the child. Warning.
        case parentIsAction
        /// A route that declines links carrying a query parameter it requires (error: no link opens
        /// it) or reads (warning: never read).
        case declinesOwnParameter
        /// A route that reads the fragment beside a policy whose fragment-routed schemes' links give
        /// it none. Warning.
        case fragmentNeverRead
        /// A scheme the policy mirrors web links on that is not one of its custom schemes, or a
        /// policy with such schemes and no universal-link host: no such link is accepted. Error.
        case invalidMirroringScheme
        /// A sheet that offers no detent. Error.
        case noDetents
        /// A sheet detent no sheet can rest at: a fraction outside 0…1, a height of 0 or less. Error.
        case unshowableDetent
        /// A sheet that offers the same detent twice. Error.
        case duplicateDetent
        /// A selected or largest undimmed detent the sheet does not offer. Error.
        case detentNotOffered
        /// A popover route with no anchor: an error when links may open it (they carry none), a
        /// warning when only in-app requests, which may name one, do.
        case popoverWithoutAnchor
        /// Sheet options on a route not shown as a sheet or popover, or popover options on one not
        /// shown as a popover. Warning.
        case unusedPresentationOptions
    }

    /// How serious it is.
    public let severity: Severity
    /// What kind of problem it is.
    public let code: Code
    /// The routes involved.
    public let routes: [RouteID]
    /// What is wrong, in a sentence.
    public let detail: String

    /// Creates a finding.
    public init(_ severity: Severity, _ code: Code, routes: [RouteID], _ detail: String) {
        self.severity = severity
        self.code = code
        self.routes = routes
        self.detail = detail
    }

    /// `error[ambiguousRoutes]: …`
    public var description: String { "\(severity.rawValue)[\(code.rawValue)]: \(detail)" }
}

extension LintFinding {
    /// The finding for a problem the route table reported: the linter's codes spell every one of the
    /// table's alike (a test checks each).
    init(_ problem: RouteTableError.Problem) {
        let code = Code(rawValue: problem.code.rawValue) ?? .invalidPattern
        self.init(.error, code, routes: problem.routes.map(\.id), problem.detail)
    }
}
