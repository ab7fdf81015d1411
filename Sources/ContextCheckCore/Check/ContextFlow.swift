import Foundation

/// What the check saw of an app's data flow: its scenes and what each declares, its segues
/// and the keys that travel along each, and which finding is about which scene or segue.
///
/// The check records it while it checks (``ContractChecker``), so that the map
/// (``ContextMap``) draws what the check decided and nothing else: a key the check found
/// missing is drawn missing, and every diagnostic has its place on the map.
public struct ContextFlow: Sendable {
    /// A storyboard the check was given.
    public struct StoryboardFile: Sendable {
        /// Its path.
        public var path: String
        /// Its name, the file name without the extension.
        public var name: String
        /// The targets (modules, or target root folders) that build it.
        public var targets: [String]
        /// Whether it could be read; a storyboard that could not has a finding and no scenes.
        public var isReadable: Bool
    }

    /// A scene's controller.
    public struct Scene: Sendable {
        /// Unique in the flow: the storyboard's path and the controller's object id.
        public var id: String
        /// The storyboard's path.
        public var storyboard: String
        /// The class the storyboard names, or the framework class of its element.
        public var title: String
        /// The class the check resolved it to, when it is one of the checked sources'.
        public var resolvedClass: String?
        /// The Storyboard ID, if any.
        public var storyboardIdentifier: String?
        /// Whether the storyboard starts here.
        public var isInitial: Bool
        /// For a container (navigation, tab bar, split, page, window, tab view), its element.
        public var containerKind: String?
        /// The container whose relationship holds this scene, first in document order.
        public var container: String?
        /// What it declares to receive.
        public var slots: [Slot]
        /// What it provides to the scenes it presents, besides relaying its slots.
        public var provides: [ProvidedKey]
        /// Where the controller is declared in the storyboard.
        public var position: SourcePosition
    }

    /// A slot a scene declares.
    public struct Slot: Sendable, Hashable {
        /// The property's name.
        public var name: String
        /// The key it is matched by.
        public var key: String
        /// Its type as written.
        public var type: String?
        /// Whether a missing value is reported.
        public var isRequired: Bool
        /// Whether it is `@WeakPrepared`.
        public var isWeak: Bool
        /// The key type of an `@Ambient` slot, which ambient context feeds.
        public var ambientKey: String?
    }

    /// A key a scene provides: a prefixed property, or a key it passes explicitly.
    public struct ProvidedKey: Sendable, Hashable {
        /// The key.
        public var key: String
        /// Where it comes from.
        public var origin: Origin
        /// The segue it is passed on, `nil` for any.
        public var segue: String? = nil
        /// Where a property is declared.
        public var position: SourcePosition? = nil
    }

    /// Where a key that travels along a segue comes from.
    public enum Origin: Sendable, Hashable {
        /// A plain prefixed property of the presenter.
        case property(String)
        /// A slot of the presenter, relayed (its name, and its explicit key if any).
        case slot(String, key: String?)
        /// A key passed explicitly: a per-segue value, a row or control hook, an offered value or
        /// a `performSegue` call site.
        case passed(PassedKey.Origin)
        /// Ambient context, handed on by its key type.
        case ambient(String)
        /// Nothing provides it.
        case undelivered

        /// How the map says it: `property prepCtxUser`, `call site`, `ambient`.
        public var wording: String {
            switch self {
            case .property(let name): "property \(name)"
            case .slot(let name, let key): "slot \(name)" + (key.map { " (key \($0))" } ?? "")
            case .passed(let origin): origin.rawValue
            case .ambient: "ambient"
            case .undelivered: "not delivered"
            }
        }
    }

    /// A storyboard reference.
    public struct Reference: Sendable {
        /// Unique in the flow: the storyboard's path and the reference's object id.
        public var id: String
        /// The referencing storyboard's path.
        public var storyboard: String
        /// The storyboard it names.
        public var storyboardName: String
        /// The Storyboard ID it names; the initial controller when `nil`.
        public var referencedIdentifier: String?
        /// The scene it leads into, when the check could follow it.
        public var target: String?
        /// The container whose relationship holds it (a tab that is another storyboard's scene).
        public var container: String?
        /// Where it is declared.
        public var position: SourcePosition
    }

    /// What a segue leads to.
    public enum Endpoint: Sendable, Hashable {
        /// A scene of the same storyboard.
        case scene(String)
        /// A storyboard reference.
        case reference(String)
        /// Unwinds: the scenes whose class declares the action (none when no class does).
        case unwind([String])
        /// An object id the storyboard does not hold.
        case missing(String)
    }

    /// A segue and what travels along it.
    public struct Segue: Sendable {
        /// Unique in the flow: the storyboard's path and the segue's position.
        public var id: String
        /// The source scene.
        public var source: String
        /// Where it leads.
        public var destination: Endpoint
        /// Its identifier, if any.
        public var identifier: String?
        /// Its kind: show, presentation, embed, unwind …
        public var kind: String
        /// For an unwind, the action's selector.
        public var unwindAction: String?
        /// The keys the check matched or found missing, slot by slot, in the order checked.
        public var keys: [KeyFlow]
        /// Where it is declared.
        public var position: SourcePosition
    }

    /// One slot of one destination along one segue, and what fills it.
    public struct KeyFlow: Sendable, Hashable {
        /// The slot's key.
        public var key: String
        /// The destination scene.
        public var destination: String
        /// Where the value comes from.
        public var origin: Origin
        /// The presenter's property or passed key that provides it, when one does.
        public var provided: String?
    }

    /// What a finding is about.
    public enum Subject: Sendable, Hashable {
        /// A scene.
        case scene(String)
        /// A segue; a key along it when `key` is set.
        case segue(String, key: String?)
        /// A storyboard reference.
        case reference(String)
        /// A class declaration (its identity) no scene names: the map shows it with its file.
        case declaration(String, name: String)
        /// A file, as a whole.
        case file(String)
    }

    /// A diagnostic of the check and what it is about.
    public struct Finding: Sendable {
        /// The diagnostic, as the check prints it.
        public var diagnostic: Diagnostic
        /// What it is about.
        public var subject: Subject
        /// A few words for the map, in the diagnostic's own terms.
        public var wording: String
    }

    /// The storyboards, in the order given.
    public internal(set) var storyboards: [StoryboardFile] = []
    /// Every scene, storyboard by storyboard, in document order.
    public internal(set) var scenes: [Scene] = []
    /// Every storyboard reference.
    public internal(set) var references: [Reference] = []
    /// Every segue but relationships (which make containers), in document order.
    public internal(set) var segues: [Segue] = []
    /// One per diagnostic of the check, in the diagnostics' order.
    public internal(set) var findings: [Finding] = []

    /// What each diagnostic the check reported is about, and the map's words for it, as recorded;
    /// by position and message, so that a diagnostic whose severity a configuration changes is found.
    var subjects: [String: (Subject, String?)] = [:]

    /// A diagnostic's key in ``subjects``.
    static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.position.path):\(diagnostic.position.line):\(diagnostic.position.column)\u{0}\(diagnostic.message)"
    }

    /// Creates an empty flow.
    public init() {}
}

extension ContextFlow {
    /// The id of a scene or a reference: the storyboard's path and the object id.
    static func id(_ storyboard: Storyboard, _ objectID: String) -> String { storyboard.path + "#" + objectID }

    /// The id of a segue: the storyboard's path and its position.
    static func id(_ segue: Storyboard.Segue) -> String {
        "\(segue.position.path)#\(segue.position.line):\(segue.position.column)"
    }

    /// The framework class of a controller element: `navigationController` is
    /// `UINavigationController` (`NSWindowController` in an AppKit storyboard).
    static func frameworkClass(of element: String, appKit: Bool) -> String {
        let name = element == "pagecontroller" ? "PageController" : element.prefix(1).uppercased() + element.dropFirst()
        return (appKit ? "NS" : "UI") + name
    }

    /// Links each diagnostic to what it is about, in the diagnostics' final order; one
    /// without a recorded subject is about its file.
    mutating func attach(_ diagnostics: [Diagnostic]) {
        findings = diagnostics.map { diagnostic in
            let (subject, wording) = subjects[Self.key(diagnostic)] ?? (.file(diagnostic.position.path), nil)
            return Finding(diagnostic: diagnostic, subject: subject, wording: wording ?? Self.wording(of: diagnostic))
        }
    }

    /// The diagnostic's first clause, without its fix and its segue label: a few of its own words.
    static func wording(of diagnostic: Diagnostic) -> String {
        var text = Substring(diagnostic.message)
        if let fix = text.range(of: ". To fix") { text = text[..<fix.lowerBound] }
        if let colon = text.range(of: "): "), text.hasPrefix("segue") { text = text[colon.upperBound...] }
        if text.count > 90 { text = text.prefix(88) + "…" }
        return String(text)
    }
}
