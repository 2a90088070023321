public import Foundation

/// Reads navigation out of a push notification's payload, through a documented key layout.
///
/// The default layout reads a `waypoint` dictionary beside `aps`, holding either a link or a
/// path with parameters:
///
/// ```json
/// { "aps": { "alert": "Your order shipped" },
///   "waypoint": { "link": "shop://orders/17" } }
///
/// { "aps": { "alert": "Your order shipped" },
///   "waypoint": { "path": "/orders/17", "parameters": { "tab": "tracking" }, "presentation": "push" } }
/// ```
///
/// Change the keys with ``Layout`` (for example `Layout(containerKey: nil, linkKey: "deeplink")`
/// for a top-level `deeplink` key). Parameter values may be strings, numbers or booleans; they
/// become strings. Anything else is refused with `invalidPayload`, naming the key.
public struct PushPayloadDecoder: Sendable {
    /// Where the navigation lives in a payload.
    public struct Layout: Hashable, Sendable {
        /// The dictionary that holds the keys below; `nil` reads them from the top level.
        package var containerKey: String?
        /// A full link (`shop://…`, `https://…` or `/path?query`).
        package var linkKey: String
        /// A path, used when there is no link.
        package var pathKey: String
        /// A dictionary of parameters for the path.
        package var parametersKey: String
        /// An optional presentation (`push`, `modal:sheet`, …).
        package var presentationKey: String

        /// Creates a layout; the defaults are the documented `waypoint` layout.
        public init(
            containerKey: String? = "waypoint",
            linkKey: String = "link",
            pathKey: String = "path",
            parametersKey: String = "parameters",
            presentationKey: String = "presentation"
        ) {
            self.containerKey = containerKey
            self.linkKey = linkKey
            self.pathKey = pathKey
            self.parametersKey = parametersKey
            self.presentationKey = presentationKey
        }
    }

    /// What a payload asks for.
    public enum Content: Hashable, Sendable {
        /// A link, to parse with the app's policy as a push-notification link.
        case link(String, presentation: PresentationMode?)
        /// A path with parameters.
        case descriptor(DeepLinkDescriptor)
    }

    /// The layout in use.
    package let layout: Layout

    /// Creates a decoder for a layout.
    public init(layout: Layout = Layout()) {
        self.layout = layout
    }

    /// Reads a payload as UIKit hands it over (`UNNotificationContent.userInfo`).
    ///
    /// - Throws: ``LinkRejection`` with `invalidPayload`, naming the missing or malformed key.
    public func decode(_ userInfo: [AnyHashable: Any]) throws(LinkRejection) -> Content {
        var fields: [String: Any] = [:]
        for (key, value) in userInfo {
            if let key = key as? String { fields[key] = value }
        }
        return try decode(fields: fields)
    }

    /// Reads a payload from its JSON text.
    ///
    /// - Throws: ``LinkRejection`` with `invalidPayload` for malformed JSON or layout.
    public func decode(json: Data) throws(LinkRejection) -> Content {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw LinkRejection(.invalidPayload, "the payload is not valid JSON")
        }
        guard let fields = object as? [String: Any] else {
            throw LinkRejection(.invalidPayload, "the payload is not a JSON object")
        }
        return try decode(fields: fields)
    }

    private func decode(fields: [String: Any]) throws(LinkRejection) -> Content {
        var body = fields
        if let containerKey = layout.containerKey {
            guard let value = fields[containerKey] else {
                throw LinkRejection(.invalidPayload, "the payload has no '\(containerKey)' dictionary")
            }
            guard let nested = value as? [String: Any] else {
                throw LinkRejection(.invalidPayload, "'\(containerKey)' is not a dictionary")
            }
            body = nested
        }
        let presentation = try presentationMode(body[layout.presentationKey])
        if let link = body[layout.linkKey] {
            guard let text = link as? String else {
                throw LinkRejection(.invalidPayload, "'\(layout.linkKey)' is not a string")
            }
            return .link(text, presentation: presentation)
        }
        guard let pathValue = body[layout.pathKey] else {
            throw LinkRejection(.invalidPayload, "the payload has neither '\(layout.linkKey)' nor '\(layout.pathKey)'")
        }
        guard let path = pathValue as? String else {
            throw LinkRejection(.invalidPayload, "'\(layout.pathKey)' is not a string")
        }
        return .descriptor(
            DeepLinkDescriptor(
                path: path, parameters: try parameters(body[layout.parametersKey]),
                presentationMode: presentation, source: .pushNotification))
    }

    private func presentationMode(_ value: Any?) throws(LinkRejection) -> PresentationMode? {
        guard let value else { return nil }
        guard let text = value as? String, let mode = PresentationMode(text) else {
            throw LinkRejection(
                .invalidPayload,
                "'\(layout.presentationKey)' is not a presentation mode (push, modal:sheet, modal:fullScreen, …)")
        }
        return mode
    }

    private func parameters(_ value: Any?) throws(LinkRejection) -> [String: String] {
        guard let value else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            throw LinkRejection(.invalidPayload, "'\(layout.parametersKey)' is not a dictionary")
        }
        var parameters: [String: String] = [:]
        for (name, raw) in dictionary {
            guard let text = Self.scalarText(raw) else {
                throw LinkRejection(
                    .invalidPayload, "parameter '\(name)' is not a string, number or boolean", parameter: name)
            }
            parameters[name] = text
        }
        return parameters
    }

    /// JSON numbers and booleans arrive as `NSNumber` (booleans with the `c` type code) and
    /// Swift's own values bridge to it; both become the text a link would carry.
    private static func scalarText(_ value: Any) -> String? {
        if let text = value as? String { return text }
        guard let number = value as? NSNumber else { return nil }
        switch String(cString: number.objCType) {
        case "c", "B":
            return number.boolValue ? "true" : "false"
        case "d", "f":
            let double = number.doubleValue
            guard double.isFinite else { return nil }
            // 17.0 from a JSON writer that prints integers as doubles is still the id 17.
            if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
            return String(double)
        default:
            return number.stringValue
        }
    }
}
