/// A condition that deferred and redirected requests wait for, such as being signed in.
///
/// The app says when a condition starts or stops holding
/// (``NavigationManager/satisfy(_:)`` / ``NavigationManager/revoke(_:)``); requests waiting for
/// it replay, exactly once and with their guards re-run, as soon as it holds.
/// ``containerAttached`` is managed by the manager itself.
public struct ReadinessCondition: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// Holds while a ``NavigationContainer`` is attached to the manager.
    public static let containerAttached: ReadinessCondition = "containerAttached"

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
