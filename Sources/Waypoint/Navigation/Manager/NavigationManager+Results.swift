/// Results: a screen hands a value back to whoever asked for it.
extension NavigationManager {
    /// Shows a route whose screen hands back an `Output`, and returns once the request has its
    /// outcome, with the result to await: `await manager.requestResult(PickAddressRoute()).result`.
    ///
    /// A request for the screen already on top (a double tap) shows no second screen, as any
    /// request does: every caller awaiting that screen gets its value. See ``ResultRequest`` for
    /// how the result resolves.
    public func requestResult<R: ResultRoute>(
        _ route: R, presentation: PresentationMode? = nil
    ) async -> ResultRequest<R.Output> {
        await requestResult(of: R.id) { () throws(LinkRejection) in .matched(try routes.match(route), presentation) }
    }

    /// Shows a route by id whose screen hands back a `Value`, where only the route's id is known. A
    /// screen that finishes with a value of another type is refused (`resultMismatch`), and its
    /// caller keeps waiting.
    public func requestResult<Value: Codable & Sendable>(
        _ route: RouteID, parameters: [String: String] = [:], as type: Value.Type,
        presentation: PresentationMode? = nil
    ) async -> ResultRequest<Value> {
        await requestResult(of: route) { () throws(LinkRejection) in
            .matched(try routes.match(route: route, parameters: parameters), presentation)
        }
    }

    /// Where the values of `route`'s screens go when no caller awaits them: a screen opened by a
    /// link, or restored from a saved state (a waiting caller cannot be saved). Register it where the
    /// app is assembled, for the module that asks for the result. One handler per route; a later
    /// call replaces it.
    public func onResult<R: ResultRoute>(of route: R.Type, _ handle: @escaping @MainActor (R.Output) -> Void) {
        requestResolver.results.setHandler(ResultHandler(handle), for: R.id)
    }

    /// Finishes an entry's screen with a value: closes it as ``close(_:)`` does, and hands the value
    /// to the caller awaiting it (or to the route's handler, ``onResult(of:_:)``); what a
    /// ``ScreenHandle`` asks for.
    ///
    /// - Returns: The close's outcome. Refused, and nothing closed or delivered, when the entry is no
    ///   longer shown (a second finish: ``NavigationRejection/entryGone(_:)``), or when its caller
    ///   expects another type (`resultMismatch`).
    @discardableResult
    public func finish<Value: Codable & Sendable>(_ entry: EntryID, with value: Value) async -> NavigationOutcome {
        await requestResolver.run { [transition, results = requestResolver.results] number in
            guard let route = transition.state.entries.first(where: { $0.id == entry })?.route else {
                return .rejected(.invalidRequest(.entryGone(entry)))
            }
            if let mismatch = results.mismatch(of: value, finishing: entry, route: route) {
                return .rejected(mismatch)
            }
            return await results.finish(entry, route: route, with: value, number: number) {
                await transition.perform(.close(entry))
            }
        }
    }

    private func requestResult<Value: Codable & Sendable>(
        of route: RouteID, _ makeEntry: () throws(LinkRejection) -> PipelineRequest.Entry
    ) async -> ResultRequest<Value> {
        let shot = OneShot<NavigationResult<Value>>()
        do {
            return await requestResolver.run(try makeEntry(), route: route, awaiting: shot)
        } catch {
            let (outcome, number) = refuseBeforeQueue(.link(error), source: .inApp)
            shot.finish(.notShown(outcome))
            return ResultRequest(outcome: outcome, number: number, shot: shot)
        }
    }
}
