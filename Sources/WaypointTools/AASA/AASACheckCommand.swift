import Foundation
import Waypoint

/// `waypoint aasa check`: would Apple open the app for each URL, and would the router accept it?
///
/// Flags the drift that matters: links the file sends to the app that the router then refuses
/// (the user sees an error instead of the web page). Links the router accepts but the file keeps
/// on the website are listed as notes: excluding them may be deliberate. Parts of the file that
/// cannot be read as written are listed first, each with its position and key (see
/// `AASAFile.Problem`); the rest of the file is still checked.
///
/// Exit codes: 0 no link is sent to the app and refused, and the file reads cleanly; 1 some
/// are, or part of the file cannot be read; 2 bad input.
package struct AASACheckCommand: Sendable {
    /// The `apple-app-site-association` file to read.
    package var filePath: String
    /// The manifest, to check the router's answer; `nil` to report Apple's decision only.
    package var manifestPath: String?
    /// The URLs to check.
    package var urls: [String]
    /// Whether to print one JSON object.
    package var json: Bool

    /// Creates the command.
    package init(filePath: String, manifestPath: String? = nil, urls: [String], json: Bool = false) {
        self.filePath = filePath
        self.manifestPath = manifestPath
        self.urls = urls
        self.json = json
    }

    /// Runs the command.
    package func run() -> ToolOutput {
        let matcher: AASAMatcher
        var resolver: LinkResolver?
        do throws(ToolError) {
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw ToolError(.unreadableFile, "cannot read '\(filePath)': no such file, or unreadable")
            }
            matcher = AASAMatcher(file: try AASAFile(jsonData: data, name: filePath))
            if let manifestPath {
                let file = try ManifestFile(path: manifestPath)
                resolver = LinkResolver(table: try file.table(), parser: file.parser, parameterTypes: file.assumedTypes)
            }
            if let malformed = urls.first(where: { !$0.contains("://") }) {
                throw ToolError(
                    .malformedURL,
                    "malformed URL '\(DisplayText.escaped(malformed))': "
                        + "expected an https URL such as https://example.com/path")
            }
        } catch {
            return error.output(json: json)
        }
        let rows = urls.map { url in
            Row(url: url, decision: matcher.decide(url), resolution: resolver?.resolve(url, source: .universalLink))
        }
        let refused = rows.filter(\.sentButRefused).count
        let problems = matcher.file.problems
        var output = ToolOutput(exitCode: refused > 0 || !problems.isEmpty ? ToolExit.negative : ToolExit.success)
        output.standardOutput =
            json
            ? jsonText(rows, refused: refused, problems: problems)
            : humanText(rows, refused: refused, problems: problems)
        return output
    }

    struct Row {
        let url: String
        let decision: AASAMatcher.Decision
        let resolution: LinkResolution?

        var routerAccepts: Bool? {
            resolution.map { if case .matched = $0 { true } else { false } }
        }
        var sentButRefused: Bool { decision.opensApp && routerAccepts == false }
        var acceptedButNotSent: Bool { !decision.opensApp && routerAccepts == true }

        var appleText: String {
            guard let component = decision.component else {
                return url.lowercased().hasPrefix("https://")
                    ? "opens the website (no component matches)"
                    : "opens the website (only https links are universal links)"
            }
            let which =
                "component \(component.index + 1) of details \(component.details + 1), \"\(decision.pattern ?? "*")\""
            return decision.opensApp
                ? "opens \(decision.appIDs.joined(separator: ", ")) (\(which))"
                : "opens the website (excluded by \(which))"
        }

        var routerText: String? {
            switch resolution {
            case .matched(_, let route)?: "accepts: \(route.id) (\(route.pattern))"
            case .notFound(_, let rejection, _)?, .rejected(let rejection)?:
                "refuses: \(rejection.code.rawValue): \(DisplayText.escaped(rejection.detail))"
            case nil: nil
            }
        }
    }

    private func humanText(_ rows: [Row], refused: Int, problems: [AASAFile.Problem]) -> String {
        var lines = problems.map { "file    " + DisplayText.escaped($0.description) }
        for row in rows {
            lines.append(DisplayText.escaped(row.url))
            lines.append("  apple   " + row.appleText)
            if let router = row.routerText { lines.append("  router  " + router) }
            if row.sentButRefused {
                lines.append("  problem the file sends this link to the app, and the router refuses it")
            }
            if row.acceptedButNotSent {
                lines.append("  note    the router accepts this link, but the file keeps it on the website")
            }
        }
        let opened = rows.filter(\.decision.opensApp).count
        var summary = "\(Wording.count(rows.count, "link")): \(opened) open\(opened == 1 ? "s" : "") the app"
        if manifestPath != nil { summary += ", \(refused) sent to the app but refused by the router" }
        if !problems.isEmpty { summary += "; \(Wording.count(problems.count, "part")) of the file left out or ignored" }
        return (lines + [summary]).joined(separator: "\n") + "\n"
    }

    private func jsonText(_ rows: [Row], refused: Int, problems: [AASAFile.Problem]) -> String {
        JSONValue.object([
            (
                "results",
                .array(
                    rows.map { row in
                        var members: [(String, JSONValue)] = [
                            ("url", .string(row.url)),
                            ("opensApp", .bool(row.decision.opensApp)),
                            ("appIDs", .strings(row.decision.appIDs)),
                            (
                                "component",
                                row.decision.component.map { component in
                                    .object([
                                        ("details", .int(component.details)), ("index", .int(component.index)),
                                        ("path", .string(row.decision.pattern ?? "*")),
                                        ("exclude", .bool(row.decision.excluded)),
                                    ])
                                } ?? .null
                            ),
                        ]
                        if let accepts = row.routerAccepts {
                            members.append(("routerAccepts", .bool(accepts)))
                            members.append(
                                ("routerOutcome", .string(row.resolution?.rejectionCode?.rawValue ?? "matched")))
                        }
                        members.append(
                            (
                                "problem",
                                row.sentButRefused
                                    ? .string("sentButRefused")
                                    : (row.acceptedButNotSent ? .string("acceptedButNotSent") : .null)
                            ))
                        return .object(members)
                    })
            ),
            ("sentButRefused", .int(refused)),
            (
                "fileProblems",
                .array(
                    problems.map { problem in
                        .object([
                            ("details", problem.details.map(JSONValue.int) ?? .null),
                            ("component", problem.component.map(JSONValue.int) ?? .null),
                            ("key", .nullable(problem.key)), ("message", .string(problem.message)),
                        ])
                    })
            ),
        ]).rendered(pretty: true) + "\n"
    }
}
