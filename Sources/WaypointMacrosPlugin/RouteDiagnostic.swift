internal import SwiftDiagnostics

/// A `@Route` diagnostic: its text, and a stable identifier per kind of problem.
struct RouteDiagnostic: DiagnosticMessage {
    /// The kinds of problem, named as in the macro's documentation. The raw values are stable.
    enum Kind: String {
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

    let kind: Kind
    let message: String

    var diagnosticID: MessageID { MessageID(domain: "WaypointMacros", id: kind.rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// The text of a `@Route` fix-it.
struct RouteFixIt: FixItMessage {
    let message: String
    var fixItID: MessageID { MessageID(domain: "WaypointMacros", id: message) }
}
