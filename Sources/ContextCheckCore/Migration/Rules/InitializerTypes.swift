// The type of a stored property that only its initial value gives: `var name = ""`,
// `var items = [Item]()`, `var cart = Cart()`, `var coordinate = CLLocationCoordinate2D(latitude: 0,
// longitude: 0)`. Making such a property a slot keeps its declaration as written and puts
// `@Prepared ` before it; `Prepared` has `init(wrappedValue:key:required:)`, so the compiler infers
// the wrapped type from the initial value exactly as it inferred the property's before. What the
// migration needs besides is that type as text (`T`): the presenter's hook writes `value as T?`,
// the storyboard proof compares keys' types, a presenter's own property feeds a key only when its
// type is the slot's. `T` must therefore be EXACTLY what the compiler infers, or nothing: a wrong
// `T` is a broken build (`5 as Stamp?`) or, worse, a value the slot silently refuses. Every caller
// (MigrationRun's slot decision, HandoffForms' key form, MigrationEdits' coercion) reads the type
// through ``MigrationRun/initializerType(_:_:)`` below, literals included: one way through.
//
// The forms, and why the type is certain for each:
// - A literal without interpolation: `String`, `Int`, `Double`, `Bool` (the literals' default types;
//   the app cannot change a default literal type without a module-level `typealias
//   StringLiteralType`/`IntegerLiteralType`/`FloatLiteralType`/`BooleanLiteralType`, which is
//   refused, and an app that declares a name so spelled would take the name the hook writes).
// - An empty collection written with its element types: `[Item]()`, `[Key: Value]()`, `Set<Item>()`,
//   `Array<Item>()`, `Dictionary<Key, Value>()`. The type is the text before `()`: the element types
//   are spelled, nothing is inferred, and `var x = [Item]()` declares what `var x: [Item]` declares.
//   The words inside resolve where a written type would, so the result goes through the same checks
//   as a written type (qualified with the destination's member types, the presenter's shadowing,
//   the typealias table). `Set`/`Array`/`Dictionary` count only when the app declares no name so
//   spelled. Forms whose parameters are inferred (`Array(x)`, `Set(list)`,
//   `Dictionary(uniqueKeysWithValues:)`) are refused: their type depends on the argument's.
// - `Name(arguments)` or `Name.init(arguments)` for a struct or class of the app. The value is a
//   `Name` unless the initializer the compiler picks is failable (`init?` gives `Name?`, `init!`
//   gives `Name!`). Every initializer `Name` can have is in the app's sources when: `Name` is declared
//   once, at the top level, not generic, as a `struct` or `class` (an `enum` has `init?(rawValue:)`
//   from its raw type); its class chain stays in the app or ends at `NSObject` (whose only
//   initializer is `init()`), so no initializer is inherited from a class the sources do not show;
//   and everything in its inheritance clauses (and its extensions') is a protocol of the app (read
//   again, recursively) or one of a few standard-library protocols that add no initializer
//   (``plainProtocols``), so no protocol extension of another module adds one. Then every
//   initializer the call may reach is declared in the type's body, an app superclass's body, or
//   an extension; the type is `Name` when none of those that is failable accepts the call's argument
//   labels (defaulted and variadic parameters counted: ``mayAccept(_:_:)``). The memberwise
//   initializer of a struct and the implicit `init()` are never failable.
// - `Name(arguments)` for a type of Apple's SDK: the sources do not show it, so a small table
//   (``knownInitializers``) lists the value types and the argument labels for which EVERY
//   initializer of the SDK (checked against Apple's documentation: developer.apple.com, each type's
//   "Creating …" topic) is non-failable and returns the type itself; no deployment target this
//   project supports lacks them (all date from iOS 8/macOS 10.10 or earlier). The labels must be
//   exactly a row's. The app must declare nothing of that name (a type, typealias, function,
//   variable, in any scope), and no failable initializer in an extension may accept those labels.
//   A type that only a framework other than Foundation/CoreGraphics/the standard library declares
//   (CoreLocation's) is written in the presenter's file only when that file imports the framework
//   (``initializerTypeVisibility(_:presenterFile:)``): a type name from a module another file imports
//   is not visible there.
//
// Refused, each with the reason in the note: a failable initializer anywhere the call may reach
// (`URL(string:)`, `UIImage(named:)`, `Int("3")`, an app type's `init?` in its body, an extension, a
// protocol extension, a superclass's `required init?(coder:)`), a capitalised function
// (`NSLocalizedString(…)`, the app's `func Foo()`: no type of that name, or a function beside it),
// inferred generic parameters, a name declared twice or shadowed by a nested type or typealias of
// the destination (or any scope: a name declared more than once is refused wherever it is), a
// property inside a generic type (its parameters are names too), a type only another module
// declares (not in the table), a trailing closure or anything after the call.
//
// Left as an assumption, stated here: another module (a pod, a package) that adds to a table type,
// in an extension, a failable initializer with exactly a row's labels.

/// Why the type of an initial value is not certain (the end of a refusal note).
struct UncertainInitializerType: Error {
    var reason: String
}

/// A parameter of an initializer, as far as argument labels go.
struct InitializerParameter {
    /// The argument label (`_` for none).
    var label: String
    var hasDefault: Bool
    var isVariadic: Bool
}

extension MigrationRun {
    /// Value types of Apple's SDK whose initializers with these argument labels are all
    /// non-failable and return the type itself, by name: the labels (`[]` is `Name()`), and the
    /// modules one of which the presenter's file must import to name the type (`[]`: Foundation,
    /// CoreGraphics or the standard library, which UIKit and AppKit re-export).
    static let knownInitializers: [String: (labels: [[String]], modules: [String])] = [
        // Swift standard library.
        "String": ([[]], []), "Int": ([[]], []), "Double": ([[]], []), "Bool": ([[]], []),
        // Foundation.
        "Date": ([[], ["timeIntervalSinceNow"], ["timeIntervalSince1970"], ["timeIntervalSinceReferenceDate"]], []),
        "UUID": ([[]], []), "Data": ([[]], []), "IndexSet": ([[]], []), "URLComponents": ([[]], []),
        // Foundation on iOS, in UIKit's overlay: `IndexPath(row:section:)`, `IndexPath(item:section:)`.
        "IndexPath": ([[], ["row", "section"], ["item", "section"]], []),
        // CoreGraphics.
        "CGPoint": ([[], ["x", "y"]], []), "CGSize": ([[], ["width", "height"]], []),
        "CGRect": ([[], ["x", "y", "width", "height"], ["origin", "size"]], []),
        // CoreLocation.
        "CLLocationCoordinate2D": ([[], ["latitude", "longitude"]], ["CoreLocation", "MapKit"]),
    ]

    /// Standard-library protocols that add no initializer through an extension: a type conforming
    /// to them gets none it does not declare.
    static let plainProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Identifiable", "Sendable", "CaseIterable", "AnyObject",
    ]

    /// The type of an initial value when it is certain, else `nil` (see the head of this file).
    func initializerType(_ file: Int, _ range: Range<Int>) -> String? {
        try? certainInitializerType(file, range).get()
    }

    /// The type of an initial value, or why it is not certain.
    func certainInitializerType(_ file: Int, _ range: Range<Int>) -> Result<String, UncertainInitializerType> {
        func uncertain(_ reason: String) -> Result<String, UncertainInitializerType> {
            .failure(UncertainInitializerType(reason: reason))
        }
        let reader = files[file].reader
        let tokens = reader.tokens
        guard !range.isEmpty, range.upperBound <= tokens.count else { return uncertain("it has no initial value") }
        if range.count == 1 {
            let token = tokens[range.lowerBound]
            let literal: (type: String, alias: String)?
            switch token.kind {
            case .string:
                literal =
                    reader.interpolations(range.lowerBound)?.isEmpty == true ? ("String", "StringLiteralType") : nil
            case .integer: literal = ("Int", "IntegerLiteralType")
            case .float: literal = ("Double", "FloatLiteralType")
            default:
                literal = token.isWord("true") || token.isWord("false") ? ("Bool", "BooleanLiteralType") : nil
            }
            guard let literal else {
                return uncertain("its initial value is not a literal or a call the assistant reads")
            }
            if typealiases[literal.alias] != nil {
                return uncertain("the app declares '\(literal.alias)', which changes the literal's type")
            }
            // The hook writes the type's name, which a declaration of the app would take.
            if let clash = declarations(of: literal.type).first {
                return uncertain(
                    "the app declares '\(literal.type)' (\(clash)), so the name is not the standard library's")
            }
            return .success(literal.type)
        }
        guard let owner = enclosingType(file, range.lowerBound) else {
            return uncertain("it is not declared in a type's body")
        }
        if let generic = scopes(around: file, range.lowerBound).first(where: { isGeneric(file, $0) }) {
            return uncertain("it is declared inside the generic type '\(generic.name)', whose parameters are names too")
        }
        // The call must be the whole value: `Name(…)`, `Name.init(…)`, `[T]()`, `Set<T>()`.
        let last = range.upperBound - 1
        guard tokens[last].isMark(")"),
            let open = (range.lowerBound..<last).first(where: { tokens[$0].isMark("(") && reader.partner[$0] == last })
        else {
            return uncertain(
                "its initial value is not one call of an initializer (nothing after it, no trailing closure)")
        }
        let callee = range.lowerBound..<open
        let arguments = (open + 1)..<last
        // `[Item]()`, `[Key: Value]()`.
        if tokens[callee.lowerBound].isMark("["), reader.partner[callee.lowerBound] == callee.upperBound - 1 {
            guard arguments.isEmpty else {
                return uncertain("a collection built from arguments may take another type from them")
            }
            guard callee.count > 2, isTypeText(file, callee) else {
                return uncertain("'\(text(file, callee))' is not a collection type the assistant reads")
            }
            return .success(qualifiedType(file, callee, in: owner))
        }
        guard tokens[callee.lowerBound].kind == .identifier else {
            return uncertain("its initial value is not one call of an initializer")
        }
        let name = tokens[callee.lowerBound].text
        // `Set<Item>()`, `Array<Item>()`, `Dictionary<Key, Value>()`.
        if callee.count > 1, tokens[callee.lowerBound + 1].isMark("<") {
            guard ["Set", "Array", "Dictionary"].contains(name), tokens[callee.upperBound - 1].isMark(">"),
                isTypeText(file, callee)
            else {
                return uncertain("'\(name)' is generic with arguments the assistant does not read")
            }
            guard arguments.isEmpty else {
                return uncertain("a collection built from arguments may take another type from them")
            }
            if let clash = declarations(of: name).first {
                return uncertain("the app declares '\(name)' (\(clash)), so it may not be the standard library's")
            }
            return .success(qualifiedType(file, callee, in: owner))
        }
        guard
            callee.count == 1
                || (callee.count == 3 && tokens[callee.lowerBound + 1].isMark(".")
                    && tokens[callee.lowerBound + 2].isWord("init"))
        else {
            return uncertain("'\(text(file, callee))' is not a type's name the assistant reads")
        }
        guard let labels = argumentLabels(file, arguments) else {
            return uncertain("the arguments of '\(name)(…)' are not read")
        }
        let call = "\(name)(\(labels.map { $0 + ":" }.joined()))"
        if ["Set", "Array", "Dictionary", "Optional"].contains(name) {
            return uncertain("'\(call)' infers its generic parameters from the arguments")
        }
        let declared = declarations(of: name)
        if let known = Self.knownInitializers[name] {
            if let clash = declared.first {
                return uncertain("the app declares '\(name)' (\(clash)), so it may not be the SDK's")
            }
            guard known.labels.contains(labels) else {
                return uncertain(
                    "'\(call)' is not one of the initializers of '\(name)' the assistant knows never fail")
            }
            if let failable = failableInitializers(accepting: labels, for: name).first {
                return uncertain("an extension declares a failable '\(failable)' that the call may reach")
            }
            return .success(name)
        }
        if declared.isEmpty {
            return uncertain(
                "'\(name)' is declared in no Swift file of the app: a type of another module, whose initializers "
                    + "the sources do not show, or a function")
        }
        let typeKeywords = ["struct ", "class ", "enum ", "actor ", "protocol ", "typealias ", "associatedtype "]
        guard declared.contains(where: { entry in typeKeywords.contains(where: entry.hasPrefix) }) else {
            return uncertain(
                "'\(name)' names no type of the app (\(declared.joined(separator: ", "))): a function, or a type of "
                    + "another module")
        }
        guard declared.count == 1, let (typeFile, scope) = typeScope(name) else {
            return uncertain("'\(name)' is declared more than once (\(declared.joined(separator: ", ")))")
        }
        guard scope.keyword == "struct" || scope.keyword == "class" else {
            return uncertain(
                "'\(name)' is \(scope.keyword == "enum" ? "an enum" : "a \(scope.keyword)"), whose initializers may fail"
            )
        }
        guard typeFile == file || !isPrivate(typeFile, scope.keywordIndex) else {
            return uncertain("'\(name)' is private to another file")
        }
        // Top level: a nested type would need its outer type's name where the value is written.
        guard !files[typeFile].scopes.contains(where: { $0.open < scope.keywordIndex && $0.close > scope.close }) else {
            return uncertain("'\(name)' is a nested type")
        }
        if isGeneric(typeFile, scope) { return uncertain("'\(name)' is generic, with parameters the call infers") }
        if let hidden = hiddenInitializerSource(name, keyword: scope.keyword) {
            return uncertain(hidden)
        }
        if let failable = failableInitializers(accepting: labels, for: name).first {
            return uncertain(
                "'\(name)' has a failable '\(failable)' that '\(call)' may reach, so the value may be optional")
        }
        return .success(name)
    }

    /// A refusal when the presenter's file cannot name a table type the slot's type uses (a type
    /// name from a module that only another file imports is not visible): `nil` when it can.
    func initializerTypeVisibility(_ valueType: String, presenterFile: Int) -> MigrationRefusal? {
        let tokens = files[presenterFile].reader.tokens
        for word in Self.typeWords(valueType) {
            guard let modules = Self.knownInitializers[word]?.modules, !modules.isEmpty else { continue }
            let imported = tokens.indices.contains { index in
                tokens[index].isWord("import") && index + 1 < tokens.count
                    && modules.contains(tokens[index + 1].text)
            }
            if !imported {
                return .refuse(
                    .unresolvedType,
                    "the value's type '\(word)' would be written in \(Self.fileName(files[presenterFile].path)), which imports none "
                        + "of \(modules.joined(separator: ", ")): add the import, then migrate again"
                )
            }
        }
        return nil
    }

    // MARK: What the call may reach

    /// The argument labels of a call's arguments (`_` for an unlabelled one), `nil` when unread.
    func argumentLabels(_ file: Int, _ arguments: Range<Int>) -> [String]? {
        let reader = files[file].reader
        let tokens = reader.tokens
        if arguments.isEmpty { return [] }
        guard let parts = reader.commaSeparated(arguments) else { return nil }
        var labels: [String] = []
        for part in parts {
            guard !part.isEmpty else { return nil }
            if part.count >= 2, tokens[part.lowerBound].kind == .identifier, tokens[part.lowerBound + 1].isMark(":") {
                labels.append(tokens[part.lowerBound].text)
            } else {
                labels.append("_")
            }
        }
        return labels
    }

    /// The parameters of the initializer declared at `initIndex` (`init`, `init?`, `init!`,
    /// generic or not), `nil` when its list is not read.
    func initializerParameters(_ file: Int, _ initIndex: Int) -> [InitializerParameter]? {
        let reader = files[file].reader
        let tokens = reader.tokens
        var index = initIndex + 1
        if index < tokens.count, tokens[index].kind == .operator, ["?", "!"].contains(tokens[index].text) {
            index += 1
        }
        if index < tokens.count, tokens[index].isMark("<") {
            var depth = 0
            while index < tokens.count {
                if tokens[index].isMark("<") { depth += 1 }
                if tokens[index].isMark(">") { depth -= 1 }
                index += 1
                if depth == 0 { break }
                if index - initIndex > 256 { return nil }
            }
        }
        guard index < tokens.count, tokens[index].isMark("("), reader.partner[index] > index,
            let parts = reader.commaSeparated((index + 1)..<reader.partner[index])
        else { return nil }
        var parameters: [InitializerParameter] = []
        for part in parts {
            // Attributes have no place before a parameter's label.
            guard part.count >= 3, tokens[part.lowerBound].kind == .identifier else { return nil }
            let labelled = tokens[part.lowerBound + 1].kind == .identifier && tokens[part.lowerBound + 2].isMark(":")
            guard labelled || tokens[part.lowerBound + 1].isMark(":") else { return nil }
            let top = Array(reader.topLevel(part))
            let equal = top.firstIndex { tokens[$0].isMark("=") } ?? top.endIndex
            parameters.append(
                InitializerParameter(
                    label: tokens[part.lowerBound].text, hasDefault: equal < top.endIndex,
                    isVariadic: top[..<equal].contains { tokens[$0].isMark("...") }))
        }
        return parameters
    }

    /// Whether a call with these argument labels may match the parameters: each parameter takes
    /// its label's argument, or is skipped when it has a default; a variadic one takes its first
    /// argument by label and the unlabelled ones after it.
    static func mayAccept(_ parameters: [InitializerParameter], _ labels: [String]) -> Bool {
        func match(_ parameter: Int, _ label: Int) -> Bool {
            if parameter == parameters.count { return label == labels.count }
            let current = parameters[parameter]
            if current.hasDefault || current.isVariadic, match(parameter + 1, label) { return true }
            guard label < labels.count, labels[label] == current.label else { return false }
            if current.isVariadic {
                var next = label + 1
                while true {
                    if match(parameter + 1, next) { return true }
                    guard next < labels.count, labels[next] == "_" else { return false }
                    next += 1
                }
            }
            return match(parameter + 1, label + 1)
        }
        guard parameters.count <= 32, labels.count <= 32 else { return true }
        return match(0, 0)
    }

    /// The failable initializers (`init?`, `init!`) that a call of `name` with these labels may
    /// reach, as `init?(a:b:)` with their place: those declared in any extension (of the type,
    /// of a protocol it may conform to), in a protocol, or in the body of the type or of one of
    /// its superclasses. One whose parameters are not read counts.
    func failableInitializers(accepting labels: [String], for name: String) -> [String] {
        let related = Set([name] + ancestors(name))
        var found: [String] = []
        for (number, file) in files.enumerated() {
            let tokens = file.reader.tokens
            for index in tokens.indices where tokens[index].isWord("init") {
                guard index + 1 < tokens.count, tokens[index + 1].kind == .operator,
                    ["?", "!"].contains(tokens[index + 1].text),
                    index == 0 || !tokens[index - 1].isMark(".")
                else { continue }
                let inner = file.scopes.filter { $0.open < index && index < $0.close }.max { $0.open < $1.open }
                if let inner, ["class", "struct", "enum", "actor"].contains(inner.keyword),
                    !related.contains(inner.name)
                {
                    continue
                }
                let parameters = initializerParameters(number, index)
                if let parameters, !Self.mayAccept(parameters, labels) { continue }
                let spelled = parameters.map { "(" + $0.map { $0.label + ":" }.joined() + ")" } ?? "(…)"
                found.append(
                    "init\(tokens[index + 1].text)\(spelled) at \(Self.fileName(file.path)):\(tokens[index].line)")
            }
        }
        return found
    }

    /// Why the type may have initializers the sources do not show, `nil` when it cannot: a class
    /// whose chain leaves the app other than at `NSObject`, or a conformance (in the declaration
    /// or an extension) to a protocol neither of the app nor plain.
    func hiddenInitializerSource(_ name: String, keyword: String) -> String? {
        var inherited: [String] = []
        var chain = [name]
        if keyword == "class" {
            let superclasses = ancestors(name)
            chain += superclasses
            // The chain's last name is the first one not declared as a class here: a superclass of
            // another module, or a protocol the root class conforms to (read with the others below).
            if let root = superclasses.last, unique(root) == nil {
                guard
                    typeScope(root)?.scope.keyword == "protocol" || Self.plainProtocols.contains(root)
                        || root == "NSObject"
                else {
                    return "'\(name)' inherits from '\(root)', whose initializers the sources do not show"
                }
                chain.removeLast()
            }
        }
        for type in chain {
            for (number, file) in files.enumerated() {
                for scope in file.scopes where scope.name == type && scope.keyword != "protocol" {
                    if let macro = expandedCode(number, scope) {
                        return "'\(type)' is expanded by '\(macro)', which may add initializers the sources do not show"
                    }
                    guard let clause = scope.inheritance else { continue }
                    inherited += Self.typeWords(text(number, clause))
                }
            }
        }
        var seen = Set(chain)
        var pending = inherited
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, seen.count < 256 else { continue }
            if Self.plainProtocols.contains(next) || next == "NSObject" && keyword == "class" { continue }
            guard let (protocolFile, scope) = typeScope(next), scope.keyword == "protocol" else {
                return "'\(name)' conforms to '\(next)', which is not a protocol of the app: its extensions may add "
                    + "initializers the sources do not show"
            }
            if let clause = scope.inheritance { pending += Self.typeWords(text(protocolFile, clause)) }
        }
        return nil
    }

    /// Attributes that add no member to the declaration they are written on.
    static let plainAttributes: Set<String> = [
        "MainActor", "objc", "objcMembers", "frozen", "usableFromInline", "available", "preconcurrency",
        "nonobjc", "dynamicMemberLookup", "propertyWrapper", "resultBuilder",
    ]

    /// An attached macro on the declaration (`@Model class`), or a freestanding one in its body
    /// (`#Macro(…)`), that may declare members the sources do not show: its spelling.
    func expandedCode(_ file: Int, _ scope: PrepareBodyReader.Scope) -> String? {
        let tokens = files[file].reader.tokens
        var index = scope.keywordIndex - 1
        while index >= 0, scope.keywordIndex - index < 64 {
            let token = tokens[index]
            if token.kind == .identifier, index > 0, tokens[index - 1].isMark("@") {
                if !Self.plainAttributes.contains(token.text) { return "@" + token.text }
                index -= 2
            } else if token.kind == .identifier, Self.declarationModifiers.contains(token.text) {
                index -= 1
            } else if token.isMark(")"),
                let opener = (max(0, index - 64)..<index).last(where: {
                    files[file].reader.partner[$0] == index
                })
            {
                index = opener - 1
            } else {
                break
            }
        }
        let directives: Set<String> = [
            "#if", "#else", "#elseif", "#endif", "#available", "#unavailable", "#selector", "#keyPath", "#file",
            "#fileID", "#filePath", "#line", "#column", "#function", "#warning", "#error", "#colorLiteral",
            "#imageLiteral", "#fileLiteral", "#dsohandle", "#sourceLocation",
        ]
        for index in (scope.open + 1)..<scope.close where tokens[index].kind == .pound {
            if !directives.contains(tokens[index].text) { return tokens[index].text }
        }
        return nil
    }

    // MARK: Names

    /// A file's name without its folders, as the notes write it.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Every declaration of `name` in the app's Swift files, as `keyword at file:line`: types,
    /// extensions excluded, typealiases, associated types, functions, variables and constants, in
    /// any scope.
    func declarations(of name: String) -> [String] {
        declarationsByName[name] ?? []
    }

    /// Every declaration in the files, by the name it declares (``declarations(of:)``), in the
    /// order of the files and of their tokens: read once, in one pass over every token.
    static func declarationIndex(_ files: [File]) -> [String: [String]] {
        let declaring: Set<String> = [
            "class", "struct", "enum", "actor", "protocol", "typealias", "associatedtype", "func", "var", "let", "case",
        ]
        var found: [String: [String]] = [:]
        for file in files {
            let tokens = file.reader.tokens
            var before = tokens.first
            for index in tokens.indices.dropFirst() {
                let token = tokens[index]
                defer { before = token }
                guard token.kind == .identifier, let before, before.kind == .identifier, declaring.contains(before.text)
                else { continue }
                found[token.text, default: []].append("\(before.text) at \(Self.fileName(file.path)):\(token.line)")
            }
        }
        return found
    }

    /// The one `struct`, `class`, `enum`, `actor` or `protocol` scope named `name`, `nil` when
    /// there is none or more than one.
    func typeScope(_ name: String) -> (file: Int, scope: PrepareBodyReader.Scope)? {
        guard let found = typeScopesByName[name], found.count == 1 else { return nil }
        return found[0]
    }

    /// The scopes holding the token, innermost last.
    func scopes(around file: Int, _ index: Int) -> [PrepareBodyReader.Scope] {
        files[file].scopes.filter { $0.open < index && index < $0.close }.sorted { $0.open < $1.open }
    }

    /// The name of the innermost type declaration holding the token.
    func enclosingType(_ file: Int, _ index: Int) -> String? {
        scopes(around: file, index).last { ["class", "struct", "enum", "actor"].contains($0.keyword) }?.name
    }

    /// Whether the scope declares generic parameters (`class List<Item>`), or extends a type
    /// with a `where` clause.
    func isGeneric(_ file: Int, _ scope: PrepareBodyReader.Scope) -> Bool {
        let tokens = files[file].reader.tokens
        let afterName = scope.keywordIndex + 2
        return afterName < scope.open && tokens[afterName].isMark("<")
            || (afterName..<scope.open).contains { tokens[$0].isWord("where") }
    }

    /// Whether the range is a type as written: names, `.`, `:`, `,`, `?`, and balanced `[ ]`
    /// and `< >`.
    func isTypeText(_ file: Int, _ range: Range<Int>) -> Bool {
        let tokens = files[file].reader.tokens
        var angles = 0
        for index in range {
            let token = tokens[index]
            if token.isMark("<") { angles += 1 } else if token.isMark(">") { angles -= 1 }
            guard angles >= 0 else { return false }
            guard token.kind == .identifier || [".", ":", ",", "?", "[", "]", "<", ">"].contains(token.text) else {
                return false
            }
            if token.kind == .identifier, ["try", "await", "some", "any", "inout"].contains(token.text) {
                return false
            }
        }
        return angles == 0
    }
}
