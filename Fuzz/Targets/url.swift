// Fuzz target `url`: any text through `AllowlistedURL`, the type routes take web pages and
// "return to" targets as.
//
// Invariants:
// - a refusal carries a code and a non-empty detail;
// - an admitted URL is https, on an allowed host (in punycode; a subdomain of a `*.` entry's domain), without user info or port, its
//   path never starts with `//` and holds no encoded slash or backslash, and its text holds no
//   byte outside printable ASCII, no space, backslash or control character;
// - Foundation reads the rebuilt text with the same scheme and host;
// - rebuilding is idempotent: the rebuilt text is admitted as an equal value;
// - the value survives Codable with the same hosts, and is refused without them;
// - as a route's query parameter, it matches exactly when the value is admitted.

import Foundation
import Waypoint

private let allowlists: [Set<String>] = [
    ["shop.example.com", "help.example.com"],
    ["bücher.example", "xn--caf-dma.example"],
    ["127.0.0.1", "[::1]", "shop.example.com."],
    ["*.Example.com", "*.bücher.example"],
]
private let asciiAllowlists: [Set<String>] = [
    ["shop.example.com", "help.example.com"],
    ["xn--bcher-kva.example", "xn--caf-dma.example"],
    ["127.0.0.1", "[::1]", "shop.example.com."],
    ["*.example.com", "*.xn--bcher-kva.example"],
]
private let webTypes = allowlists.map { ParameterType.allowlistedURL(hosts: $0) }
private let webTables: [RouteTable] = webTypes.map { type in
    do {
        return try RouteTable(
            [RouteDefinition("web", pattern: "/web", module: "Help", query: [.required("url", type)])],
            parameterTypes: [type])
    } catch {
        fail("web table: \(error)")
    }
}
private let parser = LinkParser(policy: LinkPolicy())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let choice = Int(input.byte()) % allowlists.count
    let hosts = allowlists[choice]
    let text = input.text()
    let what = text.debugDescription

    let admitted: AllowlistedURL?
    do {
        admitted = try AllowlistedURL(text, allowedHosts: hosts)
    } catch {
        check(!error.detail.isEmpty, "\(what): refusal \(error.code) without detail")
        admitted = nil
    }
    checkAsParameter(text, admitted: admitted != nil, table: webTables[choice])
    guard let url = admitted else { return 0 }

    check(allowlistAdmits(asciiAllowlists[choice], url.host), "\(what): host \(url.host) is not allowed")
    // The authority is the host and nothing else: no user info, no port.
    check(url.string.hasPrefix("https://" + url.host + "/"), "\(what): rebuilt as \(url.string)")
    check(url.encodedPath.hasPrefix("/") && !url.encodedPath.hasPrefix("//"), "\(what): path \(url.encodedPath)")
    let decodedPath = url.url.path.utf8
    check(
        !decodedPath.starts(with: "//".utf8) && !decodedPath.contains(UInt8(ascii: "\\")),
        "\(what): the path Foundation decodes is \(url.url.path.debugDescription)")
    let path = Array(url.encodedPath.uppercased().utf8)
    let escapedSeparator = path.indices.contains {
        path[$0...].starts(with: "%2F".utf8) || path[$0...].starts(with: "%5C".utf8)
    }
    check(!escapedSeparator, "\(what): encoded slash in \(url.encodedPath)")
    check(
        url.string.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") },
        "\(what): rebuilt text \(url.string.debugDescription) has a byte outside printable ASCII")
    check(
        url.url.scheme == "https" && url.url.user == nil && url.url.port == nil, "\(what): Foundation reads \(url.url)")
    let seen = url.url.host?.lowercased() ?? ""
    check(seen == url.host || "[\(seen)]" == url.host, "\(what): Foundation sees host \(seen), the check \(url.host)")

    do {
        let again = try AllowlistedURL(url.string, allowedHosts: hosts)
        check(again == url && again.string == url.string, "\(what): rebuilding \(url.string) gives \(again.string)")
    } catch {
        fail("\(what): rebuilt as \(url.string.debugDescription), which is refused: \(error)")
    }
    checkCodable(url, hosts: hosts, what: what)
    return 0
}

private func checkCodable(_ url: AllowlistedURL, hosts: Set<String>, what: String) {
    struct Box: Codable, Equatable { var url: AllowlistedURL }
    do {
        let data = try JSONEncoder().encode(Box(url: url))
        let decoder = JSONDecoder()
        check((try? decoder.decode(Box.self, from: data)) == nil, "\(what): decoded without an allowlist")
        AllowlistedURL.setAllowedHosts(hosts, in: &decoder.userInfo)
        let decoded = try decoder.decode(Box.self, from: data)
        check(decoded == Box(url: url), "\(what): Codable changes the value")
    } catch {
        fail("\(what): Codable round trip fails: \(error)")
    }
}

/// The table admits the URL as a query parameter exactly when the type admits it.
private func checkAsParameter(_ text: String, admitted: Bool, table: RouteTable) {
    let item = QueryItem(name: "url", value: text)
    let link = Link(source: .inApp, segments: ["web"], queryItems: [item])
    let matched: Bool
    do {
        _ = try table.match(parser.parse(link.description, source: .inApp))
        matched = true
    } catch {
        // The link around the value may itself be refused (length, control characters).
        if error.code != .invalidParameter { return }
        matched = false
    }
    check(matched == admitted, "\(text.debugDescription): the type says \(admitted), the table \(matched)")
}
