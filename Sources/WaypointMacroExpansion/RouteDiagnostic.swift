public import SwiftDiagnostics

/// A `@Route` diagnostic: its text, and a stable identifier per kind of problem.
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

/// The text of a `@Route` fix-it.
struct RouteFixIt: FixItMessage {
    let message: String
    var fixItID: MessageID { MessageID(domain: "WaypointMacros", id: message) }
}
