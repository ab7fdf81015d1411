import Foundation

/// The UI framework a source file is written against, when it imports one.
public enum Platform: String, Sendable {
    /// UIKit: iOS, iPadOS, tvOS, Mac Catalyst.
    case uiKit = "UIKit"
    /// AppKit (or Cocoa): macOS.
    case appKit = "AppKit"
}

/// What the check needs from the app's Swift sources: classes, their stored properties as
/// context declarations, their unwind actions and the keys they pass explicitly.
public struct SwiftClass: Sendable {
    /// A stored property.
    public struct Property: Sendable {
        /// The declared name.
        public var name: String
        /// Whether it carries `@Prepared`.
        public var isSlot: Bool
        /// The `key:` argument of `@Prepared`, if a string literal.
        public var explicitKey: String?
        /// The `required:` argument of `@Prepared`, if a literal.
        public var requiredArgument: Bool?
        /// The declared type as written (`Float`, `User?`), if annotated.
        public var declaredType: String?
        /// The type inferred from a literal or constructor initializer, if any.
        public var inferredType: String?
        /// The initializer's value when it is a number literal.
        public var numberLiteral: NumberLiteral?
        /// Whether it has an initial value.
        public var hasInitializer: Bool
        /// Whether it is `@objc` (writable through Key-Value Coding on Apple platforms).
        public var isObjC: Bool
        /// Whether it is a `let` constant.
        public var isLet: Bool
        /// Another property wrapper on it, if any.
        public var otherWrapper: String?
        /// Where it is declared.
        public var position: SourcePosition
        /// The class that declares it.
        public var owner = ""
        /// Whether the slot is `@WeakPrepared`.
        public var isWeakSlot = false
        /// Whether it is a `@SegueDestination` property of a presenting controller.
        public var isSegueDestination = false
        /// The `segue:` identifier a `@SegueDestination` declares, if a string literal.
        public var destinationSegue: String?
        /// The key type of an `@Ambient(SomeKey.self)` slot (`SomeKey`), which ambient context
        /// feeds: it is never matched by name or key and provides nothing.
        public var ambientKey: String?

        /// Whether a `@Prepared` slot is declared `T!` with no `required:` argument: an optional
        /// to Swift, so it is silently never reported missing. With an explicit `required:`
        /// (`@Prepared(required: true) var user: User! = nil`) the author chose, and the slot
        /// is reported missing exactly when `required` says.
        public var isImplicitlyUnwrappedSlot: Bool {
            isSlot && !isWeakSlot && requiredArgument == nil && declaredType?.hasSuffix("!") == true
        }

        /// The type as far as the source tells: declared, else inferred.
        public var type: String? { declaredType ?? inferredType }

        /// Whether a `@Prepared` slot reports a missing value: no default and not optional,
        /// or `required: true`.
        public var isRequiredSlot: Bool {
            guard isSlot else { return false }
            // `required:` exists on `@Prepared` with a default value and on `@WeakPrepared`.
            if let requiredArgument { return requiredArgument }
            return !hasInitializer && !(TypeName(declaredType ?? "").isOptional)
        }
    }

    /// A number literal's value.
    public enum NumberLiteral: Sendable, Equatable {
        /// An integer literal (`25`, `-3`).
        case integer(Int)
        /// A floating-point literal (`0.1`, `1e3`).
        case floatingPoint(Double)
    }

    /// The class's name.
    public var name: String
    /// The names in its inheritance clause; the first that is a known class is the superclass.
    public var inherited: [String]
    /// Its stored properties, in declaration order.
    public var properties: [Property]
    /// Its methods' base names (unwind actions among them), extensions included.
    public var methods: Set<String>
    /// Its methods' Objective-C selectors as Swift derives them (`unwindToList(sender:)` is
    /// `unwindToListWithSender:`), or as `@objc(name:)` or an Objective-C declaration spells them.
    public var selectors: Set<String> = []
    /// Keys the class passes explicitly: string-literal keys of dictionary literals in its
    /// `segueValues(forSegue:…)` and `offeredValues(forSegue:…)` hooks and the hooks for a
    /// row, an item or a control that sends the segue (`nil` identifier: any
    /// segue) and in its `performSegue(withIdentifier: "id", context: [...])` calls.
    public var explicitKeys: [String?: Set<String>]
    /// The same keys with where each is written: which hook, or a `performSegue` call site.
    public var passedKeys: Set<PassedKey> = []
    /// Whether it implements a per-segue hook, `segueValues(forSegue:…)` or
    /// `offeredValues(forSegue:…)` (whose keys may be computed).
    public var hasSegueHook: Bool
    /// Its `preparationOptions` prefix, if it sets one with a string literal.
    public var prefix: String?
    /// Where it is declared.
    public var position: SourcePosition
    /// Its Objective-C name when `@objc(Name)` renames it; storyboards name a class this way.
    public var objCName: String?
    /// The UI framework its file imports, used to tell an iOS class from a macOS class of the
    /// same name.
    public var platform: Platform?
    /// Whether it is declared in Objective-C (`@interface`): its properties are not read, and
    /// PreparedContext cannot see them either.
    public var isObjectiveC = false

    /// Identifies one declaration among classes of the same name in other targets.
    var identity: String { "\(position.path):\(position.line):\(name)" }
}

/// A key a class passes explicitly, and where it is written.
public struct PassedKey: Hashable, Sendable {
    /// Where a passed key is written.
    public enum Origin: String, Hashable, Sendable {
        /// `segueValues(forSegue:destination:sender:)`: a per-segue value.
        case segueHook = "per-segue value"
        /// `segueValues(forRowAt:…)` and the other hooks for the sender: a row, an item, a control.
        case senderHook = "row or control hook"
        /// `offeredValues(forSegue:destination:sender:)`: taken by whichever destination declares it.
        case offered = "offered value"
        /// `performSegue(withIdentifier:context:)`: the call site.
        case callSite = "call site"
    }

    /// The key as written.
    public var key: String
    /// The segue it is passed on; `nil` for any segue.
    public var segue: String?
    /// Where it is written.
    public var origin: Origin
}

/// What one Swift file declares.
public struct SwiftFile: Sendable {
    /// Its classes, nested ones included.
    public var classes: [SwiftClass]
    /// Its extensions, by extended type name, with their methods merged.
    public var extensions: [String: SwiftClass]
    /// Syntax errors, as warnings: declarations after one may be missed.
    public var problems: [Diagnostic]
}

/// Objective-C selectors as Swift derives them from a method's name and argument labels.
public enum ObjCSelector {
    /// Prepositions after which Swift adds no `With` (Swift's `PartsOfSpeech.def`).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of a method.
    ///
    /// The first label joins the name, after `With` unless the label starts or the name ends
    /// with a preposition; `_` adds a bare colon.
    ///
    /// ```swift
    /// ObjCSelector.derive(name: "unwindToMealList", labels: ["sender"])  // "unwindToMealListWithSender:"
    /// ObjCSelector.derive(name: "close", labels: ["bySegue"])  // "closeBySegue:"
    /// ObjCSelector.derive(name: "unwindToInbox", labels: [nil])  // "unwindToInbox:"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The method's base name.
    ///   - labels: Its argument labels, `nil` for `_`.
    /// - Returns: The selector.
    public static func derive(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if let label = first, !label.isEmpty {
            if !prepositions.contains(firstWord(label).lowercased())
                && !prepositions.contains(lastWord(name).lowercased())
            {
                selector += "With"
            }
            selector += label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    private static func firstWord(_ text: String) -> Substring {
        let rest = text.dropFirst()
        return text.prefix(1) + rest.prefix { !$0.isUppercase }
    }

    private static func lastWord(_ text: String) -> Substring {
        guard let last = text.last else { return "" }
        if last.isUppercase {
            return text[(text.lastIndex { !$0.isUppercase }.map { text.index(after: $0) } ?? text.startIndex)...]
        }
        return text[(text.lastIndex { $0.isUppercase } ?? text.startIndex)...]
    }
}

/// A type name as written, with its optionality separated.
public struct TypeName: Hashable, Sendable {
    /// The name without optional marks or whitespace: `User`, `[String]`, `any Greeting`.
    public var base: String
    /// Whether it was `T?`, `T!` or `Optional<T>`.
    public var isOptional: Bool

    /// Parses a written type.
    public init(_ written: String) {
        var text = written.filter { !$0.isWhitespace || false }
        var optional = false
        while true {
            if text.hasSuffix("?") || text.hasSuffix("!") {
                text.removeLast()
                optional = true
            } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
                text = String(text.dropFirst("Optional<".count).dropLast())
                optional = true
            } else {
                break
            }
        }
        if text.hasPrefix("any") && text.count > 3 && text.dropFirst(3).first?.isUppercase == true {
            text = String(text.dropFirst(3))
        }
        base = text
        isOptional = optional
    }
}
