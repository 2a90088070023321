/// Why a ``RouteTable`` could not be built: every problem found, each naming the routes, their
/// patterns and their modules.
///
/// ```
/// 2 problems in the route table:
/// - ambiguous routes: 'profile.a' (/profile/{id}, module Profile) and 'profile.b' (/profile/{name}, module Social) match the same links with equal precedence
/// - route 'orders.detail' (module Profile): parent 'orders' does not exist
/// ```
public struct RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found.
    public let problems: [Problem]

    /// One problem.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, with the names and types it concerns.
        public let reason: Reason
        /// The routes involved, one or two.
        public let routes: [RouteReference]

        /// A stable code for the kind of problem.
        public var code: Code { reason.code }
        /// What is wrong, in a sentence naming the routes.
        public var detail: String { reason.sentence(naming: routes) }

        /// The code and the detail.
        public var description: String { "\(code.rawValue): \(detail)" }
    }

    /// The kinds of problem.
    public enum Code: String, Hashable, Sendable, Codable, CaseIterable {
        /// Two routes with the same pattern.
        case duplicateRoute
        /// Two routes that match the same links with equal precedence.
        case ambiguousRoutes
        /// Two routes with the same id.
        case duplicateRouteID
        /// A pattern that does not parse, or that a typed route cannot print.
        case invalidPattern
        /// A placeholder or query parameter names a type the table does not know.
        case unknownParameterType
        /// A parameter name used twice in one route.
        case duplicateParameter
        /// A parent that is not in the table.
        case unknownParent
        /// Parents that lead back to the route.
        case parentCycle
        /// A parent whose placeholders the route cannot fill, so no back stack could be built.
        case parentParameters
        /// A typed route whose properties do not fit its pattern or cannot be parameters.
        case invalidRouteType
    }

    /// A route as errors name it.
    public struct RouteReference: Hashable, Sendable, CustomStringConvertible {
        /// The route's id.
        public let id: RouteID
        /// Its pattern as written.
        public let pattern: String
        /// Its module.
        public let module: ModuleID

        init(_ definition: RouteDefinition) {
            id = definition.id
            pattern = definition.pattern
            module = definition.module
        }

        /// `'catalog.product' (/catalog/{category}/products/{productId: int}, module Catalog)`.
        public var description: String { "'\(id)' (\(pattern), module \(module))" }
    }

    /// The one problem on one line, or a count followed by one problem per line.
    public var description: String {
        if problems.count == 1, let only = problems.first { return "route table: \(only.detail)" }
        return "\(problems.count) problems in the route table:\n"
            + problems.map { "- \($0.detail)" }.joined(separator: "\n")
    }
}
