import Foundation
import Waypoint

/// One row of the hostile-link corpus: an input, the entry point it arrives through, what must
/// happen, and the category it belongs to.
struct HostileCase: Sendable, CustomStringConvertible {
    /// How the input reaches the manager.
    enum Via: Sendable, Hashable {
        /// `open(_:source:)`; `nil` lets the manager infer the source from the link's form.
        case open(LinkSource?)
        /// A push notification whose payload carries the input as its link.
        case pushLink
        /// A push notification whose payload carries the input as a path, with parameters.
        case pushPath([String: String])
        /// A push notification whose whole JSON payload is the input.
        case pushJSON
        /// `navigate(using:)` with a descriptor of the input as path, as a module would.
        case descriptor([String: String], LinkSource)
    }

    /// What must happen, signed out and signed in.
    enum Expected: Sendable, Hashable {
        /// An unguarded route opens.
        case opens(RouteID)
        /// A guarded screen: signed out, the guard redirects to sign-in; signed in, it opens.
        case guarded(RouteID)
        /// A guarded action: signed out, the guard redirects; signed in, the action runs.
        case guardedAction(RouteID)
        /// Refused before any guard runs, with this code.
        case refused(LinkRejection.Code)

        func code(signedIn: Bool) -> String {
            switch self {
            case .opens: "completed"
            case .guarded: signedIn ? "completed" : "redirected"
            case .guardedAction: signedIn ? "performedAction" : "redirected"
            case .refused(let code): code.rawValue
            }
        }
    }

    let category: String
    let input: String
    let via: Via
    let expected: Expected

    var description: String {
        let shown = input.count > 80 ? "\(input.prefix(60))… (\(input.utf8.count) bytes)" : input
        return "[\(category)] \(shown.debugDescription) via \(via) → \(expected)"
    }
}

/// The corpus: every category of hostile link the issue names, and every guarded route through
/// every entry point. Rows are grouped by category; `HostileLinkCorpus.all` joins them.
enum HostileLinkCorpus {
    typealias Code = LinkRejection.Code

    static var all: [HostileCase] {
        guardedRoutesThroughEverySource + traversal + encodedSlashes + controlCharacters + oversized
            + userInfoAndBackslashes + hosts + ports + mixedCase + duplicates + typeConfusion + schemes
            + pushPayloads + descriptors + catchAllTraversal + fragments + baseline
    }

    static func rows(
        _ category: String, _ via: HostileCase.Via, _ rows: [(String, HostileCase.Expected)]
    )
        -> [HostileCase]
    {
        rows.map { HostileCase(category: category, input: $0.0, via: via, expected: $0.1) }
    }

    // MARK: Every guarded route through every source

    /// The Shop's guarded routes with a link path each.
    static let guardedRoutes: [(RouteID, String, isAction: Bool, sources: Set<LinkSource>)] = [
        ("basket", "/basket", false, Set(LinkSource.allCases)),
        ("basket.item", "/basket/items/6F9619FF-8B86-D011-B42D-00CF4FC964FF", false, Set(LinkSource.allCases)),
        ("basket.add", "/basket/add?productId=42", true, Set(LinkSource.allCases)),
        ("checkout", "/checkout", false, [.inApp, .universalLink]),
        ("payment.methods", "/settings/payment-methods", false, Set(LinkSource.allCases)),
        ("orders.list", "/orders", false, Set(LinkSource.allCases)),
        ("orders.detail", "/orders/17", false, Set(LinkSource.allCases)),
    ]

    static var guardedRoutesThroughEverySource: [HostileCase] {
        var cases: [HostileCase] = []
        for (route, path, isAction, sources) in guardedRoutes {
            func expected(_ source: LinkSource) -> HostileCase.Expected {
                guard sources.contains(source) else { return .refused(.sourceNotAllowed) }
                return isAction ? .guardedAction(route) : .guarded(route)
            }
            let web = "https://shop.example.com" + path
            let custom = "shop:/" + path
            let (plainPath, query) = split(path)
            let add = { (input: String, via: HostileCase.Via, source: LinkSource) in
                cases.append(
                    HostileCase(category: "guarded × source", input: input, via: via, expected: expected(source)))
            }
            add(path, .open(.inApp), .inApp)
            add(web, .open(.universalLink), .universalLink)
            add(custom, .open(.customScheme), .customScheme)
            add(custom, .open(nil), .customScheme)
            add(custom, .pushLink, .pushNotification)
            add(web, .pushLink, .pushNotification)
            add(plainPath, .pushPath(query), .pushNotification)
            add(path, .open(.restoration), .restoration)
            add(plainPath, .descriptor(query, .inApp), .inApp)
            add(plainPath, .descriptor(query, .customScheme), .customScheme)
        }
        return cases
    }

    private static func split(_ path: String) -> (String, [String: String]) {
        guard let mark = path.firstIndex(of: "?") else { return (path, [:]) }
        var query: [String: String] = [:]
        for pair in path[path.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            query[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return (String(path[..<mark]), query)
    }

    // MARK: Baseline: ordinary links still work

    static let baseline = rows(
        "baseline", .open(nil),
        [
            ("/", .opens("home")),
            ("shop://catalog/shoes/products/42", .opens("catalog.product")),
            ("https://shop.example.com/catalog/shoes/products/42?utm_source=mail", .opens("catalog.product")),
            ("/search?q=boots&page=2", .opens("catalog.search")),
            ("/profile/details?userId=12345", .opens("profile.details")),
            ("https://shop.example.com/landing", .opens("web.landing")),
            ("shop://only", .opens("shop.only")),
            ("/login", .opens("login")),
            ("/files/x/meta", .opens("files.any")),
            ("/checkout#/basket", .guarded("checkout")),
        ])
}
