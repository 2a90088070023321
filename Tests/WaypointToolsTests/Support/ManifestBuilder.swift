import Foundation
import Waypoint

/// Writes manifests for tests, including ones no `RouteTable` would build (duplicates, cycles,
/// unknown parents), which is what the linter must read.
struct ManifestBuilder {
    struct Route {
        var id: String
        var pattern: String
        var module = "App"
        var sources: [LinkSource] = LinkSource.allCases
        var guards: [String] = []
        var parent: String?
        var query: [(name: String, type: String, required: Bool)] = []
        var presentation = "push"
        var kind = "screen"
    }

    var routes: [Route]
    var schemes: [String]? = ["shop"]
    var hosts: [String]? = ["shop.example.com"]
    var extra: [String: Any] = [:]
    var version = 1

    init(_ routes: [Route], schemes: [String]? = ["shop"], hosts: [String]? = ["shop.example.com"]) {
        self.routes = routes
        self.schemes = schemes
        self.hosts = hosts
    }

    func jsonData() throws -> Data {
        var root: [String: Any] = extra
        root["version"] = version
        if let schemes, let hosts { root["links"] = ["customSchemes": schemes, "universalLinkHosts": hosts] }
        root["routes"] = routes.map { route -> [String: Any] in
            var parameters: [[String: Any]] = []
            if let pattern = try? RoutePattern(route.pattern) {
                for segment in pattern.segments {
                    switch segment {
                    case .parameter(let name, let type):
                        parameters.append(["name": name, "type": type ?? "string", "in": "path", "required": true, "repeated": false])
                    case .catchAll(let name):
                        parameters.append(["name": name, "type": "path", "in": "path", "required": true, "repeated": false])
                    case .literal, .wildcard: continue
                    }
                }
            }
            for item in route.query {
                parameters.append(["name": item.name, "type": item.type, "in": "query", "required": item.required, "repeated": false])
            }
            var entry: [String: Any] = [
                "id": route.id, "pattern": route.pattern, "module": route.module, "parameters": parameters,
                "sources": route.sources.map(\.rawValue), "guards": route.guards, "presentation": route.presentation,
                "kind": route.kind,
            ]
            if let parent = route.parent { entry["parent"] = parent }
            return entry
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// Writes the manifest to a new temporary file and returns its path.
    func write() throws -> String {
        try TemporaryFile.write(jsonData())
    }
}

enum TemporaryFile {
    /// Writes bytes to a new file in the temporary directory and returns its path.
    static func write(_ data: Data, suffix: String = ".json") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString)\(suffix)")
        try data.write(to: url)
        return url.path
    }

    static func write(_ text: String, suffix: String = ".json") throws -> String {
        try write(Data(text.utf8), suffix: suffix)
    }
}

extension ManifestBuilder.Route {
    init(_ id: String, _ pattern: String, module: String = "App") {
        self.id = id
        self.pattern = pattern
        self.module = module
    }
}

/// Parses a command's JSON output.
func jsonObject(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let dictionary = object as? [String: Any] else { throw JSONShapeError(text: text) }
    return dictionary
}

struct JSONShapeError: Error, CustomStringConvertible {
    let text: String
    var description: String { "not a JSON object: \(text)" }
}
