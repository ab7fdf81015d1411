import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

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
        case integer(Int)
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
    /// `segueValues(forSegue:…)` hook (`nil` identifier: any segue) and in its
    /// `performSegue(withIdentifier: "id", context: [...])` calls.
    public var explicitKeys: [String?: Set<String>]
    /// Whether it overrides the per-segue hook (whose keys may be computed).
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

/// Reads Swift files with swift-syntax.
public enum SwiftDeclarationReader {
    /// The classes declared in `source`, with extensions' methods merged by class name, and
    /// its syntax errors.
    public static func read(source: String, path: String) -> SwiftFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = Visitor(path: path, converter: converter)
        visitor.walk(tree)
        var problems: [Diagnostic] = []
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
            let location = first.location(converter: converter)
            problems.append(
                Diagnostic(
                    severity: .warning,
                    position: SourcePosition(path: path, line: location.line, column: location.column),
                    message: "Swift syntax error: \(first.message); the check may miss declarations after it. "
                        + "To fix, correct the syntax (the compiler reports it too)."))
        }
        for index in visitor.classes.indices where visitor.classes[index].platform == nil {
            visitor.classes[index].platform = visitor.platform
        }
        return SwiftFile(classes: visitor.classes, extensions: visitor.extensions, problems: problems)
    }

    private final class Visitor: SyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var classes: [SwiftClass] = []
        var extensions: [String: SwiftClass] = [:]
        var platform: Platform?

        init(path: String, converter: SourceLocationConverter) {
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func position(_ node: some SyntaxProtocol) -> SourcePosition {
            let location = node.startLocation(converter: converter)
            return SourcePosition(path: path, line: location.line, column: location.column)
        }

        /// The platform of the `#if` clause a declaration is in: `#if os(iOS)` is UIKit,
        /// `#if os(macOS)` AppKit, and the `#else` of either the other one.
        private func clausePlatform(of node: some SyntaxProtocol) -> Platform? {
            var current = node.parent
            while let next = current {
                if let clause = next.as(IfConfigClauseSyntax.self) {
                    if let platform = Self.platform(in: clause.condition) { return platform }
                    if clause.condition == nil, let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first,
                        let platform = Self.platform(in: first.condition)
                    {
                        return platform == .uiKit ? .appKit : .uiKit
                    }
                }
                current = next.parent
            }
            return nil
        }

        private static func platform(in condition: ExprSyntax?) -> Platform? {
            guard let text = condition?.trimmedDescription, !text.contains("!") else { return nil }
            let uiKit = ["os(iOS)", "os(tvOS)", "os(visionOS)", "canImport(UIKit)"].contains { text.contains($0) }
            let appKit = ["os(macOS)", "os(OSX)", "canImport(AppKit)"].contains { text.contains($0) }
            return uiKit == appKit ? nil : (uiKit ? .uiKit : .appKit)
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            switch node.path.first?.name.text {
            case "UIKit": platform = .uiKit
            case "AppKit", "Cocoa": platform = platform ?? .appKit
            default: break
            }
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            var declared = SwiftClass(
                name: node.name.text,
                inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                properties: [], methods: [], explicitKeys: [:], hasSegueHook: false, prefix: nil,
                position: position(node.name), platform: clausePlatform(of: node))
            for case .attribute(let attribute) in node.attributes
            where attribute.attributeName.trimmedDescription == "objc" {
                if let name = attribute.arguments?.as(ObjCSelectorPieceListSyntax.self)?.first?.name?.text {
                    declared.objCName = name
                }
            }
            read(members: node.memberBlock, into: &declared, storedProperties: true)
            classes.append(declared)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            var declared =
                extensions[name]
                ?? SwiftClass(
                    name: name, inherited: [], properties: [], methods: [], explicitKeys: [:], hasSegueHook: false,
                    prefix: nil, position: position(node.extendedType))
            declared.inherited += node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            read(members: node.memberBlock, into: &declared, storedProperties: false)
            extensions[name] = declared
            return .visitChildren
        }

        private func read(members: MemberBlockSyntax, into declared: inout SwiftClass, storedProperties: Bool) {
            for member in members.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    if variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                        continue
                    }
                    if let prefix = prefixLiteral(in: variable) { declared.prefix = prefix }
                    if storedProperties {
                        declared.properties += self.properties(of: variable, owner: declared.name)
                    }
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    declared.methods.insert(function.name.text)
                    declared.selectors.insert(selector(of: function))
                    let isHook =
                        function.name.text == "segueValues"
                        && function.signature.parameterClause.parameters.first?.firstName.text == "forSegue"
                    if isHook { declared.hasSegueHook = true }
                    if let body = function.body {
                        collectKeys(in: Syntax(body), isHook: isHook, into: &declared)
                    }
                }
            }
        }

        /// The Objective-C selector: `@objc(name:)` if given, else derived as Swift does.
        private func selector(of function: FunctionDeclSyntax) -> String {
            for case .attribute(let attribute) in function.attributes
            where ["objc", "IBAction"].contains(attribute.attributeName.trimmedDescription) {
                if let pieces = attribute.arguments?.as(ObjCSelectorPieceListSyntax.self), !pieces.isEmpty {
                    return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
                }
            }
            let labels = function.signature.parameterClause.parameters.map { parameter -> String? in
                parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            }
            return ObjCSelector.derive(name: function.name.text, labels: labels)
        }

        /// `var preparationOptions: PreparationOptions { PreparationOptions(prefix: "x") }`.
        private func prefixLiteral(in variable: VariableDeclSyntax) -> String? {
            guard variable.bindings.first?.pattern.trimmedDescription == "preparationOptions" else { return nil }
            for call in variable.tokens(viewMode: .sourceAccurate) where call.text == "prefix" {
                if let argument = call.parent?.as(LabeledExprSyntax.self),
                    let literal = stringLiteral(argument.expression)
                {
                    return literal
                }
            }
            return nil
        }

        private func properties(of variable: VariableDeclSyntax, owner: String) -> [SwiftClass.Property] {
            var isSlot = false
            var explicitKey: String?
            var requiredArgument: Bool?
            var isObjC = false
            var otherWrapper: String?
            for case .attribute(let attribute) in variable.attributes {
                let name = attribute.attributeName.trimmedDescription
                switch name {
                case "Prepared", "WeakPrepared":
                    // A weak slot is matched, checked and reported as any slot.
                    isSlot = true
                    for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
                        switch argument.label?.text {
                        case "key": explicitKey = stringLiteral(argument.expression)
                        case "required":
                            requiredArgument = argument.expression.as(BooleanLiteralExprSyntax.self).map {
                                $0.literal.text == "true"
                            }
                        default: break
                        }
                    }
                case "objc", "IBOutlet", "NSManaged", "IBInspectable", "objcMembers":
                    isObjC = true
                case "available", "MainActor", "discardableResult", "nonobjc":
                    break
                default:
                    otherWrapper = name
                }
            }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    return nil
                }
                if let accessors = binding.accessorBlock {
                    // A computed property stores nothing, unless the block is only observers.
                    let observersOnly = accessors.accessors.as(AccessorDeclListSyntax.self)?.allSatisfy {
                        ["willSet", "didSet"].contains($0.accessorSpecifier.text)
                    }
                    if observersOnly != true { return nil }
                }
                let initializer = binding.initializer?.value
                return SwiftClass.Property(
                    name: name, isSlot: isSlot, explicitKey: explicitKey, requiredArgument: requiredArgument,
                    declaredType: binding.typeAnnotation?.type.trimmedDescription,
                    inferredType: initializer.flatMap(inferredType(of:)),
                    numberLiteral: initializer.flatMap(numberLiteral(of:)),
                    hasInitializer: initializer != nil, isObjC: isObjC,
                    isLet: variable.bindingSpecifier.text == "let", otherWrapper: isSlot ? nil : otherWrapper,
                    position: position(binding.pattern), owner: owner)
            }
        }

        private func inferredType(of expression: ExprSyntax) -> String? {
            if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
            if expression.is(StringLiteralExprSyntax.self) { return "String" }
            if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                return inferredType(of: prefix.expression)
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.trimmedDescription
                if let first = callee.first, first.isUppercase, !callee.contains(".") { return callee }
            }
            return nil
        }

        private func numberLiteral(of expression: ExprSyntax) -> SwiftClass.NumberLiteral? {
            var sign = 1.0
            var expression = expression
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                sign = -1
                expression = prefix.expression
            }
            let digits = expression.trimmedDescription.replacingOccurrences(of: "_", with: "")
            if expression.is(IntegerLiteralExprSyntax.self), let value = Int(digits) {
                return .integer(sign < 0 ? -value : value)
            }
            if expression.is(FloatLiteralExprSyntax.self), let value = Double(digits) {
                return .floatingPoint(sign * value)
            }
            return nil
        }

        private func stringLiteral(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return nil }
            return segment.content.text
        }

        /// Keys of dictionary literals in the hook, and in `performSegue(withIdentifier:context:)` calls.
        private func collectKeys(in body: Syntax, isHook: Bool, into declared: inout SwiftClass) {
            if isHook {
                declared.explicitKeys[nil, default: []].formUnion(dictionaryKeys(in: body))
            }
            for node in body.tokens(viewMode: .sourceAccurate) where node.text == "performSegue" {
                guard
                    let call = node.parent?.parent?.as(FunctionCallExprSyntax.self)
                        ?? node.parent?.as(FunctionCallExprSyntax.self)
                else { continue }
                let arguments = call.arguments
                guard let context = arguments.first(where: { $0.label?.text == "context" }) else { continue }
                let identifier = arguments.first { $0.label?.text == "withIdentifier" }.flatMap {
                    stringLiteral($0.expression)
                }
                declared.explicitKeys[identifier, default: []].formUnion(
                    dictionaryKeys(in: Syntax(context.expression)))
            }
        }

        private func dictionaryKeys(in node: Syntax) -> Set<String> {
            var keys = Set<String>()
            var pending = [node]
            while let next = pending.popLast() {
                if let element = next.as(DictionaryElementSyntax.self), let key = stringLiteral(element.key) {
                    keys.insert(key)
                }
                pending += next.children(viewMode: .sourceAccurate)
            }
            return keys
        }
    }
}
