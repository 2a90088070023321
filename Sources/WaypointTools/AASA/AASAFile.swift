package import Foundation

/// The `applinks` part of an `apple-app-site-association` file.
///
/// ```json
/// {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"],
///                            "components": [{"/": "/catalog/*", "caseSensitive": true}]}]}}
/// ```
///
/// Reading also accepts the older `appID` and `paths` keys (`"NOT /path"` excludes).
package struct AASAFile: Hashable, Sendable {
    /// Settings every component of the domain inherits (`applinks.defaults`).
    package var defaults: AASAComponent?
    /// The apps and the links each handles, in order.
    package var details: [Details]

    /// The apps one list of components is for.
    package struct Details: Hashable, Sendable {
        /// Application identifiers, `TEAMID.bundle.id`.
        package var appIDs: [String]
        /// The components, in the order Apple tries them.
        package var components: [AASAComponent]
        /// Settings this entry's components inherit, over the domain's.
        package var defaults: AASAComponent?

        /// Creates an entry.
        package init(appIDs: [String], components: [AASAComponent], defaults: AASAComponent? = nil) {
            self.appIDs = appIDs
            self.components = components
            self.defaults = defaults
        }
    }

    /// Creates a file.
    package init(details: [Details], defaults: AASAComponent? = nil) {
        self.details = details
        self.defaults = defaults
    }

    /// The file as JSON text, indented, ending in a newline.
    package func jsonText() -> String {
        var applinks: [(String, JSONValue)] = []
        if let defaults { applinks.append(("defaults", defaults.json)) }
        applinks.append(
            (
                "details",
                .array(
                    details.map { entry in
                        var members: [(String, JSONValue)] = [("appIDs", .strings(entry.appIDs))]
                        if let defaults = entry.defaults { members.append(("defaults", defaults.json)) }
                        members.append(("components", .array(entry.components.map(\.json))))
                        return .object(members)
                    })
            ))
        return JSONValue.object([("applinks", .object(applinks))]).rendered(pretty: true) + "\n"
    }

    /// Reads a file.
    ///
    /// - Throws: ``ToolError`` when the data is not JSON or has no `applinks` object.
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
        guard let entries = applinks["details"] as? [[String: Any]] else {
            throw ToolError(.invalidManifest, "'\(name)': 'applinks.details' must be an array of objects")
        }
        defaults = try Self.component(applinks["defaults"], in: name)
        details = try entries.map { entry throws(ToolError) in
            // Published files often carry both the old `appID` and the new `appIDs` for one app:
            // each app is listed once, in the order first named.
            var appIDs: [String] = []
            for id in [entry["appID"] as? String].compactMap({ $0 }) + ((entry["appIDs"] as? [String]) ?? [])
            where !appIDs.contains(id) {
                appIDs.append(id)
            }
            var components: [AASAComponent] = []
            if let list = entry["components"] as? [Any] {
                for item in list {
                    if let component = try Self.component(item, in: name) { components.append(component) }
                }
            } else if let paths = entry["paths"] as? [String] {
                // The format before components: "NOT " excludes, matching is on the path.
                components = paths.map { path in
                    path.hasPrefix("NOT ")
                        ? AASAComponent(path: String(path.dropFirst(4)), exclude: true)
                        : AASAComponent(path: path)
                }
            }
            return Details(
                appIDs: appIDs, components: components, defaults: try Self.component(entry["defaults"], in: name))
        }
    }

    private static func component(_ value: Any?, in name: String) throws(ToolError) -> AASAComponent? {
        guard let value else { return nil }
        guard let object = value as? [String: Any] else {
            throw ToolError(.invalidManifest, "'\(name)': a component must be an object")
        }
        var component = AASAComponent()
        component.path = object["/"] as? String
        if let pattern = object["?"] as? String {
            component.query = .pattern(pattern)
        } else if let items = object["?"] as? [String: String] {
            component.query = .items(items)
        }
        component.fragment = object["#"] as? String
        component.exclude = flag(object["exclude"])
        component.caseSensitive = flag(object["caseSensitive"])
        component.percentEncoded = flag(object["percentEncoded"])
        component.comment = object["comment"] as? String
        return component
    }

    /// A JSON boolean. `JSONSerialization` reads `true` as a number on some platforms.
    private static func flag(_ value: Any?) -> Bool? {
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.boolValue }
        return nil
    }
}
