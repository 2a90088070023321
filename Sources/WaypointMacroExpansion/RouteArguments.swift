internal import SwiftDiagnostics
internal import SwiftSyntax
internal import SwiftSyntaxMacros

/// The arguments of `@Route(_:id:parameterTypes:)` and `@Path(_:id:parameterTypes:)`, each a literal.
struct RouteArguments {
    let pattern: String
    let patternLiteral: StringLiteralExprSyntax
    /// The id's literal; `nil` when the attribute may leave it out and does.
    let id: ExprSyntax?
    /// The id's text.
    let idText: String?
    /// The id's argument in the source, where diagnostics about it point.
    let idNode: Syntax?
    let parameterTypes: Set<String>

    /// Reads the attribute's arguments, or diagnoses the first that is not a literal.
    ///
    /// - Parameter idRequired: Whether the attribute must name its route id (`@Route` must,
    ///   `@Path` may leave it to the case's name).
    init?(_ node: AttributeSyntax, idRequired: Bool = true, in context: some MacroExpansionContext) {
        guard case .argumentList(let list) = node.arguments, let first = list.first else { return nil }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self), let text = Self.text(of: literal) else {
            context.diagnose(
                Diagnostic(
                    .patternNotLiteral,
                    "the pattern must be a string literal without interpolation, so it can be checked",
                    at: first.expression))
            return nil
        }
        let idArgument = list.first { $0.label?.text == "id" }
        let idText = idArgument?.expression.as(StringLiteralExprSyntax.self).flatMap(Self.text(of:))
        guard idText != nil || (idArgument == nil && !idRequired) else {
            context.diagnose(Diagnostic(.idNotLiteral, "the route id must be a string literal", at: node))
            return nil
        }
        let types = list.first { $0.label?.text == "parameterTypes" }?.expression.as(ArrayExprSyntax.self)
        pattern = text
        patternLiteral = literal
        id = idArgument?.expression.trimmed
        self.idText = idText
        idNode = idArgument.map { Syntax($0.expression) }
        parameterTypes = Set(
            types?.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self).flatMap(Self.text(of:)) } ?? [])
    }

    /// The literal's value, when it has no interpolation.
    private static func text(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
