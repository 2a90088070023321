extension RouteTableError.Problem {
    /// What is wrong, with the names and types it concerns; ``RouteTableError/Problem/detail`` says
    /// it in a sentence, naming the problem's routes.
    public enum Reason: Hashable, Sendable {
        /// The two routes have the same pattern.
        case duplicateRoute
        /// The two routes match the same links with equal precedence.
        case ambiguousRoutes
        /// The two routes put overlapping parameter types (named first route's first) at one position.
        case overlappingTypes(String, String)
        /// The two routes' patterns differ only in the case of literals that one of them ignores.
        case ambiguousCase
        /// The two routes share an id.
        case duplicateRouteID
        /// The route's pattern does not parse.
        case invalidPattern(RoutePatternError)
        /// A placeholder (or, when `query`, a query parameter) names a type the table does not know;
        /// `known` lists the types it knows.
        case unknownParameterType(parameter: String, type: String, query: Bool, known: [String])
        /// A parameter name the route uses twice.
        case duplicateParameter(String)
        /// A constant or the fragment's parameter (the first origin) has the name of another of the
        /// route's parameters (the second): a placeholder, a query parameter, a constant.
        case collidingParameter(String, RouteTableError.ParameterOrigin, with: RouteTableError.ParameterOrigin)
        /// The route's parent is not in the table; `nearest` lists the nearest ids there are.
        case unknownParent(RouteID, nearest: [RouteID])
        /// The route's parents lead back to it: the chain from the route back to itself.
        case parentCycle([RouteID])
        /// The parent (the problem's second route) needs these placeholders, which the route lacks.
        case parentParameters(missing: [String])
        /// The route's type does not fit its pattern.
        case invalidRouteType(type: String, RouteTableError.RouteTypeIssue)

        /// The stable code of the kind of problem; apps read it as ``RouteTableError/Problem/code``.
        package var code: RouteTableError.Code {
            switch self {
            case .duplicateRoute: .duplicateRoute
            case .ambiguousRoutes, .overlappingTypes, .ambiguousCase: .ambiguousRoutes
            case .duplicateRouteID: .duplicateRouteID
            case .invalidPattern: .invalidPattern
            case .unknownParameterType: .unknownParameterType
            case .duplicateParameter, .collidingParameter: .duplicateParameter
            case .unknownParent: .unknownParent
            case .parentCycle: .parentCycle
            case .parentParameters: .parentParameters
            case .invalidRouteType: .invalidRouteType
            }
        }

        /// The sentence for people, naming the problem's routes.
        func sentence(naming routes: [RouteTableError.RouteReference]) -> String {
            let first = routes.first.map { "\($0)" } ?? "?"
            let second = routes.dropFirst().first.map { "\($0)" } ?? "?"
            return switch self {
            case .duplicateRoute: "routes \(first) and \(second) have the same pattern"
            case .ambiguousRoutes: "routes \(first) and \(second) match the same links with equal precedence"
            case .overlappingTypes(let a, let b):
                "routes \(first) and \(second) put the overlapping types '\(a)' and '\(b)' at the same position; use types no value shares (such as int and uuid), or a literal segment"
            case .ambiguousCase:
                "routes \(first) and \(second) differ only in the case of their literals, and a literal that ignores case matches both spellings; keep one, or give them different literals"
            case .duplicateRouteID:
                "routes \(first) and \(second) share the id '\(routes.first.map { "\($0.id)" } ?? "?")'"
            case .invalidPattern(let reason): "route \(first): \(reason)"
            case .unknownParameterType(let parameter, let type, let query, let known):
                "route \(first): \(query ? "query parameter" : "placeholder") '\(parameter)' has unknown type '\(type)'; known types: \(known.joined(separator: ", "))"
            case .duplicateParameter(let name): "route \(first): parameter '\(name)' is declared twice"
            case .collidingParameter(let name, let origin, let other):
                "route \(first): the \(origin) '\(name)' has the name of \(other == .constant ? "a" : "the route's") \(other), so the screen could not tell them apart; rename one"
            case .unknownParent(let parent, let nearest):
                "route \(first): parent '\(parent)' does not exist; nearest ids: \(nearest.map(\.rawValue).joined(separator: ", "))"
            case .parentCycle(let chain):
                "route \(first): parents form a cycle: \(chain.map(\.rawValue).joined(separator: " → "))"
            case .parentParameters(let missing):
                "route \(first): parent \(second) needs \(missing.map { "'\($0)'" }.joined(separator: ", ")), which the route does not have, so its back stack could not be built"
            case .invalidRouteType(let type, let issue): "route \(first), type \(type): \(issue)"
            }
        }
    }
}

extension RouteTableError {
    /// Where a route's parameter comes from, as a collision between two names says.
    public enum ParameterOrigin: String, Hashable, Sendable, CustomStringConvertible {
        /// A placeholder or catch-all of the pattern.
        case path = "placeholder"
        /// A declared query parameter.
        case query = "query parameter"
        /// A constant (``RouteDefinition/constants``).
        case constant
        /// The fragment's parameter (``RouteDefinition/fragmentParameter``).
        case fragment = "fragment parameter"

        /// `placeholder`, `query parameter`, `constant`, `fragment parameter`.
        public var description: String { rawValue }
    }

    /// Why a typed route's type does not fit its pattern.
    public enum RouteTypeIssue: Hashable, Sendable, CustomStringConvertible {
        /// The type's parameters cannot be read; the reason says why.
        case unreadable(UnreadableReason)
        /// The property is an ``AllowlistedURL`` but the type lists no hosts.
        case urlWithoutHosts(property: String)
        /// The pattern has a wildcard `*`, which no property can receive.
        case wildcard
        /// A placeholder (or, when `catchAll`, the catch-all) with no stored property of its name.
        case missingProperty(String, catchAll: Bool)
        /// A path parameter whose property is optional or a list.
        case notSingleValue(String)
        /// A path parameter whose property is a URL.
        case urlInPath(String)
        /// A property whose type is not the placeholder's.
        case typeMismatch(property: String, propertyType: String, patternType: String)
        /// A catch-all whose property is not a `String` or `[String]`.
        case catchAllNotText(String)

        /// The issue in a sentence, with the fix where there is one.
        public var description: String {
            switch self {
            case .unreadable(let reason): "\(reason)"
            case .urlWithoutHosts(let property):
                "property '\(property)' is an AllowlistedURL; adopt AllowsExternalURLs to list the hosts it may point to"
            case .wildcard: "a typed route cannot have a wildcard '*'; name the segment, as in {ignored}"
            case .missingProperty(let name, let catchAll):
                "\(catchAll ? "catch-all" : "placeholder") '\(name)' has no stored property of that name"
            case .notSingleValue(let name): "path parameter '\(name)' must be a single, non-optional value"
            case .urlInPath(let name): "a URL cannot be a path parameter; read '\(name)' from the query"
            case .typeMismatch(let property, let propertyType, let patternType):
                "property '\(property)' is \(propertyType) but the pattern says \(patternType); write \(propertyType == "string" ? "{\(property)}" : "{\(property): \(propertyType)}")"
            case .catchAllNotText(let name): "catch-all '\(name)' must be a String or [String]"
            }
        }
    }
}
