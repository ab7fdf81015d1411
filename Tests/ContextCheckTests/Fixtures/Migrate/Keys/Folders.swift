import UIKit

/// What the folder editor reports back.
@MainActor protocol FolderEditorDelegate: AnyObject {
    func folderEditorDidFinish(_ name: String)
}

/// What the color picker reports back.
@MainActor protocol ColorPickerDelegate: AnyObject {
    func colorPicker(didPick color: String)
}

/// Converts with a key of its own: the editor presents a picker that has a `delegate` too, so a
/// slot keyed `delegate` on the editor would hand the folder list on to the picker. The editor is
/// opened on a second segue that hands it nothing, so the value is offered on the first only.
final class FoldersViewController: UIViewController, FolderEditorDelegate {
    var folders: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "AddFolder" {
            let editor = segue.destination as! FolderEditorViewController
            editor.delegate = self
        }
    }

    func folderEditorDidFinish(_ name: String) {
        folders.append(name)
    }
}

final class FolderEditorViewController: UIViewController, ColorPickerDelegate {
    weak var delegate: FolderEditorDelegate?
    var color = "blue"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "PickColor" {
            let picker = segue.destination as! ColorPickerViewController
            picker.delegate = self
        }
    }

    func colorPicker(didPick color: String) {
        self.color = color
    }
}

final class ColorPickerViewController: UIViewController {
    weak var delegate: ColorPickerDelegate?
}
