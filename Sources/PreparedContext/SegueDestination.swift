/// Marks a property of a presenting controller that keeps the controller a segue prepares:
/// an embedded child kept for later calls, a popover kept to dismiss it, the controller
/// behind a storyboard reference.
///
/// It replaces the one `prepare(for:sender:)` body that real apps keep writing:
///
/// ```swift
/// // Before:
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     if let list = segue.destination as? FolderListViewController { folderList = list }
/// }
///
/// // After:
/// @SegueDestination(segue: "embedFolders") var folderList: FolderListViewController?
/// ```
///
/// During a segue's preparation, the property is filled with the first controller of its
/// type among those the segue prepares — the destination, and the controllers inside
/// navigation, tab bar, split and page view controllers and other ``ContextContainer``s —
/// before that controller's view loads (for an embed segue, before the parent's
/// `viewDidLoad()` returns). With `segue:`, only that segue fills it, and when that segue
/// prepares no controller of the property's type, the report holds a
/// ``PreparationError/Code/wrongControllerClass`` naming the property, and the property
/// keeps its value. Without `segue:`, any forward segue that prepares a controller of the
/// type fills it, and one that prepares none leaves it alone. An unwind fills nothing.
///
/// The controller is held weakly, as a `weak var` would: the property reads `nil` once the
/// framework releases the controller. Pass `weak: false` for a controller to keep and
/// reuse after it is dismissed.
///
/// `context-check` reads the declaration: a `segue:` whose storyboard destination holds no
/// controller of the property's type is reported.
@propertyWrapper
public struct SegueDestination<Controller> {
    let capture: DestinationCapture

    /// Creates a property filled with the controller of its type that a segue prepares.
    ///
    /// - Parameters:
    ///   - segue: The identifier of the segue that fills it, and that is reported when it
    ///     prepares no controller of the type; any segue when `nil`.
    ///   - weak: Whether the controller is held weakly (the default) or kept alive.
    public init(segue: String? = nil, weak: Bool = true) {
        capture = DestinationCapture(segue: segue, isWeak: weak, type: Controller.self) { $0 as? Controller }
    }

    /// Creates a property filled with the controller of its type that the segue named by a
    /// generated constant prepares (SwiftGen's `StoryboardSegue.Main.embedFolders`, an enum of
    /// your own).
    ///
    /// ```swift
    /// @SegueDestination(segue: StoryboardSegue.Main.embedFolders) var folderList: FolderListViewController?
    /// ```
    ///
    /// - Parameters:
    ///   - segue: The segue that fills it; its `rawValue` is the identifier.
    ///   - weak: Whether the controller is held weakly (the default) or kept alive.
    public init<Identifier: RawRepresentable>(segue: Identifier, weak: Bool = true)
    where Identifier.RawValue == String {
        self.init(segue: segue.rawValue, weak: weak)
    }

    /// The controller the last matching segue prepared, while something keeps it alive
    /// (or always, with `weak: false`); `nil` before.
    public var wrappedValue: Controller? {
        get { capture.object.flatMap { $0 as? Controller } }
        nonmutating set { capture.hold(newValue.map { $0 as AnyObject }) }
    }

    /// The property itself, reached with `$name`.
    public var projectedValue: SegueDestination<Controller> { self }

    /// The identifier of the segue that fills the property, if one is declared.
    public var segue: String? { capture.segue }

    /// Whether the segue that made `report` filled the property with its current controller.
    ///
    /// - Parameter report: A report a segue's preparation returned.
    /// - Returns: `true` when that preparation stored the current controller.
    public func wasCaptured(in report: PreparationReport) -> Bool {
        report.serial != 0 && capture.serial == report.serial
    }
}

/// The storage of a ``SegueDestination`` property, found by reflection.
final class DestinationCapture {
    let segue: String?
    let isWeak: Bool
    let typeName: String
    /// Whether `object` is of the property's type.
    let matches: (AnyObject) -> Bool
    private weak var weakObject: AnyObject?
    private var strongObject: AnyObject?
    /// The preparation that stored the current controller; 0 when assigned by hand.
    private(set) var serial: UInt64 = 0

    init(segue: String?, isWeak: Bool, type: Any.Type, cast: @escaping (AnyObject) -> Any?) {
        self.segue = segue
        self.isWeak = isWeak
        typeName = displayName(type)
        matches = { cast($0) != nil }
    }

    var object: AnyObject? { isWeak ? weakObject : strongObject }

    func hold(_ object: AnyObject?, serial: UInt64 = 0) {
        if isWeak { weakObject = object } else { strongObject = object }
        self.serial = serial
    }
}

/// Lets reflection recognise a ``SegueDestination`` property whatever its type.
protocol DestinationCaptureStorage {
    var capture: DestinationCapture { get }
}

extension SegueDestination: DestinationCaptureStorage {}

/// Fills the ``SegueDestination`` properties of segue sources.
@MainActor
enum DestinationCaptures {
    /// Whether a type declares any: most do not, and are never reflected for it again.
    private static var declares: [ObjectIdentifier: Bool] = [:]

    /// The captures `source` declares, with their property names.
    ///
    /// Found from the declared types of the fields, so that no other property is read (an
    /// `unowned` one could trap); only the captures' own fields are.
    static func captures(of source: AnyObject) -> [(name: String, capture: DestinationCapture)] {
        let id = ObjectIdentifier(type(of: source))
        if declares[id] == false { return [] }
        let layout = TypeLayout(reflecting: source, prefix: "", role: .destination)
        var reader = InstanceReader(object: source)
        var found: [(String, DestinationCapture)] = []
        for property in layout.properties {
            guard let type = property.field?.type, type is any DestinationCaptureStorage.Type,
                let storage = reader.value(of: property) as? any DestinationCaptureStorage
            else { continue }
            let label = property.label
            found.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, storage.capture))
        }
        declares[id] = !found.isEmpty
        return found
    }

    /// Stores, in each capture of `source` that `identifier` concerns, the first of
    /// `destinations` of its type; a failure for each declared for this segue that finds none.
    static func fill(
        from source: AnyObject, destinations: [AnyObject], segueIdentifier identifier: String?, serial: UInt64
    ) -> [PreparationError] {
        let captures = captures(of: source)
        guard !captures.isEmpty else { return [] }
        var failures: [PreparationError] = []
        for (name, capture) in captures {
            if let segue = capture.segue, segue != identifier { continue }
            if let match = destinations.first(where: capture.matches) {
                capture.hold(match, serial: serial)
            } else if let segue = capture.segue {
                let sourceType = displayName(type(of: source))
                failures.append(
                    PreparationError(
                        .wrongControllerClass, key: segue, sourceType: sourceType,
                        destinationType: destinations.map { displayName(type(of: $0)) }.joined(separator: ", "),
                        expectedType: capture.typeName,
                        actualType: destinations.map { displayName(type(of: $0)) }.joined(separator: ", "),
                        detail: PreparationError.segueDestinationProperty + "\(sourceType).\(name)"))
            }
        }
        return failures
    }
}
