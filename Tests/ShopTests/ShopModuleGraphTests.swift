import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@Suite("Shop module graph: feature modules never import each other")
struct ShopModuleGraphTests {
    static let featureModules = ["Catalog", "Basket", "Payment", "Profile", "Login", "Help"]

    /// The modules a target's sources import.
    static func imports(of target: String) throws -> Set<String> {
        let directory = packageRoot.appendingPathComponent("Examples/Shop/Sources/\(target)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift")
        }
        var modules: Set<String> = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0 == "public" || $0 == "internal" })
                {
                    modules.insert(words[index + 1])
                }
            }
        }
        return modules
    }

    @Test("each feature module imports only Waypoint, the shared routes and Foundation", arguments: featureModules)
    func featureModuleImports(module: String) throws {
        let imported = try Self.imports(of: module)
        #expect(
            imported.isSubset(of: ["Waypoint", "ShopRoutes", "Foundation"]), "\(module) imports \(imported.sorted())")
    }

    @Test("the shared routes depend on Waypoint and its @Route macro alone; only ShopApp knows every module")
    func sharedAndApp() throws {
        #expect(try Self.imports(of: "ShopRoutes").isSubset(of: ["Waypoint", "WaypointMacros", "Foundation"]))
        #expect(try Self.imports(of: "ShopApp").isSuperset(of: Set(Self.featureModules)))
    }

    @Test("the shared services are in the container, one instance for every module")
    @MainActor
    func servicesThroughContainer() throws {
        let app = try ShopAssembly.build()
        let types = Set(app.container.registeredServices.map(\.typeName))
        for service in ["SessionStore", "BasketStore", "CatalogData"] {
            #expect(
                types.contains { $0.hasSuffix(service) }, "\(service) is not registered; registered: \(types.sorted())")
        }
        let session: SessionStore = try app.container.resolve()
        let again: SessionStore = try app.container.resolve()
        #expect(session === again)
    }
}
