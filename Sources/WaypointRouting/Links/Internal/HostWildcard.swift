/// A universal-link host entry that names every subdomain of a domain: `*.example.com`.
///
/// It matches a host that ends in `.example.com` after one or more whole, non-empty labels
/// (`blog.example.com`, `a.b.example.com`), as Apple's `applinks:*.example.com` does; never the
/// domain itself (`example.com`, which is listed on its own when wanted), never a host that merely
/// ends in the same text (`evil-example.com`, `evilexample.com`), never one that holds it elsewhere
/// (`example.com.evil.test`). Hosts and the entry are compared in their standard form (lowercased,
/// punycode), byte for byte, so a trailing dot or a lookalike letter makes another host.
struct HostWildcard: Hashable, Sendable {
    /// The domain with a leading dot: `.example.com`.
    let dottedSuffix: String

    /// The wildcard an entry spells, or `nil` when it is not one (it does not start with `*.`).
    /// The entry must already be in its standard form (see ``standardForm(_:)``).
    init?(entry: String) {
        guard entry.hasPrefix("*.") else { return nil }
        dottedSuffix = String(entry.dropFirst())
    }

    /// Whether `host` (already in its standard form) is a subdomain of the wildcard's domain.
    func matches(_ host: String) -> Bool {
        let suffix = dottedSuffix.utf8
        let bytes = host.utf8
        guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else { return false }
        // What comes before is whole labels, none empty (`.example.com`, `a..example.com`). A link's
        // host never holds `*`: the scanner refuses it as a character no host may hold.
        let labels = bytes.dropLast(suffix.count)
        return !labels.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).contains(where: \.isEmpty)
    }

    /// Whether this wildcard's subdomains include every host `other` names: a listed host it
    /// matches, or a narrower wildcard (`*.eu.example.com` under `*.example.com`).
    func covers(_ entry: String) -> Bool {
        guard let other = HostWildcard(entry: entry) else { return matches(entry) }
        return other != self && matches(String(other.dottedSuffix.dropFirst()))
    }

    /// An entry `*.<domain>` in its standard form (the domain lowercased, in punycode), or why no
    /// host could match it: a `*` anywhere but as the whole first label, an empty label, a domain
    /// of one label (`*.com` names every site of a top-level domain) or one that ends in a number
    /// (a browser reads `*.0.0.1`'s hosts as IPv4 addresses, which have no subdomains).
    static func standardForm(_ entry: String) throws(StandardHost.Invalid) -> String {
        let domain = String(entry.dropFirst(2))
        guard entry.hasPrefix("*."), !domain.contains("*") else {
            throw StandardHost.Invalid(reason: "'\(entry)' has a '*' that is not the whole first label of '*.<domain>'")
        }
        let canonical = try HostName.standardForm(domain)
        let labels = canonical.split(separator: ".", omittingEmptySubsequences: false)
        guard !labels.contains(where: \.isEmpty) else {
            throw StandardHost.Invalid(reason: "'\(entry)' has an empty label")
        }
        guard labels.count >= 2 else {
            throw StandardHost.Invalid(reason: "'\(entry)' names every host of a top-level domain; name the domain")
        }
        guard !StandardHost.endsInNumber(canonical) else {
            throw StandardHost.Invalid(reason: "'\(entry)' ends in a number: its hosts are IPv4 addresses")
        }
        return "*." + canonical
    }
}
