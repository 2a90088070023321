package import Foundation

/// What the UIKit and SwiftUI adapters read from and write to a window's user activities and scene
/// session: the window's identity, its saved navigation, the link an activity opens. Decided here,
/// where Linux tests reach it; the adapters only move the values.
package enum WindowActivity {
    /// The activity type of a request for a new window (`requestSceneSessionActivation`'s activity).
    package static let openWindowType = "waypoint.open-window"
    /// The activity type of a window's saved navigation (`stateRestorationActivity(for:)`).
    package static let restorationType = "waypoint.restoration"
    /// The user-info key of a window's identity.
    package static let windowKey = "waypoint.window"
    /// The user-info key (and scene storage key) of a window's saved navigation, JSON.
    package static let stateKey = "waypoint.state"
    /// The user-info key of the link an app's own activity opens (Handoff, an App Intent's).
    package static let linkKey = "waypoint.link"
    /// The activity type of a web page handed off (`NSUserActivityTypeBrowsingWeb`).
    package static let browsingWebType = "NSUserActivityTypeBrowsingWeb"
    /// The activity type of a Spotlight result (`CSSearchableItemActionType`).
    package static let spotlightType = "com.apple.corespotlightitem"
    /// The user-info key of a Spotlight result's identifier (`CSSearchableItemActivityIdentifier`).
    package static let spotlightIdentifierKey = "kCSSearchableItemActivityIdentifier"

    /// The identity a connecting scene takes: the one its session kept (a window reconnecting after a
    /// relaunch), else the one the app's windows asked the platform for (a connection activity of
    /// ``openWindowType``), else its session's persistent identifier.
    package static func identity(
        sessionUserInfo: [String: Any]?, connectionActivities: [(type: String, userInfo: [AnyHashable: Any]?)],
        persistentIdentifier: String
    ) -> WindowID {
        if let kept = sessionUserInfo?[windowKey] as? String { return WindowID(rawValue: kept) }
        let requested = connectionActivities.first { $0.type == openWindowType }?.userInfo?[windowKey] as? String
        return WindowID(rawValue: requested ?? persistentIdentifier)
    }

    /// The user info of the activity that asks the platform for the window `window`.
    package static func openingUserInfo(_ window: WindowID) -> [AnyHashable: Any] { [windowKey: window.rawValue] }

    /// What a continued activity opens, and as which source: a web page handed off opens its URL as
    /// a universal link; the app's own activities (Handoff, App Intents) and Spotlight results open
    /// the link they carry (``linkKey``, or the indexed item's identifier) as a user activity. `nil`
    /// for an activity that carries no link (the request for a window).
    package static func link(
        type: String, webpageURL: URL?, userInfo: [AnyHashable: Any]?
    ) -> (link: String, source: LinkSource)? {
        if type == browsingWebType { return webpageURL.map { ($0.absoluteString, .universalLink) } }
        let key = type == spotlightType ? spotlightIdentifierKey : linkKey
        return (userInfo?[key] as? String).map { ($0, .userActivity) }
    }

    /// A window's navigation as the user info of its restoration activity; `nil` when it cannot be encoded.
    package static func userInfo(saving state: NavigationState) -> [AnyHashable: Any]? {
        (try? JSONEncoder().encode(state)).map { [stateKey: $0] }
    }

    /// The navigation a restoration activity's user info saved; `nil` when it holds none, or not one
    /// this version reads.
    package static func state(from userInfo: [AnyHashable: Any]?) -> NavigationState? {
        (userInfo?[stateKey] as? Data).flatMap { try? JSONDecoder().decode(NavigationState.self, from: $0) }
    }
}
