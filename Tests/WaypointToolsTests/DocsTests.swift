import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("docs: a Markdown catalogue of the routes")
struct DocsTests {
    static let markdown = DocsCommand(manifestPath: ShopManifest.path).run().standardOutput

    @Test("contents by module, then a section per route with pattern, kind, presentation, sources, guards, parent")
    func sections() {
        let text = Self.markdown
        #expect(text.hasPrefix("# Routes\n\n20 routes in 6 modules, from a version 1 route manifest. Custom schemes: `shop`; universal-link hosts: `shop.example.com`.\n\n## Contents\n"))
        #expect(text.contains("- **Basket**: [`basket`](#route-basket) · [`basket.add`](#route-basket-add) · [`basket.item`](#route-basket-item) · [`basket.tab`](#route-basket-tab)\n"))
        #expect(text.contains("""
            ### <a id="route-checkout"></a>`checkout`

            | | |
            | --- | --- |
            | pattern | `/checkout` |
            | kind | screen |
            | presentation | modal:sheet |
            | sources | in-app, universal-link |
            | guards | `signedIn` |
            | parent | none |
            | example | `https://shop.example.com/checkout` |

            No parameters.
            """))
        #expect(text.contains("| parent | [`catalog.category`](#route-catalog-category) |"))
    }

    @Test("parameters are listed with where they are read, their type, and whether required or repeated")
    func parameters() {
        #expect(Self.markdown.contains("""
            | parameter | in | type | required | repeated |
            | --- | --- | --- | --- | --- |
            | `q` | query | string | yes | no |
            | `page` | query | int | no | no |
            """))
    }

    @Test("every example link opens the route it documents")
    func examplesResolve() throws {
        let file = try ManifestFile(path: ShopManifest.path)
        let resolver = LinkResolver(table: try file.table(), parser: file.parser)
        let sections = Self.markdown.components(separatedBy: "### <a id=\"route-").dropFirst()
        #expect(sections.count == 20)
        for section in sections {
            let id = try #require(section.split(separator: "`").dropFirst().first.map(String.init))
            let example = try #require(section.split(separator: "\n").first { $0.hasPrefix("| example | ") })
            let link = String(example.split(separator: "`")[1])
            guard case .matched(_, let route) = resolver.resolve(link) else {
                Issue.record("\(link) does not resolve")
                continue
            }
            #expect(route.id.rawValue == id, "\(link)")
        }
        #expect(Self.markdown.contains("`https://shop.example.com/catalog/example/products/42`"))
        #expect(Self.markdown.contains("`https://shop.example.com/basket/add?productId=42`"))
        #expect(Self.markdown.contains("`https://shop.example.com/help/example/path`"))
    }

    @Test("an example another route would take is flagged; without hosts the example uses the scheme, then the path")
    func fallbacks() throws {
        var inAppOnly = ManifestBuilder.Route("private", "/private")
        inAppOnly.sources = [.inApp]
        let path = try ManifestBuilder(
            [.init("page", "/p/{name}"), .init("page.example", "/p/example"), inAppOnly], hosts: []).write()
        let text = DocsCommand(manifestPath: path).run().standardOutput
        #expect(text.contains("| example | `shop://p/example` (⚠︎ opens `page.example`) |"))
        #expect(text.contains("| example | `/private` |"))
    }
}
