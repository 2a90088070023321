public import Foundation

/// A versioned, JSON-serialisable description of a route table: what tools (lint, the
/// `apple-app-site-association` generator, docs, graphs) and other platforms read instead of
/// Swift code. An app writes it; the `waypoint` command reads it.
///
/// ```swift
/// let data = try table.manifest(policy: policy).jsonData()
/// try data.write(to: URL(filePath: "routes.json"))   // waypoint lint routes.json
/// ```
public struct RouteManifest: Codable, Hashable, Sendable {
    /// The format version this library writes and reads.
    package static let currentVersion = 1

    /// The format version.
    package var version: Int
    /// The link policy's origins, when the manifest was written with one.
    package var links: Links?
    /// Every route, sorted by id.
    package var routes: [Entry]

    /// The schemes and hosts an app accepts.
    package struct Links: Codable, Hashable, Sendable {
        /// Custom schemes, sorted.
        package var customSchemes: [String]
        /// Universal-link hosts (lowercased ASCII), sorted.
        package var universalLinkHosts: [String]
        /// `true` when the policy reads `+` as a space (``LinkPolicy/decodesPlusAsSpace``);
        /// absent when it does not.
        package var decodesPlusAsSpace: Bool?
        /// The schemes whose fragments carry the route (``LinkPolicy/fragmentRoutedSchemes``),
        /// sorted; absent when there are none.
        package var fragmentRoutedSchemes: [String]?
        /// The custom schemes whose links mirror web links (``LinkPolicy/webMirroringSchemes``),
        /// sorted; absent when there are none.
        package var webMirroringSchemes: [String]?

        /// Creates the origins section.
        package init(customSchemes: [String], universalLinkHosts: [String]) {
            self.customSchemes = customSchemes
            self.universalLinkHosts = universalLinkHosts
        }
    }

    /// One route.
    package struct Entry: Codable, Hashable, Sendable {
        /// The route's id.
        package var id: RouteID
        /// Its pattern as written.
        package var pattern: String
        /// Its module.
        package var module: String
        /// Path placeholders (in pattern order), then query parameters.
        package var parameters: [Parameter]
        /// The sources that may open it, in ``LinkSource`` order.
        package var sources: [LinkSource]
        /// Guard names, in order.
        package var guards: [String]
        /// The synthetic parent.
        package var parent: RouteID?
        /// The default presentation.
        package var presentation: PresentationMode
        /// Screen or action.
        package var kind: RouteDefinition.Kind
        /// The Swift type of a typed route.
        package var type: String?
        /// Fixed parameters (``RouteDefinition/constants``); absent when there are none.
        package var constants: [String: String]?
        /// The parameter the fragment is read as (``RouteDefinition/fragmentParameter``).
        package var fragment: String?
        /// `true` when the route takes every query item (``RouteDefinition/takesAllQueryItems``);
        /// absent when it does not.
        package var takesAllQueryItems: Bool?
        /// The query items that make the route decline a link (``RouteDefinition/declinedQueryItems``),
        /// sorted; absent when there are none.
        package var declinesQueryItems: [String]?
        /// `true` when the route opens in a window of its own (``RouteDefinition/opensInOwnWindow``);
        /// absent when it does not.
        package var opensInOwnWindow: Bool?
        /// The split-view column the route shows in (``RouteDefinition/column``); absent when it declares none.
        package var column: SplitColumn?
        /// How the screen shows as a sheet (``RouteDefinition/sheet``), with only the options that
        /// differ from the defaults; absent when all are the defaults.
        package var sheet: SheetOptions?
        /// How the screen shows as a popover (``RouteDefinition/popover``); absent for the defaults.
        package var popover: PopoverOptions?

        /// Creates an entry.
        package init(
            id: RouteID, pattern: String, module: String, parameters: [Parameter] = [],
            sources: [LinkSource] = LinkSource.allCases, guards: [String] = [], parent: RouteID? = nil,
            presentation: PresentationMode = .push, kind: RouteDefinition.Kind = .screen, type: String? = nil
        ) {
            self.id = id
            self.pattern = pattern
            self.module = module
            self.parameters = parameters
            self.sources = sources
            self.guards = guards
            self.parent = parent
            self.presentation = presentation
            self.kind = kind
            self.type = type
        }
    }

    /// One parameter of a route.
    package struct Parameter: Codable, Hashable, Sendable {
        /// Where a parameter is read from.
        package enum Location: String, Codable, Hashable, Sendable {
            /// A path placeholder or catch-all.
            case path
            /// A query item.
            case query
        }

        /// Its name.
        package var name: String
        /// Its ``ParameterType`` name; `path` for a catch-all.
        package var type: String
        /// Path or query.
        package var location: Location
        /// Whether a link must carry it.
        package var required: Bool
        /// Whether it may repeat.
        package var repeated: Bool

        /// Creates a parameter.
        package init(name: String, type: String, location: Location, required: Bool, repeated: Bool = false) {
            self.name = name
            self.type = type
            self.location = location
            self.required = required
            self.repeated = repeated
        }

        enum CodingKeys: String, CodingKey {
            case name, type, required, repeated
            case location = "in"
        }
    }

    /// Reads a manifest.
    ///
    /// - Throws: ``RouteManifestError`` for malformed JSON or an unknown version.
    package init(jsonData: Data) throws(RouteManifestError) {
        struct VersionOnly: Decodable { var version: Int }
        let decoder = JSONDecoder()
        do {
            let version = try decoder.decode(VersionOnly.self, from: jsonData).version
            guard version == Self.currentVersion else {
                throw RouteManifestError.unsupportedVersion(version, supported: Self.currentVersion)
            }
            self = try decoder.decode(RouteManifest.self, from: jsonData)
        } catch let error as RouteManifestError {
            throw error
        } catch let error as DecodingError {
            throw RouteManifestError(error)
        } catch {
            throw RouteManifestError.notJSON(reason: error.localizedDescription)
        }
    }

    /// Creates a manifest from its parts, for tools that write manifests themselves.
    package init(version: Int = RouteManifest.currentVersion, links: Links?, routes: [Entry]) {
        self.version = version
        self.links = links
        self.routes = routes
    }

    /// The manifest as pretty-printed JSON with sorted keys, so that checked-in copies diff cleanly.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Route definitions rebuilt from the manifest, for a table that tools can match against.
    package func routeDefinitions() -> [RouteDefinition] {
        routes.map { entry in
            var definition = RouteDefinition(
                entry.id, pattern: entry.pattern, module: ModuleID(rawValue: entry.module),
                query: entry.parameters.filter { $0.location == .query }.map {
                    QueryParameter(name: $0.name, typeName: $0.type, isRequired: $0.required, isRepeated: $0.repeated)
                },
                sources: Set(entry.sources), guards: entry.guards.map(GuardID.init(rawValue:)), parent: entry.parent,
                presentation: entry.presentation, kind: entry.kind)
            if let constants = entry.constants { definition.constants = constants }
            if let fragment = entry.fragment { definition.fragmentParameter = fragment }
            if entry.takesAllQueryItems == true { definition.takesAllQueryItems = true }
            if let declined = entry.declinesQueryItems { definition.declinedQueryItems = Set(declined) }
            if entry.opensInOwnWindow == true { definition.opensInOwnWindow = true }
            definition.column = entry.column
            if let sheet = entry.sheet { definition.sheet = sheet }
            if let popover = entry.popover { definition.popover = popover }
            return definition
        }
    }

    /// The link policy the manifest names, or `nil` when it names none.
    package var policy: LinkPolicy? {
        links.map { links in
            var policy = LinkPolicy(
                customSchemes: Set(links.customSchemes), universalLinkHosts: Set(links.universalLinkHosts))
            policy.decodesPlusAsSpace = links.decodesPlusAsSpace ?? false
            policy.fragmentRoutedSchemes = Set(links.fragmentRoutedSchemes ?? [])
            policy.webMirroringSchemes = Set(links.webMirroringSchemes ?? [])
            return policy
        }
    }

    /// The parameter type names the manifest uses that are not built in: tools that rebuild the
    /// table need a ``ParameterType`` for each.
    package var customTypeNames: [String] {
        let builtIn: Set<String> = ["string", "int", "double", "bool", "uuid", "path"]
        return Set(routes.flatMap { $0.parameters.map(\.type) }).subtracting(builtIn).sorted()
    }
}

/// A manifest that could not be read.
///
/// ```swift
/// do { _ = try RouteManifest(jsonData: data) } catch {
///     print(error)   // unsupported manifest version 2; this version of Waypoint reads version 1
/// }
/// ```
package enum RouteManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The manifest declares a version this version of Waypoint does not read; `supported` is the one it reads.
    case unsupportedVersion(Int, supported: Int)
    /// A field the manifest needs is missing: its name, and where it was expected (`routes[0]`, `top level`).
    case missingField(String, at: String)
    /// A field holds a value of the wrong kind; `reason` is the decoder's, `at` where it was found.
    case invalidValue(at: String, reason: String)
    /// The data is not JSON at all (or not an object); `reason` is the parser's.
    case notJSON(reason: String)

    /// One line for people: `unsupported manifest version 2; this version of Waypoint reads version 1`,
    /// `not a route manifest: missing 'pattern' at routes[0]`.
    package var description: String {
        switch self {
        case .unsupportedVersion(let version, let supported):
            "unsupported manifest version \(version); this version of Waypoint reads version \(supported)"
        case .missingField(let key, let path): "not a route manifest: missing '\(key)' at \(path)"
        case .invalidValue(let path, let reason): "not a route manifest: \(reason) at \(path)"
        case .notJSON(let reason): "not a route manifest: \(reason)"
        }
    }

    /// The error for what the JSON decoder refused, naming the field's path.
    init(_ error: DecodingError) {
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context): self = .missingField(key.stringValue, at: path(context))
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            self = .invalidValue(at: path(context), reason: context.debugDescription)
        @unknown default: self = .notJSON(reason: "\(error)")
        }
    }
}
