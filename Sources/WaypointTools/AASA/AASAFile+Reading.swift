package import Foundation

extension AASAFile {
    /// Reads a file.
    ///
    /// A part that cannot be read (a component that is not an object, a value of the wrong
    /// type) is left out and named in ``problems``; the rest is read.
    ///
    /// - Throws: ``ToolError`` when the data is not JSON or has no `applinks` object with a
    ///   `details` array.
    package init(jsonData: Data, name: String = "apple-app-site-association") throws(ToolError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: jsonData)
        } catch {
            throw ToolError(.invalidManifest, "'\(name)' is not JSON")
        }
        guard let root = object as? [String: Any], let applinks = root["applinks"] as? [String: Any] else {
            throw ToolError(.invalidManifest, "'\(name)' has no 'applinks' object")
        }
        guard let entries = applinks["details"] as? [Any] else {
            throw ToolError(.invalidManifest, "'\(name)': 'applinks.details' must be an array")
        }
        var reader = AASAReader()
        defaults = applinks["defaults"].flatMap { reader.defaults($0, details: nil) }
        details = entries.enumerated().map { reader.details($1, at: $0) }
        problems = reader.problems
    }

    /// Something in a file that could not be read as written, with where it is.
    ///
    /// The reader never guesses: a component holding a value of the wrong type is left out
    /// whole (it keeps its place, so positions stay those of the file, and matches nothing),
    /// because reading it without that key would change what it matches (an `exclude`
    /// component without its `?` excludes every URL; `"exclude": "true"` read as absent
    /// includes). Everything else in the file is still read.
    package struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The index of the `details` entry, from 0; `nil` for `applinks` itself.
        package var details: Int?
        /// The index of the component (or of the `paths` entry), from 0.
        package var component: Int?
        /// The key concerned, such as `?`, `exclude` or `?.q`.
        package var key: String?
        /// What is wrong and what the reader did, in one sentence.
        package var message: String

        /// `details 1, component 3, '?': …`, counting from 1 as people do.
        package var description: String {
            var place: [String] = [details.map { "details \($0 + 1)" } ?? "applinks"]
            if let component { place.append("\(key == "paths" ? "path" : "component") \(component + 1)") }
            if let key, key != "paths" { place.append("'\(key)'") }
            return place.joined(separator: ", ") + ": " + message
        }
    }
}

/// Reads `applinks` as written, noting each part it cannot use and going on with the rest.
struct AASAReader {
    private(set) var problems: [AASAFile.Problem] = []

    static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]

    mutating func details(_ value: Any, at index: Int) -> AASAFile.Details {
        guard let entry = value as? [String: Any] else {
            note(index, nil, nil, "a details entry must be an object; it is left out")
            return AASAFile.Details(appIDs: [], components: [])
        }
        // Published files often carry both the old `appID` and the new `appIDs` for one app:
        // each app is listed once, in the order first named.
        var appIDs: [String] = []
        if let single = entry["appID"] {
            if let id = single as? String { appIDs.append(id) } else { note(index, nil, "appID", "is not a string") }
        }
        if let list = entry["appIDs"] {
            let ids = (list as? [Any]) ?? []
            if !(list is [Any]) || ids.contains(where: { !($0 is String) }) {
                note(index, nil, "appIDs", "must be an array of strings; other values are left out")
            }
            for case let id as String in ids where !appIDs.contains(id) { appIDs.append(id) }
        }
        var components: [AASAComponent] = []
        if let list = entry["components"] {
            if let items = list as? [Any] {
                components = items.enumerated().map { component($1, details: index, index: $0) }
            } else {
                note(index, nil, "components", "must be an array of objects; it is left out")
            }
        }
        // A system that reads components ignores `paths`, also when `components` is malformed.
        if entry["components"] == nil, let paths = entry["paths"] {
            components = legacyPaths(paths, details: index)
        }
        return AASAFile.Details(
            appIDs: appIDs, components: components, defaults: entry["defaults"].flatMap { defaults($0, details: index) }
        )
    }

    mutating func defaults(_ value: Any, details: Int?) -> AASAComponent? {
        guard value is [String: Any] else {
            note(details, nil, "defaults", "must be an object; it is left out")
            return nil
        }
        let defaults = component(value, details: details, index: nil)
        return defaults.unreadable ? nil : defaults
    }

    /// One component; one that matches nothing, with a problem noted, when it cannot be read
    /// exactly.
    mutating func component(_ value: Any, details: Int?, index: Int?) -> AASAComponent {
        guard let object = value as? [String: Any] else {
            note(details, index, nil, "a component must be an object, not \(Self.kind(value)); it is left out")
            return .unreadable
        }
        var component = AASAComponent()
        var readable = true
        func text(_ key: String) -> String? {
            guard let value = object[key] else { return nil }
            if let text = value as? String { return text }
            note(details, index, key, "must be a string, not \(Self.kind(value)); the component is left out")
            readable = false
            return nil
        }
        func flag(_ key: String) -> Bool? {
            guard let value = object[key] else { return nil }
            if let flag = Self.flag(value) { return flag }
            note(details, index, key, "must be true or false, not \(Self.kind(value)); the component is left out")
            readable = false
            return nil
        }
        component.path = text("/")
        component.fragment = text("#")
        component.exclude = flag("exclude")
        component.caseSensitive = flag("caseSensitive")
        component.percentEncoded = flag("percentEncoded")
        switch object["?"] {
        case nil: break
        case let pattern as String: component.query = .pattern(pattern)
        case let items as [String: Any]:
            var patterns: [String: String] = [:]
            for (name, pattern) in items.sorted(by: { $0.key < $1.key }) {
                if let pattern = pattern as? String {
                    patterns[name] = pattern
                } else {
                    note(
                        details, index, "?.\(name)",
                        "a query item's pattern must be a string, not \(Self.kind(pattern)); the component is left out")
                    readable = false
                }
            }
            component.query = .items(patterns)
        case let other?:
            note(
                details, index, "?", "must be a string or an object, not \(Self.kind(other)); the component is left out"
            )
            readable = false
        }
        if let comment = object["comment"] {
            if let comment = comment as? String {
                component.comment = comment
            } else {
                note(details, index, "comment", "is not a string; it is ignored")
            }
        }
        for key in object.keys.sorted() where !Self.componentKeys.contains(key) {
            note(details, index, key, "is not a component key; it is ignored")
        }
        return readable ? component : .unreadable
    }

    /// The format before components: `"NOT "` excludes, matching is on the path.
    private mutating func legacyPaths(_ value: Any, details: Int) -> [AASAComponent] {
        guard let paths = value as? [Any] else {
            note(details, nil, "paths", "must be an array of strings; it is left out")
            return []
        }
        return paths.enumerated().map { offset, item in
            guard let path = item as? String else {
                note(details, offset, "paths", "must be a string, not \(Self.kind(item)); it is left out")
                return .unreadable
            }
            return path.hasPrefix("NOT ")
                ? AASAComponent(path: String(path.dropFirst(4)), exclude: true) : AASAComponent(path: path)
        }
    }

    private mutating func note(_ details: Int?, _ component: Int?, _ key: String?, _ message: String) {
        problems.append(AASAFile.Problem(details: details, component: component, key: key, message: message))
    }

    /// A JSON boolean. `JSONSerialization` reads `true` as a number on some platforms, so a
    /// number is read as one too; a string such as `"true"` is not.
    static func flag(_ value: Any) -> Bool? {
        if value is String { return nil }
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.boolValue }
        return nil
    }

    /// The JSON kind of a value, for messages.
    static func kind(_ value: Any) -> String {
        switch value {
        case let text as String: "the string \"\(text.prefix(40))\""
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        case is NSNumber: "a number"
        default: "another kind of value"
        }
    }
}
