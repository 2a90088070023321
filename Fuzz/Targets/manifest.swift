// Fuzz target `manifest`: any bytes through `RouteManifest(jsonData:)`, and every manifest that
// decodes through `RouteTable`.
//
// Invariants:
// - reading never crashes; a refusal is a `RouteManifestError` with a message;
// - a manifest whose routes build a table exports a manifest that survives JSON (write, read
//   back, equal), and that export rebuilds a table whose own export is equal again (a fixpoint:
//   nothing is lost or invented after the first round);
// - every exported route is one of the routes read, with its pattern, module, sources and guards.

import Foundation
import Waypoint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let bytes = input.data()
    let manifest: RouteManifest
    do {
        manifest = try RouteManifest(jsonData: bytes)
    } catch {
        check(!error.description.isEmpty, "a manifest refusal without a message")
        return 0
    }
    // Tools give every custom type name a type; the fuzz target accepts any value for them.
    let types = manifest.customTypeNames.map { name in ParameterType(name: name) { _ in true } }
    guard let table = try? RouteTable(manifest.routeDefinitions(), parameterTypes: types) else { return 0 }
    let exported = table.manifest(policy: manifest.policy)

    let read = Dictionary(manifest.routes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    check(
        exported.routes.count == manifest.routes.count,
        "the table has \(exported.routes.count) routes of \(manifest.routes.count)")
    for route in exported.routes {
        guard let original = read[route.id] else { fail("exported route \(route.id) was never read") }
        check(
            route.pattern == original.pattern && route.module == original.module,
            "\(route.id): pattern or module changed")
        check(Set(route.sources) == Set(original.sources), "\(route.id): sources changed")
        check(
            route.guards == original.guards && route.parent == original.parent, "\(route.id): guards or parent changed")
        check(route.presentation == original.presentation && route.kind == original.kind, "\(route.id): presentation")
    }

    let json: Data
    do {
        json = try exported.jsonData()
    } catch {
        fail("an exported manifest does not encode: \(error)")
    }
    let reread: RouteManifest
    do {
        reread = try RouteManifest(jsonData: json)
    } catch {
        fail("an exported manifest does not read back: \(error)\n\(String(decoding: json, as: UTF8.self))")
    }
    check(reread == exported, "an exported manifest changes through JSON")
    do {
        let rebuilt = try RouteTable(reread.routeDefinitions(), parameterTypes: types)
        let again = rebuilt.manifest(policy: reread.policy)
        check(again == exported, "the export is not a fixpoint:\n\(String(decoding: json, as: UTF8.self))")
    } catch {
        fail("an exported manifest does not build a table: \(error)")
    }
    return 0
}
