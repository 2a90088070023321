import Foundation
import ShopApp
import ShopRoutes
import Waypoint

/// A fresh Shop writing into a buffer, for one scenario.
@MainActor
func makeShop(attached: Bool = true) async throws -> (app: ShopApplication, output: CapturedOutput) {
    let output = CapturedOutput()
    let app = try ShopApplication(output: output)
    if attached { await app.attach() }
    return (app, output)
}

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
