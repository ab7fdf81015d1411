/// Ways into a navigation controller that `context-check migrate` reads beyond
/// `(segue.destination as? UINavigationController)?.topViewController as? Detail`, and the
/// storyboard proof each needs.
///
/// - The destination *or* its root (``DestinationPath/selfOrNavigationRoot``):
///   ```swift
///   var target = segue.destination
///   if let navigation = target as? UINavigationController, let top = navigation.topViewController {
///       target = top
///   }
///   switch target { case let detail as Detail: … }
///   ```
///   and the app's own accessor, `segue.destination.contents as? Detail`, when its one
///   declaration, in an extension of `UIViewController`, reads exactly "the navigation
///   controller's top (or visible) controller, else self". Any other body, a second declaration
///   of the name anywhere in the target, or a name that cannot be read stays refused. The proof:
///   every segue of the branch that reaches the class reaches it as the scene itself (a class
///   that is no navigation controller) or as the one root of a navigation controller, which at
///   `prepare(for:sender:)` is fresh, so its top and visible controller are its root.
/// - The destination's first child (``DestinationPath/navigationChild``):
///   `segue.destination.children.first as? Detail`, and `children[0]` after a test of
///   `children.count > 0` in the same condition list. It is the root only when the destination
///   is a navigation controller: a scene of the class itself (whose first child is something
///   else), a tab bar or another container is refused, and a scene of another class only
///   passes when its class cannot hold a child at that moment (the app declares it, and no
///   code of its chain adds children or names them).
///
/// Unwinds are refused by the general proof (an unwind's destination is not fresh). A forced
/// cast (`as!`) through these paths is read only in a `let` binding, and converts only where
/// every segue of the branch reaches the class (elsewhere it traps, which converting would
/// remove).
enum ContainerPaths {
    /// The accessors of a navigation controller that name its root while it is fresh.
    static let rootAccessors: [[String]] = [
        ["topViewController"], ["visibleViewController"], ["viewControllers", ".", "first"],
        ["children", ".", "first"], ["childViewControllers", ".", "first"],
    ]

    /// The members of a navigation controller those accessors read: a subclass of the app that
    /// declares one of them may answer something else.
    static let rootMembers: Set<String> = [
        "topViewController", "visibleViewController", "viewControllers", "children", "childViewControllers",
    ]

    /// The path of normalized words (``PrepareIdioms/normalized(_:in:)``) through a container:
    /// `destination.contents` for an accessor in `accessors`, `destination.children.first`, or
    /// `destination.children[0]` where `childrenCounted`; `nil` for anything else.
    static func path(
        _ base: [String], destination: [[String]], accessors: Set<String>, childrenCounted: Bool
    ) -> DestinationPath? {
        for subject in destination where base.count > subject.count && Array(base.prefix(subject.count)) == subject {
            let rest = Array(base.dropFirst(subject.count))
            if rest.count == 2, rest[0] == ".", accessors.contains(rest[1]) { return .selfOrNavigationRoot }
            guard rest.count >= 4, rest[0] == ".", rest[1] == "children" || rest[1] == "childViewControllers" else {
                continue
            }
            if rest.count == 4, rest[2] == ".", rest[3] == "first" { return .navigationChild }
            if childrenCounted, rest.count == 5, rest[2] == "[", rest[3] == "0", rest[4] == "]" {
                return .navigationChild
            }
        }
        return nil
    }

    /// Whether the words, as written, test that the destination has a child:
    /// `destination.children.count > 0` (or `>= 1`, `!= 0`), `!destination.children.isEmpty`.
    static func isChildrenCountTest(_ words: [String], destination: [[String]]) -> Bool {
        for subject in destination {
            for children in ["children", "childViewControllers"] {
                let list = subject + [".", children]
                if words == ["!"] + list + [".", "isEmpty"] { return true }
                for test in [[">", "0"], [">=", "1"], ["!=", "0"]] where words == list + [".", "count"] + test {
                    return true
                }
            }
        }
        return false
    }

    /// What the proof reads of the app's classes and extensions, by name, read once: the names
    /// each declares at its top level, and those whose code adds or names children.
    struct Facts {
        var members: [String: Set<String>] = [:]
        var namingChildren: Set<String> = []

        init() {}

        init(files: [MigrationRun.File], scopesByName: [String: [(file: Int, scope: PrepareBodyReader.Scope)]]) {
            let naming: Set<String> = [
                "addChild", "addChildViewController", "children", "childViewControllers", "contextChildren",
                "ContextContainer",
            ]
            for (name, scopes) in scopesByName {
                for (file, scope) in scopes {
                    let reader = files[file].reader
                    let tokens = reader.tokens
                    let end = min(scope.close, tokens.count - 1)
                    if (scope.keywordIndex..<end).contains(where: {
                        tokens[$0].kind == .identifier && naming.contains(tokens[$0].text)
                    }) {
                        namingChildren.insert(name)
                    }
                    var index = scope.open + 1
                    while index < end {
                        if tokens[index].isMark("{"), reader.partner[index] > index {
                            index = reader.partner[index] + 1
                            continue
                        }
                        if ["var", "let", "func"].contains(tokens[index].text), tokens[index].kind == .identifier,
                            tokens[index + 1].kind == .identifier
                        {
                            members[name, default: []].insert(tokens[index + 1].text)
                        }
                        index += 1
                    }
                }
            }
        }
    }

    /// `var target = segue.destination` at `index`, followed by
    /// `if let n = target as? UINavigationController, let top = n.topViewController { target = top }`
    /// (or `if let top = (target as? UINavigationController)?.topViewController { target = top }`,
    /// with any of ``rootAccessors``): the variable's name, which then names the destination or its
    /// root. `nil` when the rest of the block assigns the variable again, passes it `inout`, or
    /// declares the name again.
    static func selfOrRootVariable(
        _ reader: PrepareBodyReader, _ statements: [PrepareBodyReader.Statement], at index: Int, segue: String,
        isDestination: (String) -> Bool
    ) -> String? {
        guard index + 1 < statements.count, case .simple = statements[index].kind,
            case .ifChain(let clauses, let elseBlock) = statements[index + 1].kind, clauses.count == 1,
            elseBlock == nil,
            clauses[0].block.statements.count == 1, case .simple = clauses[0].block.statements[0].kind
        else { return nil }
        var declaration = reader.texts(statements[index].tokens)
        // `var target: UIViewController = segue.destination`
        if declaration.count == 8, declaration[2] == ":", declaration[3] == "UIViewController" {
            declaration.removeSubrange(2..<4)
        }
        guard declaration.count == 6, declaration[0] == "var",
            reader.tokens[statements[index].tokens.lowerBound + 1]
                .kind == .identifier, declaration[2] == "=", declaration[3] == segue, declaration[4] == ".",
            isDestination(declaration[5])
        else { return nil }
        let name = declaration[1]
        guard let parts = reader.commaSeparated(clauses[0].conditions) else { return nil }
        let conditions = parts.map { PrepareIdioms.normalized($0, in: reader) }
        // The name the root is bound to.
        var root: String?
        let cast = [name, "as?", "UINavigationController"]
        func rootAccess(_ words: ArraySlice<String>, of container: [String]) -> Bool {
            rootAccessors.contains { Array(words) == container + ["."] + $0 }
        }
        if conditions.count == 2, conditions[0].count == 6,
            Array(conditions[0].prefix(3)) == ["let", conditions[0][1], "="],
            Array(conditions[0].suffix(3)) == cast, conditions[1].count >= 5, conditions[1][0] == "let",
            conditions[1][2] == "=", rootAccess(conditions[1].dropFirst(3), of: [conditions[0][1]])
        {
            root = conditions[1][1]
        } else if conditions.count == 1, conditions[0].count >= 8, conditions[0][0] == "let", conditions[0][2] == "=",
            rootAccess(conditions[0].dropFirst(3), of: cast)
        {
            root = conditions[0][1]
        }
        guard let root, reader.texts(clauses[0].block.statements[0].tokens) == [name, "=", root] else { return nil }
        // Nothing after it may change what the name holds, or declare it again.
        guard let last = statements.last else { return nil }
        let rest = statements[index + 1].tokens.upperBound..<last.tokens.upperBound
        let tokens = reader.tokens
        for position in rest where tokens[position].kind == .identifier && tokens[position].text == name {
            if position > rest.lowerBound, tokens[position - 1].isMark(".") { continue }
            if position > rest.lowerBound, tokens[position - 1].text == "&" { return nil }
            if position + 1 < rest.upperBound, tokens[position + 1].kind == .operator,
                tokens[position + 1].text.hasSuffix("="),
                !["==", "!=", "<=", ">=", "===", "!=="].contains(tokens[position + 1].text)
            {
                return nil
            }
        }
        guard !PrepareIdioms.declaredNames(reader: reader, range: rest).contains(name) else { return nil }
        return name
    }

    /// The names of the app's accessors on `UIViewController` that return the navigation
    /// controller's root or the controller itself, each declared once in `files` (by any
    /// declaration of that name, in any type, but a function with parameters), in an extension of `UIViewController`, as
    /// `var name: UIViewController { … }` whose body is one of:
    ///
    /// ```swift
    /// if let n = self as? UINavigationController { return n.visibleViewController ?? n } else { return self }
    /// if let n = self as? UINavigationController { return n.topViewController ?? self }; return self
    /// guard let n = self as? UINavigationController else { return self }; return n.topViewController ?? n
    /// return (self as? UINavigationController)?.visibleViewController ?? self
    /// ```
    static func selfOrRootAccessors(_ files: [MigrationRun.File]) -> Set<String> {
        var declarations: [String: Int] = [:]
        var recognised: Set<String> = []
        let declaring: Set<String> = ["var", "let", "func", "case", "typealias", "class", "struct", "enum"]
        for file in files {
            let tokens = file.reader.tokens
            for index in tokens.indices.dropLast()
            where tokens[index].kind == .identifier && declaring.contains(tokens[index].text)
                && tokens[index + 1].kind == .identifier
            {
                // `func contents(forType:)` is never spelled `.contents`; `func contents()` may be.
                if tokens[index].text == "func", index + 3 < tokens.count,
                    !(tokens[index + 2].isMark("(") && tokens[index + 3].isMark(")"))
                {
                    continue
                }
                declarations[tokens[index + 1].text, default: 0] += 1
            }
            for scope in file.scopes where scope.keyword == "extension" && scope.name == "UIViewController" {
                recognised.formUnion(accessors(in: scope, file.reader))
            }
        }
        return recognised.filter { declarations[$0] == 1 }
    }

    /// The recognised accessors declared at the top level of an extension.
    private static func accessors(in scope: PrepareBodyReader.Scope, _ reader: PrepareBodyReader) -> Set<String> {
        let tokens = reader.tokens
        var found: Set<String> = []
        for index in reader.topLevel((scope.open + 1)..<scope.close) {
            guard tokens[index].isWord("var"), index + 4 < scope.close, tokens[index + 1].kind == .identifier,
                tokens[index + 2].isMark(":"), tokens[index + 3].isWord("UIViewController"),
                tokens[index + 4].isMark("{"),
                reader.partner[index + 4] > index + 4, reader.partner[index + 4] < scope.close
            else { continue }
            var body = reader.texts((index + 5)..<reader.partner[index + 4])
            if body.count >= 3, body[0] == "get", body[1] == "{", body.last == "}" {
                body = Array(body[2..<(body.count - 1)])
            }
            if isSelfOrRoot(body) { found.insert(tokens[index + 1].text) }
        }
        return found
    }

    /// Whether a getter's words are one of the bodies ``selfOrRootAccessors(_:)`` lists.
    static func isSelfOrRoot(_ body: [String]) -> Bool {
        let navigation = ["UINavigationController"]
        let roots: [[String]] = [
            ["visibleViewController"], ["topViewController"], ["viewControllers", ".", "first"],
        ]
        // return (self as? UINavigationController)?.root ?? self
        for root in roots
        where body == ["return", "(", "self", "as", "?"] + navigation + [")", "?", "."] + root + ["??", "self"] {
            return true
        }
        guard body.count > 9, body[1] == "let", body[3] == "=", body[4] == "self", body[5] == "as", body[6] == "?",
            body[7] == navigation[0]
        else { return false }
        let name = body[2]
        for root in roots {
            for fallback in [name, "self"] {
                let returning = ["return", name, "."] + root + ["??", fallback]
                let forms: [[String]] = [
                    ["if", "let", name, "=", "self", "as", "?"] + navigation + ["{"] + returning
                        + ["}", "else", "{", "return", "self", "}"],
                    ["if", "let", name, "=", "self", "as", "?"] + navigation + ["{"] + returning + [
                        "}", "return", "self",
                    ],
                    ["guard", "let", name, "=", "self", "as", "?"] + navigation + ["else", "{", "return", "self", "}"]
                        + returning,
                ]
                if forms.contains(body) { return true }
            }
        }
        return false
    }
}

extension DestinationPath {
    /// Whether the path goes through a container that only the storyboards can show
    /// (``ContainerPaths``): the proof is ``MigrationRun/containerReach(_:_:)``.
    var isContainerPath: Bool { self == .selfOrNavigationRoot || self == .navigationChild }
}

extension MigrationRun {
    /// What one segue shows about a cast through a container path.
    enum ContainerReach {
        /// The segue reaches the class, and the cast finds it there.
        case reaches
        /// The segue reaches no controller of the class: neither the cast nor the library delivers.
        case misses
        /// The cast and the library may disagree for this segue.
        case refusal(MigrationRefusal)

        static func refused(_ kind: MigrationRefusalKind, _ message: String) -> Self {
            .refusal(.refuse(kind, message))
        }
    }

    /// The system controllers that hold no child when fresh.
    private static let plainControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController",
    ]

    /// What the segue shows about `candidate`'s cast through ``ContainerPaths``.
    func containerReach(_ route: SegueRoute, _ candidate: MigrationCandidate) -> ContainerReach {
        let cast = candidate.cast
        let segue = "the segue at \(route.position.path):\(route.position.line)"
        if route.isUnwind {
            return .refused(
                .storyboard, "\(segue) is an unwind, whose destination is not fresh: its top controller may be another")
        }
        switch route.target {
        case .unknown:
            return .refused(
                .storyboard,
                "\(segue) leads to a scene the storyboards do not show (a reference to another bundle, or a missing one)"
            )
        case .scene(let name):
            if isKind(name, of: cast.className) {
                if cast.path == .navigationChild {
                    return .refused(
                        .storyboard,
                        "\(segue) reaches '\(cast.className)' itself, whose first child is another controller: the "
                            + "library would deliver to '\(cast.className)', the cast does not")
                }
                if isNavigationClass(cast.className) || isNavigationClass(name) {
                    return .refused(
                        .storyboard,
                        "'\(cast.className)' is a navigation controller: the cast reads its top controller, not itself")
                }
                return .reaches
            }
            if cast.path == .navigationChild, let refusal = childless(name) {
                return .refused(
                    .storyboard,
                    "\(segue) reaches '\(name ?? "a system controller")', \(refusal), so its first child may be a "
                        + "'\(cast.className)' the library does not deliver to")
            }
            return .misses
        case .navigation(let container, let roots):
            let matching = roots.contains { isKind($0, of: cast.className) }
            guard matching || isKind(container, of: cast.className) else { return .misses }
            guard roots.count == 1, matching, !isKind(container, of: cast.className) else {
                return .refused(
                    .storyboard,
                    "\(segue) reaches '\(cast.className)' inside a navigation controller, which the cast does not look "
                        + "into the same way")
            }
            if let container {
                guard unique(container) != nil else {
                    return .refused(
                        .storyboard,
                        "\(segue) reaches a navigation controller of class '\(container)', which the sources do not "
                            + "declare once in Swift, so which controller it shows first cannot be read")
                }
                if let member = declaredMembers(container).first(where: ContainerPaths.rootMembers.contains) {
                    return .refused(
                        .storyboard,
                        "the navigation controller '\(container)' declares '\(member)', so the controller the cast "
                            + "reaches may not be its root")
                }
                if case .assign(let property, _) = candidate.action,
                    allProperties(container).contains(where: { $0.name == property })
                {
                    return .refused(.conflict, "the navigation controller '\(container)' declares '\(property)' too")
                }
            }
            return .reaches
        case .container:
            return .refused(
                .storyboard,
                "\(segue) reaches a container (a tab bar, a split view, a page view or the app's own), into which the "
                    + "library delivers and the cast does not look the same way")
        }
    }

    /// Whether the class is a navigation controller (its chain reaches `UINavigationController`).
    func isNavigationClass(_ name: String?) -> Bool {
        isKind(name, of: "UINavigationController")
    }

    /// Why a fresh controller of the class may hold a child, or `nil` when it cannot: a system
    /// scene that is no container cannot (the storyboard shows containers as such), nor can a
    /// class of the app whose chain, declared in Swift, ends in `UIViewController`,
    /// `UITableViewController` or `UICollectionViewController` and whose code, extensions
    /// included, neither adds a child nor names children.
    func childless(_ name: String?) -> String? {
        guard let name else { return nil }
        guard unique(name) != nil else { return "a class the sources do not declare once in Swift" }
        let chain = [name] + ancestors(name)
        guard let base = chain.last, Self.plainControllers.contains(base) else {
            return "whose chain leaves the app's Swift sources at '\(chain.last ?? name)', which may be a container"
        }
        if chain.dropLast().contains(where: containerFacts.namingChildren.contains) {
            return "whose code adds or names children"
        }
        return nil
    }

    /// The names a class of the app (and its superclasses of the app) declares with `var`,
    /// `let` or `func`, extensions included.
    func declaredMembers(_ name: String) -> Set<String> {
        ([name] + ancestors(name)).reduce(into: Set<String>()) { $0.formUnion(containerFacts.members[$1] ?? []) }
    }
}
