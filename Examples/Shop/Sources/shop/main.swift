import Foundation
import ShopApp

// `swift run shop` plays the tour; `--interactive` opens a prompt; `export-manifest` prints the routes.
let status = await ShopCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
