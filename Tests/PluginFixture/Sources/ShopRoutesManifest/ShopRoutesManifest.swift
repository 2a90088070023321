/// The Shop's routes (`Scripts/plugins-check.sh` copies in `Examples/Shop/routes.json`), linted in the build.
public enum ShopRoutesManifest {}
