// Fuzz target `match`: any text, parsed with the Shop's policy from any source, matched against
// the Shop's table (every kind of segment, scoped routes, typed and repeated query parameters).
//
// Invariants:
// - a refusal carries a code and a non-empty detail; matching codes appear only after parsing succeeded;
// - a match respects its route: allowed source, path captures equal to the link's segments,
//   declared query parameters present, single and of their type; a literal equals its segment, or,
//   in a pattern that ignores case (`(?i)`), equals it once both have A–Z lowered: no other folding
//   (`ſ`, `ı`, `K`) reaches a literal;
// - a converting placeholder (`{slug: lowercased}`) holds its segment's canonical text;
// - a catch-all value keeps the catch-all rule: no empty, `.` or `..` piece, no backslash, and no
//   segment it captured held a `/` (which only `%2F` could have put there);
// - a match printed back with `RouteTable.link(to:parameters:)` (where the route has a printable
//   form) parses and matches again to the same route with the same parameters, unless the
//   printed form outgrew a cap (a catch-all value prints one segment per `/`); when it is refused
//   as opening another route, printing it unchecked does open another route;
// - the match's descriptor matches the same route with the same parameters (unless the route
//   is scoped to a scheme or host, which a descriptor does not carry, or the longer link hits a cap);
// - a route's declarations hold: its constants with their values, the fragment as its parameter,
//   every query item it takes whole (none overriding another parameter), no declined item in a
//   link it took; `myshop` links (which mirror web links) open what their `https` links open.

import Foundation
import Waypoint

private let parser = LinkParser(policy: shopMirroringPolicy)
private let matchCodes: Set<LinkRejection.Code> = [
    .notFound, .sourceNotAllowed, .declinedByRoute, .missingParameter, .invalidParameter, .duplicateParameter,
    .encodedSeparator,
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let source = input.pick(LinkSource.allCases)
    let text = input.text()

    let link: Link
    do {
        link = try parser.parse(text, source: source)
    } catch {
        check(parserCodes.contains(error.code) && !error.detail.isEmpty, "parse refusal \(error)")
        return 0
    }
    let match: RouteMatch
    do {
        match = try shopTable.match(link)
    } catch {
        check(matchCodes.contains(error.code), "\(text.debugDescription): match refused with \(error.code)")
        check(!error.detail.isEmpty, "\(text.debugDescription): refusal \(error.code) has no detail")
        return 0
    }
    let what = "\(text.debugDescription) → \(match.route)"
    guard let route = shopTable.route(match.route) else { fail("\(what): the route is not in the table") }
    check(match.link == link, "\(what): the match carries another link")
    check(route.sources.contains(source), "\(what): route does not accept \(source)")
    checkParameters(match, route: route, what: what)
    checkDeclarations(match, route: route, what: what)
    checkMirrored(match, what: what)
    checkPrintedBack(match, what: what)
    checkMadeFromValues(match, what: what)
    checkDescriptor(match, route: route, what: what)
    return 0
}

private func checkParameters(_ match: RouteMatch, route: RouteDefinition, what: String) {
    guard let pattern = try? RoutePattern(route.pattern) else { fail("\(what): pattern does not parse") }
    for (position, segment) in pattern.segments.enumerated() {
        switch segment {
        case .literal(let text) where pattern.ignoresCase:
            check(
                match.link.segments[position].asciiLowercased == text.asciiLowercased,
                "\(what): literal \(text) not at \(position), even ignoring ASCII case")
        case .literal(let text):
            check(match.link.segments[position] == text, "\(what): literal \(text) not at \(position)")
        case .parameter(let name, let type):
            // A converting type hands on its canonical text, which it maps to itself.
            let segment = match.link.segments[position]
            let expected = type == lowercasedSlug.name ? segment.lowercased() : segment
            check(match.parameters[name] == expected, "\(what): '\(name)' is not the segment's canonical text")
            if type == lowercasedSlug.name {
                check(lowercasedSlug.accepts(expected), "\(what): canonical text refused")
            }
            if type == "int" { check(Int(match.link.segments[position]) != nil, "\(what): '\(name)' is not an int") }
            if type == "uuid" { check(UUID(uuidString: match.link.segments[position]) != nil, "\(what): not a uuid") }
        case .catchAll(let name):
            check(
                match.parameters[name] == match.link.segments[position...].joined(separator: "/"),
                "\(what): catch-all '\(name)' is not the rest of the path")
            check(
                match.link.segments[position...].allSatisfy { !$0.utf8.contains(UInt8(ascii: "/")) },
                "\(what): catch-all '\(name)' took a segment holding an encoded '/'")
            // `{path…?}` matched with no segment: the value is empty, and only then.
            let value = match.parameters[name] ?? ""
            if value.isEmpty {
                check(pattern.catchAllMayBeEmpty, "\(what): catch-all '\(name)' is empty")
            } else {
                checkCatchAllValue(value, what)
            }
        case .wildcard:
            continue
        }
    }
    for parameter in route.query {
        let values = match.parameters.values(for: parameter.name)
        check(values == match.link.queryValues(named: parameter.name), "\(what): '\(parameter.name)' values differ")
        if parameter.isRequired { check(!values.isEmpty, "\(what): required '\(parameter.name)' missing") }
        if !parameter.isRepeated { check(values.count <= 1, "\(what): '\(parameter.name)' repeated") }
        if parameter.type == "int" { check(values.allSatisfy { Int($0) != nil }, "\(what): '\(parameter.name)'") }
    }
}

/// A match made from the route id and the values a link matched with is that match: the same route
/// and parameters, even where the route's printed link would open another route.
private func checkMadeFromValues(_ match: RouteMatch, what: String) {
    var values: [(name: String, values: [String])] = []
    for element in match.parameters {
        if let index = values.firstIndex(where: { $0.name == element.name }) {
            values[index].values.append(element.value)
        } else {
            values.append((element.name, [element.value]))
        }
    }
    do {
        let made = try shopTable.match(route: match.route, values: values, source: match.link.source)
        check(made.route == match.route, "\(what): made from its values, it is \(made.route)")
        // Values grouped by name put a route's taken-whole items in name groups, each in link order.
        let same =
            shopTable.route(match.route)?.takesAllQueryItems == true
            ? sameValuesByName(made.parameters, match.parameters) : made.parameters == match.parameters
        check(same, "\(what): made from its values: \(made.parameters)")
    } catch {
        // Only a wildcard has no value to fill.
        check(match.route == "files.any", "\(what): cannot be made from its values: \(error)")
    }
}

private func checkPrintedBack(_ match: RouteMatch, what: String) {
    let printed: Link
    do {
        printed = try shopTable.link(
            to: match.route, parameters: match.parameters.dictionary, source: match.link.source)
    } catch {
        // Only a wildcard has no value to print, and a link that would open another route is refused:
        // a route that ignores case prints its own spelling, which an exact route may take
        // (`/brands/Featured` matched `(?i)/Brands/{name}`; `/Brands/Featured` is `brands.featured`).
        if error.code == .invalidParameter {
            let unchecked = try? shopTable.match(
                route: match.route, parameters: match.parameters.dictionary, source: match.link.source
            ).link
            let opened = unchecked.flatMap { try? shopTable.match($0) }
            check(
                opened.map { $0.route != match.route } ?? false,
                "\(what): refused as opening another route, but its printed link opens \(String(describing: opened?.route))"
            )
            return
        }
        check(match.route == "files.any", "\(what): cannot be printed back: \(error)")
        return
    }
    var relinked = printed
    // The printed link takes the original's origin, so that it reaches the same entry point: a
    // host-scoped route's printed link has the host a mirrored link (`myshop://host/…`) had.
    if relinked.scheme == nil || relinked.host != nil, let scheme = match.link.scheme {
        relinked.scheme = scheme
        relinked.host = match.link.host
    }
    let text = relinked.description
    let again: RouteMatch
    do {
        again = try shopTable.match(parser.parse(text, source: match.link.source))
    } catch {
        if printedFormOutgrewCaps(error, printed: text, policy: shopPolicy) { return }
        fail("\(what): printed back as \(text.debugDescription), which is refused: \(error)")
    }
    check(again.route == match.route, "\(what): printed back as \(text.debugDescription), which opens \(again.route)")
    let repeats = Set(match.parameters.map(\.name)).count != match.parameters.count
    // A route that takes every query item prints them in name order, not the link's.
    if repeats || shopTable.route(match.route)?.takesAllQueryItems == true {
        // The dictionary keeps the first value of a repeated parameter.
        check(again.parameters.dictionary == match.parameters.dictionary, "\(what): parameters differ after printing")
    } else {
        check(again.parameters == match.parameters, "\(what): \(again.parameters) ≠ \(match.parameters) after printing")
    }
}

private func checkDescriptor(_ match: RouteMatch, route: RouteDefinition, what: String) {
    guard let pattern = try? RoutePattern(route.pattern), pattern.scheme == nil else { return }
    let descriptor = match.descriptor()
    check(descriptor.source == match.link.source, "\(what): the descriptor changed the source")
    let again: RouteMatch
    do {
        again = try shopTable.match(descriptor)
    } catch {
        // Path captures are repeated in the descriptor's parameters: the longer link may hit a cap.
        check(
            [.tooLong, .tooManyQueryItems].contains(error.code),
            "\(what): its descriptor \(descriptor) is refused: \(error)")
        return
    }
    check(again.route == match.route, "\(what): its descriptor opens \(again.route)")
    check(again.parameters.dictionary == match.parameters.dictionary, "\(what): descriptor parameters differ")
}

/// The route's declarations, checked against the link independently of how the table applies them.
private func checkDeclarations(_ match: RouteMatch, route: RouteDefinition, what: String) {
    for (name, value) in route.constants {
        check(match.parameters.values(for: name) == [value], "\(what): constant '\(name)' is not \(value)")
    }
    if let name = route.fragmentParameter {
        let expected = match.link.fragment.map { [$0] } ?? match.link.queryValues(named: name)
        check(match.parameters.values(for: name) == expected, "\(what): fragment parameter '\(name)'")
    }
    for item in match.link.queryItems {
        check(!route.declinedQueryItems.contains(item.name), "\(what): took a link carrying '\(item.name)'")
    }
    guard route.takesAllQueryItems, let pattern = try? RoutePattern(route.pattern) else { return }
    let bound = Set(pattern.parameterNames + Array(route.constants.keys) + [route.fragmentParameter].compactMap { $0 })
    for item in match.link.queryItems where !bound.contains(item.name) {
        let declared = route.query.contains { $0.name == item.name }
        check(
            declared || match.parameters.values(for: item.name) == match.link.queryValues(named: item.name),
            "\(what): query item '\(item.name)' not taken whole")
    }
    for name in bound where pattern.parameterNames.contains(name) || route.constants[name] != nil {
        check(match.parameters.values(for: name).count == 1, "\(what): '\(name)' given twice")
    }
}

/// Whether two parameter lists hold the same values under each name, in the same order per name.
private func sameValuesByName(_ a: RouteParameters, _ b: RouteParameters) -> Bool {
    a.count == b.count && Set(a.map(\.name)).allSatisfy { a.values(for: $0) == b.values(for: $0) }
}

/// A mirrored link opens what the same link on `https` opens, with the same parameters.
private func checkMirrored(_ match: RouteMatch, what: String) {
    guard match.link.scheme == "myshop", match.link.host != nil else { return }
    var web = match.link
    web.scheme = "https"
    web.source = .universalLink
    guard let again = try? shopTable.match(web) else {
        // The route may refuse universal links; the mirrored link came from another source.
        check(shopTable.route(match.route)?.sources.contains(.universalLink) == false, "\(what): its https link fails")
        return
    }
    check(again.route == match.route && again.parameters == match.parameters, "\(what): https opens \(again.route)")
}
