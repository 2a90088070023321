import Waypoint

/// Traversal through a catch-all value: a `/` or `\` percent-encoded inside a segment that a
/// catch-all captures would be joined into the value as a separator (`a%2F..%2F..%2Fadmin` into
/// `a/../../admin`). Such links are refused with `encodedSeparator`, from every entry point.
extension HostileLinkCorpus {
    static let catchAllTraversal =
        rows(
            "catch-all traversal", .open(nil),
            [
                // The rows of the report, as an attacker sent them.
                ("https://shop.example.com/help/a%2F..%2F..%2Fadmin", .refused(.encodedSeparator)),
                ("/help/%2e%2e%2fadmin", .refused(.encodedSeparator)),
                ("https://shop.example.com/help/%2F%2Fevil.example", .refused(.encodedSeparator)),
                ("https://shop.example.com/help/a%5C..%5Cb", .refused(.encodedSeparator)),
                ("shop://help/a/%2f/c", .refused(.encodedSeparator)),
                // Variants: one encoded separator anywhere in the captured segments is enough.
                ("/help/returns/a%2Fb", .refused(.encodedSeparator)),
                ("/help/%5C%5Cevil.example", .refused(.encodedSeparator)),
                ("/help/%2F", .refused(.encodedSeparator)),
                ("shop://help/x/%2E%2E%2F", .refused(.encodedSeparator)),
                // Plain separators still make a catch-all value.
                ("https://shop.example.com/help/returns/shoes", .opens("help.article")),
            ])
        + rows(
            "catch-all traversal", .pushLink,
            [
                ("shop://help/a%2F..%2F..%2Fadmin", .refused(.encodedSeparator)),
                ("https://shop.example.com/help/%2F%2Fevil.example", .refused(.encodedSeparator)),
            ])
        + rows(
            "catch-all traversal", .pushPath([:]),
            [
                ("/help/%2e%2e%2fadmin", .refused(.encodedSeparator)),
                ("/help/a%5C..%5Cb", .refused(.encodedSeparator)),
            ])
        + rows(
            "catch-all traversal", .pushJSON,
            [
                (#"{"waypoint":{"path":"/help/a%2F..%2F..%2Fadmin"}}"#, .refused(.encodedSeparator)),
                (#"{"waypoint":{"link":"shop://help/a/%2f/c"}}"#, .refused(.encodedSeparator)),
            ])
        + rows(
            "catch-all traversal", .descriptor([:], .inApp),
            [
                ("/help/%2F%2Fevil.example", .refused(.encodedSeparator)),
                ("/help/a%5C..%5Cb", .refused(.encodedSeparator)),
                ("/help/a/%2f/c", .refused(.encodedSeparator)),
            ])
}
