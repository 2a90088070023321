// Fuzz target `decode`: typed routes decoded from fuzzed links and from fuzzed parameter values.
//
// The first byte chooses the mode: a whole link as text, or one typed route with each of its
// parameters taken from a line of the input (percent-encoded into a link, or handed over as a
// descriptor's parameters), so that the fuzzer reaches the value converters directly.
//
// Invariants:
// - decoding fails only with a parameter-level code (`missingParameter`, `invalidParameter`,
//   `duplicateParameter`) and a detail; a parameter-level failure names its parameter;
// - a decoded catch-all keeps the catch-all rule (no empty, `.` or `..` piece, no backslash), also
//   when decoded from parameters made by hand, which are otherwise refused with `dotSegment` or
//   `encodedSeparator` naming the parameter;
// - a decoded value prints back to a link, which parses, matches the same route and decodes to
//   an equal value (decoding and printing are inverses), unless the printed form outgrew a cap.

import Foundation
import Waypoint

private let parser = LinkParser(policy: shopPolicy)
private let decodeCodes: Set<LinkRejection.Code> = [.missingParameter, .invalidParameter, .duplicateParameter]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte()
    switch mode % 3 {
    case 0:
        let source = input.pick(LinkSource.allCases)
        let text = input.text()
        guard let link = try? parser.parse(text, source: source) else { return 0 }
        decodeAndRoundTrip(link: link, what: text.debugDescription)
    case 1:
        let text = structuredLink(&input)
        guard let link = try? parser.parse(text, source: LinkParser.inferredSource(for: text)) else { return 0 }
        decodeAndRoundTrip(link: link, what: text.debugDescription)
    default:
        let descriptor = structuredDescriptor(&input)
        if let path = descriptor.parameters["x"] { decodeHandMade(path) }
        guard let match = try? typedTable.match(descriptor) else { return 0 }
        decodeAndRoundTrip(match: match, what: "\(descriptor)")
    }
    return 0
}

/// A link to one typed route, each parameter value a line of the input.
private func structuredLink(_ input: inout FuzzInput) -> String {
    let route = input.byte() % 5
    switch route {
    case 0:
        let f = input.fields(3)
        return "/catalog/\(encoded(f[0]))/products/\(encoded(f[1]))?ref=\(encoded(f[2]))"
    case 1:
        let f = input.fields(7)
        return "/search?q=\(encoded(f[0]))&page=\(encoded(f[1]))&sort=\(encoded(f[2]))&tags=\(encoded(f[3]))"
            + "&tags=\(encoded(f[4]))&maxPrice=\(encoded(f[5]))&inStock=\(encoded(f[6]))"
    case 2:
        let f = input.fields(3)
        return "shop://basket/items/\(encoded(f[0]))?quantity=\(encoded(f[1]))&weight=\(encoded(f[2]))"
    case 3:
        let f = input.fields(3)
        return "/help/\(encoded(f[0]))/\(encoded(f[1]))/\(f[2])"
    default:
        let f = input.fields(5)
        return "/orders/\(encoded(f[0]))?tab=\(encoded(f[1]))&ids=\(encoded(f[2]))&ids=\(encoded(f[3]))"
            + "&big=\(encoded(f[4]))"
    }
}

/// A descriptor for one typed route, its parameters straight from the input's lines.
private func structuredDescriptor(_ input: inout FuzzInput) -> DeepLinkDescriptor {
    let route = input.byte() % 4
    switch route {
    case 0:
        let f = input.fields(3)
        return DeepLinkDescriptor(
            path: "/catalog/\(encoded(f[0]))/products/\(encoded(f[1]))", parameters: ["ref": f[2]])
    case 1:
        let f = input.fields(6)
        return DeepLinkDescriptor(
            path: "/search",
            parameters: ["q": f[0], "page": f[1], "sort": f[2], "tags": f[3], "maxPrice": f[4], "inStock": f[5]])
    case 2:
        let f = input.fields(2)
        return DeepLinkDescriptor(path: "/orders/\(encoded(f[0]))", parameters: ["tab": f[1]])
    default:
        let f = input.fields(2)
        return DeepLinkDescriptor(path: "/help/" + f[0], parameters: ["x": f[1]])
    }
}

/// A help route decoded from parameters made by hand, not by a match: the catch-all rule holds.
private func decodeHandMade(_ path: String) {
    let link = Link(source: .inApp, segments: ["help", "x"])
    let match = RouteMatch(route: HelpRoute.id, parameters: RouteParameters([(name: "path", value: path)]), link: link)
    let what = "hand-made path \(path.debugDescription)"
    do {
        checkCatchAllValue(try match.decode(HelpRoute.self).path, what)
    } catch {
        check([.dotSegment, .encodedSeparator].contains(error.code), "\(what): refused with \(error.code)")
        check(error.parameter == "path", "\(what): the refusal names no parameter")
    }
}

private func decodeAndRoundTrip(link: Link, what: String) {
    guard let match = try? typedTable.match(link) else { return }
    decodeAndRoundTrip(match: match, what: what)
}

private func decodeAndRoundTrip(match: RouteMatch, what: String) {
    switch match.route {
    case ProductRoute.id: roundTrip(ProductRoute.self, match, what)
    case SearchRoute.id: roundTrip(SearchRoute.self, match, what)
    case BasketItemRoute.id: roundTrip(BasketItemRoute.self, match, what)
    case HelpRoute.id:
        if let value = try? match.decode(HelpRoute.self) { checkCatchAllValue(value.path, what) }
        roundTrip(HelpRoute.self, match, what)
    case OrderRoute.id: roundTrip(OrderRoute.self, match, what)
    default: fail("\(what): matched \(match.route), which is not a typed route")
    }
}

private func roundTrip<R: Route>(_ type: R.Type, _ match: RouteMatch, _ what: String) {
    let value: R
    do {
        value = try match.decode(R.self)
    } catch {
        check(decodeCodes.contains(error.code), "\(what): decoding \(R.self) failed with \(error.code): \(error)")
        check(!error.detail.isEmpty, "\(what): decoding failure without detail")
        check(error.parameter != nil, "\(what): decoding failure names no parameter: \(error)")
        return
    }
    let link: Link
    do {
        link = try value.link(source: match.link.source)
    } catch {
        fail("\(what): decoded \(value), which cannot be printed: \(error)")
    }
    let text = link.description
    let source: LinkSource = link.scheme == nil ? .inApp : .customScheme
    do {
        let again = try typedTable.match(parser.parse(text, source: source))
        check(again.route == R.id, "\(what): printed \(text.debugDescription) opens \(again.route)")
        let decoded = try again.decode(R.self)
        check(decoded == value, "\(what): \(value) printed as \(text.debugDescription) decodes to \(decoded)")
    } catch {
        // The printed form may outgrow a cap the input met; that is a refusal, not a bug.
        if printedFormOutgrewCaps(error, printed: text, policy: shopPolicy) { return }
        fail("\(what): \(value) printed as \(text.debugDescription), which is refused: \(error)")
    }
}
