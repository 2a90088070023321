import Foundation
import Waypoint

/// Lint findings as compiler diagnostics, `FILE:LINE:COLUMN: error: [code] detail`, so that a
/// build (the `WaypointLintPlugin`, an editor) shows each at the route it names in the manifest.
///
/// ```
/// Sources/App/routes.json:42:7: error: [shadowedRoute] route 'promo.any' (/promo/*) can never be reached: …
/// ```
package enum LintDiagnostics {
    /// One line per finding, at the line of the first route it names (the line of its `"id"`),
    /// or at the top of the file when it names none.
    ///
    /// - Parameters:
    ///   - findings: What `RouteLinter` found.
    ///   - path: The manifest's path, as the diagnostics should name it.
    ///   - text: The manifest's text, to find each route's line in.
    package static func lines(_ findings: [LintFinding], path: String, text: String) -> [String] {
        let locations = routeLocations(in: text)
        return findings.map { finding in
            let location = finding.routes.lazy.compactMap { locations[$0.rawValue] }.first ?? (1, 1)
            return "\(path):\(location.line):\(location.column): \(finding.severity.rawValue): "
                + "[\(finding.code.rawValue)] \(finding.detail)"
        }
    }

    /// Where each route's `"id"` key stands: the manifest's objects each carry one, and a route
    /// id appears there first (parents and other references come later in the same object or
    /// in other routes).
    static func routeLocations(in text: String) -> [String: (line: Int, column: Int)] {
        var locations: [String: (line: Int, column: Int)] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let key = line.range(of: "\"id\""), let id = quotedValue(after: key.upperBound, in: line) else {
                continue
            }
            let column = line.distance(from: line.startIndex, to: key.lowerBound) + 1
            if locations[id] == nil { locations[id] = (index + 1, column) }
        }
        return locations
    }

    /// The string after `"key" :` on the same line.
    private static func quotedValue(after index: Substring.Index, in line: Substring) -> String? {
        let rest = line[index...].drop { $0 == " " || $0 == ":" }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        return String(value)
    }
}
