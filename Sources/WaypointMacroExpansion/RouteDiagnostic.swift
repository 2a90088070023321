public import SwiftDiagnostics
internal import SwiftSyntax

/// A `@Route`, `@Routes` or `@Path` diagnostic: its text, and a stable identifier per kind of problem.
public struct RouteDiagnostic: DiagnosticMessage {
    /// The kinds of problem, named as in the macro's documentation. The raw values are stable.
    public enum Kind: String, Sendable {
        case patternNotLiteral
        case idNotLiteral
        case notAStruct
        case malformedPattern
        case catchAllNotLast
        case placeholderWithoutProperty
        case propertyNotAParameter
        case typeMismatch
        case unknownParameterType
        case pathValueNotSingle
        case wildcard
        case notAnEnum
        case caseWithoutPath
        case pathOutsideRoutes
        case pathOnSeveralCases
        case unlabelledValue
        case duplicateRouteID
    }

    /// The kind of problem.
    public let kind: Kind
    /// The text the compiler shows.
    public let message: String

    /// Creates a diagnostic.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// `WaypointMacros.<kind>`.
    public var diagnosticID: MessageID { MessageID(domain: "WaypointMacros", id: kind.rawValue) }
    /// Always an error.
    public var severity: DiagnosticSeverity { .error }
}

extension Diagnostic {
    /// An error of `kind` on `node`.
    init(_ kind: RouteDiagnostic.Kind, _ message: String, at node: some SyntaxProtocol, fixIts: [FixIt] = []) {
        self.init(node: node, message: RouteDiagnostic(kind: kind, message: message), fixIts: fixIts)
    }
}

/// The text of a `@Route` fix-it.
struct RouteFixIt: FixItMessage {
    let message: String
    var fixItID: MessageID { MessageID(domain: "WaypointMacros", id: message) }
}
