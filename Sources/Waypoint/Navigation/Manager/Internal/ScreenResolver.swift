/// The resolver one screen's factory is handed: the manager's, which also answers `ScreenHandle`
/// (unnamed, without arguments) with that screen's handle, so that a typed route's factory, which
/// gets no context, reaches it.
struct ScreenResolver: Resolver {
    let base: any Resolver
    let handle: ScreenHandle

    func resolve<Service, each Argument>(
        _ type: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        var argumentCount = 0
        for _ in repeat each arguments { argumentCount += 1 }
        if Service.self == ScreenHandle.self, name == nil, argumentCount == 0, let handle = handle as? Service {
            return handle
        }
        return try base.resolve(type, name: name, arguments: repeat each arguments)
    }
}
