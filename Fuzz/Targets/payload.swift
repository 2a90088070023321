// Fuzz target `payload`: any bytes as a push notification's JSON, read with the default layout
// or a top-level `deeplink` layout, then opened against the Shop's table as a push.
//
// Invariants:
// - decoding never crashes; a refusal is `invalidPayload` with a detail;
// - decoded content is a link, or a descriptor whose source is `push`;
// - the same payload handed over as a dictionary (as UIKit does) decodes to the same content;
// - whatever the payload says, what it opens is opened as a push: a match's link has the
//   `push` source, and routes that refuse pushes are never matched.

import Foundation
import Waypoint

private let layouts = [
    PushPayloadDecoder.Layout(),
    PushPayloadDecoder.Layout(containerKey: nil, linkKey: "deeplink"),
]
private let parser = LinkParser(policy: shopPolicy)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let decoder = PushPayloadDecoder(layout: input.pick(layouts))
    let json = input.data()
    let content: PushPayloadDecoder.Content
    do {
        content = try decoder.decode(json: json)
    } catch {
        check(error.code == .invalidPayload && !error.detail.isEmpty, "payload refused with \(error)")
        return 0
    }
    // UIKit hands the same payload over as a dictionary.
    if let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] {
        let fields = Dictionary(uniqueKeysWithValues: object.map { (AnyHashable($0.key), $0.value) })
        do {
            let same = try decoder.decode(fields)
            check(same == content, "the dictionary form decodes to \(same), the JSON to \(content)")
        } catch {
            fail("the JSON decodes to \(content) but the dictionary form is refused: \(error)")
        }
    }
    let match: RouteMatch
    switch content {
    case .link(let text, _):
        guard let link = try? parser.parse(text, source: .pushNotification) else { return 0 }
        check(link.source == .pushNotification, "a push link parsed with source \(link.source)")
        guard let matched = try? shopTable.match(link) else { return 0 }
        match = matched
    case .descriptor(let descriptor):
        check(descriptor.source == .pushNotification, "a push descriptor has source \(descriptor.source)")
        guard let matched = try? shopTable.match(descriptor) else { return 0 }
        match = matched
    }
    check(match.link.source == .pushNotification, "a push matched \(match.route) as \(match.link.source)")
    check(
        shopTable.route(match.route)?.sources.contains(.pushNotification) == true,
        "a push opened \(match.route), which refuses pushes")
    return 0
}
