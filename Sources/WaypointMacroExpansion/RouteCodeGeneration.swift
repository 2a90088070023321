internal import SwiftSyntax

/// The code both macros generate for one parameter: `@Route` for a stored property, `@Routes` for
/// an associated value. Each reads and writes through `RouteParameterReader` and
/// `RouteParameterWriter`, with the conversion the compiler picks from the value's type.
extension RouteProperty {
    /// The read of this value from `reader`: `reader.optionalValue("ref", .init())`.
    var readCall: String { "reader.\(methods.read)(\(Self.literal(name)), .init())" }

    /// The write of `value` to `writer`: `writer.write("ref", self.ref, .init())`.
    func writeCall(_ value: String) -> String { "writer.\(methods.write)(\(Self.literal(name)), \(value), .init())" }

    /// The declaration of this value as a query parameter, for `QueryParameter.typed`.
    var queryDeclaration: String {
        let element = element?.trimmedDescription ?? type.trimmedDescription
        let isRequired = shape == .single
        let isRepeated = shape == .array || shape == .optionalArray
        return ".typed(\(Self.literal(name)), \(element).self, isRequired: \(isRequired), isRepeated: \(isRepeated))"
    }

    /// The reader's and the writer's method for the value's shape.
    private var methods: (read: String, write: String) {
        switch shape {
        case .single: ("value", "write")
        case .optional: ("optionalValue", "write")
        case .array: ("values", "writeValues")
        case .optionalArray: ("optionalValues", "writeValues")
        }
    }

    /// A Swift string literal of a name; names are identifiers, so nothing needs escaping.
    static func literal(_ name: String) -> String { "\"\(name)\"" }
}

/// The access of a declaration's generated members: `public` for a public type (its
/// conformance's witnesses must be), `package` for a package one, `fileprivate` for a private
/// one; none otherwise.
func memberAccess(of modifiers: DeclModifierListSyntax) -> String {
    for modifier in modifiers {
        switch modifier.name.text {
        case "public", "open": return "public "
        case "package": return "package "
        case "private", "fileprivate": return "fileprivate "
        default: continue
        }
    }
    return ""
}
