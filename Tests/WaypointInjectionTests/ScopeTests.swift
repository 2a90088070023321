import Testing
import WaypointInjection
import TestSupport

private final class Widget: Sendable {}

private final class Tracked: Sendable {
    let deinits: LockedCounter
    init(deinits: LockedCounter) { self.deinits = deinits }
    deinit { deinits.increment() }
}

private struct Point: Sendable {
    var x = 0
}

private final class UnitOfWork: Sendable {}

private protocol Journal: Sendable {}
private protocol ObjectJournal: AnyObject, Sendable {}
private final class Ledger: Journal, ObjectJournal, Sendable {}
private class BaseLedger: @unchecked Sendable {}
private final class SubLedger: BaseLedger, @unchecked Sendable {}
private struct Receipt: Journal, Sendable {
    let serial: Int
}

private final class BasketStore: Sendable {
    let work: UnitOfWork
    init(work: UnitOfWork) { self.work = work }
}

private final class PaymentStore: Sendable {
    let work: UnitOfWork
    init(work: UnitOfWork) { self.work = work }
}

private final class CheckoutModel: Sendable {
    let basket: BasketStore
    let payment: PaymentStore
    init(basket: BasketStore, payment: PaymentStore) {
        self.basket = basket
        self.payment = payment
    }
}

extension InjectionTests {
    @Suite("Scopes")
    struct Scopes {
        @Test("transient makes a new instance for every resolve")
        func transient() throws {
            let made = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Widget.self) { _ in
                    made.increment()
                    return Widget()
                }
            }
            let first = try container.resolve(Widget.self)
            let second = try container.resolve(Widget.self)
            #expect(first !== second)
            #expect(made.value == 2)
        }

        @Test("singleton is made once and shared by every resolve")
        func singleton() throws {
            let made = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Widget.self, scope: .singleton) { _ in
                    made.increment()
                    return Widget()
                }
            }
            let first = try container.resolve(Widget.self)
            let second = try container.resolve(Widget.self)
            #expect(first === second)
            #expect(made.value == 1)
        }

        @Test("singleton of a value type keeps the first value")
        func singletonValue() throws {
            let made = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Point.self, scope: .singleton) { _ in
                    made.increment()
                    return Point(x: made.value)
                }
            }
            #expect(try container.resolve(Point.self).x == 1)
            #expect(try container.resolve(Point.self).x == 1)
            #expect(made.value == 1)
        }

        @Test("weak shares the instance while someone holds it")
        func weakShares() throws {
            let deinits = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Tracked.self, scope: .weak) { _ in Tracked(deinits: deinits) }
            }
            let held = try container.resolve(Tracked.self)
            let again = try container.resolve(Tracked.self)
            #expect(held === again)
            #expect(deinits.value == 0)
        }

        @Test("weak makes a new instance once every holder released the old one")
        func weakReleases() throws {
            let deinits = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Tracked.self, scope: .weak) { _ in Tracked(deinits: deinits) }
            }
            weak var released: Tracked?
            do {
                let first = try container.resolve(Tracked.self)
                released = first
                #expect(released != nil)
            }
            #expect(released == nil)
            #expect(deinits.value == 1)

            let second = try container.resolve(Tracked.self)
            #expect(deinits.value == 1)
            #expect(second === (try container.resolve(Tracked.self)))
        }

        @Test("weak on a value type is a typed error, not a crash")
        func weakValueType() throws {
            let container = try DependencyContainer { services in
                services.register(Point.self, scope: .weak) { _ in Point() }
            }
            let error = try #require(resolutionError { _ = try container.resolve(Point.self) })
            #expect(error.code == .weakScopeRequiresClass)
            #expect(error.service == ServiceSignature(typeName: "Point"))
            #expect(error.registrationSite?.fileID == "WaypointInjectionTests/ScopeTests.swift")
            #expect(
                error.description.hasPrefix(
                    "Point is registered with the weak scope (at WaypointInjectionTests/ScopeTests.swift:"))
            #expect(
                error.description.hasSuffix(
                    "but its instance is a Point, which is not a class; use .transient, .graph or .singleton for value types."
                ))
        }

        @Test("graph shares one instance within a resolve and makes a new one for the next")
        func graph() throws {
            let container = try DependencyContainer { services in
                services.register(UnitOfWork.self, scope: .graph) { _ in UnitOfWork() }
                services.register(BasketStore.self) { resolver in BasketStore(work: try resolver.resolve()) }
                services.register(PaymentStore.self) { resolver in PaymentStore(work: try resolver.resolve()) }
                services.register(CheckoutModel.self) { resolver in
                    CheckoutModel(basket: try resolver.resolve(), payment: try resolver.resolve())
                }
            }
            let first = try container.resolve(CheckoutModel.self)
            let second = try container.resolve(CheckoutModel.self)
            #expect(first.basket.work === first.payment.work)
            #expect(second.basket.work === second.payment.work)
            #expect(first.basket.work !== second.basket.work)
        }

        /// A graph-scoped service of each shape a service can have, and how to tell two of its instances
        /// apart: class instances by identity, values by the serial their factory gave them.
        @Test(
            "graph shares one instance of every kind of service within a resolve",
            arguments: [
                GraphShape("final class", Ledger.self) { _ in Ledger() },
                GraphShape("subclass as its base class", BaseLedger.self) { _ in SubLedger() },
                GraphShape("protocol", (any Journal).self) { _ in Ledger() },
                GraphShape("class-bound protocol", (any ObjectJournal).self) { _ in Ledger() },
                GraphShape("struct", Receipt.self) { Receipt(serial: $0) },
                GraphShape("struct as a protocol", (any Journal).self) { Receipt(serial: $0) },
                GraphShape("optional class", Ledger?.self) { _ in Ledger() },
                GraphShape("AnyObject", AnyObject.self) { _ in Ledger() },
            ])
        func graphShapes(shape: GraphShape) throws {
            let (first, second) = try shape.resolveTwice()
            #expect(first.0 == first.1, "one resolve shares the \(shape.kind)")
            #expect(second.0 == second.1, "one resolve shares the \(shape.kind)")
            #expect(first.0 != second.0, "the next resolve makes a new \(shape.kind)")
        }

        @Test("graph resolved at the top level is new every time")
        func graphTopLevel() throws {
            let container = try DependencyContainer { services in
                services.register(UnitOfWork.self, scope: .graph) { _ in UnitOfWork() }
            }
            #expect(try container.resolve(UnitOfWork.self) !== container.resolve(UnitOfWork.self))
        }
    }
}

/// A graph-scoped service type with a factory, for ``InjectionTests/Scopes/graphShapes(shape:)``.
struct GraphShape: Sendable, CustomTestStringConvertible {
    let kind: String
    /// Resolves two top-level graphs, each asking for the service twice; returns what tells the instances
    /// apart, for each graph.
    let resolveTwice: @Sendable () throws -> ((String, String), (String, String))

    var testDescription: String { kind }

    fileprivate init<Service>(_ kind: String, _ type: Service.Type, make: @escaping @Sendable (Int) -> Service) {
        self.kind = kind
        resolveTwice = {
            let serials = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Service.self, scope: .graph) { _ in
                    serials.increment()
                    return make(serials.value)
                }
                services.register(GraphPair<Service>.self) { resolver in
                    GraphPair(first: try resolver.resolve(), second: try resolver.resolve())
                }
            }
            let first = try container.resolve(GraphPair<Service>.self)
            let second = try container.resolve(GraphPair<Service>.self)
            return (
                (first.identity(of: first.first), first.identity(of: first.second)),
                (second.identity(of: second.first), second.identity(of: second.second))
            )
        }
    }
}

/// Two resolves of one service within a single top-level resolve.
private struct GraphPair<Service> {
    let first: Service
    let second: Service

    /// A class instance's identity, or a value's description (which holds its serial).
    func identity(of instance: Service) -> String {
        if let wrapped = instance as? Ledger? {
            return wrapped.map { "\(ObjectIdentifier($0))" } ?? "nil"
        }
        if type(of: instance as Any) is AnyClass {
            return "\(ObjectIdentifier(instance as AnyObject))"
        }
        return "\(instance)"
    }
}
