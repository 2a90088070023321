package import Foundation
package import Waypoint

/// A route manifest read from a file, and what the tools build from it: the route table, the
/// link parser, and the notes a reader should see about what the tool had to assume.
///
/// ```swift
/// let file = try ManifestFile(path: "Examples/Shop/routes.json")
/// let table = try file.table()
/// ```
package struct ManifestFile: Sendable {
    /// The path as given.
    package let path: String
    /// The manifest.
    package let manifest: RouteManifest
    /// Guard names the manifest declares in an optional top-level `guards` list; `nil` when absent.
    package let declaredGuards: [String]?

    /// Reads and checks a manifest.
    ///
    /// - Throws: ``ToolError`` when the file cannot be read, is not JSON, is not a manifest, or
    ///   has an unknown version.
    package init(path: String) throws(ToolError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ToolError(.unreadableFile, "cannot read manifest '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw ToolError(.unreadableFile, "cannot read manifest '\(path)': it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.unreadableFile, "cannot read manifest '\(path)': permission denied or unreadable")
        }
        try self.init(data: data, path: path)
    }

    /// Reads a manifest from bytes; `path` names it in messages.
    package init(data: Data, path: String = "manifest") throws(ToolError) {
        do {
            manifest = try RouteManifest(jsonData: data)
        } catch {
            throw ToolError(.invalidManifest, "manifest '\(path)': \(error)")
        }
        struct Guards: Decodable { var guards: [String]? }
        declaredGuards = (try? JSONDecoder().decode(Guards.self, from: data))?.guards
        self.path = path
    }

    /// Types for the manifest's custom parameter types, which the tool cannot know: each accepts
    /// any text.
    package var assumedTypes: [ParameterType] {
        manifest.customTypeNames.map { ParameterType(name: $0) { _ in true } }
    }

    /// The route table, with custom parameter types accepting any text.
    ///
    /// - Throws: ``ToolError`` when the routes do not build a table (`waypoint lint` lists why), or the
    ///   links section lists a host that is invalid or that a wildcard already covers.
    package func table() throws(ToolError) -> RouteTable {
        // The app's navigation manager refuses to start with such a policy; so do the tools.
        if let problem = manifest.policy?.invalidHosts.first {
            throw ToolError(
                .invalidManifest,
                "manifest '\(path)': the links section lists a universal-link host no app can use: \(problem)")
        }
        do {
            return try RouteTable(manifest.routeDefinitions(), parameterTypes: assumedTypes)
        } catch {
            let count = error.problems.count
            let first = error.problems.first.map { ": \($0.detail)" } ?? ""
            throw ToolError(
                .invalidTable,
                "manifest '\(path)': the routes do not build a table (\(count) problem\(count == 1 ? "" : "s")\(first)); run 'waypoint lint' for all of them"
            )
        }
    }

    /// The parser the app uses: the manifest's policy, or an empty one when it names none.
    package var parser: LinkParser { LinkParser(policy: manifest.policy ?? LinkPolicy()) }

    /// What a reader should know about the tool's assumptions, one sentence each.
    package var notes: [String] {
        var notes: [String] = []
        if manifest.links == nil {
            notes.append(
                "the manifest has no 'links' section: every custom scheme and https host is refused, as an app with an empty LinkPolicy would"
            )
        }
        let custom = manifest.customTypeNames
        if !custom.isEmpty {
            notes.append(
                "custom parameter type\(custom.count == 1 ? "" : "s") \(custom.map { "'\($0)'" }.joined(separator: ", ")) cannot be checked here and accept any text"
            )
        }
        return notes
    }
}
