// `import Waypoint` gives an app everything: the router and the container are modules of their
// own (so that the compiler keeps the flow in one direction, and so that a widget or a server can
// use one alone), re-exported here.
@_exported public import WaypointInjection
@_exported public import WaypointRouting
