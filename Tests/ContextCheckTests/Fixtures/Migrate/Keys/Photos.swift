import UIKit

/// What a photo screen reports back.
@MainActor protocol PhotoDelegate: AnyObject {
    func photoDidChange()
}

/// What the filters report back.
@MainActor protocol FiltersDelegate: AnyObject {
    func filtersDidApply()
}

/// Stays: a zoomed photo, a subclass of the photo screen, unwinds to the photo screen; with the
/// slot keyed anew, its own slot of that key would overwrite the photo's delegate.
final class AlbumViewController: UIViewController, PhotoDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowPhoto" {
            let photo = segue.destination as! PhotoViewController
            photo.delegate = self
        }
    }

    func photoDidChange() {}
}

class PhotoViewController: UIViewController, FiltersDelegate {
    weak var delegate: PhotoDelegate?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowFilters" {
            let filters = segue.destination as! FiltersViewController
            filters.delegate = self
        }
    }

    @IBAction func unwindToPhoto(_ segue: UIStoryboardSegue) {}

    func filtersDidApply() {}
}

final class ZoomedPhotoViewController: PhotoViewController {}

final class FiltersViewController: UIViewController {
    weak var delegate: FiltersDelegate?
}

/// Stays: the map presents a subclass of the place screen, which has the place screen's slot
/// and so its key.
final class MapViewController: UIViewController, PhotoDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowPlace" {
            let place = segue.destination as! PlaceViewController
            place.delegate = self
        }
    }

    func photoDidChange() {}
}

class PlaceViewController: UIViewController, PhotoDelegate {
    weak var delegate: PhotoDelegate?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowNearby" {
            let nearby = segue.destination as! NearbyPlaceViewController
            nearby.delegate = self
        }
    }

    func photoDidChange() {}
}

final class NearbyPlaceViewController: PlaceViewController {}
