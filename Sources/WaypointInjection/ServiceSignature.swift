/// A readable description of a service as it is registered or requested: its type, its name and the
/// types of its runtime arguments.
///
/// Signatures appear in errors (the requested service, the chain of resolutions, what is registered
/// instead) and in validation reports. Their ``description`` is the form used in those messages:
///
/// ```
/// Logger
/// Logger (name: "verbose")
/// ProductScreen (arguments: Int)
/// ProductScreen (name: "compact", arguments: Int, String)
/// ```
public struct ServiceSignature: Hashable, Sendable, CustomStringConvertible {
    /// The service type as Swift prints it: `Logger`, or `APIClient` for `(any APIClient).self`.
    public let typeName: String
    /// The registration name, or `nil` for an unnamed registration.
    public let name: String?
    /// The types of the runtime arguments, in order; empty when the factory takes none.
    public let argumentTypeNames: [String]

    /// Creates a signature from its parts.
    package init(typeName: String, name: String? = nil, argumentTypeNames: [String] = []) {
        self.typeName = typeName
        self.name = name
        self.argumentTypeNames = argumentTypeNames
    }

    /// Creates the signature of a service type resolved without arguments.
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - name: The registration name, if any.
    public init<Service>(_ type: Service.Type, name: String? = nil) {
        self.init(type: type, name: name, argumentTypes: [])
    }

    init(type: any Any.Type, name: String?, argumentTypes: [any Any.Type]) {
        self.init(
            typeName: String(describing: type),
            name: name,
            argumentTypeNames: argumentTypes.map { String(describing: $0) }
        )
    }

    /// The signature as messages show it, such as `Logger (name: "verbose")`.
    public var description: String {
        var details: [String] = []
        if let name { details.append("name: \"\(name)\"") }
        if !argumentTypeNames.isEmpty { details.append("arguments: " + argumentTypeNames.joined(separator: ", ")) }
        return details.isEmpty ? typeName : "\(typeName) (\(details.joined(separator: ", ")))"
    }

    /// The argument list as it reads in a message: `arguments (Int, String)`, or `no arguments`.
    var argumentListDescription: String {
        argumentTypeNames.isEmpty ? "no arguments" : "arguments (\(argumentTypeNames.joined(separator: ", ")))"
    }
}
