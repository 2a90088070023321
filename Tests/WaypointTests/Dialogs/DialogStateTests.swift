import Foundation
import Testing
import Waypoint

/// Dialogs as state: the reducer, the planner, the invariants and the saved form.
@Suite("Dialogs: state, plans and saved form")
struct DialogStateTests {
    static let ok = DialogButton("OK")
    static let cancel = DialogButton("Cancel", role: .cancel)
    static let sure = NavigationDialog("Sure?", message: "It cannot be undone.", buttons: [ok, cancel])

    static func withDialog() throws -> NavigationState {
        try reduceChecked(Shop.tabs(), Shop.destination(Shop.login), .showDialog(sure))
    }

    @Test("a dialog is shown over everything with a minted identity, and an answer takes it away")
    func showAndAnswer() throws {
        let before = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let shown = try NavigationReducer.reduce(before, .showDialog(Self.sure))
        let dialog = try #require(shown.dialog)
        #expect(dialog.dialog == Self.sure)
        // Minted after every entry and layer, as a layer is.
        #expect(before.modalLayers.allSatisfy { $0.id.rawValue < dialog.id.rawValue })
        #expect(shown.modalLayers == before.modalLayers && shown.root == before.root)
        let answered = try NavigationReducer.reduce(shown, .userAnswered(dialog.id, button: 1))
        #expect(answered.dialog == nil)
        #expect(answered.modalLayers == before.modalLayers)
    }

    @Test("one dialog at a time: a second one is refused, naming the one shown")
    func oneAtATime() throws {
        let shown = try Self.withDialog()
        let id = try #require(shown.dialog?.id)
        #expect(throws: NavigationRejection.dialogShown(id)) {
            try NavigationReducer.reduce(shown, .showDialog(Self.sure))
        }
    }

    @Test(
        "a dialog no toolkit can show is refused with its problem",
        arguments: [
            ([], "the dialog 'Sure?' has no button"),
            ([cancel, DialogButton("Never mind", role: .cancel)], "the dialog 'Sure?' has two cancel buttons"),
        ] as [([DialogButton], String)])
    func unshowable(buttons: [DialogButton], problem: String) throws {
        #expect(throws: NavigationRejection.unshowableDialog(problem)) {
            try NavigationReducer.reduce(
                NavigationState(stack: [Shop.home]), .showDialog(NavigationDialog("Sure?", buttons: buttons)))
        }
    }

    @Test("an answer to a dialog not shown, or with a button it does not have, is refused and changes nothing")
    func staleAnswers() throws {
        let shown = try Self.withDialog()
        let id = try #require(shown.dialog?.id)
        let other = ModalLayerID(rawValue: 99)
        #expect(throws: NavigationRejection.unknownDialog(other, shown: id)) {
            try NavigationReducer.reduce(shown, .userAnswered(other, button: 0))
        }
        #expect(throws: NavigationRejection.unknownDialog(id, shown: id, button: 2)) {
            try NavigationReducer.reduce(shown, .userAnswered(id, button: 2))
        }
        let gone = try NavigationReducer.reduce(shown, .userAnswered(id, button: nil))
        #expect(throws: NavigationRejection.unknownDialog(id, shown: nil)) {
            try NavigationReducer.reduce(gone, .userAnswered(id, button: 0))
        }
    }

    @Test("a change beneath a dialog takes the dialog away; one that changes nothing keeps it")
    func changeBeneath() throws {
        let shown = try Self.withDialog()
        #expect(try NavigationReducer.reduce(shown, .dismiss).dialog == nil)
        #expect(try NavigationReducer.reduce(shown, .userSelectedTab("basket")).dialog == nil)
        #expect(try NavigationReducer.reduce(shown, .popToRoot).dialog == shown.dialog)
    }

    @Test("plans: the dialog goes first and comes last, and replaying the plan reaches the state")
    func plans() throws {
        let before = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let shown = try NavigationReducer.reduce(before, .showDialog(Self.sure))
        let id = try #require(shown.dialog?.id)
        #expect(
            NavigationPlanner.plan(from: before, to: shown).map(\.description) == [
                "present \(id) (alert) 'Sure?' with 'OK', 'Cancel'"
            ])
        let dismissed = try NavigationReducer.reduce(shown, .dismiss)
        let steps = NavigationPlanner.plan(from: shown, to: dismissed)
        #expect(steps.first == .dismissDialog(id))
        var replayed = shown
        for step in steps { replayed = try replayed.applying(step) }
        #expect(replayed == dismissed)
        #expect(NavigationPlanner.plan(from: shown, to: shown).isEmpty)
    }

    @Test("a dialog over screens that changed beneath it is taken away and shown again over the new ones")
    func keptOnlyOverTheSameScreens() throws {
        let shown = try Self.withDialog()
        let dialog = try #require(shown.dialog)
        var changed = try NavigationReducer.reduce(shown, .dismiss)
        changed = try changed.applying(.presentDialog(dialog))
        let steps = NavigationPlanner.plan(from: shown, to: changed)
        #expect(steps.first == .dismissDialog(dialog.id))
        #expect(steps.last == .presentDialog(dialog))
    }

    @Test("applying a dialog step that does not fit is refused")
    func stepsThatDoNotFit() throws {
        let shown = try Self.withDialog()
        let dialog = try #require(shown.dialog)
        #expect(throws: NavigationStepError.self) { try shown.applying(.presentDialog(dialog)) }
        #expect(throws: NavigationStepError.self) {
            try shown.applying(.dismissDialog(ModalLayerID(rawValue: 77)))
        }
    }

    @Test("the saved form keeps the dialog, and a save made before dialogs reads as a state without one")
    func savedForm() throws {
        let shown = try Self.withDialog()
        let data = try JSONEncoder().encode(shown)
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == shown)
        let old =
            #"{"modalLayers":[],"nextIdentity":1,"root":{"stack":[{"descriptor":{"parameters":{},"path":"\/shop","presentationMode":"push","source":"in-app"},"id":0,"route":"shop.home"}]},"version":1}"#
        let decoded = try JSONDecoder().decode(NavigationState.self, from: Data(old.utf8))
        #expect(decoded.dialog == nil)
        #expect(decoded == NavigationState(stack: [Shop.home]))
    }

    @Test(
        "a tampered save with a dialog that breaks a rule is refused, naming it",
        arguments: [
            (#""buttons":[]"#, "the dialog 'Sure?' has no button (layer#0)"),
            (
                #""buttons":[{"role":"cancel","title":"A"},{"role":"cancel","title":"B"}]"#,
                "the dialog 'Sure?' has two cancel buttons (layer#0)"
            ),
        ])
    func tamperedDialog(buttons: String, violation: String) throws {
        let json =
            #"{"version":1,"nextIdentity":2,"root":{"stack":[]},"modalLayers":[],"dialog":{"id":0,"dialog":{"title":"Sure?","style":"alert",\#(buttons)}}}"#
        do {
            _ = try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
            Issue.record("decoded a dialog that breaks a rule")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains(violation))
        }
    }

    @Test("a saved dialog whose identity another layer has, or that was never minted, is refused")
    func tamperedIdentity() throws {
        let shown = try Self.withDialog()
        let layer = try #require(shown.modalLayers.first)
        let clash = try NavigationState(root: shown.root, modalLayers: shown.modalLayers)
        var json = String(decoding: try JSONEncoder().encode(clash), as: UTF8.self)
        json.removeLast()
        let dialog =
            #","dialog":{"id":\#(layer.id.rawValue),"dialog":{"title":"Sure?","style":"alert","buttons":[{"title":"OK","role":"default"}]}}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState.self, from: Data((json + dialog).utf8))
        }
        let unminted = dialog.replacingOccurrences(of: #""id":\#(layer.id.rawValue)"#, with: #""id":9999"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState.self, from: Data((json + unminted).utf8))
        }
    }

    @Test("rebuilding a state for restoration leaves its dialog out")
    func restorationLeavesTheDialogOut() throws {
        let shown = try Self.withDialog()
        let rebuilt = shown.compactMap { $0.screen }
        #expect(rebuilt.dialog == nil)
        #expect(rebuilt.root == shown.root && rebuilt.modalLayers == shown.modalLayers)
    }
}
