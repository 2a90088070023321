import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("tools: a route's split-view column, from the table's manifest to resolve, graph and docs")
struct SplitColumnToolTests {
    static func manifestPath() throws -> String {
        var category = RouteDefinition("category", pattern: "/categories/{name}", module: "Catalog", parent: "home")
        category.column = .sidebar
        var product = RouteDefinition(
            "product", pattern: "/categories/{name}/products/{id: int}", module: "Catalog", parent: "category")
        product.column = .detail
        let table = try RouteTable([RouteDefinition("home", pattern: "/", module: "Catalog"), category, product])
        let data = try table.manifest(policy: LinkPolicy(customSchemes: ["shop"])).jsonData()
        return try TemporaryFile.write(String(decoding: data, as: UTF8.self))
    }

    @Test("the manifest writes a route's column, only when it declares one, and reads it back")
    func manifest() throws {
        let text = try String(contentsOfFile: try Self.manifestPath(), encoding: .utf8)
        #expect(text.components(separatedBy: #""column" : "#).count == 3, "\(text)")
        let read = try RouteManifest(jsonData: Data(text.utf8)).routeDefinitions()
        #expect(
            read.map { "\($0.id) \($0.column.map(\.rawValue) ?? "-")" } == [
                "category sidebar", "home -", "product detail",
            ])
    }

    @Test("resolve names the column, in words and in JSON; a route without one reads as before")
    func resolve() throws {
        let path = try Self.manifestPath()
        let human = ResolveCommand(manifestPath: path, link: "shop://categories/shoes/products/42").run()
        #expect(human.standardOutput.contains("detail, in a split view"), "\(human.standardOutput)")
        let json = ResolveCommand(manifestPath: path, link: "shop://categories/shoes", json: true).run()
        #expect(json.standardOutput.contains(#""column":"sidebar""#), "\(json.standardOutput)")
        let home = ResolveCommand(manifestPath: path, link: "shop://", json: true).run()
        #expect(!home.standardOutput.contains(#""column""#), "\(home.standardOutput)")
    }

    @Test("the graph and the docs mark a route's column")
    func graphAndDocs() throws {
        let path = try Self.manifestPath()
        let graph = GraphCommand(manifestPath: path, format: .mermaid).run()
        #expect(
            graph.standardOutput.contains(#"product<br/>/categories/{name}/products/{id: int}<br/>detail column"#),
            "\(graph.standardOutput)")
        #expect(!graph.standardOutput.contains(#"home<br/>/<br/>"#))
        let docs = DocsCommand(manifestPath: path).run()
        #expect(docs.standardOutput.contains("| column | sidebar |"), "\(docs.standardOutput)")
    }
}
