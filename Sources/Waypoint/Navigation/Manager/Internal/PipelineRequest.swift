/// The one value a request is carried in through the manager's parts: the queue, the resolver,
/// the waiting room and the transition all read and pass this, and nothing else.
struct PipelineRequest: Sendable {
    /// What came in, before it is matched.
    enum Entry: Hashable, Sendable {
        /// A link as received, from where, with the presentation the caller asked for (if any).
        case link(String, LinkSource, PresentationMode?)
        /// A descriptor from app code, a push payload or a guard's redirect.
        case descriptor(DeepLinkDescriptor)
        /// A typed route value, or a route id with its values, matched from them directly: exactly
        /// that route, whatever route its link would open.
        case matched(RouteMatch, PresentationMode?)

        /// What a push notification's payload asks for.
        init(_ payload: PushPayloadDecoder.Content) {
            switch payload {
            case .link(let text, let presentation): self = .link(text, .pushNotification, presentation)
            case .descriptor(let descriptor): self = .descriptor(descriptor)
            }
        }

        var source: LinkSource {
            switch self {
            case .link(_, let source, _): source
            case .descriptor(let descriptor): descriptor.source
            case .matched(let match, _): match.link.source
            }
        }
    }

    /// What came in.
    let entry: Entry
    /// The request's number, in arrival order; a replay keeps the original's number.
    let number: Int
    /// Whether this is the replay of a request that waited for a condition.
    var isReplay = false
    /// The routes whose guards or actions sent this request here, oldest first.
    var redirects: [RouteID] = []
    /// Whether an unmatched link may go to the app's fallback (the fallback's own destination may not).
    var allowsFallback = true
    /// Whether a push adds a copy of the top screen rather than coalescing with it.
    var pushesCopyOfTop = false
    /// Whether a guard's `redirect(_:resumeWhen:)` may make this request wait to resume. A
    /// redirect's target may not: the request the redirect continues is the one that resumes, so
    /// a request waits, and replays, once.
    var mayResume = true

    var source: LinkSource { entry.source }

    /// The same request sent elsewhere by `route` (a guard's redirect, an action's `navigate`).
    func redirected(to descriptor: DeepLinkDescriptor, by route: RouteID) -> PipelineRequest {
        PipelineRequest(
            entry: .descriptor(descriptor), number: number, redirects: redirects + [route], mayResume: mayResume)
    }
}
