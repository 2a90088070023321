internal import SwiftSyntax

/// A stored property of a `@Route` struct, and what its written type says it can be.
struct RouteProperty {
    /// How many values the property holds, read off its type's syntax.
    enum Shape {
        /// `T`: exactly one value.
        case single
        /// `T?`: at most one.
        case optional
        /// `[T]`: any number, in order.
        case array
        /// `[T]?`: any number, or none at all.
        case optionalArray
    }

    /// The property's name, as parameters name it (without backticks).
    let name: String
    /// The name as written, for `self.…` in generated code.
    let identifier: TokenSyntax
    /// The written type.
    let type: TypeSyntax
    /// `T` in `T`, `T?`, `[T]` and `[T]?`; `nil` when the type is none of those shapes.
    let element: TypeSyntax?
    let shape: Shape

    /// The parameter type the element's Swift type stands for (`int` for `Int`), `url` for an
    /// `AllowlistedURL`; `nil` for any other type, such as an app's enum.
    var kind: String? { element.flatMap { Self.kinds[Self.lastName(of: $0)] } }

    /// The Swift type a pattern's built-in type is read into, for fix-its.
    static let swiftTypes = ["string": "String", "int": "Int", "double": "Double", "bool": "Bool", "uuid": "UUID"]

    private static let kinds: [String: String] = {
        var kinds = ["String": "string", "Substring": "string", "Double": "double", "Float": "double"]
        for name in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
            kinds[name] = "int"
        }
        kinds["Bool"] = "bool"
        kinds["UUID"] = "uuid"
        kinds["AllowlistedURL"] = "url"
        return kinds
    }()

    init(name: String, identifier: TokenSyntax, type: TypeSyntax) {
        self.name = name
        self.identifier = identifier
        self.type = type
        var shape = Shape.single
        var inner = type
        if let wrapped = Self.optionalWrapped(inner) {
            shape = .optional
            inner = wrapped
        }
        if let element = Self.arrayElement(inner) {
            shape = shape == .optional ? .optionalArray : .array
            inner = element
        }
        self.shape = shape
        // The element must be a plain name (`Int`, `Foundation.UUID`, `Sort`): no optionals of
        // optionals, arrays of arrays, dictionaries, tuples or generic types.
        self.element = Self.isPlainName(inner) ? inner : nil
    }

    /// The stored properties of `members`, or the first one that has no written type.
    static func storedProperties(
        of members: MemberBlockItemListSyntax
    ) -> (properties: [RouteProperty], untyped: [PatternBindingSyntax], constants: [PatternBindingSyntax]) {
        var properties: [RouteProperty] = []
        var untyped: [PatternBindingSyntax] = []
        var constants: [PatternBindingSyntax] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings where isStored(binding) {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.initializer != nil {
                    constants.append(binding)
                    continue
                }
                guard let type = binding.typeAnnotation?.type else {
                    untyped.append(binding)
                    continue
                }
                let name = pattern.identifier.identifier?.name ?? pattern.identifier.text
                properties.append(RouteProperty(name: name, identifier: pattern.identifier.trimmed, type: type))
            }
        }
        return (properties, untyped, constants)
    }

    /// Whether a binding stores a value: no accessors, or only observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    private static func optionalWrapped(_ type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optional.wrappedType }
        return genericArgument(of: type, named: "Optional")
    }

    private static func arrayElement(_ type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        return genericArgument(of: type, named: "Array")
    }

    private static func genericArgument(of type: TypeSyntax, named name: String) -> TypeSyntax? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == name,
            let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
            case .type(let argument) = arguments.first?.argument
        else { return nil }
        return argument.trimmed
    }

    private static func isPlainName(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.genericArgumentClause == nil }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.genericArgumentClause == nil && isPlainName(member.baseType)
        }
        return false
    }

    private static func lastName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }
}
