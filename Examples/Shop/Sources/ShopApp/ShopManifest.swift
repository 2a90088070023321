import Foundation
import ShopRoutes
import Waypoint

/// The Shop's route manifest: what `swift run shop export-manifest` prints and
/// `Examples/Shop/routes.json` holds, for tools that read routes instead of Swift code.
public enum ShopManifest {
    /// The manifest of the assembled app's route table and link policy: pretty-printed JSON with
    /// sorted keys, ending with a newline.
    ///
    /// - Throws: ``ShopError`` when the Shop cannot be assembled or the manifest encoded.
    @MainActor
    public static func json() throws(ShopError) -> String {
        let app: AssembledApp<ShopScreen>
        do {
            app = try ShopAssembly.build()
        } catch {
            throw ShopError("the Shop's modules do not fit together: \(error)")
        }
        do {
            let data = try app.routes.manifest(policy: ShopAssembly.policy).jsonData()
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            throw ShopError("the manifest could not be encoded: \(error)")
        }
    }
}
