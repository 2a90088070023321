internal import SwiftDiagnostics
internal import SwiftSyntax
internal import SwiftSyntaxBuilder
internal import SwiftSyntaxMacros
internal import WaypointRouting

/// A case of a `@Routes` enum with its `@Path`: its name, its route id, its pattern's arguments
/// and its associated values as parameters.
struct RouteCase {
    /// The case's name, as route ids name it (without backticks).
    let name: String
    /// The name as written, for `.name` in generated code.
    let identifier: TokenSyntax
    /// The case as declared, where diagnostics point.
    let element: EnumCaseElementSyntax
    let arguments: RouteArguments
    /// The associated values, in order; all labelled.
    let values: [RouteProperty]

    /// The route id: the `@Path`'s, or the case's name.
    var id: String { arguments.idText ?? name }

    /// Reads the enum's cases, diagnosing those that cannot be routes; `nil` when any cannot.
    static func cases(of members: MemberBlockItemListSyntax, in context: some MacroExpansionContext) -> [RouteCase]? {
        var cases: [RouteCase] = []
        var failed = false
        for member in members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            guard let path = decl.attributes.lazy.compactMap(Self.pathAttribute).first else {
                for element in decl.elements { context.diagnose(missingPath(element, in: decl)) }
                failed = true
                continue
            }
            guard let element = decl.elements.first, decl.elements.count == 1 else {
                context.diagnose(
                    Diagnostic(
                        .pathOnSeveralCases, "@Path declares the route of one case; declare each case on its own",
                        at: path))
                failed = true
                continue
            }
            guard let arguments = RouteArguments(path, idRequired: false, in: context),
                let routeCase = RouteCase(element, arguments: arguments, in: context)
            else {
                failed = true
                continue
            }
            cases.append(routeCase)
        }
        return failed ? nil : cases
    }

    /// The case, or `nil` after diagnosing its unlabelled values, with a fix-it naming each after
    /// a placeholder no label takes, in order.
    private init?(_ element: EnumCaseElementSyntax, arguments: RouteArguments, in context: some MacroExpansionContext) {
        name = element.name.identifier?.name ?? element.name.text
        identifier = element.name.trimmed
        self.element = element
        self.arguments = arguments
        let parameters = Array(element.parameterClause?.parameters ?? [])
        let labels = parameters.compactMap { Self.label(of: $0) }
        guard labels.count == parameters.count else {
            let names = (try? RoutePattern(arguments.pattern))?.parameterNames ?? []
            var unclaimed = names.filter { !labels.contains($0) }.makeIterator()
            for parameter in parameters where Self.label(of: parameter) == nil {
                let suggestion = unclaimed.next()
                let fixIts = suggestion.map { label in
                    [
                        FixIt.replace(
                            message: RouteFixIt(message: "label it '\(label)'"), oldNode: parameter,
                            newNode: parameter.with(\.firstName, .identifier(label)).with(\.secondName, nil)
                                .with(\.colon, .colonToken(trailingTrivia: .space)))
                    ]
                }
                context.diagnose(
                    Diagnostic(
                        .unlabelledValue,
                        "associated value of type '\(parameter.type.trimmedDescription)' needs a label: a link names "
                            + "its parameters, and the label is the name", at: parameter, fixIts: fixIts ?? []))
            }
            return nil
        }
        values = zip(parameters, labels).map { parameter, label in
            RouteProperty(
                name: label, identifier: parameter.firstName?.trimmed ?? .identifier(label), type: parameter.type)
        }
    }

    /// The label of an associated value, without backticks; `nil` for none or `_`.
    private static func label(of parameter: EnumCaseParameterSyntax) -> String? {
        guard let first = parameter.firstName, first.tokenKind != .wildcard else { return nil }
        return first.identifier?.name ?? first.text
    }

    /// `@Path(…)`, however qualified.
    static func pathAttribute(_ element: AttributeListSyntax.Element) -> AttributeSyntax? {
        guard case .attribute(let attribute) = element else { return nil }
        return RouteMacro.attributeName(attribute) == "Path" ? attribute : nil
    }

    /// A case without `@Path`, with a fix-it adding one that names the case's own path.
    private static func missingPath(_ element: EnumCaseElementSyntax, in decl: EnumCaseDeclSyntax) -> Diagnostic {
        let name = element.name.identifier?.name ?? element.name.text
        let fixIts =
            decl.elements.count == 1
            ? [
                FixIt.replace(
                    message: RouteFixIt(message: "add @Path(\"/\(name)\")"), oldNode: decl,
                    newNode: withPath(decl, name))
            ]
            : []
        return Diagnostic(
            .caseWithoutPath, "case '\(name)' has no @Path; every case of a @Routes enum is a route", at: element.name,
            fixIts: fixIts)
    }

    private static func withPath(_ decl: EnumCaseDeclSyntax, _ name: String) -> EnumCaseDeclSyntax {
        let attribute = AttributeSyntax(
            attributeName: IdentifierTypeSyntax(name: .identifier("Path")), leftParen: .leftParenToken(),
            arguments: .argumentList([LabeledExprSyntax(expression: StringLiteralExprSyntax(content: "/\(name)"))]),
            rightParen: .rightParenToken()
        )
        .with(\.leadingTrivia, decl.leadingTrivia).with(\.trailingTrivia, .space)
        let stripped = decl.with(\.leadingTrivia, [])
        return stripped.with(\.attributes, [.attribute(attribute)] + stripped.attributes)
    }
}
