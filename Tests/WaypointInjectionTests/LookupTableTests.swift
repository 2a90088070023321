import Testing
import WaypointInjection

private final class Unit: Sendable {}

private final class Tree: Sendable {
    let units: [Unit]
    init(units: [Unit]) { self.units = units }
}

private struct Label: Sendable {
    let text: String
}

extension InjectionTests {
    @Suite("The lookup table and graph sharing at scale")
    struct LookupTable {
        @Test("fifty registrations of one type, told apart only by name, each resolve to their own")
        func namesOfOneType() throws {
            let container = try DependencyContainer { services in
                for index in 0..<50 {
                    services.register(Label.self, name: "label\(index)") { _ in Label(text: "\(index)") }
                }
                services.register(Label.self) { _ in Label(text: "unnamed") }
            }
            for index in 0..<50 {
                #expect(try container.resolve(Label.self, name: "label\(index)").text == "\(index)")
            }
            #expect(try container.resolve(Label.self).text == "unnamed")
            #expect(throws: ResolutionError.self) { try container.resolve(Label.self, name: "label50") }
        }

        @Test("registrations that differ only in their argument types are told apart")
        func argumentTypes() throws {
            let container = try DependencyContainer { services in
                services.register(Label.self) { (_, number: Int) in Label(text: "int \(number)") }
                services.register(Label.self) { (_, text: String) in Label(text: "string \(text)") }
                services.register(Label.self) { (_, number: Int, text: String) in Label(text: "both \(number) \(text)")
                }
            }
            #expect(try container.resolve(Label.self, arguments: 7).text == "int 7")
            #expect(try container.resolve(Label.self, arguments: "x").text == "string x")
            #expect(try container.resolve(Label.self, arguments: 7, "x").text == "both 7 x")
            #expect(throws: ResolutionError.self) { try container.resolve(Label.self) }
        }

        @Test("twenty graph-scoped services are each shared within one resolve and new for the next")
        func largeGraph() throws {
            let container = try DependencyContainer { services in
                for index in 0..<20 {
                    services.register(Unit.self, name: "unit\(index)", scope: .graph) { _ in Unit() }
                }
                services.register(Tree.self) { resolver in
                    var units: [Unit] = []
                    // Each unit twice, in two passes, so that every lookup after the first finds the shared one.
                    for pass in 0..<2 {
                        for index in 0..<20 {
                            let unit = try resolver.resolve(Unit.self, name: "unit\(index)")
                            if pass == 1 && unit !== units[index] { throw SharingFailure(index: index) }
                            if pass == 0 { units.append(unit) }
                        }
                    }
                    return Tree(units: units)
                }
            }
            let first = try container.resolve(Tree.self)
            let second = try container.resolve(Tree.self)
            #expect(Set(first.units.map(ObjectIdentifier.init)).count == 20)
            #expect(zip(first.units, second.units).allSatisfy { $0 !== $1 })
        }

        @Test("the container answers alike through its own type and as any Resolver")
        func asAnyResolver() throws {
            let container = try DependencyContainer { services in
                services.register(Label.self, name: "greeting") { _ in Label(text: "hello") }
                services.register(Unit.self, scope: .singleton) { _ in Unit() }
            }
            let resolver: any Resolver = container
            #expect(try resolver.resolve(Label.self, name: "greeting").text == "hello")
            #expect(try resolver.resolve(type: Label.self, name: "greeting").text == "hello")
            #expect(try resolver.resolve(Unit.self) === container.resolve(Unit.self))
            let direct = #expect(throws: ResolutionError.self) { try container.resolve(Label.self) }
            let erased = #expect(throws: ResolutionError.self) { try resolver.resolve(Label.self) }
            #expect(direct?.description == erased?.description)
        }
    }
}

private struct SharingFailure: Error {
    let index: Int
}
