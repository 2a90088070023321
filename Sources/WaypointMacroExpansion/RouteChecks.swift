internal import Foundation
internal import SwiftDiagnostics
internal import SwiftSyntax
internal import SwiftSyntaxBuilder
internal import WaypointRouting

/// Checks a `@Route` pattern against the struct's stored properties, or a `@Path` pattern against
/// its case's associated values, with the grammar of the core's own `RoutePattern` and the rules
/// its route table applies to typed routes when it is built.
struct RouteChecks {
    /// What holds a route's parameters, as the messages name it.
    enum Member {
        /// A `@Route` struct's stored property.
        case property
        /// A `@Routes` enum case's associated value.
        case associatedValue

        var noun: String { self == .property ? "property" : "associated value" }
        var namedLike: String {
            self == .property ? "stored property of that name" : "associated value of that label"
        }
    }

    let text: String
    let literal: StringLiteralExprSyntax
    let properties: [RouteProperty]
    let parameterTypes: Set<String>
    var member = Member.property
    var diagnostics: [Diagnostic] = []

    private static let builtInTypes = ["string", "int", "double", "bool", "uuid"]

    /// Every problem, in pattern order, then the properties' own.
    mutating func run() {
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(text)
        } catch {
            // Said apart by the parser's stable code, since the problem has a name of its own.
            let kind: RouteDiagnostic.Kind =
                if case .catchAllNotLast = error.reason { .catchAllNotLast } else { .malformedPattern }
            diagnostics.append(Diagnostic(kind, "invalid route pattern: \(error.reason)", at: literal))
            return
        }
        let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var placeholders: Set<String> = []
        for segment in pattern.segments {
            switch segment {
            case .wildcard:
                report(.wildcard, "a typed route cannot have a wildcard '*'; name the segment, as in {ignored}")
            case .parameter(let name, let type):
                placeholders.insert(name)
                guard let property = property(named: name, in: byName) else { continue }
                checkPlaceholder(name, type: type, property: property)
            default:
                // Literals, and catch-alls, which `parameterNames` names below; any form the
                // grammar adds later is left to the table's own check when it is built.
                continue
            }
        }
        for name in pattern.parameterNames where !placeholders.contains(name) {
            guard let property = property(named: name, in: byName) else { continue }
            checkCatchAll(name, property: property)
        }
        let names = Set(pattern.parameterNames)
        for property in properties where !names.contains(property.name) && property.element == nil {
            diagnostics.append(
                Diagnostic(
                    .propertyNotAParameter,
                    "\(member.noun) '\(property.name)' of type '\(property.type.trimmedDescription)' is neither a "
                        + "placeholder nor a query item; a query item is a String, Int, Double, Bool, UUID, an enum, "
                        + "or an optional or array of those", at: property.type))
        }
    }

    /// The property a placeholder fills; reports its absence, with a fix-it when a property
    /// that no placeholder names is spelled almost the same.
    private mutating func property(named name: String, in byName: [String: RouteProperty]) -> RouteProperty? {
        if let property = byName[name] { return property }
        let names = Set((try? RoutePattern(text))?.parameterNames ?? [])
        let candidate = properties.first { !names.contains($0.name) && Self.isNearMiss($0.name, name) }
        let fixIts = candidate.map { property in
            [
                patternFixIt(
                    "rename the placeholder to '\(property.name)'", replacing: "{" + name, with: "{" + property.name)
            ]
        }
        report(
            .placeholderWithoutProperty,
            "placeholder '\(name)' has no \(member.namedLike)"
                + (candidate.map { "; did you mean '\($0.name)'?" } ?? ""),
            at: placeholder(name), fixIts: fixIts ?? [])
        return nil
    }

    private mutating func checkPlaceholder(_ name: String, type: String?, property: RouteProperty) {
        if property.shape != .single {
            let fixIts = property.element.map { element in
                [
                    FixIt.replace(
                        message: RouteFixIt(message: "make '\(name)' a single value"), oldNode: property.type,
                        newNode: element.trimmed)
                ]
            }
            report(
                .pathValueNotSingle, "path parameter '\(name)' must be a single, non-optional value",
                at: placeholder(name), fixIts: fixIts ?? [])
            return
        }
        let kind = property.kind
        if kind == "url" {
            report(
                .typeMismatch, "a URL cannot be a path parameter; read '\(name)' from the query", at: placeholder(name))
            return
        }
        let written = type ?? "string"
        guard Self.builtInTypes.contains(written) else {
            guard !parameterTypes.contains(written) else { return }
            let suggestion = kind ?? Self.builtInTypes.first { Self.isNearMiss($0, written) }
            let fixIts = suggestion.map { [typeFixIt(name, from: type, to: $0)] } ?? []
            report(
                .unknownParameterType,
                "'\(written)' is not a built-in parameter type (string, int, double, bool, uuid); "
                    + "list the app's own types in parameterTypes: [\"\(written)\"]",
                at: placeholder(name), fixIts: fixIts)
            return
        }
        guard let kind, kind != written else { return }
        let swiftType = RouteProperty.swiftTypes[written] ?? written
        var fixIts = [typeFixIt(name, from: type, to: kind)]
        fixIts.append(
            FixIt.replace(
                message: RouteFixIt(message: "change the type of '\(name)' to \(swiftType)"), oldNode: property.type,
                newNode: TypeSyntax(IdentifierTypeSyntax(name: .identifier(swiftType)))))
        report(
            .typeMismatch,
            "\(member.noun) '\(name)' is \(property.type.trimmedDescription) but the pattern says \(written); write "
                + (kind == "string" ? "{\(name)}" : "{\(name): \(kind)}"),
            at: placeholder(name), fixIts: fixIts)
    }

    private mutating func checkCatchAll(_ name: String, property: RouteProperty) {
        // An optional catch-all (`{path…?}`) may be an optional property; the others may not.
        let optionalAllowed = text.contains("\(name)…?}") || text.contains("\(name)...?}")
        let shapeFits = optionalAllowed || property.shape == .single || property.shape == .array
        guard property.kind != "string" || !shapeFits else { return }
        report(.typeMismatch, "catch-all '\(name)' must be a String or [String]", at: placeholder(name))
    }

    // MARK: Where and how to report

    private mutating func report(
        _ kind: RouteDiagnostic.Kind, _ message: String, at position: AbsolutePosition? = nil, fixIts: [FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                node: literal, position: position, message: RouteDiagnostic(kind: kind, message: message),
                fixIts: fixIts))
    }

    /// Where `{name` starts inside the literal, so the diagnostic points at the placeholder itself.
    private func placeholder(_ name: String) -> AbsolutePosition? {
        guard let range = text.range(of: "{" + name), let first = literal.segments.first else { return nil }
        return first.positionAfterSkippingLeadingTrivia.advanced(
            by: text.utf8.distance(from: text.startIndex, to: range.lowerBound))
    }

    /// A fix-it that rewrites the placeholder `{name: type}` with the given type.
    private func typeFixIt(_ name: String, from type: String?, to newType: String) -> FixIt {
        let old = Self.placeholderText(in: text, name: name) ?? "{\(name)}"
        let new = newType == "string" ? "{\(name)}" : "{\(name): \(newType)}"
        return patternFixIt("write \(new)", replacing: old, with: new)
    }

    private func patternFixIt(_ message: String, replacing old: String, with new: String) -> FixIt {
        let fixed = text.range(of: old).map { text.replacingCharacters(in: $0, with: new) } ?? text
        return FixIt.replace(
            message: RouteFixIt(message: message), oldNode: literal, newNode: StringLiteralExprSyntax(content: fixed))
    }

    /// The placeholder's text as written, `{id:int}` or `{id: int}`.
    private static func placeholderText(in text: String, name: String) -> String? {
        guard let start = text.range(of: "{" + name), let end = text[start.upperBound...].firstIndex(of: "}") else {
            return nil
        }
        return String(text[start.lowerBound...end])
    }

    /// Two names a typo apart: the same but for case, or one edit (two for names of six letters or more).
    static func isNearMiss(_ lhs: String, _ rhs: String) -> Bool {
        lhs.lowercased() == rhs.lowercased() || EditDistance.between(lhs, rhs) <= (rhs.count >= 6 ? 2 : 1)
    }
}
