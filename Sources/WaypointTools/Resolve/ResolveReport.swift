import Waypoint

/// The explanation of a ``LinkResolution``, for people and as JSON.
struct ResolveReport {
    let text: String
    let source: LinkSource
    let sourceWasInferred: Bool
    let resolution: LinkResolution
    let table: RouteTable
    let manifest: RouteManifest

    /// One object; the keys of the issue first (`outcome`, `route`, `module`, `parameters`,
    /// `guards`, `presentation`), then additions.
    func json() -> JSONValue {
        switch resolution {
        case .matched(let match, let route):
            var members: [(String, JSONValue)] = [
                ("outcome", .string("matched")),
                ("route", .string(route.id.rawValue)),
                ("module", .string(route.module.rawValue)),
                ("parameters", parametersJSON(match.parameters)),
                ("guards", .strings(route.guards)),
                ("presentation", .string(route.presentation.description)),
                ("pattern", .string(route.pattern)),
                ("kind", .string(route.kind.rawValue)),
                ("parent", .nullable(route.parent?.rawValue)),
                ("source", .string(match.link.source.rawValue)),
                ("link", .string(match.link.description)),
            ]
            // Only when there are some, so that a link without extra query items reads as before.
            let undeclared = match.undeclaredParameters
            if !undeclared.isEmpty {
                members.append(("undeclared", .object(undeclared.map { ($0.name, JSONValue.string($0.value)) })))
            }
            if !readingOptions.isEmpty { members.append(("read", .strings(readingOptions.map(\.key)))) }
            if route.opensInOwnWindow { members.append(("window", .string("own"))) }
            if let column = route.column { members.append(("column", .string(column.rawValue))) }
            // Only when declared, so that a route with the default options reads as before.
            if let sheet = route.sheet { members.append(("sheet", sheetJSON(sheet))) }
            if let popover = route.popover {
                members.append(
                    (
                        "popover",
                        .object([
                            ("anchor", .nullable(popover.anchor?.rawValue)),
                            ("compactAdaptation", .string(popover.compactAdaptation.rawValue)),
                        ])
                    ))
            }
            return .object(members)
        case .notFound(let link, let rejection, let candidates):
            return .object(
                [
                    ("outcome", .string("notFound")),
                    (
                        "candidates",
                        .array(
                            candidates.map { candidate in
                                var members: [(String, JSONValue)] = [
                                    ("route", .string(candidate.id.rawValue)),
                                    ("pattern", .string(candidate.pattern)),
                                    ("module", .string(candidate.module.rawValue)),
                                    ("matchingSegments", .int(candidate.matchingSegments)),
                                ]
                                if let mismatch = candidate.mismatch {
                                    members.append(("mismatch", mismatchJSON(mismatch)))
                                }
                                return .object(members)
                            })
                    ),
                    ("detail", .string(rejection.detail)),
                    ("source", .string(link.source.rawValue)),
                    ("link", .string(link.description)),
                ] + (readingOptions.isEmpty ? [] : [("read", .strings(readingOptions.map(\.key)))]))
        case .rejected(let rejection):
            var members: [(String, JSONValue)] = [
                ("outcome", .string("rejected")),
                ("reason", .string(rejection.code.rawValue)),
                ("detail", .string(rejection.detail)),
            ]
            if let route = rejection.route { members.append(("route", .string(route.rawValue))) }
            if let parameter = rejection.parameter { members.append(("parameter", .string(parameter))) }
            members.append(("source", .string(source.rawValue)))
            return .object(members)
        }
    }

    /// Every sheet option, defaults included, in the manifest's spelling of detents.
    private func sheetJSON(_ sheet: SheetOptions) -> JSONValue {
        .object([
            ("detents", .strings(sheet.detents.map(\.description))),
            ("selectedDetent", .nullable(sheet.selectedDetent?.description)),
            ("showsGrabber", .bool(sheet.showsGrabber)),
            ("allowsSwipeToDismiss", .bool(sheet.allowsSwipeToDismiss)),
            ("largestUndimmedDetent", .nullable(sheet.largestUndimmedDetent?.description)),
        ])
    }

    /// The one typed segment that kept a candidate from matching.
    private func mismatchJSON(_ mismatch: ParameterMismatch) -> JSONValue {
        .object([
            ("parameter", .string(mismatch.parameter)),
            ("type", .string(mismatch.type)),
            ("value", .string(mismatch.value)),
            ("segment", .int(mismatch.segment)),
        ])
    }

    /// Repeated parameters become arrays; everything else is a string, as decoded.
    private func parametersJSON(_ parameters: RouteParameters) -> JSONValue {
        var names: [String] = []
        for element in parameters where !names.contains(element.name) { names.append(element.name) }
        return .object(
            names.map { name in
                let values = parameters.values(for: name)
                return (name, values.count == 1 ? .string(values[0]) : .strings(values))
            })
    }

    func human() -> String {
        let sourceText = source.rawValue + (sourceWasInferred ? ", inferred from the link's form" : "")
        var lines: [String] = []
        switch resolution {
        case .matched(let match, let route):
            lines.append("matched \(route.id) (module \(route.module))")
            lines.append(row("link", "\(echo(match.link.description)) (\(sourceText))"))
            if !readingOptions.isEmpty { lines.append(row("read", readingOptions.map(\.text).joined(separator: "; "))) }
            lines.append(row("pattern", route.pattern))
            lines += rows("parameters", parameterLines(match, route: route.id))
            let undeclared = match.undeclaredParameters
            if !undeclared.isEmpty {
                let fate = match.link.source == .inApp ? "given to the screen, untyped" : "ignored for this source"
                lines.append(
                    row(
                        "undeclared",
                        undeclared.map { "\(echo($0.name))=\(echo($0.value))" }.joined(separator: ", ") + " (\(fate))"))
            }
            lines.append(row("guards", guardText(route.guards)))
            lines.append(row("presentation", route.presentation.description))
            if route.opensInOwnWindow {
                lines.append(row("window", "its own, where the app can open windows; else the active one"))
            }
            if let column = route.column {
                lines.append(row("column", "\(column), in a split view (one stack or tabs ignore it)"))
            }
            if let sheet = route.sheet { lines.append(row("sheet", sheet.summary.joined(separator: ", "))) }
            if let popover = route.popover {
                let anchorless = popover.anchor == nil ? " (each request names one: DeepLinkDescriptor.anchor)" : ""
                lines.append(row("popover", popover.summary.joined(separator: ", ") + anchorless))
            }
            lines.append(row("kind", route.kind.rawValue))
            let parents = table.parents(of: route.id).map(\.id.rawValue)
            lines.append(
                row("back stack", parents.isEmpty ? "none" : (parents + [route.id.rawValue]).joined(separator: " → ")))
        case .notFound(let link, let rejection, let candidates):
            lines.append("not found: \(echo(rejection.detail))")
            lines.append(row("link", "\(echo(link.description)) (\(sourceText))"))
            if !readingOptions.isEmpty { lines.append(row("read", readingOptions.map(\.text).joined(separator: "; "))) }
            // The mismatch quotes the link's segment: echoed like every other piece of input.
            if let mismatch = candidates.first?.mismatch { lines.append(row("why", echo(mismatch.description))) }
            let width = candidates.map(\.id.rawValue.count).max() ?? 0
            lines += rows(
                "nearest",
                candidates.map { candidate in
                    let padded = candidate.id.rawValue.padded(to: width)
                    return
                        "\(padded)  \(candidate.pattern)  (module \(candidate.module); matches \(Wording.count(candidate.matchingSegments, "leading segment")))"
                })
        case .rejected(let rejection):
            lines.append("rejected [\(rejection.code.rawValue)]: \(echo(rejection.detail))")
            lines.append(row("link", "\(echo(text)) (\(sourceText))"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func parameterLines(_ match: RouteMatch, route: RouteID) -> [String] {
        let entry = manifest.routes.first { $0.id == route }
        let declared = entry?.parameters ?? []
        return match.parameters.map { element in
            let placement: String
            if let parameter = declared.first(where: { $0.name == element.name }) {
                placement = "\(parameter.type), \(parameter.location.rawValue)"
            } else if entry?.constants?[element.name] != nil {
                placement = "constant"
            } else if entry?.fragment == element.name {
                placement = match.link.fragment == nil ? "string, fragment, given in the query" : "string, fragment"
            } else if entry?.takesAllQueryItems == true {
                placement = "string, query, taken whole"
            } else {
                placement = "string"
            }
            return "\(element.name) = \(echo(element.value)) (\(placement))"
        }
    }

    /// The policy's opt-in readings that applied to this link (`plusAsSpace`, `fragment`,
    /// `webMirroring`), so that
    /// a link read differently from the default says so.
    private var readingOptions: [(key: String, text: String)] {
        var options: [(key: String, text: String)] = []
        let links = manifest.links
        let scheme = text.firstRange(of: "://").map { text[..<$0.lowerBound].lowercased() }
        if let scheme, let hash = text.firstIndex(of: "#"), text[text.index(after: hash)...].hasPrefix("/"),
            links?.fragmentRoutedSchemes?.contains(scheme) == true
        {
            options.append(("fragment", "the route is read from the fragment ('\(scheme)' routes on fragments)"))
        }
        if let scheme, let mirroring = links?.webMirroringSchemes, mirroring.contains(scheme) {
            options.append(
                ("webMirroring", "the authority is a host, as in a web link ('\(scheme)' mirrors web links)"))
        }
        if links?.decodesPlusAsSpace == true, text.contains("+") {
            options.append(("plusAsSpace", "'+' is read as a space (the policy decodes form encoding)"))
        }
        return options
    }

    /// Input shown to people: control and format characters escaped, long text clipped. The JSON
    /// form keeps values whole; its encoder escapes what it must.
    private func echo(_ text: String) -> String { DisplayText.escaped(text) }

    private func guardText(_ guards: [String]) -> String {
        switch guards.count {
        case 0: "none"
        case 1: "\(guards[0]) (runs before anything is shown)"
        default: guards.joined(separator: " → ") + " (run in this order before anything is shown)"
        }
    }

    private func row(_ label: String, _ value: String) -> String {
        "  " + label.padded(to: 14) + value
    }

    private func rows(_ label: String, _ values: [String]) -> [String] {
        guard let first = values.first else { return [row(label, "none")] }
        return [row(label, first)] + values.dropFirst().map { row("", $0) }
    }
}
