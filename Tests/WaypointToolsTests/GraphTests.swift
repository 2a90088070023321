import Foundation
import Testing
import WaypointTools

@Suite("graph: modules, routes, parent edges and guards")
struct GraphTests {
    @Test("Mermaid: one subgraph per module, a node per route with its pattern and guards, parent edges")
    func mermaid() {
        let output = GraphCommand(manifestPath: ShopManifest.path, format: .mermaid).run()
        #expect(output.exitCode == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        #expect(lines.filter { $0.hasPrefix("  subgraph ") }.count == 6)
        #expect(lines.contains(#"    r_orders_detail["orders.detail<br/>/orders/{orderId: int}<br/>🔒 signedIn"]"#))
        #expect(lines.contains(#"    r_basket_add(["basket.add<br/>/basket/add<br/>action<br/>🔒 signedIn"])"#))
        #expect(lines.contains(#"    r_checkout["checkout<br/>/checkout<br/>modal:sheet<br/>🔒 signedIn"]"#))
        #expect(lines.filter { $0.contains(" --> ") } == [
            "  r_basket --> r_basket_item", "  r_catalog_category --> r_catalog_product", "  r_orders_list --> r_orders_detail",
        ])
        #expect(lines.last == "  class r_basket,r_basket_add,r_basket_item,r_checkout,r_orders_detail,r_orders_list,r_payment_methods guarded")
    }

    @Test("dot: a cluster per module, quoted ids, parent edges")
    func dot() {
        let output = GraphCommand(manifestPath: ShopManifest.path, format: .dot).run()
        let text = output.standardOutput
        #expect(text.hasPrefix("digraph routes {\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains(#"  subgraph "cluster_Payment" {"#))
        #expect(text.contains(##"    "checkout" [label="checkout\n/checkout\nmodal:sheet\nguards: signedIn", color="#b45309"];"##))
        #expect(text.contains(#"  "catalog.category" -> "catalog.product";"#))
    }

    @Test("the same manifest gives the same text, whatever the order of its routes")
    func deterministic() throws {
        let routes = (0..<8).map { ManifestBuilder.Route("r\($0)", "/r\($0)", module: "M\($0 % 3)") }
        let a = try ManifestBuilder(routes).write(), b = try ManifestBuilder(routes.reversed()).write()
        for format in RouteGraph.Format.allCases {
            #expect(GraphCommand(manifestPath: a, format: format).run() == GraphCommand(manifestPath: b, format: format).run())
        }
    }

    @Test("missing parents are drawn as missing; ids that are keywords or collide stay distinct; labels are escaped")
    func awkwardNames() throws {
        var child = ManifestBuilder.Route("end", "/end", module: "Odd \"module\"")
        child.parent = "ghost"
        let path = try ManifestBuilder([child, .init("a.b", "/a/b"), .init("a_b", "/a_b")]).write()
        let mermaid = GraphCommand(manifestPath: path, format: .mermaid).run().standardOutput
        #expect(mermaid.contains(#"  subgraph m_Odd__module_["Odd #quot;module#quot;"]"#))
        #expect(mermaid.contains(#"    r_end["end<br/>/end"]"#))
        #expect(mermaid.contains(#"    r_a_b["a.b<br/>/a/b"]"#))
        #expect(mermaid.contains(#"    r_a_b_2["a_b<br/>/a_b"]"#))
        #expect(mermaid.contains(#"  r_ghost["ghost<br/>(missing)"]:::missing"#))
        #expect(mermaid.contains("  r_ghost --> r_end"))
        let dot = GraphCommand(manifestPath: path, format: .dot).run().standardOutput
        #expect(dot.contains(#"label="Odd \"module\"";"#))
        #expect(dot.contains(##"  "ghost" [label="ghost\n(missing)", style=dashed, color="#dc2626"];"##))
    }
}
