#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit
public import Waypoint

/// A screen that names the places popovers shown over it point at: a button, a bar button item.
/// The UIKit container asks the screen on top when it presents a popover, and refuses the step,
/// naming the anchor, when the screen gives no source (UIKit raises for a popover without one).
///
/// ```swift
/// final class ProductViewController: UIViewController, PopoverAnchoring {
///     func popoverSource(for anchor: PopoverAnchor) -> (any UIPopoverPresentationControllerSourceItem)? {
///         anchor == "share" ? navigationItem.rightBarButtonItem : nil
///     }
/// }
/// ```
@MainActor
public protocol PopoverAnchoring: AnyObject {
    /// The view or bar button item the anchor names on this screen; `nil` for an anchor it lacks.
    func popoverSource(for anchor: PopoverAnchor) -> (any UIPopoverPresentationControllerSourceItem)?
}

/// A layer's sheet and popover options as UIKit's presentation controllers take them, and the
/// user's drags between detents reported back.
extension UIKitNavigationContainer {
    /// Gives a layer's navigation controller its style and options before it is presented: the
    /// style first (a later change makes UIKit discard the presentation controller and its
    /// delegate), then the sheet's or popover's settings and this container as their delegate.
    ///
    /// - Throws: `PopoverAnchorMissing` naming the anchor when the screen beneath gives no source
    ///   for a popover.
    func configure(
        _ navigation: UINavigationController, for layer: ModalLayer, over beneath: EntryID?
    ) throws(PopoverAnchorMissing) {
        switch layer.style {
        case .sheet: navigation.modalPresentationStyle = .pageSheet
        case .fullScreen: navigation.modalPresentationStyle = .fullScreen
        case .popover: navigation.modalPresentationStyle = .popover
        }
        navigation.isModalInPresentation = !layer.sheet.allowsSwipeToDismiss
        if let popover = navigation.popoverPresentationController, let anchor = layer.popover?.anchor {
            let screen = beneath.flatMap { controllers[$0] } as? any PopoverAnchoring
            guard let source = screen?.popoverSource(for: anchor) else {
                throw PopoverAnchorMissing(anchor: anchor, layer: layer.id)
            }
            popover.sourceItem = source
            configure(popover.adaptiveSheetPresentationController, with: layer.sheet)
        }
        if let sheet = navigation.sheetPresentationController {
            configure(sheet, with: layer.sheet)
        }
        // Set before presenting, so a swipe down reaches presentationControllerDidDismiss(_:).
        navigation.presentationController?.delegate = self
    }

    /// Moves a shown layer's sheet to `detent`, animated, as UIKit documents for a change made in
    /// code: inside `animateChanges(_:)`. A popover takes it in its adaptive sheet, which shows it
    /// on a compact width. UIKit reports no drag for it.
    func rest(_ navigation: UINavigationController, at detent: SheetDetent) {
        guard
            let sheet = navigation.sheetPresentationController
                ?? navigation.popoverPresentationController?.adaptiveSheetPresentationController
        else { return }
        sheet.animateChanges { sheet.selectedDetentIdentifier = Self.identifier(detent) }
    }

    private func configure(_ sheet: UISheetPresentationController, with options: SheetOptions) {
        sheet.detents = options.detents.map(Self.detent)
        sheet.selectedDetentIdentifier = options.selectedDetent.map(Self.identifier)
        sheet.prefersGrabberVisible = options.showsGrabber
        sheet.largestUndimmedDetentIdentifier = options.largestUndimmedDetent.map(Self.identifier)
        sheet.delegate = self
    }

    /// UIKit's own detents for medium and large; a custom one, named by its string form, otherwise.
    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction, .height:
            .custom(identifier: identifier(detent)) { context in
                CGFloat(detent.height(in: Double(context.maximumDetentValue)))
            }
        }
    }

    private static func identifier(_ detent: SheetDetent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .fraction, .height: UISheetPresentationController.Detent.Identifier(detent.description)
        }
    }

    /// The string form of a detent UIKit names: `medium`, `large`, or a custom detent's identifier.
    private static func name(_ identifier: UISheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .medium: "medium"
        case .large: "large"
        default: identifier.rawValue
        }
    }
}

extension UIKitNavigationContainer: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    /// A sheet the user dragged to another detent becomes a `userSelectedDetent(_:in:)` report.
    /// UIKit does not call this when the container sets the selected detent.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        guard case .modal(let layer)? = location(of: sheetPresentationController.presentedViewController),
            let identifier = sheetPresentationController.selectedDetentIdentifier
        else { return }
        report(reading.sheetDidRest(at: Self.name(identifier), in: layer))
    }

    /// A popover on a compact width becomes what its route says (a sheet by default, a full-screen
    /// cover, or a popover still); every other layer keeps its style.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        guard case .modal(let id)? = location(of: controller.presentedViewController),
            let layer = (stepInFlight?.to ?? reading.shown).modalLayers.first(where: { $0.id == id }),
            layer.style == .popover
        else { return .none }
        switch layer.shownStyle(compactWidth: traitCollection.horizontalSizeClass == .compact) {
        case .sheet: return .pageSheet
        case .fullScreen: return .fullScreen
        case .popover: return .none
        }
    }
}
#endif
