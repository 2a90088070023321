// Fuzz target `link`: any text through `LinkParser`, from every source, under several policies.
//
// Invariants:
// - a rejection carries a parser code and a non-empty detail;
// - a parsed link is canonical: no empty, `.` or `..` segments, no control characters, caps
//   respected (the fragment's too), query names non-empty, scheme and host consistent with the
//   source and policy (a host with a custom scheme only for a scheme that mirrors web links), no
//   fragment value for a scheme that routes on fragments;
// - a parsed link's `description` parses again, with the same source and policy, to an equal
//   link, and prints the same text again (unless percent-encoding made it longer than the cap);
// - Foundation reads the printed link's host, user and port the way the parser did.

import Foundation
import Waypoint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let source = input.pick(LinkSource.allCases)
    let policy = input.pick(fuzzPolicies)
    let text = input.text()
    let parser = LinkParser(policy: policy)

    let link: Link
    do {
        link = try parser.parse(text, source: source)
    } catch {
        check(parserCodes.contains(error.code), "parsing refused \(text.debugDescription) with \(error.code)")
        check(!error.detail.isEmpty, "rejection \(error.code) of \(text.debugDescription) has no detail")
        // The same text is refused the same way every time.
        do {
            _ = try parser.parse(text, source: source)
            fail("\(text.debugDescription) was refused, then accepted")
        } catch let again {
            check(again == error, "\(text.debugDescription) refused differently: \(error) vs \(again)")
        }
        return 0
    }
    checkCanonical(link, text: text, source: source, policy: policy)

    let printed = link.description
    let reparsed: Link
    do {
        reparsed = try parser.parse(printed, source: source)
    } catch {
        // Percent-encoding triples a raw UTF-8 character: the canonical form may outgrow the cap.
        if printedFormOutgrewCaps(error, printed: printed, policy: policy) { return 0 }
        fail("\(text.debugDescription) parsed, but its description \(printed.debugDescription) is refused: \(error)")
    }
    check(reparsed == link, "\(text.debugDescription) → \(printed.debugDescription) parses to a different link")
    check(reparsed.description == printed, "description of \(printed.debugDescription) is not stable")
    checkFoundationAgrees(link, printed: printed)
    return 0
}

private func checkCanonical(_ link: Link, text: String, source: LinkSource, policy: LinkPolicy) {
    let what = text.debugDescription
    check(link.source == source, "\(what): source changed")
    check(link.segments.count <= policy.maxSegments, "\(what): too many segments")
    for segment in link.segments {
        check(!segment.isEmpty && segment != "." && segment != "..", "\(what): segment \(segment.debugDescription)")
        check(!hasControlCharacter(segment), "\(what): control character in a segment")
        check(segment.utf8.count <= policy.maxSegmentLength, "\(what): segment over the cap")
    }
    check(link.queryItems.count <= policy.maxQueryItems, "\(what): too many query items")
    for item in link.queryItems {
        check(!item.name.isEmpty, "\(what): a query item without a name")
        check(
            !hasControlCharacter(item.name) && !hasControlCharacter(item.value), "\(what): control character in query")
        check(
            item.name.utf8.count <= policy.maxQueryValueLength && item.value.utf8.count <= policy.maxQueryValueLength,
            "\(what): query item over the cap")
    }
    check(text.utf8.count <= policy.maxLength, "\(what): accepted over the length cap")
    if let fragment = link.fragment {
        check(!hasControlCharacter(fragment), "\(what): control character in the fragment")
        check(fragment.utf8.count <= policy.maxQueryValueLength, "\(what): fragment over the cap")
        check(
            !(link.scheme.map { policy.fragmentRoutedSchemes.contains($0) } ?? false),
            "\(what): a fragment value on a scheme that routes on fragments")
    }
    switch (link.scheme, link.host) {
    case (nil, nil):
        check(source != .universalLink && source != .customScheme, "\(what): a bare path from \(source)")
    case ("https"?, let host?):
        check(source != .customScheme, "\(what): https from a custom-scheme entry point")
        check(
            host == host.lowercased() && host.utf8.allSatisfy { $0 < 0x80 }, "\(what): host \(host) not ASCII lowercase"
        )
        check(!host.isEmpty && !host.contains("@") && !host.contains("%"), "\(what): host \(host)")
        check(
            allowlistAdmits(policy.universalLinkHosts, host) || policy == .structural,
            "\(what): host \(host) is not in the policy")
    case (let scheme?, nil):
        check(scheme != "https" && scheme != "http", "\(what): \(scheme) without a host")
        check(source != .universalLink, "\(what): a \(scheme) link from a universal-link entry point")
        check(scheme == scheme.lowercased(), "\(what): scheme \(scheme) not lowercased")
        check(
            policy.customSchemes.contains(scheme) || policy == .structural,
            "\(what): scheme \(scheme) is not in the policy")
    case (let scheme?, let host?) where policy.webMirroringSchemes.contains(scheme):
        check(source != .universalLink, "\(what): a \(scheme) link from a universal-link entry point")
        check(policy.customSchemes.contains(scheme), "\(what): scheme \(scheme) is not in the policy")
        check(
            host == host.lowercased() && host.utf8.allSatisfy { $0 < 0x80 }, "\(what): host \(host) not ASCII lowercase"
        )
        check(
            !host.isEmpty && !host.contains("@") && !host.contains("%") && !host.contains(":"), "\(what): host \(host)")
        check(allowlistAdmits(policy.universalLinkHosts, host), "\(what): host \(host) is not in the policy")
    case (let scheme, _?):
        fail("\(what): host \(link.host ?? "") with scheme \(scheme ?? "nil")")
    }
}

/// The parser and Foundation must not disagree about where a link goes: a differential check
/// against the URL type the app hands links to.
private func checkFoundationAgrees(_ link: Link, printed: String) {
    guard let url = URL(string: printed) else { return }
    check(url.user == nil && url.password == nil, "\(printed.debugDescription): Foundation sees user info")
    if link.scheme == "https", let host = link.host {
        check(url.port == nil, "\(printed.debugDescription): Foundation sees a port")
        let seen = url.host?.lowercased()
        check(
            seen == host || "[\(seen ?? "")]" == host,
            "\(printed.debugDescription): Foundation sees host \(seen ?? "nil"), the parser \(host)")
    }
}
