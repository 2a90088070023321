import Foundation
import PackagePlugin

/// Lints a target's route manifest in every build: `waypoint lint` runs on each `routes.json` (or
/// `*.routes.json`) among the target's files, and its findings are build errors and warnings at
/// the line of the route they name. A manifest with errors fails the build.
///
/// ```swift
/// .target(name: "AppRoutes", dependencies: ["Waypoint"],
///         plugins: [.plugin(name: "WaypointLintPlugin", package: "Waypoint")])
/// ```
@main
struct WaypointLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifests = target.sourceFiles.map(\.url).filter(RouteManifests.isManifest)
        guard !manifests.isEmpty else { return [] }
        // The executable target, by its target name (its product is `waypoint`).
        let tool = try context.tool(named: "WaypointCLI")
        return manifests.map { manifest in
            // The command must produce a file the build uses, or it never runs: an empty Swift
            // source, written only when the lint finds no error.
            let stamp = context.pluginWorkDirectoryURL.appending(
                path: "WaypointLint-\(manifest.deletingPathExtension().lastPathComponent).swift")
            return .buildCommand(
                displayName: "waypoint lint \(manifest.lastPathComponent) (\(target.name))",
                executable: tool.url,
                arguments: ["lint", "--manifest", manifest.path, "--diagnostics", "--stamp", stamp.path],
                inputFiles: [manifest],
                outputFiles: [stamp])
        }
    }
}

/// Which files are route manifests: `routes.json`, or a name ending in `.routes.json`.
enum RouteManifests {
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "routes.json" || name.hasSuffix(".routes.json")
    }
}
