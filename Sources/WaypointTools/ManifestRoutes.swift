public import Foundation
public import Waypoint

/// The routes and the link policy a route manifest describes, read back: what a tool that
/// assembles an app from a manifest (the benchmarks' launch case) builds its table and parser
/// from. An app declares its routes in code and writes the manifest; reading it is the tools'.
///
/// ```swift
/// let routes = try ManifestRoutes(jsonData: Data(contentsOf: manifestURL))
/// let table = try RouteTable(routes.definitions)
/// ```
public struct ManifestRoutes: Sendable {
    /// The routes, sorted by id, as the manifest describes them.
    public let definitions: [RouteDefinition]
    /// The link policy the manifest names, or `nil` when it names none.
    public let policy: LinkPolicy?

    /// Reads a manifest.
    ///
    /// - Throws: A `RouteManifestError` (its description says why) for malformed JSON, a missing
    ///   field or an unknown version.
    public init(jsonData: Data) throws {
        let manifest = try RouteManifest(jsonData: jsonData)
        definitions = manifest.routeDefinitions()
        policy = manifest.policy
    }
}
