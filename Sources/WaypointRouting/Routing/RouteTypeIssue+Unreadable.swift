extension RouteTableError.RouteTypeIssue {
    /// Why a typed route's parameters cannot be read from its `Decodable` conformance.
    public enum UnreadableReason: Hashable, Sendable, CustomStringConvertible {
        /// The type decodes from a list or a single value rather than from named properties.
        case notAStruct
        /// A property whose type cannot be a parameter.
        case unsupportedType(property: String, type: String)
        /// A property whose enum type is not `CaseIterable`, so no value of it can be made.
        case notCaseIterable(property: String, type: String)
        /// A property that decodes as a nested object.
        case nestedObject(property: String)
        /// A property that decodes as a list by hand instead of through the synthesized coding.
        case customListCoding(property: String)
        /// A repeated parameter's type that does not decode from a list.
        case notAList
        /// The type's own `init(from:)` threw; the error's description.
        case decodingFailed(String)

        /// The reason in a sentence, with the fix where there is one.
        public var description: String {
            switch self {
            case .notAStruct: "a route must be a struct with stored properties"
            case .unsupportedType(let property, let type):
                "property '\(property)' of type \(type) cannot be a parameter "
                    + "(use String, Int, Double, Bool, UUID, a CaseIterable enum, or arrays and optionals of those)"
            case .notCaseIterable(let property, let type):
                "property '\(property)' of type \(type): make the enum CaseIterable so its parameters can be read"
            case .nestedObject(let property): "property '\(property)' cannot be a nested object"
            case .customListCoding(let property): "property '\(property)' must use the synthesized coding"
            case .notAList: "a repeated parameter's type must decode from a list"
            case .decodingFailed(let error): "its parameters cannot be read: \(error)"
            }
        }
    }
}
