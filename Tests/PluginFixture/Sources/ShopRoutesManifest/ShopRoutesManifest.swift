/// The Shop's routes, linted in the build.
public enum ShopRoutesManifest {}
