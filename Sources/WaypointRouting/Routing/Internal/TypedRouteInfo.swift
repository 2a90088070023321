/// What the table keeps about a typed route: its schema, and how to decode a match into a value.
///
/// A class, so that a ``RouteDefinition`` holds one reference to it rather than its seven fields:
/// a table keeps every definition, typed or not, and this made each about 70 bytes larger.
final class TypedRouteInfo: Sendable {
    let typeName: String
    let fields: [RouteSchema.Field]
    let schemaError: RouteTableError.RouteTypeIssue?
    let patternNames: Set<String>
    /// The hosts its ``AllowlistedURL`` properties may point to; `nil` when it lists none.
    let allowedURLHosts: Set<String>?
    let decode: @Sendable (RouteParameters) throws(LinkRejection) -> any Route

    init<R: Route>(_ type: R.Type) {
        typeName = String(describing: R.self)
        switch RouteSchema.fields(of: R.self) {
        case .success(let fields):
            self.fields = fields
            schemaError = nil
        case .failure(let error):
            fields = []
            schemaError = .unreadable(error.reason)
        }
        patternNames = Set((try? RoutePattern(R.pattern))?.parameterNames ?? [])
        allowedURLHosts = (R.self as? any AllowsExternalURLs.Type)?.allowedURLHosts
        decode = { (parameters) throws(LinkRejection) -> any Route in
            try RouteDecoding.decode(R.self, from: parameters)
        }
    }

    /// The properties that are not path placeholders, as query parameter declarations.
    var queryParameters: [QueryParameter] {
        fields.filter { !patternNames.contains($0.name) }.map {
            QueryParameter(
                name: $0.name, type: ownType(named: $0.typeName) ?? ParameterType.builtIns[$0.typeName] ?? .string,
                isRequired: !$0.isOptional && !$0.isRepeated, isRepeated: $0.isRepeated)
        }
    }

    /// The parameter types the route brings itself: its URL properties' allowlist. They take
    /// precedence over the table's types of the same name, for this route only.
    func ownType(named name: String) -> ParameterType? {
        guard name == "url", let allowedURLHosts else { return nil }
        return .allowlistedURL(hosts: allowedURLHosts)
    }

    /// Why the type does not fit the pattern, if it does not.
    func problems(with pattern: RoutePattern) -> [RouteTableError.RouteTypeIssue] {
        if let schemaError { return [schemaError] }
        var problems: [RouteTableError.RouteTypeIssue] = []
        let byName = Dictionary(
            fields.map { ($0.name, $0) },
            uniquingKeysWith: { (first: RouteSchema.Field, _: RouteSchema.Field) in first })
        for field in fields where field.typeName == "url" && allowedURLHosts == nil {
            problems.append(.urlWithoutHosts(property: field.name))
        }
        for segment in pattern.segments {
            switch segment {
            case .wildcard:
                problems.append(.wildcard)
            case .literal:
                continue
            case .parameter(let name, let type):
                guard let field = byName[name] else {
                    problems.append(.missingProperty(name, catchAll: false))
                    continue
                }
                if field.isOptional || field.isRepeated {
                    problems.append(.notSingleValue(name))
                }
                if field.typeName == "url" {
                    problems.append(.urlInPath(name))
                    continue
                }
                let patternType = type ?? "string"
                if field.typeName != patternType, ParameterType.builtIns[patternType] != nil {
                    problems.append(
                        .typeMismatch(property: name, propertyType: field.typeName, patternType: patternType))
                }
            case .catchAll(let name):
                guard let field = byName[name] else {
                    problems.append(.missingProperty(name, catchAll: true))
                    continue
                }
                if field.typeName != "string" || field.isOptional {
                    problems.append(.catchAllNotText(name))
                }
            }
        }
        return problems
    }
}
