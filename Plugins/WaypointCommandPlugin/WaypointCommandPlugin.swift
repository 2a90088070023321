import Foundation
import PackagePlugin

/// `swift package waypoint aasa|lint|graph|docs|resolve …`: runs the `waypoint` command on the
/// package's route manifests without installing it.
///
/// Without `--manifest`, the command runs once for each `routes.json` (or `*.routes.json`) among
/// the package's targets' files, or those of `--target NAME`. Every other argument is passed on.
///
/// ```console
/// $ swift package waypoint lint
/// $ swift package waypoint graph --format mermaid --target AppRoutes
/// $ swift package waypoint aasa --app-id ABCDE12345.com.example.shop
/// ```
@main
struct WaypointCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let rest = extractor.remainingArguments
        guard let verb = rest.first else {
            throw PluginFailure("say what to run: swift package waypoint aasa|lint|graph|docs|resolve [options]")
        }
        // The executable target, by its target name (its product is `waypoint`).
        let tool = try context.tool(named: "WaypointCLI")
        if rest.contains("--manifest") || rest.contains("-m") {
            try run(tool.url, rest)
            return
        }
        let manifests = context.package.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.name) }
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url).filter(Self.isManifest) }
        guard !manifests.isEmpty else {
            throw PluginFailure(
                "no routes.json among the files of "
                    + (targetNames.isEmpty ? "the package's targets" : targetNames.sorted().joined(separator: ", "))
                    + "; pass --manifest FILE")
        }
        var failed = false
        for manifest in manifests {
            if manifests.count > 1 { print("== \(verb): \(manifest.path) ==") }
            do {
                try run(tool.url, [verb, "--manifest", manifest.path] + rest.dropFirst())
            } catch {
                failed = true
            }
        }
        if failed { throw PluginFailure("waypoint \(verb) failed") }
    }

    /// Runs the tool with the plugin's own standard output and error; throws when it fails.
    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure("waypoint \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }

    /// `routes.json`, or a name ending in `.routes.json`, as the build plugin reads them.
    private static func isManifest(_ url: URL) -> Bool {
        url.lastPathComponent == "routes.json" || url.lastPathComponent.hasSuffix(".routes.json")
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
