#!/usr/bin/env python3
"""Generates the cases of the migration differential (scripts/migration-differential.py).

    scripts/generate-migration-differential.py --seed 27 --count 240 OUT

Writes OUT/<case>/ for each case: `<case>.swift` (the app code a migration reads: a presenting
controller whose prepare(for:sender:) hands values to a destination, its types, and maybe a
second presenter, a coordinator or an unwind), `<case>.storyboard` (its segues), and
`<case>Run.swift` (the scenarios, which the migration never sees: each segue of the storyboard,
an identifier no branch handles and none, with several senders, the other presenters; each prints
what every destination holds and which side effects ran). The same seed gives the same cases.

Each case is built from the idioms `context-check migrate` converts — identifier tests (`if`,
`else if`, `switch`, `guard`, constants), casts (`as!`, `as?`, `if let`, through a navigation
controller), values (the presenter's properties, the sender, literals, `self`, closures) — and
their hostile variations: names shadowed by locals, names read inside string interpolation
(the destination's own properties, a presenter property named like the hook's parameter, a call),
typealiases of the presenter that shadow a type in the destination property's type, `Any`,
`AnyObject`, `Any?` and `T??` properties, implicitly unwrapped properties a protocol requires,
presenters that already take part (a second segue source, a coordinator calling
`ContextPropagation.propagate(from:to:)`, an unwind from a controller the migration makes
prepared), an app base class with its own prepare, `public` and `open` classes, and extensions;
and new slots whose own name collides, which take a key of their own (the Y cases).

Python 3 standard library only.
"""

import argparse
import os
import random
import re

SENDERS = [("nil", "nil"), ("note", '"a note"'), ("int", "42")]


class Case:
    """One generated app: its Swift source, storyboard and scenarios."""

    def __init__(self, name, rng):
        self.name = name
        self.rng = rng
        self.tags = []
        self.top = []  # top-level declarations before the classes
        self.destination_members = []  # (declaration, observe expression)
        self.presenter_members = []
        self.presenter_nested = []
        self.presenter_conformances = []
        self.imports = {"UIKit"}
        self.statements = []  # the branch's assignments, in order
        self.extra_classes = []
        self.extensions = []
        self.scenarios = []
        self.segues = []  # (source scene id, destination scene id, kind, identifier)
        self.scenes = []  # (id, element, class)
        self.unwind_actions = []

    def tag(self, text):
        self.tags.append(text)


def pick(rng, options):
    return options[rng.randrange(len(options))]


def destination_properties(case, rng, local):
    """Chooses the destination's properties, how each is assigned, and the presenter members they read."""
    p = case.name
    catalog = [
        "item", "mode", "note", "count", "onDone", "delegate", "label", "code", "payload", "nested", "user", "flag",
    ]
    chosen = rng.sample(catalog, rng.randint(1, 4))
    observed = []
    for kind in chosen:
        if kind == "item":
            case.destination_members.append("var item: %sItem?" % p)
            value = "selected"
            case.presenter_members.append('var selected: %sItem? = %sItem(name: "selected")' % (p, p))
            if rng.random() < 0.3:
                case.tag("shadowed-local")
                case.statements_before_dispatch = getattr(case, "statements_before_dispatch", []) + [
                    'let selected = %sItem(name: "local")' % p]
            case.statements.append("%s.item = %s" % (local, value))
            observed.append(("item", "String(reflecting: d.item)"))
        elif kind == "mode":
            case.destination_members.append("var mode: %sMode = .view" % p)
            case.statements.append("%s.mode = .edit" % local)
            observed.append(("mode", "String(reflecting: d.mode)"))
        elif kind == "note":
            case.destination_members.append("var note: String?")
            if rng.random() < 0.25:
                case.tag("shadowed-sender")
                case.statements_before_dispatch = getattr(case, "statements_before_dispatch", []) + [
                    'let sender: Any? = "shadowed sender"']
            case.statements.append("%s.note = sender as? String" % local)
            observed.append(("note", "String(reflecting: d.note)"))
        elif kind == "count":
            case.destination_members.append("var count: Int = 0")
            value = pick(rng, ["42", "counter", "self.counter"])
            if "counter" in value:
                case.presenter_members.append("var counter: Int = 5")
            case.statements.append("%s.count = %s" % (local, value))
            observed.append(("count", "String(reflecting: d.count)"))
        elif kind == "onDone":
            case.destination_members.append("var onDone: (() -> Void)?")
            case.statements.append('%s.onDone = { [weak self] in self?.log.append("done") }' % local)
            observed.append(("onDone", 'd.onDone.map { $0(); return "called" } ?? "nil"'))
        elif kind == "delegate":
            case.top.append("@MainActor protocol %sDelegate: AnyObject {}" % p)
            case.destination_members.append("weak var delegate: (any %sDelegate)?" % p)
            case.presenter_conformances.append("%sDelegate" % p)
            case.statements.append("%s.delegate = self" % local)
            observed.append(("delegate", 'd.delegate === p ? "presenter" : String(reflecting: d.delegate)'))
        elif kind == "label":
            case.destination_members.append("var label: String?")
            variant = pick(rng, ["plain", "destination", "identifier", "call", "sender"])
            if variant == "plain":
                value = '"Hello"'
            elif variant == "destination":
                case.tag("interpolation-destination")
                # The destination's own property, and a presenter property named like the local.
                if "count" not in chosen:
                    case.destination_members.append("var count: Int = 3")
                    observed.append(("count", "String(reflecting: d.count)"))
                case.top.append("final class %sShadow { var count = 99 }" % p)
                case.presenter_members.append("var %s = %sShadow()" % (local, p))
                value = '"count \\(%s.count)"' % local
            elif variant == "identifier":
                case.tag("interpolation-identifier")
                case.presenter_members.append('var identifier = "P-1"')
                value = '"id \\(identifier)"'
            elif variant == "call":
                case.tag("interpolation-call")
                case.presenter_members.append('func stamp() -> String {\n        log.append("stamp")\n        return "s"\n    }')
                value = '"stamp \\(stamp())"'
                if rng.random() < 0.5:
                    case.statements.append('log.append("before")')
            else:
                case.tag("interpolation-sender")
                value = '"from \\(String(describing: sender))"'
            case.statements.append("%s.label = %s" % (local, value))
            observed.append(("label", "String(reflecting: d.label)"))
        elif kind == "code":
            case.top.append("typealias %sCode = String" % p)
            case.destination_members.append("var code: %sCode?" % p)
            if rng.random() < 0.6:
                case.tag("typealias-shadow")
                case.presenter_nested.append("typealias %sCode = Substring" % p)
            case.statements.append('%s.code = "A-1"' % local)
            observed.append(("code", "String(reflecting: d.code)"))
        elif kind == "payload":
            variant = pick(rng, ["Any?", "Any", "AnyObject?", "AnyObject"])
            case.tag("payload-" + variant)
            initial = {"Any?": "", "Any": " = 0", "AnyObject?": "", "AnyObject": " = %sItem(name: \"initial\")" % p}
            case.destination_members.append("var payload: %s%s" % (variant, initial[variant]))
            if variant.startswith("AnyObject"):
                case.presenter_members.append('var object: %sItem? = %sItem(name: "object")' % (p, p))
                value = "object" if variant == "AnyObject?" else "object!"
            else:
                case.presenter_members.append("var maybe: Int? = %s" % pick(rng, ["7", "nil"]))
                value = "maybe" if variant == "Any?" else "maybe as Any"
            case.statements.append("%s.payload = %s" % (local, value))
            observed.append(("payload", "String(reflecting: d.payload) + \" as \" + String(describing: type(of: d.payload))"))
        elif kind == "nested":
            case.tag("nested-optional")
            case.destination_members.append("var nested: Int?? = 1")
            case.presenter_members.append("var inner: Int?? = %s" % pick(rng, [".some(nil)", "nil", "2"]))
            case.statements.append("%s.nested = inner" % local)
            observed.append(("nested", "String(reflecting: d.nested)"))
        elif kind == "user":
            case.destination_members.append("var user: %sItem!" % p)
            if rng.random() < 0.5:
                case.tag("iuo-protocol")
                case.top.append("@MainActor protocol %sHasUser { var user: %sItem! { get } }" % (p, p))
                case.destination_conformances = ["%sHasUser" % p]
            case.presenter_members.append('var account: %sItem? = %sItem(name: "account")' % (p, p))
            case.statements.append("%s.user = account" % local)
            observed.append(("user", "String(reflecting: d.user as %sItem?)" % p))
        elif kind == "flag":
            case.destination_members.append("var flag = false")
            case.statements.append("%s.flag = true" % local)
            observed.append(("flag", "String(reflecting: d.flag)"))
    # One statement of each property at most, in the order chosen; dedupe presenter members.
    seen = set()
    members = []
    for member in case.presenter_members:
        if member not in seen:
            seen.add(member)
            members.append(member)
    case.presenter_members = members
    case.observed = observed


# --- Implicitly unwrapped destination properties (wt-27s) -------------------------------------

def implicitly_unwrapped_properties(case, rng, local):
    """Adds implicitly unwrapped destination properties, which the migration turns into
    `@Prepared(required: …) var x: T! = nil`: read before any delivery (the scenarios read every
    property after segues that do not assign it), a nil value, an initial value, an optional
    sender cast, a closure type, and the hostile ones that must stay (`Any!`, a typealias of an
    optional, a weak one, an `Int?!`)."""
    p = case.name
    variants = ["plain", "nil-value", "initial", "sender", "closure", "any", "alias", "weak", "double"]
    for variant in rng.sample(variants, rng.randint(1, 2)):
        case.tag("iuo-" + variant)
        if variant == "plain":
            case.destination_members.append("var owner: %sItem!" % p)
            case.presenter_members.append('var ownerItem = %sItem(name: "owner")' % p)
            case.statements.append("%s.owner = ownerItem" % local)
            observed = ("owner", "String(reflecting: d.owner as %sItem?)" % p)
        elif variant == "nil-value":
            case.destination_members.append("var previous: %sItem! = %sItem(name: \"initial\")" % (p, p))
            case.presenter_members.append("var none: %sItem? = nil" % p)
            case.statements.append("%s.previous = none" % local)
            observed = ("previous", "String(reflecting: d.previous as %sItem?)" % p)
        elif variant == "initial":
            case.destination_members.append("var size: Int! = 5")
            case.presenter_members.append("var width = 9")
            case.statements.append("%s.size = width" % local)
            observed = ("size", "String(reflecting: d.size as Int?)")
        elif variant == "sender":
            case.destination_members.append("var caption: String!")
            case.statements.append("%s.caption = sender as? String" % local)
            observed = ("caption", "String(reflecting: d.caption as String?)")
        elif variant == "closure":
            case.destination_members.append("var format: ((Int) -> String)!")
            case.presenter_members.append('var formatter: (Int) -> String = { "n\\($0)" }')
            case.statements.append("%s.format = formatter" % local)
            observed = ("format", 'd.format.map { $0(3) } ?? "nil"')
        elif variant == "any":
            case.destination_members.append("var anything: Any!")
            case.presenter_members.append("var maybeNumber: Int? = 4")
            case.statements.append("%s.anything = maybeNumber" % local)
            observed = ("anything", "String(reflecting: d.anything as Any?)")
        elif variant == "alias":
            case.top.append("typealias %sMaybeLevel = Int?" % p)
            case.destination_members.append("var level: %sMaybeLevel!" % p)
            case.presenter_members.append("var currentLevel: Int? = nil")
            case.statements.append("%s.level = currentLevel" % local)
            observed = ("level", "String(reflecting: d.level as %sMaybeLevel?)" % p)
        elif variant == "weak":
            case.destination_members.append("weak var source: %sItem!" % p)
            case.presenter_members.append('let kept = %sItem(name: "kept")' % p)
            case.statements.append("%s.source = kept" % local)
            observed = ("source", "String(reflecting: d.source as %sItem?)" % p)
        else:
            case.destination_members.append("var depth: Int?!")
            case.presenter_members.append("var innerDepth: Int?? = .some(nil)")
            case.statements.append("%s.depth = innerDepth" % local)
            observed = ("depth", "String(reflecting: d.depth as Int??)")
        case.observed.append(observed)

# --- Ownership modifiers written with an argument (wt-a, from unseen apps) ----------------------
# `unowned(unsafe)` and `unowned(safe)` are `unowned`: a property wrapper cannot carry them, so the
# assignment stays (once the assistant put `@Prepared` after the modifier, which does not compile).
# A `private(set)`-style setter access beside one keeps being read as a modifier.


def ownership_modified_properties(case, rng, local):
    """Adds destination properties whose modifier takes an argument: `unowned(unsafe)`,
    `unowned(safe)` (they must stay) and `fileprivate(set)` (it converts, the modifier kept)."""
    p = case.name
    if not any(line.startswith("@MainActor enum %sKeepers" % p) for line in case.top):
        case.top.append('@MainActor enum %sKeepers {\n    static let idle = %sItem(name: "idle")\n}' % (p, p))
    case.presenter_members.append('let keeper = %sItem(name: "keeper")' % p)
    variants = ["unowned-unsafe", "unowned-safe", "setter-access"]
    for variant in rng.sample(variants, rng.randint(1, 3)):
        case.tag("ownership-" + variant)
        if variant == "unowned-unsafe":
            case.destination_members.append("unowned(unsafe) var engine: %sItem = %sKeepers.idle" % (p, p))
            case.statements.append("%s.engine = keeper" % local)
            case.observed.append(("engine", "d.engine.name"))
        elif variant == "unowned-safe":
            case.destination_members.append("unowned(safe) var fallback: %sItem = %sKeepers.idle" % (p, p))
            case.statements.append("%s.fallback = keeper" % local)
            case.observed.append(("fallback", "d.fallback.name"))
        else:
            case.destination_members.append('fileprivate(set) var station = "none"')
            case.presenter_members.append('var tuned = "jazz"')
            case.statements.append("%s.station = tuned" % local)
            case.observed.append(("station", "String(reflecting: d.station)"))


# --- Spellings seen in unseen apps (Regressions/TupleValues, UnnamedSender, DeinitReads,
# InheritedMembers) ----------------------------------------------------------------------------
# A destination property typed as a tuple and written as one (the hook must keep the tuple's
# parentheses), labelled or not; the body's sender parameter left unnamed (`sender _: Any?`,
# which the call the body gains must still pass on); a deinit that reads a handed-over property
# (a slot is computed, which a nonisolated deinit cannot read); a presenter declaring a member
# that PreparedViewController brings.

def tuple_valued_properties(case, rng, local):
    """Adds destination properties typed and written as tuples."""
    case.presenter_members.append("var zoom = 12")
    for variant in rng.sample(["plain", "labelled"], rng.randint(1, 2)):
        case.tag("tuple-" + variant)
        if variant == "plain":
            case.destination_members.append('var pair: (Int, String) = (0, "")')
            case.statements.append('%s.pair = (zoom, "city")' % local)
            case.observed.append(("pair", "String(describing: d.pair)"))
        else:
            case.destination_members.append('var span: (zoom: Int, label: String) = (zoom: 0, label: "")')
            case.statements.append('%s.span = (zoom: zoom + 1, label: "span")' % local)
            case.observed.append(("span", "String(describing: d.span)"))


def deinit_reads(case, rng):
    """A destination whose deinit reads one of the handed-over properties (it must stay stored), or
    a presenter that declares a member PreparedViewController has (it must not take part)."""
    # Only Sendable values: a nonisolated deinit reads no other stored property in Swift 6 either.
    sendable = r"\bvar %s(: (String|Int|Bool|Double)\??)? = (\"|-?[0-9]|true|false|nil)"
    declared = [name for name, _ in case.observed
                if any(re.search(sendable % re.escape(name), m) for m in case.destination_members)]
    if rng.random() < 0.5 and declared:
        case.tag("deinit-read")
        case.destination_members.append("deinit {\n        _ = %s\n    }" % declared[0])
    else:
        case.tag("inherited-member")
        case.presenter_members.append('var preparationOptions: [String] = ["fast"]')


def unnamed_sender(presenter):
    """`sender _: Any?` in the presenter's prepare, when its body never names `sender`."""
    start = next(i for i, line in enumerate(presenter) if "func prepare(for segue" in line)
    if any("sender" in line for line in presenter[start + 1:]):
        return False
    presenter[start] = presenter[start].replace("sender: Any?)", "sender _: Any?)")
    return True


# --- Order and effects (StatementOrder.swift, MigrationIdioms' purity) --------------------------
# A converted value moves to super.prepare(for:sender:); a statement that stays between blocks it
# unless the two commute. Each variation puts one statement that stays before the converted ones:
# some commute (a log line of literals, a refused assignment to another plain stored property, a
# branch that never runs with them), the hostile ones do not (a log line whose interpolation runs
# the app's code, the presenter's own `print`, a refused property whose didSet reads a converted
# one, a call that changes what a value reads, a call that re-enters prepare, a `return` under
# another condition), and a call the app declares under a pure name.

def order_and_effects(case, rng, local):
    p = case.name
    if rng.random() >= 0.55:
        return
    variant = pick(rng, ["log-literal", "log-description", "shadowed-print", "refused-plain", "refused-observed",
                         "disjoint-identifier", "same-identifier-effect", "reentrant", "return-under-condition",
                         "shadowed-pure-call", "existing-arrival"])
    case.tag("order-" + variant)

    def bump_candidate():
        """A destination property whose converted value reads what the hostile statement changes."""
        case.presenter_members.append("var bumps = 0")
        case.destination_members.append("var bumpsSeen = -1")
        case.statements.append("%s.bumpsSeen = bumps" % local)
        case.observed.append(("bumpsSeen", "String(reflecting: d.bumpsSeen)"))

    if variant == "log-literal":
        # `#function`, not `#line`: a `#line` literal names where it is written, which every edit
        # above it moves (the `super.prepare(for:sender:)` the migration adds, as any edit would);
        # the migration keeps what the program does, not the numbers of its lines.
        line = pick(rng, ['print("prepare \\(segue.identifier ?? "none")")', 'print("prepare", #function, true)',
                          'debugPrint("prepare", segue.identifier)'])
        if rng.random() < 0.5:
            case.statements_before_dispatch.append(line)
        else:
            case.statements.insert(0, line)
    elif variant == "log-description":
        case.top.append("nonisolated(unsafe) var %sTicks = 0" % p)
        case.top.append("struct %sNoisy: CustomStringConvertible {\n    var description: String {\n        %sTicks += 1\n"
                        "        return \"noisy\"\n    }\n}" % (p, p))
        case.presenter_members.append("let noisy = %sNoisy()" % p)
        case.destination_members.append("var ticks = -1")
        case.statements_before_dispatch.append('print("n \\(noisy)")')
        case.statements.append("%s.ticks = %sTicks" % (local, p))
        case.observed.append(("ticks", "String(reflecting: d.ticks)"))
    elif variant == "shadowed-print":
        case.presenter_members.append("var printed = 0")
        case.presenter_members.append("func print(_ text: String) { printed += 1 }")
        case.destination_members.append("var printedSeen = -1")
        case.statements_before_dispatch.append('print("literal")')
        case.statements.append("%s.printedSeen = printed" % local)
        case.observed.append(("printedSeen", "String(reflecting: d.printedSeen)"))
    elif variant == "refused-plain":
        # An implicitly unwrapped property stays (a required slot would trap): a plain stored write.
        case.destination_members.append("var legacy: String!")
        case.statements.insert(0, '%s.legacy = "old"' % local)
        case.observed.append(("legacy", "String(reflecting: d.legacy as String?)"))
    elif variant == "refused-observed":
        case.destination_members.append("var mark = 0")
        case.destination_members.append("var seenMark = -1")
        case.destination_members.append("var watched: String? {\n        didSet { seenMark = mark }\n    }")
        case.statements.append('%s.watched = "w"' % local)
        case.statements.append("%s.mark = 1" % local)
        case.observed.append(("seenMark", "String(reflecting: d.seenMark)"))
        case.observed.append(("mark", "String(reflecting: d.mark)"))
    elif variant == "disjoint-identifier":
        bump_candidate()
        case.statements_before_dispatch += ['if segue.identifier == "other" {', "    bumps += 1", "}"]
    elif variant == "same-identifier-effect":
        bump_candidate()
        case.statements_before_dispatch += ['if segue.identifier == "show" {', "    bumps += 1", "}"]
    elif variant == "reentrant":
        bump_candidate()
        case.presenter_members.append(
            "func reenter(_ segue: UIStoryboardSegue) {\n        bumps += 1\n        if bumps < 2 {\n"
            "            prepare(for: UIStoryboardSegue(identifier: segue.identifier, source: self, "
            "destination: segue.destination), sender: nil)\n        }\n    }")
        case.statements_before_dispatch.append("reenter(segue)")
    elif variant == "return-under-condition":
        case.statements_before_dispatch += ["if sender is Int {", '    log.append("early")', "    return", "}"]
    elif variant == "existing-arrival":
        # The destination implements contextDidArrive(_:) already: a presenter that starts taking part
        # would set it off.
        case.imports.add("PreparedContext")
        case.destination_conformances.append("SegueContext")
        case.destination_members.append("public var ambientContext = ContextValues()")
        case.destination_members.append("var arrivals = 0")
        case.destination_members.append("public func contextDidArrive(_ report: PreparationReport) { arrivals += 1 }")
        case.observed.append(("arrivals", "String(reflecting: d.arrivals)"))
    elif variant == "shadowed-pure-call":
        bump_candidate()
        case.statements.pop()
        case.presenter_members.append("func Int(_ value: Swift.Int) -> Swift.Int {\n        bumps += 1\n        return value\n    }")
        case.statements.append("%s.bumpsSeen = Int(bumps)" % local)


# --- Where the delivery goes (DeliveryPlacement.swift) ---------------------------------------
# The migration writes `super.prepare(for:sender:)` first, last, or in a `defer` written first
# when the body returns early, whichever converts more. Each variation puts a statement that
# stays before or after the converted value, and observes what it saw of the destination or
# what the value read: a call on the destination that records the slot's value, early returns
# (under a condition, in another block, in a guard, after the value), `defer`s already in the
# body, a log line with `#function` after the value, a closure whose `return` is no exit, and a
# binding read before a call that changes what it reads.
def delivery_placement(case, rng, local):
    p = case.name
    if rng.random() >= 0.3:
        return
    variant = pick(rng, ["call-before", "call-after", "return-before", "guard-other-block", "log-after",
                         "closure-return", "defer-in-block", "defer-top", "binding-before-call", "return-after",
                         "two-calls", "bare-return-after", "guard-own-binding"])
    case.tag("placement-" + variant)
    case.destination_members.append('var placed = "old"')
    case.destination_members.append('var placedSeen = "-"')
    case.destination_members.append("func placeRecord() { placedSeen = placed }")
    case.observed.append(("placed", "String(reflecting: d.placed)"))
    case.observed.append(("placedSeen", "String(reflecting: d.placedSeen)"))
    record = "%s.placeRecord()" % local
    assign = '%s.placed = "new"' % local
    if variant == "call-before":
        # The call saw the old value: converted, the value is delivered after it.
        case.statements.insert(0, record)
        case.statements.append(assign)
    elif variant == "call-after":
        case.statements.append(assign)
        case.statements.append(record)
    elif variant == "two-calls":
        case.statements.insert(0, record)
        case.statements.append(assign)
        case.statements.append(record)
    elif variant == "return-before":
        case.statements.insert(0, record)
        case.statements += ["if sender is Int {", '    log.append("early")', "    return", "}", assign]
    elif variant == "guard-other-block":
        # A guard's `return` in a block the value is not in: the hook cannot see that it left.
        case.statements_before_dispatch += ['if segue.identifier == "show" {',
                                            "    guard let early = sender as? Int else { return }",
                                            '    log.append("n \\(early)")', "}"]
        case.statements.insert(0, record)
        case.statements.append(assign)
    elif variant == "log-after":
        case.statements.insert(0, record)
        case.statements.append(assign)
        case.statements.append('print("prepare", #function)')
    elif variant == "closure-return":
        case.presenter_members.append('var lines = ["a"]')
        case.statements_before_dispatch.append("lines = lines.map { line -> String in return line + \"!\" }")
        case.statements.insert(0, record)
        case.statements.append(assign)
    elif variant == "defer-in-block":
        # Runs when the block ends, after the value; a delivery at the end of the body comes later.
        case.statements.insert(0, "defer { %s }" % record)
        case.statements.append(assign)
    elif variant == "defer-top":
        case.statements_before_dispatch.append('defer { log.append("deferred") }')
        case.statements.insert(0, record)
        case.statements.append(assign)
    elif variant == "binding-before-call":
        # `let mark = marker` reads the presenter before the call that changes it.
        case.presenter_members.append('var marker = "first"')
        case.presenter_members.append('func touchMarker() { marker = "second" }')
        case.statements.insert(0, "let mark = marker")
        case.statements.insert(1, "touchMarker()")
        case.statements.append("%s.placed = mark" % local)
        case.statements.append(record)
    elif variant == "bare-return-after":
        # A `return` after the value: the body returns, so the delivery is a `defer`, which runs after it.
        case.statements.insert(0, record)
        case.statements += [assign, "return"]
    elif variant == "guard-own-binding":
        # The value's own guard: the hook tests the sender again wherever it runs.
        case.statements.insert(0, "guard let placedNote = sender as? String else { return }")
        case.statements.insert(1, record)
        case.statements.append("%s.placed = placedNote" % local)
    elif variant == "return-after":
        case.statements.insert(0, record)
        case.statements += [assign, "if sender is Int {", '    log.append("late")', "    return", "}",
                            'log.append("after")']


def generate(name, rng):
    case = Case(name, rng)
    p = name
    case.statements_before_dispatch = []
    case.destination_conformances = []
    local = pick(rng, ["detail", "destination", "controller"])
    destination_properties(case, rng, local)
    # Seeded by the name alone, so the other cases' choices do not move.
    iuo = random.Random("implicitly-unwrapped-" + name)
    if iuo.random() < 0.35:
        implicitly_unwrapped_properties(case, iuo, local)
    # Seeded by the name alone too: modifiers written with an argument (their section is above).
    ownership = random.Random("ownership-modifiers-" + name)
    if ownership.random() < 0.2:
        ownership_modified_properties(case, ownership, local)
    # Seeded by the name alone too: tuples (their section is above).
    tuples = random.Random("tuple-values-" + name)
    if tuples.random() < 0.15:
        tuple_valued_properties(case, tuples, local)
    members = random.Random("deinit-reads-" + name)
    if members.random() < 0.1:
        deinit_reads(case, members)

    # The destination's class, and how the segue reaches it.
    destination = "%sDetail" % p
    navigation = rng.random() < 0.2
    if navigation:
        case.tag("navigation")
    # The identifier test and the cast.
    form = pick(rng, ["if", "if-let", "else-if", "switch", "guard", "cast-only", "constant", "enum"])
    # The condition shapes of ConditionForms.swift (their section is below).
    form = condition_form(rng, form)
    case.tag("form-" + form)
    identifier = "show"
    if form == "constant":
        case.top.append('enum %sSegue {\n    static let show = "show"\n}' % p)
        test = "segue.identifier == %sSegue.show" % p
    elif form == "enum":
        case.top.append('enum %sRoute: String {\n    case show, other\n}' % p)
        test = "segue.identifier == %sRoute.show.rawValue" % p
    else:
        test = 'segue.identifier == "show"'
    if navigation:
        cast_bang = "(segue.destination as! UINavigationController).topViewController as! %s" % destination
        cast_q = "(segue.destination as? UINavigationController)?.topViewController as? %s" % destination
    else:
        cast_bang = "segue.destination as! %s" % destination
        cast_q = "segue.destination as? %s" % destination

    side_effect = rng.random() < 0.35
    if side_effect:
        case.tag("side-effect")
        position = rng.randrange(len(case.statements) + 1)
        case.statements.insert(position, 'log.append("prepared")')
    order_and_effects(case, rng, local)
    # Seeded by the name alone, so the other cases' choices do not move.
    delivery_placement(case, random.Random("delivery-placement-" + name), local)
    statements = case.statements
    body = []
    indent = "        "
    body += [indent + s for s in case.statements_before_dispatch]

    def block(lines, depth):
        return [indent + "    " * depth + line for line in lines]

    if form in ("if", "constant", "enum"):
        body.append(indent + "if %s {" % test)
        body += block(["let %s = %s" % (local, cast_bang)] + statements, 1)
        body.append(indent + "}")
    elif form == "if-let":
        body.append(indent + "if %s, let %s = %s {" % (test, local, cast_q))
        body += block(statements, 1)
        body.append(indent + "}")
    elif form == "else-if":
        body.append(indent + 'if segue.identifier == "other" {')
        body += block(['log.append("other")'], 1)
        body.append(indent + "} else if %s {" % test)
        body += block(["let %s = %s" % (local, cast_bang)] + statements, 1)
        body.append(indent + "}")
        case.segues.append(("source", "elsewhere", "show", "other"))
    elif form == "switch":
        body.append(indent + "switch segue.identifier {")
        body.append(indent + 'case "show":')
        body += block(["let %s = %s" % (local, cast_bang)] + statements, 1)
        body.append(indent + "default:")
        body += block(["break"], 1)
        body.append(indent + "}")
    elif form == "guard":
        body.append(indent + "guard %s, let %s = %s else { return }" % (test, local, cast_q))
        body += [indent + s for s in statements]
    elif form == "cast-only":
        body.append(indent + "if let %s = %s {" % (local, cast_q))
        body += block(statements, 1)
        body.append(indent + "}")
    elif form in CONDITION_FORMS:
        body += condition_body(case, form, test, local, destination, navigation, statements, indent)

    # The presenting class.
    base_kind = pick(rng, ["UIViewController", "UIViewController", "UITableViewController", "app-base"])
    access = "" if rng.random() < 0.85 else pick(rng, ["public ", "open "])
    if access:
        case.tag("access-" + access.strip())
    if base_kind == "app-base":
        case.tag("app-base")
        base = "%sBase" % p
        case.extra_classes.append(
            "%sclass %sBase: UIViewController {\n    var prepared: [String] = []\n\n"
            "    %soverride func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            "        prepared.append(segue.identifier ?? \"none\")\n    }\n}" % (
                "open " if access == "open " else access, p, "open " if access == "open " else access))
    else:
        base = base_kind
    super_first = base_kind == "app-base" or rng.random() < 0.5
    if super_first:
        body.insert(0, indent + "super.prepare(for: segue, sender: sender)")
    final = "" if access == "open " or rng.random() < 0.3 else "final "
    in_extension = rng.random() < 0.2
    conformances = "".join(", " + c for c in case.presenter_conformances if not in_extension)
    if in_extension and case.presenter_conformances:
        case.tag("conformance-in-extension")
        case.extensions.append("extension %sSource: %s {}" % (p, ", ".join(case.presenter_conformances)))
    override_access = access if access else ""
    presenter = ["%s%sclass %sSource: %s%s {" % (access, final, p, base, conformances)]
    for member in case.presenter_nested:
        presenter.append("    " + member)
    for member in case.presenter_members:
        presenter.append("    " + member)
    presenter.append("    var log: [String] = []")
    presenter.append("")
    presenter.append("    %soverride func prepare(for segue: UIStoryboardSegue, sender: Any?) {" % override_access)
    presenter += body
    presenter.append("    }")
    presenter.append("}")
    if random.Random("unnamed-sender-" + name).random() < 0.15 and unnamed_sender(presenter):
        case.tag("unnamed-sender")

    # Other presenters of the destination.
    extra = rng.random()
    others = []
    if extra < 0.2:
        # A second segue source that takes part already, with a property of one of the names.
        names = [k for k, _ in case.observed if k in ("item", "note", "count", "flag")]
        if names:
            taken = names[0]
            case.tag("second-presenter")
            case.imports.add("PreparedContext")
            value = {"item": 'var item: %sItem? = %sItem(name: "other")' % (p, p), "note": 'var note: String? = "other note"',
                     "count": "var count: Int = 7", "flag": "var flag = true"}[taken]
            case.extra_classes.append(
                "final class %sOther: PreparedViewController {\n    %s\n}" % (p, value))
            case.segues.append(("other", "detail", "show", "fromOther"))
            case.scenes.append(("other", "viewController", "%sOther" % p))
            others.append("other")
    elif extra < 0.4:
        names = [k for k, _ in case.observed if k in ("item", "note", "count", "flag")]
        if names:
            taken = names[0]
            case.tag("coordinator")
            case.imports.add("PreparedContext")
            value = {"item": 'var item: %sItem? = %sItem(name: "coordinator")' % (p, p),
                     "note": 'var note: String? = "coordinator note"',
                     "count": "var count: Int = 8", "flag": "var flag = true"}[taken]
            case.extra_classes.append(
                "@MainActor final class %sCoordinator {\n    %s\n\n    func show(_ detail: %s) {\n"
                "        _ = try? ContextPropagation.propagate(from: self, to: detail)\n    }\n}" % (p, value, destination))
            others.append("coordinator")
    elif extra < 0.55:
        # The destination presents a third controller (so the migration may make it prepared) and
        # unwinds to the presenter, which receives from a first controller.
        names = [k for k, _ in case.observed if k in ("item", "note", "count", "flag")]
        if names:
            taken = names[0]
            case.tag("unwind")
            value = {"item": ('var item: %sItem? = %sItem(name: "from start")' % (p, p), "item"),
                     "note": ('var note: String? = "from start"', "note"),
                     "count": ("var count: Int = 11", "count"), "flag": ("var flag = true", "flag")}[taken]
            presenter.insert(1, "    " + value[0])
            presenter.insert(-1, "")
            presenter.insert(-1, "    @IBAction func unwindToSource(_ segue: UIStoryboardSegue) {}")
            case.extra_classes.append(
                "final class %sStart: UIViewController {\n    %s\n\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
                "        if segue.identifier == \"start\", let source = segue.destination as? %sSource {\n"
                "            source.%s = %s\n        }\n    }\n}" % (p, value[0], p, value[1], value[1]))
            case.extra_classes.append(
                "final class %sThird: UIViewController {\n    var flag3 = false\n}" % p)
            case.segues.append(("start", "source", "show", "start"))
            case.scenes.append(("start", "viewController", "%sStart" % p))
            case.destination_prepare = (
                "    %soverride func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
                "        if segue.identifier == \"third\", let third = segue.destination as? %sThird {\n"
                "            third.flag3 = true\n        }\n    }" % ("public " if access else "", p))
            case.segues.append(("detail", "third", "show", "third"))
            case.scenes.append(("third", "viewController", "%sThird" % p))
            case.unwind = taken
            others.append("unwind")

    # The destination class.
    d_access = "public " if access else ""
    d_conformances = "".join(", " + c for c in case.destination_conformances)
    detail = ["%sfinal class %sDetail: UIViewController%s {" % (d_access, p, d_conformances)]
    for member in case.destination_members:
        detail.append("    " + member)
    if getattr(case, "destination_prepare", None):
        detail.append("")
        detail.append(case.destination_prepare)
    detail.append("}")

    header = "".join("import %s\n" % module for module in sorted(case.imports))
    item_access = "public " if access else ""
    types = [
        "%sfinal class %sItem: CustomDebugStringConvertible {\n    let name: String\n    init(name: String) { self.name = name }\n"
        "    %svar debugDescription: String { \"Item(\\(name))\" }\n}" % (item_access, p, item_access),
        "%senum %sMode { case view, edit }" % (item_access, p),
    ]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(case.tags) or "plain")
    source += header + "\n" + "\n\n".join(types + case.top + case.extra_classes + ["\n".join(detail), "\n".join(presenter)]
                                          + case.extensions) + "\n"

    # The storyboard.
    scenes = [("source", "viewController" if base_kind != "UITableViewController" else "tableViewController",
               "%sSource" % p)]
    if navigation:
        scenes.append(("navigation", "navigationController", None))
    scenes.append(("detail", "viewController", destination))
    scenes.append(("elsewhere", "viewController", None))
    scenes += case.scenes
    segues = [("source", "navigation" if navigation else "detail", "show", "show")] + [
        s for s in case.segues]
    if getattr(case, "unwind", None):
        segues.append(("detail", "source", "unwind", "unwindToSource"))
    storyboard = storyboard_xml(scenes, segues, navigation)

    # The scenarios.
    run = scenarios(case, p, navigation, others, form)
    return source, storyboard, run


# MARK: Conditions (ConditionForms.swift): parenthesised switch subjects, class tests without a
# binding, guards whose else stops the app. The scenarios always hand the destination class the
# storyboard shows, so a stop on the destination's class never runs before or after; stops on the
# sender are left out (a scenario's sender would stop the original, which the migration changes on
# purpose and says so in a note).

CONDITION_FORMS = ["switch-paren", "class-test", "class-test-identifier", "stop-guard", "stop-guard-switch",
                   "class-test-mismatch", "type-switch", "type-switch-related"]


def condition_form(rng, form):
    """Replaces a third of the forms with one of the condition shapes."""
    return pick(rng, CONDITION_FORMS) if rng.random() < 0.3 else form


def condition_body(case, form, test, local, destination, navigation, statements, indent):
    """The lines of a prepare body of one of CONDITION_FORMS."""
    case.tag("condition-" + form)
    lines = []

    def block(body, depth):
        return [indent + "    " * depth + line for line in body]

    if navigation:
        root = "(segue.destination as? UINavigationController)?.topViewController"
        cast_q = "%s as? %s" % (root, destination)
        is_test = "let navigation = segue.destination as? UINavigationController, navigation.topViewController is %s" % (
            destination)
        bound = "navigation.topViewController as! %s" % destination
    else:
        cast_q = "segue.destination as? %s" % destination
        is_test = "segue.destination is %s" % destination
        bound = "segue.destination as! %s" % destination
    stop = 'fatalError("unexpected destination \\(segue.destination)")'
    if form == "switch-paren":
        # `?? ""` or not, one or two pairs of parentheses.
        subject = case.rng.choice(['(segue.identifier ?? "")', "(segue.identifier)", '((segue.identifier ?? ""))'])
        lines.append(indent + "switch %s {" % subject)
        lines.append(indent + 'case "show":')
        lines += block(["let %s = %s" % (local, bound.replace("navigation.topViewController",
                                                                 "(segue.destination as! UINavigationController)"
                                                                 ".topViewController"))] + statements, 1)
        lines.append(indent + "default:")
        lines += block(["break"], 1)
        lines.append(indent + "}")
    elif form in ("class-test", "class-test-identifier"):
        condition = is_test if form == "class-test" else "%s, %s" % (test, is_test)
        lines.append(indent + "if %s {" % condition)
        lines += block(["let %s = %s" % (local, bound)] + statements, 1)
        lines.append(indent + "}")
    elif form == "class-test-mismatch":
        # A class test of another class around a cast of the destination's: it must stay.
        case.extra_classes.append("final class %sElsewhere: UIViewController {}" % case.name)
        lines.append(indent + "if %s, segue.destination is %sElsewhere {" % (test, case.name))
        lines += block(["let %s = %s" % (local, cast_q.replace(" as? ", " as! ", 1) if not navigation
                                         else "(segue.destination as! UINavigationController).topViewController as! "
                                         + destination)] + statements, 1)
        lines.append(indent + "}")
    elif form == "stop-guard":
        lines.append(indent + "if %s {" % test)
        lines += block(["guard let %s = %s else {" % (local, cast_q), "    " + stop, "}"] + statements, 1)
        lines.append(indent + "}")
    elif form == "stop-guard-switch":
        lines.append(indent + 'switch (segue.identifier ?? "") {')
        lines.append(indent + 'case "show":')
        lines += block(["guard let %s = %s else { %s }" % (local, cast_q, stop)] + statements, 1)
        lines.append(indent + "default:")
        lines += block(['log.append("no handoff")'], 1)
        lines.append(indent + "}")
    elif form in ("type-switch", "type-switch-related"):
        # A switch on the destination's class (through a navigation controller, the cast never matches:
        # the migration must refuse). An earlier case of an unrelated class of the app's, or (related)
        # of UIViewController, which every destination is: the Detail case never runs, and must stay.
        case.extra_classes.append("final class %sElsewhere: UIViewController {}" % case.name)
        earlier = "%sElsewhere" % case.name if form == "type-switch" else "UIViewController"
        lines.append(indent + "switch segue.destination {")
        lines.append(indent + "case is %s:" % earlier)
        lines += block(['log.append("earlier case")'], 1)
        lines.append(indent + "case let %s as %s:" % (local, destination))
        lines += block(statements, 1)
        lines.append(indent + "default:")
        lines += block(["break"], 1)
        lines.append(indent + "}")
    return lines


def storyboard_xml(scenes, segues, navigation):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
             'targetRuntime="iOS.CocoaTouch" initialViewController="source">', "    <scenes>"]
    counter = 0
    for number, (identifier, element, name) in enumerate(scenes):
        lines.append('        <scene sceneID="s%d">' % number)
        lines.append("            <objects>")
        custom = ' customClass="%s" customModule="App" customModuleProvider="target"' % name if name else ""
        mine = [s for s in segues if s[0] == identifier]
        relationship = identifier == "navigation"
        if not mine and not relationship:
            lines.append('                <%s id="%s"%s sceneMemberID="viewController"/>' % (element, identifier, custom))
        else:
            lines.append('                <%s id="%s"%s sceneMemberID="viewController">' % (element, identifier, custom))
            lines.append("                    <connections>")
            if relationship:
                counter += 1
                lines.append('                        <segue destination="detail" kind="relationship" '
                             'relationship="rootViewController" id="g%d"/>' % counter)
            for _, destination, kind, segue_identifier in mine:
                counter += 1
                if kind == "unwind":
                    lines.append('                        <segue destination="exit" kind="unwind" identifier="%s" '
                                 'unwindAction="unwindToSource:" id="g%d"/>' % (segue_identifier, counter))
                else:
                    lines.append('                        <segue destination="%s" kind="%s" identifier="%s" id="g%d"/>'
                                 % (destination, kind, segue_identifier, counter))
            lines.append("                    </connections>")
            lines.append("                </%s>" % element)
        lines.append("            </objects>")
        lines.append("        </scene>")
    lines += ["    </scenes>", "</document>", ""]
    return "\n".join(lines)


def scenarios(case, p, navigation, others, form):
    observe = " + \" \" + ".join('"%s=" + (%s)' % (name, expression) for name, expression in case.observed)
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "",
             "@MainActor func observe%s(_ d: %sDetail, _ p: %sSource) -> String {" % (p, p, p),
             "    let values: String = %s" % (observe or '""'),
             '    return values + " log=" + String(reflecting: p.log)',
             "}", "",
             "@MainActor func run%s() -> [String] {" % p,
             "    var lines: [String] = []"]
    identifiers = ['"show"', '"other"', '"elsewhere"', "nil"]
    senders = ["nil", '"a note"', "42"]
    lines.append("    for identifier in [%s] as [String?] {" % ", ".join(identifiers))
    lines.append("        for sender in [%s] as [Any?] {" % ", ".join(senders))
    lines.append("            let p = %sSource()" % p)
    lines.append("            let d = %sDetail()" % p)
    # Only the segues the storyboard declares: UIKit performs no other, and the migration may
    # rely on that (a test the storyboards prove redundant is dropped). Another segue of the
    # source leads to its own scene, which d then is not.
    declared = sorted({'"%s"' % segue[3] for segue in case.segues if segue[0] == "source" and segue[3] != "show"})
    lines.append("            let shown: UIViewController")
    lines.append('            if identifier == "show" {')
    if navigation:
        lines.append("                shown = UINavigationController(rootViewController: d)")
    else:
        lines.append("                shown = d")
    if declared:
        lines.append("            } else if [%s].contains(identifier) {" % ", ".join(declared))
        lines.append("                shown = UIViewController()")
    lines.append("            } else {")
    lines.append("                continue")
    lines.append("            }")
    lines.append("            p.prepare(for: UIStoryboardSegue(identifier: identifier, source: p, destination: shown), sender: sender)")
    lines.append('            lines.append("segue \\(identifier ?? "nil") sender \\(String(describing: sender)): " + observe%s(d, p))' % p)
    lines.append("        }")
    lines.append("    }")
    if "other" in others:
        lines.append("    do {")
        lines.append("        let o = %sOther()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append("        o.prepare(for: UIStoryboardSegue(identifier: \"fromOther\", source: o, destination: d), sender: nil)")
        lines.append('        lines.append("from the other presenter: " + observe%s(d, %sSource()))' % (p, p))
        lines.append("    }")
    if "coordinator" in others:
        lines.append("    do {")
        lines.append("        let d = %sDetail()" % p)
        lines.append("        %sCoordinator().show(d)" % p)
        lines.append('        lines.append("from the coordinator: " + observe%s(d, %sSource()))' % (p, p))
        lines.append("    }")
    if "unwind" in others:
        lines.append("    do {")
        lines.append("        let start = %sStart()" % p)
        lines.append("        let p = %sSource()" % p)
        lines.append("        start.prepare(for: UIStoryboardSegue(identifier: \"start\", source: start, destination: p), sender: nil)")
        lines.append("        let d = %sDetail()" % p)
        lines.append("        p.prepare(for: UIStoryboardSegue(identifier: \"show\", source: p, destination: %s), sender: nil)"
                     % ("UINavigationController(rootViewController: d)" if navigation else "d"))
        lines.append("        d.prepare(for: UIStoryboardSegue(identifier: \"unwindToSource\", source: d, destination: p), sender: nil)")
        lines.append('        lines.append("after the unwind, the presenter has %s=" + String(reflecting: p.%s))'
                     % (case.unwind, case.unwind))
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return "\n".join(lines) + "\n"


# --- Handoff forms (#27 part 5) --------------------------------------------------------------
# A converted handoff is written in the most declarative form the storyboards prove the same: a
# key on the destination's slot (the presenter's own property feeds it), an unconditional entry,
# a lazy value for its segue, or the if block. Each case below is built so that one of those
# proofs may fail: a second segue to the same destination that the body does not hand anything
# on, another destination that declares the key (a slot already, or one the migration makes), a
# second presenter with a property of the key's name, an unwind, values that could trap.


def generate_forms(name, rng):
    p = name
    tags = []
    value_kind = pick(rng, ["self", "own-same", "own-same-self", "own-untyped", "own-renamed", "own-optional",
                            "own-iuo", "sender", "literal", "path", "case", "case-typed", "case-none"])
    tags.append("value-" + value_kind)
    presenter_members = ["var log: [String] = []"]
    top = ["@MainActor protocol %sDelegate: AnyObject {}" % p,
           "final class %sModel {\n    var total = 6\n}" % p]
    detail_members = []
    if value_kind == "self":
        key, detail_members, value = "delegate", ["weak var delegate: (any %sDelegate)?" % p], "self"
        observe = 'd.delegate === p ? "presenter" : String(reflecting: d.delegate)'
    elif value_kind in ("own-same", "own-same-self", "own-untyped"):
        key, detail_members = "count", ["var count: Int = 0"]
        presenter_members.append("var count = 5" if value_kind == "own-untyped" else "var count: Int = 5")
        value = "self.count" if value_kind == "own-same-self" else "count"
        observe = "String(reflecting: d.count)"
    elif value_kind == "own-renamed":
        key, detail_members, value = "count", ["var count: Int = 0"], "total"
        presenter_members.append("var total: Int = 5")
        observe = "String(reflecting: d.count)"
    elif value_kind == "own-optional":
        key, detail_members, value = "count", ["var count: Int? = 1"], "total"
        presenter_members.append("var total: Int? = %s" % pick(rng, ["nil", "3"]))
        observe = "String(reflecting: d.count)"
    elif value_kind == "own-iuo":
        key, detail_members, value = "count", ["var count: Int? = 1"], "total"
        presenter_members.append("var total: Int! = %s" % pick(rng, ["nil", "4"]))
        observe = "String(reflecting: d.count)"
    elif value_kind == "sender":
        key, detail_members, value = "note", ["var note: String?"], "sender as? String"
        observe = "String(reflecting: d.note)"
    elif value_kind == "literal":
        key, detail_members, value = "flag", ["var flag = false"], "true"
        observe = "String(reflecting: d.flag)"
    elif value_kind.startswith("case"):
        # A case of the app's enum (HandoffForms.swift's isPlainCase): `.wide` or `Mode.wide`, and
        # `.none`, which an optional slot takes as its own nil before the enum's case.
        top.append("enum %sMode {\n    case narrow, wide\n    case none\n}" % p)
        key = "mode"
        detail_members = [pick(rng, ["var mode: %sMode?" % p, "var mode: %sMode = .narrow" % p,
                                     "var mode: %sMode! = .narrow" % p])]
        value = {"case": ".wide", "case-typed": "%sMode.wide" % p, "case-none": ".none"}[value_kind]
        if value_kind == "case-none" and "?" not in detail_members[0] and "!" not in detail_members[0]:
            value = ".wide"
        observe = "String(reflecting: d.mode)"
    else:
        key, detail_members, value = "count", ["var count: Int = 0"], "model.total"
        presenter_members.append("var model = %sModel()" % p)
        observe = "String(reflecting: d.count)"
    conformance = ", %sDelegate" % p if value_kind == "self" else ""
    # The presenter's segues: "show" to the destination, and hostile others.
    segues = [("source", "detail", "show", "show")]
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p)]
    extra_classes = []
    imports = {"UIKit"}
    guarded = rng.random() < 0.75
    if rng.random() < 0.3:
        # The same destination on a second segue the body hands nothing on.
        tags.append("second-segue")
        segues.append(("source", "detail2", "show", "again"))
        scenes.append(("detail2", "viewController", "%sDetail" % p))
    other_kind = pick(rng, ["none", "none", "plain", "slot", "converted"])
    if other_kind != "none":
        tags.append("other-destination-" + other_kind)
        segues.append(("source", "b", "show", "toB"))
        scenes.append(("b", "viewController", "%sB" % p))
        member = detail_members[0]
        if other_kind == "slot":
            imports.add("PreparedContext")
            member = "@Prepared " + member.replace("weak ", "") if not member.startswith("weak") else \
                "@WeakPrepared var delegate: (any %sDelegate)?" % p
        extra_classes.append("final class %sB: UIViewController {\n    %s\n}" % (p, member))
    if rng.random() < 0.25:
        tags.append("second-presenter")
        imports.add("PreparedContext")
        name_taken = pick(rng, [key, "total"])
        extra_classes.append(
            "final class %sOther: PreparedViewController {\n    var %s: Int? = 77\n}" % (p, name_taken))
        segues.append(("other", "detail3", "show", "fromOther"))
        scenes.append(("other", "viewController", "%sOther" % p))
        scenes.append(("detail3", "viewController", "%sDetail" % p))
    unwind = rng.random() < 0.15
    if unwind:
        tags.append("unwind")
        segues.append(("detail", "source", "unwind", "unwindToSource"))
    body = ["    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
    if rng.random() < 0.5:
        body.append("        super.prepare(for: segue, sender: sender)")
    if guarded:
        body.append('        if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p)
    else:
        tags.append("cast-only")
        body.append("        if let d = segue.destination as? %sDetail {" % p)
    body.append("            d.%s = %s" % (key, value))
    body.append("        }")
    if other_kind == "converted":
        body.append('        if segue.identifier == "toB", let b = segue.destination as? %sB {' % p)
        other_value = {"delegate": "nil", "count": "9", "note": '"b"', "flag": "true", "mode": ".narrow"}[key]
        body.append("            b.%s = %s" % (key, other_value))
        body.append("        }")
    body.append("    }")
    if unwind:
        body.append("")
        body.append("    @IBAction func unwindToSource(_ segue: UIStoryboardSegue) {}")
    presenter = ["final class %sSource: UIViewController%s {" % (p, conformance)]
    presenter += ["    " + m for m in presenter_members] + [""] + body + ["}"]
    detail = ["final class %sDetail: UIViewController {" % p] + ["    " + m for m in detail_members]
    if unwind:
        detail.append("    var count2 = 0")
    detail.append("}")
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % m for m in sorted(imports)) + "\n"
    source += "\n\n".join(top + extra_classes + ["\n".join(detail), "\n".join(presenter)]) + "\n"
    storyboard = storyboard_xml(scenes, segues, False)

    # Scenarios: every segue the storyboard declares from the presenter, and the other presenter's.
    b_observe = None
    if other_kind != "none":
        b_observe = observe.replace("d.", "b.")
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "", "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for segue in [s for s in segues if s[0] == "source"]:
        identifier = segue[3]
        lines.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        lines.append("        let p = %sSource()" % p)
        if segue[1] == "b":
            lines.append("        let b = %sB()" % p)
            lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: b), sender: sender)'
                         % identifier)
            lines.append('        lines.append("%s \\(String(describing: sender)): " + (%s) + " log=" + String(reflecting: p.log))'
                         % (identifier, b_observe))
        else:
            lines.append("        let d = %sDetail()" % p)
            lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                         % identifier)
            lines.append('        lines.append("%s \\(String(describing: sender)): " + (%s) + " log=" + String(reflecting: p.log))'
                         % (identifier, observe))
        lines.append("    }")
    if "second-presenter" in tags:
        lines.append("    do {")
        lines.append("        let o = %sOther()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append("        let p = %sSource()" % p)
        lines.append('        o.prepare(for: UIStoryboardSegue(identifier: "fromOther", source: o, destination: d), sender: nil)')
        lines.append('        lines.append("from the other presenter: " + (%s))' % observe)
        lines.append("        _ = p")
        lines.append("    }")
    if unwind:
        lines.append("    do {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: d), sender: nil)')
        lines.append('        d.prepare(for: UIStoryboardSegue(identifier: "unwindToSource", source: d, destination: p), sender: nil)')
        lines.append('        lines.append("after the unwind: " + (%s) + " log=" + String(reflecting: p.log))' % observe)
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return source, storyboard, "\n".join(lines) + "\n"


# --- Container paths (ContainerPaths.swift) ----------------------------------------------------
# The destination reached through a navigation controller in the spellings of ContainerPaths.swift:
# `var target = segue.destination` set to a navigation controller's top (then a `switch` or an
# `if let` on it), the app's own `contents` accessor on UIViewController (recognised bodies, and
# hostile ones: another body, a second declaration of the name), `segue.destination.children.first`,
# `children[0]` after a count test, and `as!`. The storyboards reach the destination directly,
# inside a navigation controller (UIKit's, or the app's subclass that overrides what the cast reads
# or declares the property), inside a tab bar, or as a navigation controller itself; some have a
# segue the branch runs for that reaches another scene, and some an unwind from the presenter to a
# navigation controller whose top is the destination (not its root). The scenarios perform each
# segue the storyboard declares from the presenter, with the destination built as the storyboard
# shows it.

CONTAINER_SPELLINGS = ["contents", "contents-other-body", "contents-twice", "var-switch", "var-if", "children-first",
                       "children-index", "children-bang"]
CONTAINER_REACH = ["direct", "navigation", "navigation", "tab", "nav-subclass-top", "nav-subclass-property",
                   "nav-subclass-plain", "detail-is-nav", "both"]


def container_xml(scenes, segues):
    """A storyboard: scenes (id, element, class), segues (source, destination, kind, identifier); kind
    `relationship` makes a root (navigation) or a tab (tab bar)."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
             'targetRuntime="iOS.CocoaTouch" initialViewController="source">', "    <scenes>"]
    counter = 0
    for number, (identifier, element, name) in enumerate(scenes):
        custom = ' customClass="%s" customModule="App" customModuleProvider="target"' % name if name else ""
        lines.append('        <scene sceneID="s%d"><objects>' % number)
        lines.append('            <%s id="%s"%s sceneMemberID="viewController">' % (element, identifier, custom))
        lines.append("                <connections>")
        for source, destination, kind, segue_identifier in segues:
            if source != identifier:
                continue
            counter += 1
            if kind == "relationship":
                relation = "rootViewController" if element == "navigationController" else "viewControllers"
                lines.append('                    <segue destination="%s" kind="relationship" relationship="%s" id="g%d"/>'
                             % (destination, relation, counter))
            elif kind == "unwind":
                lines.append('                    <segue destination="exit" kind="unwind" identifier="%s" '
                             'unwindAction="unwindToStart:" id="g%d"/>' % (segue_identifier, counter))
            else:
                lines.append('                    <segue destination="%s" kind="%s" identifier="%s" id="g%d"/>'
                             % (destination, kind, segue_identifier, counter))
        lines.append("                </connections>")
        lines.append("            </%s>" % element)
        lines.append("        </objects></scene>")
    lines += ["    </scenes>", "</document>", ""]
    return "\n".join(lines)


def generate_containers(name, rng):
    p = name
    spelling = pick(rng, CONTAINER_SPELLINGS)
    reach = pick(rng, CONTAINER_REACH)
    if spelling == "children-bang" and reach in ("direct", "tab", "detail-is-nav"):
        # A forced cast that fails traps before the migration too: only segues it survives.
        reach = "navigation"
    tags = ["spelling-" + spelling, "reach-" + reach]
    identified = rng.random() < 0.6
    unwind = rng.random() < 0.15
    elsewhere = rng.random() < 0.25
    if unwind:
        tags.append("unwind")
    if elsewhere:
        tags.append("elsewhere")
    if not identified:
        tags.append("any-identifier")
    detail_base = "UINavigationController" if reach == "detail-is-nav" else "UIViewController"
    top = []
    extensions = []
    accessor = "contents%s" % p
    if spelling.startswith("contents"):
        bodies = [
            "if let navcon = self as? UINavigationController {\n            return navcon.visibleViewController ?? navcon\n"
            "        } else {\n            return self\n        }",
            "if let navcon = self as? UINavigationController {\n            return navcon.topViewController ?? self\n"
            "        }\n        return self",
            "guard let navcon = self as? UINavigationController else { return self }\n"
            "        return navcon.viewControllers.first ?? navcon",
            "return (self as? UINavigationController)?.visibleViewController ?? self",
        ]
        hostile = [
            "return presentedViewController ?? self",
            "return children.last ?? self",
            "if let navcon = self as? UINavigationController {\n            return navcon.viewControllers.last ?? navcon\n"
            "        }\n        return self",
            "return parent ?? self",
        ]
        body = pick(rng, hostile if spelling == "contents-other-body" else bodies)
        extensions.append("extension UIViewController {\n    var %s: UIViewController {\n        %s\n    }\n}"
                          % (accessor, body))
        if spelling == "contents-twice":
            top.append("struct %sHolder {\n    var %s: Int = 1\n}" % (p, accessor))
    # The statements handing values to the destination `d`.
    statements = [pick(rng, ["d.count = total", "d.count = 3"]), pick(rng, ["d.note = sender as? String",
                                                                              "d.note = label", None])]
    statements = [s for s in statements if s]
    test = 'segue.identifier == "show"'
    lines = []
    ind = "        "
    if spelling.startswith("contents"):
        cast = "segue.destination.%s as? %sDetail" % (accessor, p)
        if identified:
            lines.append(ind + "if %s, let d = %s {" % (test, cast))
        else:
            lines.append(ind + "if let d = %s {" % cast)
        lines += [ind + "    " + s for s in statements]
        lines.append(ind + "}")
    elif spelling in ("var-switch", "var-if"):
        root = pick(rng, ["topViewController", "visibleViewController", "viewControllers.first"])
        if rng.random() < 0.5:
            lines.append(ind + "var target = segue.destination")
            lines.append(ind + "if let navigation = target as? UINavigationController, let root = navigation.%s {"
                         % root)
        else:
            lines.append(ind + "var target: UIViewController = segue.destination")
            lines.append(ind + "if let root = (target as? UINavigationController)?.%s {" % root)
        lines.append(ind + "    target = root")
        lines.append(ind + "}")
        if rng.random() < 0.15:
            # Hostile: the name changes again.
            tags.append("reassigned")
            lines.append(ind + "if sender is Int { target = UIViewController() }")
        inner = statements
        if spelling == "var-switch":
            lines.append(ind + "switch target {")
            lines.append(ind + "case let d as %sDetail:" % p)
            if identified:
                lines.append(ind + "    if %s {" % test)
                lines += [ind + "        " + s for s in inner]
                lines.append(ind + "    }")
            else:
                lines += [ind + "    " + s for s in inner]
            lines.append(ind + "default:")
            lines.append(ind + "    break")
            lines.append(ind + "}")
        else:
            condition = "let d = target as? %sDetail" % p
            lines.append(ind + "if %s%s {" % (test + ", " if identified else "", condition))
            lines += [ind + "    " + s for s in inner]
            lines.append(ind + "}")
    elif spelling == "children-first":
        cast = "segue.destination.children.first as? %sDetail" % p
        lines.append(ind + "if %slet d = %s {" % (test + ", " if identified else "", cast))
        lines += [ind + "    " + s for s in statements]
        lines.append(ind + "}")
    elif spelling == "children-index":
        lines.append(ind + "if %ssegue.destination.children.count > 0, let d = segue.destination.children[0] as? %sDetail {"
                     % (test + ", " if identified else "", p))
        lines += [ind + "    " + s for s in statements]
        lines.append(ind + "}")
    else:
        lines.append(ind + "if %s {" % test)
        lines.append(ind + "    let d = segue.destination.children.first as! %sDetail" % p)
        lines += [ind + "    " + s for s in statements]
        lines.append(ind + "}")
        identified = True
    # The storyboard: the presenter's "show" segue, and maybe others.
    scenes = [("source", "viewController", "%sSource" % p)]
    segues = []
    extra = []
    detail_scene = ("detail", "navigationController" if reach == "detail-is-nav" else "viewController", "%sDetail" % p)
    if reach in ("direct",):
        scenes.append(detail_scene)
        segues.append(("source", "detail", "show", "show"))
    elif reach in ("navigation", "nav-subclass-top", "nav-subclass-property", "nav-subclass-plain", "both"):
        nav_class = None
        if reach.startswith("nav-subclass"):
            nav_class = "%sNavigation" % p
            member = {"nav-subclass-top": "override var topViewController: UIViewController? { nil }",
                      "nav-subclass-property": "var count: Int = 0",
                      "nav-subclass-plain": "var flag = false"}[reach]
            extra.append("final class %s: UINavigationController {\n    %s\n}" % (nav_class, member))
        scenes.append(("navigation", "navigationController", nav_class))
        scenes.append(detail_scene)
        segues.append(("source", "navigation", "presentation", "show"))
        segues.append(("navigation", "detail", "relationship", None))
        if reach == "both":
            scenes.append(("detail2", "viewController", "%sDetail" % p))
            segues.append(("source", "detail2", "show", "plain"))
    elif reach == "tab":
        scenes.append(("tabs", "tabBarController", None))
        scenes.append(detail_scene)
        segues.append(("source", "tabs", "presentation", "show"))
        segues.append(("tabs", "detail", "relationship", None))
    else:  # detail-is-nav: the destination is itself a navigation controller, with a plain root.
        scenes.append(detail_scene)
        scenes.append(("inner", "viewController", None))
        segues.append(("source", "detail", "presentation", "show"))
        segues.append(("detail", "inner", "relationship", None))
    if elsewhere:
        scenes.append(("elsewhere", "viewController", None))
        segues.append(("source", "elsewhere", "show", "elsewhere"))
    if unwind:
        segues.append(("source", "exit", "unwind", "back"))
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "import UIKit\n\n"
    detail = ("final class %sDetail: %s {\n    var count: Int = 0\n    var note: String?\n}" % (p, detail_base))
    presenter = ["final class %sSource: UIViewController {" % p, "    var total = 5", '    var label = "label"',
                 "    var log: [String] = []", "",
                 "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
    if rng.random() < 0.3:
        presenter.append("        super.prepare(for: segue, sender: sender)")
    presenter += lines
    presenter += ["    }", "}"]
    source += "\n\n".join(top + extra + [detail, "\n".join(presenter)] + extensions) + "\n"
    storyboard = container_xml(scenes, segues)

    # Scenarios: each segue the storyboard declares from the presenter, built as it shows it.
    run = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p, "import UIKit", "",
           "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for segue in [s for s in segues if s[0] == "source"]:
        identifier = segue[3]
        run.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        run.append("        let p = %sSource()" % p)
        if reach == "detail-is-nav" and segue[1] == "detail":
            run.append("        let d = %sDetail(rootViewController: UIViewController())" % p)
        else:
            run.append("        let d = %sDetail()" % p)
        if segue[2] == "unwind":
            # The unwind's destination is not fresh: the destination is pushed above a root.
            run.append("        let shown: UIViewController = UINavigationController(rootViewController: UIViewController())")
            run.append("        (shown as! UINavigationController).pushViewController(d, animated: false)")
        elif segue[1] == "elsewhere":
            run.append("        let shown = UIViewController()")
        elif segue[1] == "navigation":
            nav_class = "%sNavigation" % p if reach.startswith("nav-subclass") else "UINavigationController"
            run.append("        let shown: UIViewController = %s(rootViewController: d)" % nav_class)
        elif segue[1] == "tabs":
            run.append("        let tabs = UITabBarController()")
            run.append("        tabs.viewControllers = [d]")
            run.append("        let shown: UIViewController = tabs")
        else:
            run.append("        let shown: UIViewController = d")
        run.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: shown), sender: sender)'
                   % identifier)
        run.append('        lines.append("%s \\(String(describing: sender)): count=\\(d.count) note=\\(String(reflecting: d.note))'
                   ' log=\\(p.log)")' % identifier)
        run.append("    }")
    run.append("    return lines")
    run.append("}")
    return source, storyboard, "\n".join(run) + "\n"

# --- Sender and state conditions (SenderConditions.swift) ------------------------------------
# An `if` chain inside the branch whose conditions test the sender or the presenter's own state
# (`if let n = sender as? String { … } else { … }`, `if compact { … }`): the hook carries the chain
# and tests it again at super.prepare(for:sender:). Hostile variations: a computed property as the
# condition, a property with didSet, a statement that stays and writes the condition's property
# before or after the chain (with the super call at the top, at the end or added), names the hook
# would resolve elsewhere (a local, a presenter property named `identifier`, a binding named
# `values`), an `else` that runs for every other segue, and an unwind with the same identifier to
# a controller that declares a slot of one of the keys.

SENDER_CONDITIONS = ["sender-else", "sender-else-if", "sender-nil", "stored-bool", "stored-not-else", "stored-optional",
                     "local-let", "computed", "observed", "write-before", "write-after", "shadow-local",
                     "shadow-identifier", "shadow-values", "else-other-segue", "side-effect-arm"]


def generate_sender_conditions(name, rng):
    p = name
    kind = pick(rng, SENDER_CONDITIONS)
    tags = ["condition-" + kind]
    members = ["var log: [String] = []"]
    compact = pick(rng, ["true", "false"])
    d = "d"
    before = []  # statements between the cast and the chain
    after = []  # statements after the chain
    segues = [("source", "detail", "show", "show")]
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p),
              ("elsewhere", "viewController", None)]
    if kind == "sender-else":
        chain = ["if let n = sender as? String {", "    d.note = n", '    d.mode = "text"', "} else {",
                 '    d.mode = "other"', "    d.count = 0", "}"]
    elif kind == "sender-else-if":
        chain = ["if sender is Int {", '    d.mode = "int"', "} else if let n = sender as? String, let m = sender as? String {",
                 "    d.note = m", '    d.mode = "text"', "} else {", "    d.count = 3", "}"]
    elif kind == "sender-nil":
        chain = ["if sender == nil {", '    d.mode = "none"', "} else if sender != nil, !(sender is Int) {",
                 '    d.mode = "not int"', "}"]
    elif kind == "stored-bool":
        members.append("var compact: Bool = %s" % compact)
        chain = ["if compact {", '    d.mode = "compact"', "}"]
    elif kind == "stored-not-else":
        members.append("let compact = %s" % compact)
        chain = ["if !self.compact {", '    d.mode = "wide"', "} else {", "    d.count = 1", "}"]
    elif kind == "stored-optional":
        members.append("var other: String? = %s" % pick(rng, ["nil", '"other"']))
        chain = ["if other != nil, let o = other {", "    d.note = o", "} else {", '    d.mode = "no other"', "}"]
    elif kind == "local-let":
        members.append("var compact: Bool = %s" % compact)
        before.append("let narrow = !compact")
        chain = ["if narrow {", '    d.mode = "narrow"', "} else {", '    d.mode = "not narrow"', "}"]
    elif kind == "computed":
        members.append("var reads = 0")
        members.append("var compact: Bool {\n        reads += 1\n        log.append(\"read \\(reads)\")\n"
                       "        return reads %% 2 == %s\n    }" % pick(rng, ["0", "1"]))
        before.append('log.append("before")')
        chain = ["if compact {", '    d.mode = "compact"', "} else {", '    d.mode = "wide"', "}"]
    elif kind == "observed":
        members.append("var compact: Bool = %s {\n        didSet { log.append(\"set\") }\n    }" % compact)
        chain = ["if compact {", '    d.mode = "compact"', "}"]
    elif kind in ("write-before", "write-after"):
        members.append("var compact: Bool = %s" % compact)
        write = pick(rng, ["compact.toggle()", "compact = !compact", "self.compact = true"])
        chain = ["if compact {", '    d.mode = "compact"', "} else {", '    d.mode = "wide"', "}"]
        (before if kind == "write-before" else after).append(write)
    elif kind == "shadow-local":
        members.append("var compact: Bool = %s" % compact)
        before += ["var compact = self.compact", "compact.toggle()"]
        chain = ["if compact {", '    d.mode = "compact"', "}"]
    elif kind == "shadow-identifier":
        members.append('var identifier: String? = %s' % pick(rng, ["nil", '"mine"']))
        chain = ["if identifier != nil {", '    d.mode = "identified"', "} else {", '    d.mode = "anonymous"', "}"]
    elif kind == "shadow-values":
        chain = ["if let values = sender as? String {", "    d.note = values", "}"]
    elif kind == "else-other-segue":
        segues.append(("source", "detail2", "show", "other"))
        scenes.append(("detail2", "viewController", "%sDetail" % p))
        chain = None
    else:
        chain = ["if let n = sender as? String {", "    d.note = n", "} else {", '    log.append("no note")',
                 "    d.count = 2", "}"]
    # The super call: at the top, at the end or none (the migration adds it at the top).
    placement = pick(rng, ["top", "end", "none"])
    tags.append("super-" + placement)
    unwind = rng.random() < 0.3
    # Where an unwind with the same identifier runs the body, only `as?` keeps the original from trapping.
    optional_cast = unwind or (kind not in ("write-before", "write-after") and rng.random() < 0.5)
    body = []
    if placement == "top":
        body.append("super.prepare(for: segue, sender: sender)")
    if chain is None:
        body += ['if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p,
                 '    d.mode = "shown"', "} else {", "    (segue.destination as? %sDetail)?.mode = \"else\"" % p, "}"]
    else:
        if optional_cast:
            body.append('if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p)
        else:
            body += ['if segue.identifier == "show" {', "    let d = segue.destination as! %sDetail" % p]
        body += ["    " + line for line in before + chain + after]
        body.append("}")
    if placement == "end":
        body.append("super.prepare(for: segue, sender: sender)")
    imports = {"UIKit"}
    extra = []
    if unwind:
        # An unwind from the presenter with the same identifier, to a controller with a slot of a key.
        tags.append("unwind-same-identifier")
        imports.add("PreparedContext")
        extra.append("final class %sHome: PreparedViewController {\n    @Prepared var mode: String = \"home\"\n"
                     "    @Prepared var note: String? = nil\n\n"
                     "    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}\n}" % p)
        scenes.append(("home", "viewController", "%sHome" % p))
        segues.append(("source", "exit", "unwind", "show"))
    presenter = ["final class %sSource: UIViewController {" % p] + ["    " + m for m in members] + [""]
    presenter.append("    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {")
    presenter += ["        " + line for line in body]
    presenter += ["    }", "}"]
    detail = ["final class %sDetail: UIViewController {" % p, '    var mode: String = "unset"', "    var count: Int = -1",
              "    var note: String? = nil", "}"]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % m for m in sorted(imports)) + "\n"
    source += "\n\n".join(extra + ["\n".join(detail), "\n".join(presenter)]) + "\n"
    storyboard = storyboard_xml(scenes, segues, False).replace('unwindAction="unwindToSource:"', 'unwindAction="unwindToHome:"')

    observe = ('"mode=" + d.mode + " count=" + String(d.count) + " note=" + String(reflecting: d.note)'
               ' + " log=" + String(reflecting: p.log)')
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "", "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    identifiers = sorted({segue[3] for segue in segues if segue[0] == "source" and segue[2] != "unwind"})
    lines.append("    for identifier in [%s] {" % ", ".join('"%s"' % i for i in identifiers))
    lines.append("        for sender in [nil, \"a note\", 42, UIViewController()] as [Any?] {")
    lines.append("            let p = %sSource()" % p)
    lines.append("            let d = %sDetail()" % p)
    lines.append("            p.prepare(for: UIStoryboardSegue(identifier: identifier, source: p, destination: d), sender: sender)")
    lines.append('            lines.append(identifier + " \\(String(describing: sender is UIViewController ? "controller" : sender)): " + %s)'
                 % observe)
    lines.append("        }")
    lines.append("    }")
    if unwind:
        lines.append("    for sender in [nil, \"a note\"] as [Any?] {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let home = %sHome()" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: home), sender: sender)')
        lines.append('        lines.append("unwind: mode=" + home.mode + " note=" + String(reflecting: home.note) + " log=" + String(reflecting: p.log))')
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return source, storyboard, "\n".join(lines) + "\n"

# --- Values that call code (CallValues.swift) --------------------------------------------------
# A value that calls the app's code converts only where the call provably runs as often, under the
# same conditions and at a moment nothing else can tell apart. Every call here leaves a trace: it
# appends to a global journal (what ran, in which order, relative to the presenter's own effects),
# prints, changes the presenter, or returns a fresh object with a serial. The hostile variations
# make the hook run the call a different number of times or at another moment: a destination
# that is a ContextContainer holding a second destination (the hook is asked for each), a
# navigation controller, an unwind with the same identifier, a coordinator calling
# ContextPropagation.propagate, a log line or another statement that stays beside the call,
# a pure value read before or after a call that changes it, two calls whose order shows, a
# destination kept before the call, a presenter that takes part already (its super call first
# or last).

CALL_VARIANTS = ["initializer", "static", "method", "prints", "interpolation", "two-calls", "pure-before", "pure-after",
                 "container-subclass", "navigation", "unwind-same-identifier", "coordinator", "log-line",
                 "stays-after", "other-branch", "kept-before", "prepared-super-first", "prepared-super-last",
                 "cast-only", "switch"]


def generate_calls(name, rng, bind=None):
    p = name
    variant = pick(rng, CALL_VARIANTS)
    extra_variant = pick(rng, ["none", "none", "pure-before", "two-calls", "log-line", "other-branch"])
    tags = ["call-" + variant] + (["also-" + extra_variant] if extra_variant != "none" else [])
    imports = {"UIKit"}
    top = [
        "nonisolated(unsafe) var %sJournal: [String] = []" % p,
        "nonisolated(unsafe) var %sSerial = 0" % p,
        "final class %sForm: CustomDebugStringConvertible {\n    let serial: Int\n    let kind: String\n"
        "    init(kind: String = \"plain\") {\n        %sSerial += 1\n        serial = %sSerial\n        self.kind = kind\n"
        "        %sJournal.append(\"form \\(kind) \\(serial)\")\n    }\n"
        "    static func make(kind: String) -> %sForm { %sForm(kind: kind) }\n"
        "    var debugDescription: String { \"Form(\\(kind) \\(serial))\" }\n}" % (p, p, p, p, p, p),
    ]
    detail_members = ["var form: %sForm?" % p, "var number: Int = -1", "var label: String?", "var seen: Int = -1"]
    observe = ('"form=" + String(reflecting: d.form) + " number=" + String(reflecting: d.number) + " label=" + '
               'String(reflecting: d.label) + " seen=" + String(reflecting: d.seen)')
    presenter_members = ["var counter = 0", "var log: [String] = []", "var last: %sDetail?" % p,
                         "func nextNumber() -> Int {\n        counter += 1\n        %sJournal.append(\"next \\(counter)\")\n"
                         "        return counter\n    }" % p,
                         "func describe() -> String {\n        print(\"describing \\(counter)\")\n"
                         "        %sJournal.append(\"describe\")\n        return \"described \\(counter)\"\n    }" % p]
    # The statements of the branch, the call among them.
    calls = {
        "initializer": "d.form = %sForm()" % p,
        "static": 'd.form = %sForm.make(kind: "static")' % p,
        "method": "d.number = nextNumber()",
        "prints": "d.label = describe()",
        "interpolation": 'd.label = "n \\(nextNumber())"',
    }
    main_call = calls.get(variant, pick(rng, list(calls.values())))
    statements = [main_call]
    for kind in [variant, extra_variant]:
        if kind == "two-calls":
            statements.append(pick(rng, [c for c in calls.values() if c.split(" = ")[0] != main_call.split(" = ")[0]]))
        elif kind == "pure-before":
            statements.insert(0, "d.seen = counter")
        elif kind == "pure-after":
            statements.append("d.seen = counter")
        elif kind == "log-line":
            statements.insert(rng.randrange(len(statements) + 1), 'print("prepare", #function)')
        elif kind == "stays-after":
            statements.append('log.append("after \\(counter)")')
        elif kind == "kept-before":
            statements.insert(0, "last = d")
            statements.append("d.seen = last === d ? 1 : 0")
    # The B cases write calls through local bindings (their section is below).
    before = []
    if bind:
        statements, before = bind(rng, statements, set(calls.values()), tags)
    segues = [("source", "detail", "show", "show")]
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p)]
    extra_classes = []
    navigation = variant == "navigation"
    if navigation:
        scenes = [scenes[0], ("navigation", "navigationController", None), scenes[1]]
        segues = [("source", "navigation", "show", "show")]
    detail_base = "UIViewController"
    if variant == "container-subclass":
        # The destination holds a second destination: the library asks the hook for both.
        imports.add("PreparedContext")
        extra_classes.append(
            "class %sStack: UIViewController, ContextContainer {\n    lazy var inner: UIViewController = %sDetail(nested: true)\n"
            "    var contextChildren: [AnyObject] { [inner] }\n}" % (p, p))
        detail_base = "%sStack" % p
        detail_members.append("var nested = false")
        detail_members.append("convenience init(nested: Bool) {\n        self.init()\n        self.nested = nested\n    }")
    if variant == "unwind-same-identifier":
        segues.append(("source", "home", "unwind", "show"))
        scenes.append(("home", "viewController", "%sHome" % p))
        extra_classes.append("final class %sHome: UIViewController {\n    var form: %sForm?\n\n"
                             "    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}\n}" % (p, p))
    if variant == "coordinator":
        imports.add("PreparedContext")
        extra_classes.append(
            "@MainActor final class %sCoordinator {\n    var number = 40\n\n    func show(_ detail: %sDetail) {\n"
            "        _ = try? ContextPropagation.propagate(from: self, to: detail)\n    }\n}" % (p, p))
    base = "UIViewController"
    super_line = None
    if variant in ("prepared-super-first", "prepared-super-last"):
        imports.add("PreparedContext")
        base = "PreparedViewController"
        super_line = "super.prepare(for: segue, sender: sender)"
    elif rng.random() < 0.3:
        super_line = "super.prepare(for: segue, sender: sender)"
    # The body.
    if navigation:
        cast = "(segue.destination as? UINavigationController)?.topViewController as? %sDetail" % p
    else:
        cast = "segue.destination as? %sDetail" % p
    body = []
    if super_line and variant != "prepared-super-last":
        body.append(super_line)
    body += before
    if variant == "cast-only":
        body.append("if let d = %s {" % cast)
        body += ["    " + s for s in statements] + ["}"]
    elif variant == "switch":
        body += ["switch segue.identifier {", 'case "show":', "    guard let d = %s else { return }" % cast]
        body += ["    " + s for s in statements] + ['case "other":', '    log.append("other")', "default:", "    break", "}"]
        segues.append(("source", "elsewhere", "show", "other"))
        scenes.append(("elsewhere", "viewController", None))
    else:
        body.append('if segue.identifier == "show", let d = %s {' % cast)
        body += ["    " + s for s in statements] + ["}"]
    if variant == "other-branch" or extra_variant == "other-branch":
        body += ['if segue.identifier == "other" {', '    print("other segue")', '    log.append("other")', "}"]
        if ("source", "elsewhere", "show", "other") not in segues:
            segues.append(("source", "elsewhere", "show", "other"))
            scenes.append(("elsewhere", "viewController", None))
    if super_line and variant == "prepared-super-last":
        body.append(super_line)
    presenter = ["final class %sSource: %s {" % (p, base)] + ["    " + m for m in presenter_members] + [""]
    presenter.append("    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {")
    presenter += ["        " + line for line in body]
    presenter += ["    }", "}"]
    detail = ["class %sDetail: %s {" % (p, detail_base)] + ["    " + m for m in detail_members] + ["}"]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % m for m in sorted(imports)) + "\n"
    source += "\n\n".join(top + extra_classes + ["\n".join(detail), "\n".join(presenter)]) + "\n"
    storyboard = storyboard_xml(scenes, segues, navigation)

    # Scenarios: each segue the storyboard declares from the presenter, twice on one presenter (the
    # journal and the counter show every call), then the other presenters.
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "", "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []",
             "    %sJournal = []" % p, "    %sSerial = 0" % p]

    def report(label, holder):
        lines.append('        lines.append("%s: " + %s + " counter=\\(p.counter) log=" + String(reflecting: p.log) + " journal="'
                     ' + %sJournal.joined(separator: ","))' % (label, holder, p))
        lines.append("        %sJournal = []" % p)

    for segue in [s for s in segues if s[0] == "source"]:
        identifier = segue[3]
        lines.append("    do {")
        lines.append("        let p = %sSource()" % p)
        for sender in ["nil", '"a note"']:
            # One presenter for both senders: its counter and journal show each call.
            lines.append("        do {")
            if segue[2] == "unwind":
                lines.append("        let h = %sHome()" % p)
                lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: h), sender: %s)'
                             % (identifier, sender))
                report("unwind %s %s" % (identifier, sender.replace('"', "")), '"home form=" + String(reflecting: h.form)')
                lines.append("        }")
                continue
            if segue[1] == "elsewhere":
                lines.append("        let e = UIViewController()")
                lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: e), sender: %s)'
                             % (identifier, sender))
                report("%s %s" % (identifier, sender.replace('"', "")), '"elsewhere"')
                lines.append("        }")
                continue
            lines.append("        let d = %sDetail()" % p)
            if navigation:
                lines.append("        let n = UINavigationController(rootViewController: d)")
                target = "n"
            else:
                target = "d"
            lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: %s), sender: %s)'
                         % (identifier, target, sender))
            holder = "(%s)" % observe
            if variant == "container-subclass":
                holder = "(%s) + \" inner: \" + (%s)" % (observe, observe.replace("d.", "(d.inner as! %sDetail)." % p))
            report("%s %s" % (identifier, sender.replace('"', "")), holder)
            lines.append("        }")
        lines.append("    }")
    if variant == "coordinator":
        lines.append("    do {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append("        %sCoordinator().show(d)" % p)
        report("coordinator", "(%s)" % observe)
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return source, storyboard, "\n".join(lines) + "\n"

# --- Bindings whose value calls code (InlinedBindings.swift) ---------------------------------------
# The K cases again, each call written through a local binding (`let made = Form()` then
# `d.form = made`), which moves into the hook with the one value that reads it, right after it,
# under a certain cast. The hostile variations make the move visible in the journal, the log or
# what the destination holds: a second read (a statement that stays, a string interpolation), a
# statement, a log line or a `defer` between the binding and its reader, the binding before the
# destination's cast (it runs for every segue, the hook only for the destination's class), a name
# that shadows the presenter's counter, and every call of the branch bound at once. Each runs on
# top of the K variations (navigation, containers, unwinds, coordinators, two calls, log lines).

BINDING_VARIANTS = ["moves", "moves", "moves", "read-twice", "interpolation", "statement-between", "log-between",
                    "defer-between", "outside-cast", "shadow-counter", "all-calls"]


def bind_call_values(rng, statements, calls, tags):
    """Rewrites the branch's calls through local bindings: returns the statements and those before the cast."""
    variant = pick(rng, BINDING_VARIANTS)
    tags.append("bind-" + variant)
    indices = [number for number, statement in enumerate(statements) if statement in calls]
    if variant != "all-calls":
        indices = indices[:1]
    if variant == "shadow-counter" and any("counter" in statement for statement in statements):
        variant = "moves"
    result = list(statements)
    before = []
    for order, number in reversed(list(enumerate(indices))):
        target, value = result[number].split(" = ", 1)
        local = "counter" if variant == "shadow-counter" else "made%d" % order
        reader = "%s = %s" % (target, local)
        lines = ["let %s = %s" % (local, value)]
        if variant == "interpolation":
            reader = 'd.label = "got \\(%s)"' % local
        elif variant == "statement-between":
            lines.append('log.append("between")')
        elif variant == "log-between":
            lines.append('print("between")')
        elif variant == "defer-between":
            lines.append('defer { log.append("deferred") }')
        lines.append(reader)
        if variant == "read-twice":
            lines.append("log.append(String(describing: %s))" % local)
        if variant == "outside-cast":
            before.append(lines[0])
            lines = lines[1:]
        result[number:number + 1] = lines
    return result, before


def generate_inlined_bindings(name, rng):
    return generate_calls(name, rng, bind=bind_call_values)

# Observed destination properties (ObservedSlots.swift): a `didSet` that logs when it runs and
# what it reads, kept on the slot and run again from contextDidArrive(_:) when the preparation
# delivered the value. Hostile variations: a second property assigned after the observed one, a
# log line before it, `oldValue`, two observed properties, an early `return`, a literal initial
# value, a destination that takes part already or inherits from the app's own class, a subclass
# (overriding the property or implementing contextDidArrive), an unwind back, the same segue
# twice (an equal value), an assignment by hand afterwards (the didSet must still run).


def generate_observers(name, rng):
    p = name
    tags = []
    imports = {"UIKit"}
    top = ["@MainActor var %sEvents: [String] = []" % p]
    base_kind = pick(rng, ["uikit", "uikit", "uikit", "prepared", "app-base", "adopts"])
    tags.append("base-" + base_kind)
    detail_base = "UIViewController"
    extra_classes = []
    if base_kind == "prepared":
        imports.add("PreparedContext")
        detail_base = "PreparedViewController"
    elif base_kind == "app-base":
        detail_base = "%sBase" % p
        extra_classes.append("class %sBase: UIViewController {}" % p)
    elif base_kind == "adopts":
        imports.add("PreparedContext")
        detail_base = "UIViewController, SegueContext"
    value_type = pick(rng, ["String?", "String?", "String"])
    initial = ""
    if value_type == "String":
        initial = ' = ""'
    elif rng.random() < 0.3:
        tags.append("literal-initial")
        initial = ' = "start"'
    shown = "item ?? \"nil\"" if value_type == "String?" else "item"
    body_kind = pick(rng, ["log", "log", "return", "old", "reads-other"])
    tags.append("body-" + body_kind)
    if body_kind == "log":
        body = ['%sEvents.append("item didSet \\(%s)")' % (p, shown)]
    elif body_kind == "return":
        if value_type == "String?":
            body = ['guard let item else {', '    %sEvents.append("item nil")' % p, "    return", "}",
                    '%sEvents.append("item " + item)' % p]
        else:
            body = ['if item.isEmpty {', '    %sEvents.append("item empty")' % p, "    return", "}",
                    '%sEvents.append("item " + item)' % p]
    elif body_kind == "old":
        body = ['%sEvents.append("item \\(%s) was \\(String(describing: oldValue))")' % (p, shown)]
    else:
        body = ['%sEvents.append("item \\(%s) other=\\(other) mode=\\(String(describing: mode))")' % (p, shown)]
    one_line = rng.random() < 0.3 and len(body) == 1
    if one_line:
        tags.append("one-line")
        observer = "    var item: %s%s {\n        didSet { %s }\n    }" % (value_type, initial, body[0])
    else:
        observer = "    var item: %s%s {\n        didSet {\n%s\n        }\n    }" % (
            value_type, initial, "\n".join("            " + line for line in body))
    mode_observed = rng.random() < 0.25
    if mode_observed:
        tags.append("two-observed")
        mode = "    var mode: Int? {\n        didSet { %sEvents.append(\"mode didSet \\(String(describing: mode))\") }\n    }" % p
    else:
        mode = "    var mode: Int?"
    detail = ["final class %sDetail: %s {" % (p, detail_base) if rng.random() < 0.8 or base_kind == "adopts"
              else "class %sDetail: %s {" % (p, detail_base)]
    subclass_kind = "none"
    if detail[0].startswith("class"):
        subclass_kind = pick(rng, ["plain", "overrides", "arrives"])
        tags.append("subclass-" + subclass_kind)
    if base_kind == "adopts":
        detail.append("    var ambientContext = ContextValues()")
    detail += ["    var other = 0", observer, mode, "}"]
    if subclass_kind == "plain":
        extra_classes.append("final class %sSub: %sDetail {\n    var extra = 1\n}" % (p, p))
    elif subclass_kind == "overrides":
        extra_classes.append(
            "final class %sSub: %sDetail {\n    override var item: %s {\n        didSet { %sEvents.append(\"sub\") }\n    }\n}"
            % (p, p, value_type, p))
    elif subclass_kind == "arrives":
        extra_classes.append(
            "final class %sSub: %sDetail {\n    func contextDidArrive(_ report: Any) { %sEvents.append(\"sub arrives\") }\n}"
            % (p, p, p))
    # The presenter's branch.
    value_kind = pick(rng, ["own", "sender", "literal", "nil"] if value_type == "String?" else ["own", "literal"])
    tags.append("value-" + value_kind)
    presenter_members = ["var log: [String] = []"]
    if value_kind == "own":
        presenter_members.append("var name: %s = %s" % (value_type, pick(rng, ['"Ada"', '"start"', '""'] + (
            ["nil"] if value_type == "String?" else []))))
        value = "name"
    elif value_kind == "sender":
        value = "sender as? String"
    elif value_kind == "literal":
        value = pick(rng, ['"lit"', '"start"'])
    else:
        value = "nil"
    statements = ["d.item = %s" % value]
    if rng.random() < 0.4:
        tags.append("other-before")
        statements.insert(0, "d.other = 3")
    if rng.random() < 0.3:
        tags.append("other-after")
        statements.append("d.other = 4")
    if mode_observed or rng.random() < 0.2:
        where = rng.randrange(len(statements) + 1)
        tags.append("mode-at-%d" % where)
        statements.insert(where, "d.mode = 7")
    if rng.random() < 0.25:
        tags.append("log-before")
        statements.insert(0, pick(rng, ['print("preparing")', 'log.append("before")']))
    body_lines = ["    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
    if rng.random() < 0.3:
        body_lines.append("        super.prepare(for: segue, sender: sender)")
    body_lines.append('        if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p)
    body_lines += ["            " + line for line in statements]
    if rng.random() < 0.3:
        tags.append("second-branch")
        body_lines.append('        } else if segue.identifier == "again", let d = segue.destination as? %sDetail {' % p)
        body_lines.append("            d.other = 9")
    body_lines.append("        }")
    body_lines.append("    }")
    unwind = rng.random() < 0.3
    segues = [("source", "detail", "show", "show"), ("source", "detail2", "show", "again")]
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p),
              ("detail2", "viewController", "%sDetail" % p)]
    if unwind:
        tags.append("unwind")
        segues.append(("detail", "source", "unwind", "unwindToSource"))
        body_lines += ["", "    @IBAction func unwindToSource(_ segue: UIStoryboardSegue) {}"]
    presenter = ["final class %sSource: UIViewController {" % p] + ["    " + m for m in presenter_members]
    presenter += [""] + body_lines + ["}"]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % m for m in sorted(imports)) + "\n"
    source += "\n\n".join(top + extra_classes + ["\n".join(detail), "\n".join(presenter)]) + "\n"
    storyboard = storyboard_xml(scenes, segues, False)
    observe = ('"item=" + String(reflecting: d.item) + " other=\\(d.other) mode=\\(String(describing: d.mode)) '
               'events=" + String(reflecting: %sEvents)' % p)
    destination = "%sSub" % p if subclass_kind != "none" and rng.random() < 0.6 else "%sDetail" % p
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "", "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for identifier in ["show", "again", "none"]:
        lines.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        lines.append("        %sEvents = []" % p)
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %s()" % destination)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                     % identifier)
        lines.append('        lines.append("%s \\(String(describing: sender)): " + %s + " log=" + String(reflecting: p.log))'
                     % (identifier, observe))
        lines.append("        // The same segue again: an equal value.")
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                     % identifier)
        lines.append('        lines.append("again: " + %s)' % observe)
        lines.append("        // By hand: the didSet still runs.")
        lines.append('        d.item = %s' % ('"hand"'))
        lines.append('        lines.append("by hand: " + %s)' % observe)
        lines.append("    }")
    if unwind:
        lines.append("    do {")
        lines.append("        %sEvents = []" % p)
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %s()" % destination)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: d), sender: "s")')
        lines.append('        d.prepare(for: UIStoryboardSegue(identifier: "unwindToSource", source: d, destination: p), sender: nil)')
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "none", source: p, destination: d), sender: nil)')
        lines.append('        lines.append("after the unwind: " + %s + " log=" + String(reflecting: p.log))' % observe)
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return source, storyboard, "\n".join(lines) + "\n"


# --- Observed destinations with a prepare(for:sender:) of their own (ObservedSlots.swift) --------
# The destination of an observed property (a `didSet` that logs what it reads) presents a screen of
# its own, in a prepare(for:sender:) that the same run converts, partly, or not at all in the end.
# Hostile variations: its own body converting all of it, part of it (a branch that stays), nothing
# (its value between two statements that stay: refused by the order rule once all is settled; an
# identifier no segue has), calling super first; its own hook handing on the observed property (to
# a property of the same name: the slot takes a key of its own) or what the didSet wrote; an app
# superclass whose own prepare converts (the superclass rule); a subclass with a prepare of its own
# or none; a second presenter whose assignment stays (its didSet must still run) or converts too;
# the same segue twice, an assignment by hand afterwards.


def generate_own_prepare_observers(name, rng):
    p = name
    tags = []
    top = ["@MainActor var %sEvents: [String] = []" % p]
    extra_classes = []
    base_kind = pick(rng, ["uikit", "uikit", "uikit", "app-base"])
    tags.append("base-" + base_kind)
    detail_base = "UIViewController"
    if base_kind == "app-base":
        detail_base = "%sBase" % p
        extra_classes.append(
            "class %sBase: UIViewController {\n    var baseNote = \"b\"\n\n"
            "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            "        if segue.identifier == \"next\", let n = segue.destination as? %sNext {\n"
            "            n.count = 1\n        }\n    }\n}" % (p, p))
    own = pick(rng, ["all", "all", "partly", "order", "missing", "calls-super"])
    tags.append("own-" + own)
    hands = pick(rng, ["note", "item", "written"])
    tags.append("hands-" + hands)
    body = pick(rng, ["log", "reads", "return"])
    tags.append("body-" + body)
    if body == "log":
        did_set = ['%sEvents.append("item didSet \\(item ?? "nil")")' % p]
    elif body == "reads":
        did_set = ['%sEvents.append("item \\(item ?? "nil") other=\\(other) note=\\(note)")' % p, 'written = item ?? ""']
    else:
        did_set = ["guard let item else {", '    %sEvents.append("item nil")' % p, "    return", "}",
                   'written = "w-" + item']
    final = rng.random() < 0.6
    subclass = "none"
    if not final:
        subclass = pick(rng, ["plain", "prepares", "prepares-super"])
        tags.append("subclass-" + subclass)
    detail = ["%sclass %sDetail: %s {" % ("final " if final else "", p, detail_base),
              "    var other = 0", '    var note = "n"', '    var written = ""', "    var notes: [String] = []",
              "    var item: String? {", "        didSet {"] + ["            " + line for line in did_set] + [
              "        }", "    }", ""]
    value = {"note": "note", "item": 'item ?? ""', "written": "written"}[hands]
    target = "item" if hands == "item" else "note"
    prepare = ["    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
    if own == "calls-super" or base_kind == "app-base" and rng.random() < 0.5:
        prepare.append("        super.prepare(for: segue, sender: sender)")
    identifier = "nowhere" if own == "missing" else "next"
    prepare.append('        if segue.identifier == "%s", let n = segue.destination as? %sNext {' % (identifier, p))
    if own == "order":
        prepare += ['            notes.append("a")', "            n.%s = (%s) + notes.joined()" % (target, value),
                    "            notes.removeAll()"]
    else:
        prepare.append("            n.%s = %s" % (target, value))
    if own == "partly":
        prepare += ['        } else if segue.identifier == "side" {', '            %sEvents.append("side")' % p]
    prepare += ["        }", "    }"]
    detail += prepare + ["}"]
    if subclass == "plain":
        extra_classes.append("final class %sSub: %sDetail {\n    var extra = 1\n}" % (p, p))
    elif subclass in ("prepares", "prepares-super"):
        call = "        super.prepare(for: segue, sender: sender)\n" if subclass == "prepares-super" else ""
        extra_classes.append(
            "final class %sSub: %sDetail {\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            "%s        if segue.identifier == \"sub\", let n = segue.destination as? %sNext {\n"
            "            n.count = 2\n        }\n    }\n}" % (p, p, call, p))
    extra_classes.append('final class %sNext: UIViewController {\n    var note = ""\n    var item = ""\n    var count = 0\n}'
                         % p)
    # The presenter, and maybe a second one.
    presenter_value = pick(rng, ["sender as? String", '"lit"', "name"])
    tags.append("value-" + presenter_value.split()[0].strip('"'))
    presenter = ["final class %sSource: UIViewController {" % p, '    var name: String? = "Ada"', "",
                 "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
                 '        if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p]
    if rng.random() < 0.5:
        tags.append("other-before")
        presenter.append("            d.other = 3")
    presenter += ["            d.item = %s" % presenter_value, "        }", "    }", "}"]
    second = pick(rng, ["none", "stays", "stays", "converts"])
    tags.append("second-" + second)
    # A second segue to the same class keeps the presenter's identifier test (the scenarios run "none" too).
    segues = [("source", "detail", "show", "show"), ("source", "detail2", "show", "again"),
              ("detail", "next", "show", "next"), ("detail", "next", "show", "side")]
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p),
              ("detail2", "viewController", "%sDetail" % p), ("next", "viewController", "%sNext" % p)]
    classes = extra_classes + ["\n".join(detail), "\n".join(presenter)]
    if second != "none":
        lines = ["final class %sSecond: UIViewController {" % p, "    var log: [String] = []", "",
                 "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
                 '        if segue.identifier == "fromSecond", let d = segue.destination as? %sDetail {' % p,
                 "            d.other = 5"]
        if second == "stays":
            lines += ['            log.append("x")', '            d.item = "second-\\(log.count)"']
        else:
            lines += ['            d.item = "second"']
        lines += ["        }", "    }", "}"]
        classes.append("\n".join(lines))
        segues.append(("second", "detail", "show", "fromSecond"))
        scenes.append(("second", "viewController", "%sSecond" % p))
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "import UIKit\n\n" + "\n\n".join(top + classes) + "\n"
    storyboard = storyboard_xml(scenes, segues, False)
    observe = ('"item=" + String(reflecting: d.item) + " other=\\(d.other) note=\\(d.note) written=\\(d.written) '
               'events=" + String(reflecting: %sEvents)' % p)
    next_observe = '"next note=\\(n.note) item=\\(n.item) count=\\(n.count)"'
    destination = "%sSub" % p if subclass != "none" and rng.random() < 0.6 else "%sDetail" % p
    run = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p, "import UIKit", "",
           "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for identifier in ["show", "again", "none"]:
        run += ["    for sender in [nil, \"a note\", 42] as [Any?] {",
                "        %sEvents = []" % p,
                "        let p = %sSource()" % p,
                "        let d = %s()" % destination,
                '        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                % identifier,
                '        lines.append("%s \\(String(describing: sender)): " + %s)' % (identifier, observe)]
        for onward in ["next", "side", "sub"]:
            run += ["        do {",
                    "            let n = %sNext()" % p,
                    '            d.prepare(for: UIStoryboardSegue(identifier: "%s", source: d, destination: n), '
                    "sender: sender)" % onward,
                    '            lines.append("%s: " + %s + " " + %s)' % (onward, next_observe, observe),
                    "        }"]
        run += ["        // The same segue again: an equal value.",
                '        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                % identifier,
                '        lines.append("again: " + %s)' % observe,
                "        // By hand: the didSet still runs.",
                '        d.item = "hand"',
                '        lines.append("by hand: " + %s)' % observe,
                "    }"]
    if second != "none":
        run += ["    do {",
                "        %sEvents = []" % p,
                "        let s = %sSecond()" % p,
                "        let d = %s()" % destination,
                '        s.prepare(for: UIStoryboardSegue(identifier: "fromSecond", source: s, destination: d), sender: nil)',
                '        lines.append("second: " + %s + " log=\\(s.log)")' % observe,
                "        let p = %sSource()" % p,
                '        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: d), sender: "s")',
                '        s.prepare(for: UIStoryboardSegue(identifier: "fromSecond", source: s, destination: d), sender: nil)',
                '        lines.append("second after the first: " + %s + " log=\\(s.log)")' % observe,
                "    }"]
    run += ["    return lines", "}"]
    return source, storyboard, "\n".join(run) + "\n"


# --- Slot keys of their own (SlotKeys.swift) ----------------------------------------------------
# A new slot whose name collides with another party's takes a key derived from its class and its
# name (`y012DetailDelegate`), offered by the presenter under that key. The collision is always
# there: the destination presents a picker with a property of the same name, or another presenter
# of it has one that becomes a slot. Hostile variations: the key already written in the app (a
# plain property of a presenter of the destination that takes part, which would feed the slot if
# the key were chosen; a string; a prefixed name), the destination presenting a controller of its
# own class (handing on its own value, or another), a subclass presented or unwinding to it, a
# second segue to the destination that hands it nothing, an existing slot on the picker, a
# coordinator delivering outside segues, optional, weak and implicitly unwrapped properties.


def derived_slot_key(class_name, prop):
    """SlotKeys.swift's derivedSlotKey: the class without its controller suffix, lower camel case,
    and the property capitalized."""
    stem = class_name
    for suffix in ["ViewController", "Controller"]:
        if stem.endswith(suffix) and len(stem) > len(suffix):
            stem = stem[:-len(suffix)]
            break
    capitals = 0
    while capitals < len(stem) and stem[capitals].isupper():
        capitals += 1
    lowered = capitals - 1 if 1 < capitals < len(stem) else max(capitals, 1)
    return stem[:lowered].lower() + stem[lowered:] + prop[0].upper() + prop[1:]


def generate_keys(name, rng):
    p = name
    tags = []
    imports = {"UIKit"}
    kind = pick(rng, ["delegate", "delegate", "model", "iuo"])
    tags.append("property-" + kind)
    prop = "delegate" if kind == "delegate" else "model"
    key = derived_slot_key("%sDetail" % p, prop)
    top = ["@MainActor protocol %sListener: AnyObject {\n    var label: String { get }\n}" % p,
           "final class %sStray: %sListener {\n    let label = \"stray\"\n}" % (p, p)]
    if kind == "delegate":
        declaration = "weak var delegate: (any %sListener)?" % p
        observe_of = lambda v: '(%s.delegate?.label ?? "nil")' % v
        source_value, picker_value, other_value = "self", "self", "self"
    elif kind == "model":
        declaration = "var model: String?"
        observe_of = lambda v: "String(reflecting: %s.model)" % v
        source_value, picker_value, other_value = pick(rng, ["name", '"lit"', "sender as? String"]), '"picked"', '"to other"'
    else:
        declaration = "var model: String!"
        observe_of = lambda v: "String(describing: %s.model as String?)" % v
        source_value, picker_value, other_value = pick(rng, ["name", '"lit"']), '"picked"', '"to other"'
    collision = pick(rng, ["picker", "picker", "other", "both"])
    tags.append("collision-" + collision)
    hostile = pick(rng, ["none", "none", "taken-property", "taken-string", "prefixed", "same-class", "same-class-own",
                         "subclass-presented", "subclass-unwind", "second-segue", "existing-slot", "outside"])
    tags.append("hostile-" + hostile)
    if hostile == "existing-slot" and collision == "other":
        collision = "both"
    detail_final = hostile not in ("subclass-presented", "subclass-unwind")
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p)]
    segues = [("source", "detail", "show", "show")]
    extra_classes = []
    # The presenter.
    source_lines = ["final class %sSource: UIViewController, %sListener {" % (p, p), '    let label = "source"',
                    '    var name: String? = "from source"', "",
                    "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
                    '        if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p,
                    "            d.%s = %s" % (prop, source_value), "        }"]
    if collision in ("other", "both"):
        segues.append(("source", "other", "show", "toOther"))
        scenes.append(("other", "viewController", "%sOther" % p))
        source_lines += ['        if segue.identifier == "toOther", let o = segue.destination as? %sOther {' % p,
                         "            o.%s = %s" % (prop, other_value), "        }"]
    if hostile == "second-segue":
        segues.append(("source", "detail2", "show", "again"))
        scenes.append(("detail2", "viewController", "%sDetail" % p))
    source_lines += ["    }", "}"]
    # The destination, and what it presents.
    detail_lines = ["%sclass %sDetail: UIViewController, %sListener {" % ("final " if detail_final else "", p, p),
                    '    let label = "detail"', "    " + declaration, "    var extra = 0"]
    detail_body = []
    if collision in ("picker", "both"):
        segues.append(("detail", "picker", "show", "pick"))
        scenes.append(("picker", "viewController", "%sPicker" % p))
        picker_declaration = declaration
        if hostile == "existing-slot":
            imports.add("PreparedContext")
            picker_declaration = ("@WeakPrepared var delegate: (any %sListener)?" % p if kind == "delegate"
                                  else "@Prepared var model: String?")
        extra_classes.append("final class %sPicker: UIViewController {\n    %s\n}" % (p, picker_declaration))
        detail_body += ['        if segue.identifier == "pick", let picker = segue.destination as? %sPicker {' % p,
                        "            picker.%s = %s" % (prop, picker_value), "        }"]
    if hostile in ("same-class", "same-class-own"):
        segues.append(("detail", "detail3", "show", "deeper"))
        scenes.append(("detail3", "viewController", "%sDetail" % p))
        handed = prop if hostile == "same-class-own" else ("self" if kind == "delegate" else '"deeper"')
        detail_body += ['        if segue.identifier == "deeper", let next = segue.destination as? %sDetail {' % p,
                        "            next.%s = %s" % (prop, handed), "        }"]
    if hostile == "subclass-presented":
        segues.append(("detail", "sub", "show", "toSub"))
        scenes.append(("sub", "viewController", "%sSubDetail" % p))
        detail_body += ['        if segue.identifier == "toSub", let sub = segue.destination as? %sSubDetail {' % p,
                        "            sub.extra = 5", "        }"]
    if hostile == "subclass-unwind":
        scenes.append(("sub", "viewController", "%sSubDetail" % p))
        segues.append(("sub", "detail", "unwind", "unwindToSource"))
    if hostile in ("subclass-presented", "subclass-unwind"):
        extra_classes.append("final class %sSubDetail: %sDetail {\n    var more = 1\n}" % (p, p))
    if detail_body:
        detail_lines += ["", "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"] + detail_body + ["    }"]
    if hostile == "subclass-unwind":
        detail_lines += ["", "    @IBAction func unwindToSource(_ segue: UIStoryboardSegue) {}"]
    detail_lines.append("}")
    if collision in ("other", "both"):
        segues.append(("other", "detail4", "show", "fromOther"))
        scenes.append(("detail4", "viewController", "%sDetail" % p))
        extra_classes.append(
            "final class %sOther: UIViewController, %sListener {\n    let label = \"other\"\n    %s\n\n"
            "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            "        if segue.identifier == \"fromOther\", let d = segue.destination as? %sDetail {\n"
            "            d.extra = 1\n        }\n    }\n}" % (p, p, declaration, p))
    if hostile == "taken-property":
        # A presenter of the destination that takes part, with a plain property named as the key.
        segues.append(("taken", "detail5", "show", "fromTaken"))
        scenes += [("taken", "viewController", "%sTaken" % p), ("detail5", "viewController", "%sDetail" % p)]
        stray = "%sStray()" % p if kind == "delegate" else '"stray"'
        typed = "(any %sListener)?" % p if kind == "delegate" else "String?"
        extra_classes.append(
            "final class %sTaken: UIViewController {\n    var %s: %s = %s\n\n"
            "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
            "        if segue.identifier == \"fromTaken\", let d = segue.destination as? %sDetail {\n"
            "            d.extra = 2\n        }\n    }\n}" % (p, key, typed, stray, p))
    elif hostile == "taken-string":
        top.append('@MainActor func %sKeyName() -> String { "%s" }' % (p, key))
    elif hostile == "prefixed":
        top.append("final class %sTheme {\n    var prepCtx%s = 0\n}" % (p, key[0].upper() + key[1:]))
    elif hostile == "outside":
        imports.add("PreparedContext")
        top.append("@MainActor func %sCoordinate(_ a: UIViewController, _ b: UIViewController) {\n"
                   "    _ = try? ContextPropagation.propagate(from: a, to: b)\n}" % p)
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % m for m in sorted(imports)) + "\n"
    source += "\n\n".join(top + extra_classes + ["\n".join(detail_lines), "\n".join(source_lines)]) + "\n"
    storyboard = storyboard_xml(scenes, segues, False)

    # Scenarios: each segue the storyboard declares, from each presenter, with several senders (only
    # those: an unconditional entry rests on the storyboard's segues, as in the forms' cases).
    observe = observe_of("d")
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "", "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for identifier in [s[3] for s in segues if s[0] == "source"]:
        lines.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        lines.append("        let p = %sSource()" % p)
        if identifier == "toOther":
            lines.append("        let d = %sOther()" % p)
        else:
            lines.append("        let d = %sDetail()" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                     % identifier)
        lines.append('        lines.append("%s \\(String(describing: sender)): " + %s)' % (identifier, observe))
        lines.append("    }")
    # The destination presenting on, after the presenter handed it its value.
    onward = [s for s in segues if s[0] == "detail"]
    for _, target, _, identifier in onward:
        next_class = {"picker": "%sPicker", "detail3": "%sDetail", "sub": "%sSubDetail"}[target] % p
        lines.append("    do {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: d), sender: "s")')
        lines.append("        let n = %s()" % next_class)
        lines.append('        d.prepare(for: UIStoryboardSegue(identifier: "%s", source: d, destination: n), sender: nil)'
                     % identifier)
        if target == "picker":
            picked = ('(n.delegate.map { $0 === d ? "detail" : "other" } ?? "nil")' if kind == "delegate"
                      else "String(reflecting: n.model)")
            lines.append('        lines.append("%s: picker " + %s + " detail " + %s)' % (identifier, picked, observe))
        else:
            lines.append('        lines.append("%s: next " + %s + " detail " + %s + " extra \\(n.extra)")'
                         % (identifier, observe_of("n"), observe))
        lines.append("    }")
    if hostile == "subclass-unwind":
        lines.append("    do {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: d), sender: "s")')
        lines.append("        let sub = %sSubDetail()" % p)
        lines.append("        let stray = %sStray()" % p)
        lines.append("        sub.%s = %s" % (prop, "stray" if kind == "delegate" else '"sub"'))
        lines.append('        sub.prepare(for: UIStoryboardSegue(identifier: "unwindToSource", source: sub, destination: d), '
                     'sender: nil)')
        lines.append('        lines.append("after the unwind: " + %s)' % observe)
        lines.append("        _ = stray")
        lines.append("    }")
    for presenter, identifier in [("Other", "fromOther"), ("Taken", "fromTaken")]:
        if not any(s[3] == identifier for s in segues):
            continue
        lines.append("    do {")
        lines.append("        let o = %s%s()" % (p, presenter))
        if presenter == "Other":
            lines.append("        let p = %sSource()" % p)
            lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "toOther", source: p, destination: o), '
                         'sender: nil)')
        lines.append("        let d = %sDetail()" % p)
        lines.append('        o.prepare(for: UIStoryboardSegue(identifier: "%s", source: o, destination: d), sender: nil)'
                     % identifier)
        lines.append('        lines.append("%s: " + %s + " extra \\(d.extra)")' % (identifier, observe))
        if presenter == "Other":
            lines.append("        _ = p")
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return source, storyboard, "\n".join(lines) + "\n"


# --- Framework-owned destination properties (FrameworkProperties.swift) -----------------------
# `d.title = …`, `d.hidesBottomBarWhenPushed = …`, `d.modalPresentationStyle = …`: UIKit's own
# properties, which the migration passes through a new slot of the library's table (`screenTitle`,
# `hidesTabBar`, `presentationStyle`, …) and assigns in contextDidArrive(_:) when the preparation
# delivered it. The scenarios give each property a value before the segue and print all of them
# after it (a `nil` title must still replace it), then prepare again (an equal value), assign by
# hand and run another segue of the presenter (which must leave them alone). Hostile variations:
# values that are nil, from the sender, interpolated, a local, a constant, an implicit member; a
# second framework property; an observed property whose didSet reads the title, before or after
# it; log lines on either side; a plain value before or after; a destination that takes part
# already, adopts SegueContext, inherits from the app's own class or a table controller, overrides
# `title` with a didSet, implements contextDidArrive(_:), has a subclass (that overrides `title`),
# or declares the slot's name; a navigation controller around it; an unwind back to the
# presenter, which a controller of its own presented with a title (the unwind must not deliver
# one); a second presenter with a plain property or a slot named like the new slot.

FRAMEWORK_PROPERTIES = ["title", "title", "title", "hidesBottomBarWhenPushed", "modalPresentationStyle",
                        "modalTransitionStyle", "isModalInPresentation"]


def framework_value(rng, p, prop, presenter_members, prelude, tags):
    """A value for the framework property, and what the presenter needs for it."""
    if prop == "title":
        kind = pick(rng, ["literal", "own-optional", "own", "sender", "nil", "interpolated", "local", "constant"])
        tags.append("title-" + kind)
        if kind == "literal":
            return '"Inbox"'
        if kind == "own-optional":
            presenter_members.append("var heading: String? = %s" % pick(rng, ['"Ada"', "nil"]))
            return "heading"
        if kind == "own":
            presenter_members.append('var heading = "Ada"')
            return "heading"
        if kind == "sender":
            return "sender as? String"
        if kind == "nil":
            return "nil"
        if kind == "interpolated":
            presenter_members.append("var count = 3")
            return '"n \\(count)"'
        if kind == "local":
            presenter_members.append("var count = 3")
            prelude.append('let label = "local \\(count)"')
            return "label"
        return "%sTitles.main" % p
    if prop in ("hidesBottomBarWhenPushed", "isModalInPresentation"):
        kind = pick(rng, ["true", "false", "own"])
        tags.append(prop + "-" + kind)
        if kind == "own":
            presenter_members.append("var flag = %s" % pick(rng, ["true", "false"]))
            return "flag"
        return kind
    enum = "UIModalPresentationStyle" if prop == "modalPresentationStyle" else "UIModalTransitionStyle"
    cases = (["formSheet", "overFullScreen", "pageSheet"] if prop == "modalPresentationStyle"
             else ["crossDissolve", "flipHorizontal"])
    kind = pick(rng, ["member", "qualified", "own"])
    tags.append(prop + "-" + kind)
    case = pick(rng, cases)
    if kind == "member":
        return "." + case
    if kind == "qualified":
        return "%s.%s" % (enum, case)
    presenter_members.append("var style: %s = .%s" % (enum, case))
    return "style"


def generate_framework(name, rng):
    p = name
    tags = []
    imports = {"UIKit"}
    top = ["@MainActor var %sEvents: [String] = []" % p, 'enum %sTitles {\n    static let main = "Main"\n}' % p]
    extra_classes = []
    base_kind = pick(rng, ["uikit", "uikit", "uikit", "prepared", "adopts", "app-base", "table"])
    tags.append("base-" + base_kind)
    detail_base = {"uikit": "UIViewController", "prepared": "PreparedViewController",
                   "adopts": "UIViewController, SegueContext", "app-base": "%sBase" % p,
                   "table": "UITableViewController"}[base_kind]
    if base_kind in ("prepared", "adopts"):
        imports.add("PreparedContext")
    if base_kind == "app-base":
        extra_classes.append("class %sBase: UIViewController {\n    var base = 0\n}" % p)
    first = pick(rng, FRAMEWORK_PROPERTIES)
    written = [first]
    if rng.random() < 0.3:
        second = pick(rng, [prop for prop in FRAMEWORK_PROPERTIES if prop != first])
        written.append(second)
        tags.append("two-properties")
    presenter_members = ["var log: [String] = []"]
    prelude = []
    statements = []
    for prop in written:
        statements.append("d.%s = %s" % (prop, framework_value(rng, p, prop, presenter_members, prelude, tags)))
    # The destination.
    detail_final = rng.random() < 0.75
    detail = ["%sclass %sDetail: %s {" % ("final " if detail_final else "", p, detail_base)]
    if base_kind == "adopts":
        detail.append("    var ambientContext = ContextValues()")
    detail.append("    var other = 0")
    observed = rng.random() < 0.3
    if observed:
        tags.append("observed")
        detail.append('    var item: String? {\n        didSet { %sEvents.append("item \\(item ?? "nil") title=\\(title ?? "nil") '
                      'hides=\\(hidesBottomBarWhenPushed)") }\n    }' % p)
    hostile = pick(rng, ["none", "none", "none", "override-title", "arrives", "slot-name"])
    tags.append("destination-" + hostile)
    if hostile == "override-title":
        detail.append('    override var title: String? {\n        didSet { %sEvents.append("title didSet \\(title ?? "nil") other=\\(other)") }\n    }'
                      % p)
    elif hostile == "arrives":
        if base_kind == "prepared":
            detail.append('    override func contextDidArrive(_ report: PreparationReport) { %sEvents.append("arrived") }' % p)
        elif base_kind == "adopts":
            detail.append('    func contextDidArrive(_ report: PreparationReport) { %sEvents.append("arrived") }' % p)
        else:
            detail.append('    func contextDidArrive(_ report: Any) { %sEvents.append("arrived") }' % p)
    elif hostile == "slot-name":
        detail.append('    var screenTitle = "mine"\n    var hidesTabBar = 1\n    var presentationStyle = "mine"\n'
                      '    var transitionStyle = "mine"\n    var blocksDismissal = "mine"')
    detail.append("}")
    subclass = "none"
    if not detail_final:
        subclass = pick(rng, ["plain", "overrides"])
        tags.append("subclass-" + subclass)
        if subclass == "plain":
            extra_classes.append("final class %sSub: %sDetail {\n    var extra = 1\n}" % (p, p))
        else:
            extra_classes.append('final class %sSub: %sDetail {\n    override var title: String? {\n        didSet { %sEvents.append("sub title") }\n    }\n}'
                                 % (p, p, p))
    # The presenter's branch.
    if observed:
        where = rng.randrange(len(statements) + 1)
        tags.append("item-at-%d" % where)
        statements.insert(where, 'd.item = "%s"' % pick(rng, ["x", "y"]))
    if rng.random() < 0.35:
        tags.append("other-before")
        statements.insert(0, "d.other = 3")
    if rng.random() < 0.3:
        tags.append("other-after")
        statements.append("d.other = 4")
    if rng.random() < 0.2:
        tags.append("log-before")
        statements.insert(0, pick(rng, ['print("preparing")', 'log.append("before")']))
    if rng.random() < 0.2:
        tags.append("log-after")
        statements.append(pick(rng, ['print("prepared")', 'log.append("after")']))
    navigation = rng.random() < 0.25
    if navigation:
        tags.append("navigation")
        cast = "(segue.destination as? UINavigationController)?.topViewController as? %sDetail" % p
    else:
        cast = pick(rng, ["segue.destination as? %sDetail" % p, "segue.destination as! %sDetail" % p])
    body = ["    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
    presenter_base = "UIViewController"
    if rng.random() < 0.15:
        tags.append("presenter-prepared")
        imports.add("PreparedContext")
        presenter_base = "PreparedViewController"
        body.append("        super.prepare(for: segue, sender: sender)")
    elif rng.random() < 0.2:
        tags.append("super-first")
        body.append("        super.prepare(for: segue, sender: sender)")
    if cast.startswith("segue.destination as! "):
        body.append('        if segue.identifier == "show" {')
        body.append("            let d = %s" % cast)
    else:
        body.append('        if segue.identifier == "show", let d = %s {' % cast)
    body += ["            " + line for line in prelude + statements]
    body.append('        } else if segue.identifier == "again", let d = %s {' % cast.replace("as!", "as?"))
    body.append("            d.other = 9")
    body.append("        }")
    body.append("    }")
    segues = [("source", "navigation" if navigation else "detail", "show", "show"),
              ("source", "navigation" if navigation else "detail", "show", "again"),
              ("source", "elsewhere", "show", "elsewhere")]
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p),
              ("elsewhere", "viewController", None)]
    if navigation:
        scenes.insert(1, ("navigation", "navigationController", None))
    # Other presenters.
    others = []
    if rng.random() < 0.3:
        kind = pick(rng, ["plain", "named", "slot"])
        others.append("other-" + kind)
        tags.append("other-presenter-" + kind)
        other_base = "UIViewController"
        members = []
        if kind == "named":
            members.append('var screenTitle = "other\'s"')
        elif kind == "slot":
            imports.add("PreparedContext")
            other_base = "PreparedViewController"
            members.append('@Prepared var screenTitle: String? = "other\'s slot"')
        other = ["final class %sOther: %s {" % (p, other_base)] + ["    " + m for m in members]
        other += ["    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
        if other_base != "UIViewController":
            other.append("        super.prepare(for: segue, sender: sender)")
        other += ['        if segue.identifier == "fromOther", let d = segue.destination as? %sDetail {' % p,
                  "            d.other = 5", "        }", "    }", "}"]
        extra_classes.append("\n".join(other))
        scenes.append(("other", "viewController", "%sOther" % p))
        segues.append(("other", "detail", "show", "fromOther"))
    unwind = rng.random() < 0.3
    presenter_extra = []
    if unwind:
        tags.append("unwind")
        others.append("unwind")
        segues.append(("detail", "source", "unwind", "unwindToSource"))
        presenter_extra = ["", "    @IBAction func unwindToSource(_ segue: UIStoryboardSegue) {}"]
        # The presenter is itself presented with a title, by a controller whose write may convert.
        extra_classes.append("final class %sStart: UIViewController {\n"
                             "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
                             '        if segue.identifier == "start", let s = segue.destination as? %sSource {\n'
                             '            s.title = "started"\n'
                             "        }\n    }\n}" % (p, p))
        scenes.append(("start", "viewController", "%sStart" % p))
        segues.append(("start", "source", "show", "start"))
    presenter = ["final class %sSource: %s {" % (p, presenter_base)] + ["    " + m for m in presenter_members]
    presenter += [""] + body + presenter_extra + ["}"]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % m for m in sorted(imports)) + "\n"
    source += "\n\n".join(top + extra_classes + ["\n".join(detail), "\n".join(presenter)]) + "\n"
    storyboard = storyboard_xml(scenes, segues, navigation)
    item = ' + " item=" + String(reflecting: d.item)' if observed else ""
    observe = ('"title=" + String(reflecting: d.title) + " hides=\\(d.hidesBottomBarWhenPushed) '
               'modal=\\(d.modalPresentationStyle.rawValue) transition=\\(d.modalTransitionStyle.rawValue) '
               'inPresentation=\\(d.isModalInPresentation) other=\\(d.other)"%s + " events=" + String(reflecting: %sEvents)'
               % (item, p))
    destination = "%sSub" % p if subclass != "none" and rng.random() < 0.6 else "%sDetail" % p
    shown = "UINavigationController(rootViewController: d)" if navigation else "d"
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p,
             "import UIKit", "",
             "@MainActor func reset%s(_ d: %sDetail) {" % (p, p),
             '    d.title = "before"',
             "    d.hidesBottomBarWhenPushed = %s" % pick(rng, ["true", "false"]),
             "    d.modalPresentationStyle = .currentContext",
             "    d.modalTransitionStyle = .partialCurl",
             "    d.isModalInPresentation = %s" % pick(rng, ["true", "false"]),
             "    %sEvents = []" % p,
             "}", "",
             "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for identifier in ["show", "again", "elsewhere"]:
        lines.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %s()" % destination)
        lines.append("        reset%s(d)" % p)
        target = "UIViewController()" if identifier == "elsewhere" else shown
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: %s), sender: sender)'
                     % (identifier, target))
        lines.append('        lines.append("%s \\(String(describing: sender)): " + %s + " log=" + String(reflecting: p.log))'
                     % (identifier, observe))
        if identifier != "elsewhere":
            lines.append("        // The same segue again: an equal value.")
            lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: %s), sender: sender)'
                         % (identifier, shown))
            lines.append('        lines.append("again: " + %s)' % observe)
            lines.append("        // By hand, then another segue of the presenter: the values stay.")
            lines.append('        d.title = "hand"')
            lines.append("        d.hidesBottomBarWhenPushed.toggle()")
            lines.append("        d.modalPresentationStyle = .popover")
            lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "again", source: p, destination: %s), sender: nil)'
                         % shown)
            lines.append('        lines.append("by hand: " + %s)' % observe)
        lines.append("    }")
    if any(o.startswith("other-") for o in others):
        lines.append("    do {")
        lines.append("        let o = %sOther()" % p)
        lines.append("        let d = %s()" % destination)
        lines.append("        reset%s(d)" % p)
        lines.append('        o.prepare(for: UIStoryboardSegue(identifier: "fromOther", source: o, destination: d), sender: nil)')
        lines.append('        lines.append("from the other presenter: " + %s)' % observe)
        lines.append("    }")
    if unwind:
        lines.append("    do {")
        lines.append("        let start = %sStart()" % p)
        lines.append("        let p = %sSource()" % p)
        lines.append("        start.prepare(for: UIStoryboardSegue(identifier: \"start\", source: start, destination: p), sender: nil)")
        lines.append("        let d = %s()" % destination)
        lines.append("        reset%s(d)" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "show", source: p, destination: %s), sender: "s")'
                     % shown)
        lines.append('        p.title = "presenter by hand"')
        lines.append('        d.prepare(for: UIStoryboardSegue(identifier: "unwindToSource", source: d, destination: p), sender: nil)')
        lines.append('        lines.append("after the unwind: " + %s + " presenter=" + String(reflecting: p.title))' % observe)
        lines.append("    }")
    lines.append("    return lines")
    lines.append("}")
    return source, storyboard, "\n".join(lines) + "\n"


# ---- Superclasses from another module (ExternalBases.swift) -------------------------------------
#
# The presenter's superclass is declared in the case's Run file, which the migration never reads:
# a class of another module as far as it can tell. That class overrides prepare(for:sender:) with
# work of its own (a counter the app's body may read), may keep a private stored property named
# like the presenter's (which the library would read too), and may be generic. Hostile variations:
# the app imports PreparedContext elsewhere or names something with the marker prefix (both must
# keep the presenter as it is), the super call after another statement or missing, an app class
# between the presenter and the other module's class, public and open presenters, a destination
# whose own superclass comes from the other module, values that read what the other module's
# prepare just changed.

EXTERNAL_BASES = ["direct", "direct", "direct", "through-app", "through-app", "generic", "qualified"]


def generate_external_bases(name, rng):
    p = name
    base_kind = pick(rng, EXTERNAL_BASES)
    tags = ["base-" + base_kind]
    imports = {"UIKit"}
    hostile = pick(rng, ["none"] * 6 + ["imports-library", "prefix"])
    if hostile != "none":
        tags.append("hostile-" + hostile)
    if hostile == "imports-library":
        imports.add("PreparedContext")
    namesake = rng.random() < 0.5
    if namesake:
        tags.append("namesake")
    super_call = pick(rng, ["first", "first", "first", "none", "after-log"])
    tags.append("super-" + super_call)
    access = pick(rng, ["final", "final", "public final", "open"])
    tags.append("access-" + access.replace(" ", "-"))
    destination_external = rng.random() < 0.4
    if destination_external:
        tags.append("destination-external")
    # The other module: never shown to the migration.
    others = [
        "@MainActor var %sBaseEvents: [String] = []" % p,
        "open class %sCharts: UIViewController {" % p,
        '    private var name = "hidden"' if namesake else "    private var hidden = 0",
        "    public var baseCount = 0",
        "    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
        "        super.prepare(for: segue, sender: sender)",
        "        baseCount += 1",
        '        %sBaseEvents.append("base prepare \\(segue.identifier ?? "nil") \\(name)")' % p if namesake else
        '        %sBaseEvents.append("base prepare \\(segue.identifier ?? "nil")")' % p,
        "    }",
        "}",
        "open class %sSeries<Item>: UIViewController {" % p,
        "    public var baseCount = 0",
        "    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
        "        super.prepare(for: segue, sender: sender)",
        "        baseCount += 1",
        "    }",
        "}",
        "open class %sPanel: UIViewController {" % p,
        '    private var item = "panel"',
        '    public var panelNote = ""',
        "}",
    ]
    classes = []
    if base_kind == "generic":
        superclass = "%sSeries<Int>" % p
    elif base_kind == "qualified":
        superclass = "Differential.%sCharts" % p
    elif base_kind == "through-app":
        superclass = "%sMid" % p
        classes.append("%sclass %sMid: %sCharts {\n    var midValue = 5\n}" % (
            "open " if access == "open" else "public " if access.startswith("public") else "", p, p))
    else:
        superclass = "%sCharts" % p
    # The destination.
    detail_base = "%sPanel" % p if destination_external else "UIViewController"
    detail = ["final class %sDetail: %s {" % (p, detail_base), '    var item: String = ""', "    var count: Int = -1"]
    if hostile == "prefix":
        detail.append('    var prepCtxNote = ""')
    if namesake:
        detail.append('    var name: String = ""')
    detail.append("}")
    classes.append("\n".join(detail))
    # The presenter.
    members = ["var log: [String] = []"]
    if namesake:
        members.append('var name = "Ada"')
    value = pick(rng, ["own", "sender", "literal", "inherited"])
    tags.append("value-" + value)
    if value == "own":
        members.append('var title2 = "%s"' % pick(rng, ["t", "title"]))
        item = "title2"
    elif value == "sender":
        item = '(sender as? String) ?? "no sender"'
    elif value == "literal":
        item = '"lit"'
    else:
        item = '"count \\(baseCount)"' if rng.random() < 0.5 else "String(baseCount)"
    statements = ["d.item = %s" % item]
    if rng.random() < 0.5:
        statements.append("d.count = %s" % pick(rng, ["2", "baseCount"] if base_kind != "generic" else ["2"]))
    if namesake:
        statements.append("d.name = name")
    if rng.random() < 0.3:
        tags.append("log-after")
        statements.append('log.append("prepared")')
    body = []
    if super_call == "first":
        body.append("super.prepare(for: segue, sender: sender)")
    elif super_call == "after-log":
        body += ['log.append("first")', "super.prepare(for: segue, sender: sender)"]
    body.append('if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p)
    body += ["    " + line for line in statements]
    body.append("}")
    public = "public " if access != "final" else ""
    presenter = ["%sclass %sSource: %s {" % (access + " " if access != "final" else "final ", p, superclass)]
    presenter += ["    " + member for member in members]
    presenter += ["", "    %soverride func prepare(for segue: UIStoryboardSegue, sender: Any?) {" % public]
    presenter += ["        " + line for line in body]
    presenter += ["    }", "}"]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "".join("import %s\n" % module for module in sorted(imports)) + "\n"
    source += "\n\n".join(classes + ["\n".join(presenter)]) + "\n"
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p)]
    segues = [("source", "detail", "show", "show")]
    # A second segue to the same destination that no branch handles: the presenter's own property
    # can then not be read by key (the declaration form needs every such segue converted).
    if rng.random() < 0.4:
        tags.append("other-segue")
        segues.append(("source", "detail", "show", "other"))
    storyboard = storyboard_xml(scenes, segues, False)
    observe = '"item=" + String(reflecting: d.item) + " count=\\(d.count)"'
    if namesake:
        observe += ' + " name=" + String(reflecting: d.name)'
    if destination_external:
        observe += ' + " panel=" + String(reflecting: d.panelNote)'
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p, "import UIKit", ""]
    lines += others
    lines += ["", "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    # Only the segues the storyboard declares: UIKit performs no other, and the migration may rely on it.
    for identifier in [segue[3] for segue in segues]:
        lines.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        lines.append("        %sBaseEvents = []" % p)
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                     % identifier)
        lines.append('        lines.append("%s \\(String(describing: sender)): " + %s + " log=" + String(reflecting: p.log)'
                     ' + " base=\\(p.baseCount) " + String(reflecting: %sBaseEvents))' % (identifier, observe, p))
        lines.append("        // The same presenter again: what its superclass's prepare counts moves on.")
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                     % identifier)
        lines.append('        lines.append("again: " + %s + " base=\\(p.baseCount)")' % observe)
        lines.append("    }")
    lines += ["    return lines", "}"]
    return source, storyboard, "\n".join(lines) + "\n"

def generate_chains(name, rng):
    """An `if` chain without an `else`: arms on the identifier (some testing a segue an earlier
    arm takes, so they never run), on the destination's class, on the sender. Converting an arm
    must never let a segue it took reach an arm after it."""
    p = name
    tags = []
    identifiers = {"one": "A", "two": "B", "three": "A"}
    values = iter(range(10, 100))
    arms = []
    for number in range(rng.randint(2, 4)):
        kind = pick(rng, ["identifier"] * 4 + ["cast", "sender", "identifier-and-sender"])
        tags.append(kind)
        effect = rng.random() < 0.3
        if kind in ("identifier", "identifier-and-sender"):
            identifier = pick(rng, sorted(identifiers))
            cls = identifiers[identifier]
            condition = 'segue.identifier == "%s"' % identifier
            if kind == "identifier-and-sender":
                condition += ", sender is Int"
            lines = ["let d = segue.destination as! %s%s" % (p, cls)]
        elif kind == "cast":
            cls = pick(rng, ["A", "B"])
            condition = "let d = segue.destination as? %s%s" % (p, cls)
            lines = []
        else:
            cls = None
            condition = pick(rng, ["sender is String", "sender == nil"])
            lines = []
        if cls is not None:
            props = ["x", "y"] if cls == "A" else ["z"]
            for prop in rng.sample(props, rng.randint(1, len(props))):
                lines.append("d.%s = %d" % (prop, next(values)))
        if effect or cls is None:
            lines.append('log.append("arm %d")' % number)
        arms.append((condition, lines))
    body = []
    if rng.random() < 0.4:
        # The same as a `switch` on the identifier: duplicate cases, several patterns, a `where`.
        tags = ["switch"]
        body.append("switch segue.identifier {")
        for number in range(rng.randint(2, 4)):
            names = rng.sample(sorted(identifiers), rng.randint(1, 2))
            classes = {identifiers[n] for n in names}
            guard = rng.random() < 0.2
            tags.append("case-%s%s" % ("-".join(names), "-where" if guard else ""))
            body.append("case %s%s:" % (", ".join('"%s"' % n for n in names), " where sender is Int" if guard else ""))
            if len(classes) == 1:
                cls = classes.pop()
                body.append("    let d = segue.destination as! %s%s" % (p, cls))
                for prop in (["x", "y"] if cls == "A" else ["z"])[:rng.randint(1, 2)]:
                    body.append("    d.%s = %d" % (prop, next(values)))
            if rng.random() < 0.3 or len(classes) != 0:
                body.append('    log.append("case %d")' % number)
        body += ["default:", "    break", "}"]
    else:
        for number, (condition, lines) in enumerate(arms):
            body.append(("if " if number == 0 else "} else if ") + condition + " {")
            body += ["    " + line for line in lines]
        body.append("}")
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "import UIKit\n\n"
    source += "final class %sA: UIViewController {\n    var x: Int = -1\n    var y: Int = -1\n}\n\n" % p
    source += "final class %sB: UIViewController {\n    var z: Int = -1\n}\n\n" % p
    source += "final class %sSource: UIViewController {\n    var log: [String] = []\n\n" % p
    source += "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"
    source += "".join("        " + line + "\n" for line in body)
    source += "    }\n}\n"
    scenes = [("source", "viewController", "%sSource" % p), ("a", "viewController", "%sA" % p),
              ("b", "viewController", "%sB" % p)]
    segues = [("source", "a" if cls == "A" else "b", "show", identifier) for identifier, cls in identifiers.items()]
    storyboard = storyboard_xml(scenes, segues, False)
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p, "import UIKit", "",
             "@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    for identifier, cls in identifiers.items():
        observe = ('"x=\\(d.x) y=\\(d.y)"' if cls == "A" else '"z=\\(d.z)"')
        lines.append("    for sender in [nil, \"a note\", 42] as [Any?] {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %s%s()" % (p, cls))
        lines.append('        p.prepare(for: UIStoryboardSegue(identifier: "%s", source: p, destination: d), sender: sender)'
                     % identifier)
        lines.append('        lines.append("%s \\(String(describing: sender)): " + %s + " log=" + String(reflecting: p.log))'
                     % (identifier, observe))
        lines.append("    }")
    lines += ["    return lines", "}"]
    return source, storyboard, "\n".join(lines) + "\n"


# ---- Properties typed by their initial value (InitializerTypes.swift) ----------------------------
#
# The destination's property has no written type: `var value = <initial value>`. A slot keeps the
# declaration and the compiler infers the same type, but the hook writes `value as T?` with the T
# the migration proves, so a wrong T is a broken build or a value the slot refuses. The forms that
# convert: literals, an SDK table row (`Date(timeIntervalSince1970:)`, `CGPoint(x:y:)`, `CGSize`,
# `CGRect`, `IndexPath(row:section:)`), an empty collection with its element types, an app struct
# (memberwise or its own init, `.init`) or class. Hostile variations, which must stay: a failable
# initializer in the type's body, in an extension with a defaulted parameter, in a protocol
# extension, inherited from a superclass; a table type given a failable initializer of the same
# labels by an extension; a capitalised function; a typealias or nested type of the destination
# that shadows a top-level type; a presenter whose own nested type shadows the value's type; types
# whose generic parameters are inferred (`Array(repeating:count:)`, `Set([…])`,
# `Dictionary(uniqueKeysWithValues:)`); failable SDK initializers (`URL(string:)`, `Int("3")`);
# a class built on UIKit's controller. The scenarios perform each segue the storyboard declares
# (the one the body handles, and maybe a second one it hands nothing on) and print the
# destination's value and its type.

def initializer_forms(p):
    """(tag, top-level declarations, destination members, initial value, assigned value)."""
    return [
        ("string", [], [], '"start"', '"given"'),
        ("int", [], [], "3", "7"),
        ("double", [], [], "1.5", "2.25"),
        ("bool", [], [], "false", "true"),
        ("date", [], [], "Date(timeIntervalSince1970: 0)", "Date(timeIntervalSince1970: 86400)"),
        ("point", [], [], "CGPoint(x: 1, y: 2)", "CGPoint(x: 3, y: 4)"),
        ("size", [], [], "CGSize(width: 1, height: 2)", "CGSize(width: 5, height: 6)"),
        ("rect", [], [], "CGRect(x: 0, y: 0, width: 1, height: 1)", "CGRect(origin: .zero, size: CGSize(width: 2, height: 2))"),
        ("index-path", [], [], "IndexPath(row: 0, section: 0)", "IndexPath(row: 2, section: 1)"),
        ("array", [], [], "[String]()", '["a", "b"]'),
        ("dictionary", [], [], "[String: Int]()", '["a": 1]'),
        ("set", [], [], "Set<Int>()", "Set<Int>([4])"),
        ("array-named", [], [], "Array<Int>()", "[1, 2]"),
        ("app-struct", ["struct %sFare: Equatable {\n    var cents: Int\n    var note = \"\"\n}" % p], [],
         "%sFare(cents: 1)" % p, "%sFare(cents: 250)" % p),
        ("app-struct-init", ["struct %sFare {\n    var cents: Int\n    init(cents: Int) { self.cents = cents }\n"
                             "    init?(text: String) {\n        guard let cents = Int(text) else { return nil }\n"
                             "        self.cents = cents\n    }\n}" % p], [],
         "%sFare.init(cents: 0)" % p, "%sFare(cents: 9)" % p),
        ("app-class", ["final class %sRoute {\n    var legs = [\"home\"]\n}" % p], [], "%sRoute()" % p, "%sRoute()" % p),
        ("app-subclass", ["class %sBase {\n    var level = 1\n}\nfinal class %sRoute: %sBase {\n    var legs = 0\n}" % (p, p, p)],
         [], "%sRoute()" % p, "%sRoute()" % p),
        ("app-array", ["struct %sStop {\n    var name: String\n}" % p], [], "[%sStop]()" % p, '[%sStop(name: "x")]' % p),
        # Hostile: the value is optional, or another type than its name says, or the name is no type.
        ("failable-body", ["struct %sBadge {\n    var code: String\n    init?(code: String) {\n"
                           "        guard !code.isEmpty else { return nil }\n        self.code = code\n    }\n}" % p], [],
         '%sBadge(code: "")' % p, '%sBadge(code: "VIP")' % p),
        ("failable-extension", ["struct %sSeat {\n    var row: Int\n    var letter: String\n}\n"
                                "extension %sSeat {\n    init!(row: Int, strict: Bool = true) {\n"
                                "        guard row > 0 || !strict else { return nil }\n"
                                "        self.init(row: row, letter: \"A\")\n    }\n}" % (p, p)], [],
         "%sSeat(row: 0)" % p, "%sSeat(row: 2, letter: \"C\")" % p),
        ("failable-protocol", ["protocol %sNumbered {\n    init()\n}\nextension %sNumbered {\n"
                               "    init?(number: Int) {\n        guard number >= 0 else { return nil }\n"
                               "        self.init()\n    }\n}\nstruct %sVoucher: %sNumbered {\n    init() {}\n}" % (p, p, p, p)],
         [], "%sVoucher(number: -1)" % p, "%sVoucher(number: 3)" % p),
        ("failable-superclass", ["class %sTally {\n    var count = 0\n    init?(start: Int = 0) {\n"
                                 "        guard start >= 0 else { return nil }\n        count = start\n    }\n}\n"
                                 "final class %sCounter: %sTally {}" % (p, p, p)], [],
         "%sCounter()" % p, "%sCounter(start: 4)" % p),
        ("failable-table-extension", ["struct %sMark {\n    var text: String\n}\nextension CGPoint {\n"
                                      "    init?(x: %sMark, y: %sMark) {\n        guard let x = Double(x.text), "
                                      "let y = Double(y.text) else { return nil }\n        self.init(x: x, y: y)\n"
                                      "    }\n}" % (p, p, p)], [],
         'CGPoint(x: %sMark(text: "1"), y: %sMark(text: "z"))' % (p, p), 'CGPoint(x: %sMark(text: "5"), y: %sMark(text: "6"))' % (p, p)),
        ("capitalised-function", ["func %sHeading() -> String { \"Ticket\" }" % p], [], "%sHeading()" % p, '"Booked"'),
        ("shadow-typealias", ["struct %sStamp {\n    var ink = \"blue\"\n}" % p], ["typealias %sStamp = Int" % p],
         "%sStamp()" % p, "5"),
        ("shadow-nested", ["struct %sGate {\n    var name = \"top\"\n}" % p],
         ["struct %sGate {\n        var number = 0\n        init() {}\n        init?(number: Int) {\n"
          "            guard number > 0 else { return nil }\n            self.number = number\n        }\n    }" % p],
         "%sGate(number: 1)" % p, "%sDetail.%sGate(number: 2)" % (p, p)),
        ("inferred-array", [], [], "Array(repeating: 1, count: 2)", "[3]"),
        ("inferred-set", [], [], "Set([1])", "Set([2])"),
        ("inferred-dictionary", [], [], 'Dictionary(uniqueKeysWithValues: [(1, "a")])', '[2: "b"]'),
        ("sdk-failable-url", [], [], 'URL(string: "https://example.com")', 'URL(string: "https://example.org")'),
        ("sdk-failable-int", [], [], 'Int("3")', "8"),
        ("uikit-class", ["final class %sCoach: UIViewController {\n    var seats = 2\n}" % p], [], "%sCoach()" % p, "%sCoach()" % p),
    ]


def generate_initializers(name, rng):
    p = name
    tag, top, nested, initial, assigned = pick(rng, initializer_forms(p))
    tags = ["form-" + tag]
    top = list(top)
    presenter_nested = []
    # The presenter declares a type of the value's name: the hook would write the presenter's.
    if tag in ("app-struct", "app-class") and rng.random() < 0.3:
        tags.append("presenter-shadows")
        type_name = "%sFare" % p if tag == "app-struct" else "%sRoute" % p
        presenter_nested.append("struct %s {\n        var other = 0\n    }" % type_name)
        # The original names the top-level type through the module.
        assigned = assigned.replace(type_name + "(", "Differential." + type_name + "(")
    through_property = rng.random() < 0.35
    members = []
    if through_property:
        # The presenter's own property, typed by the same initializer: fed to the slot as is.
        tags.append("own-property")
        members.append("var given = %s" % assigned)
        value = "given"
    else:
        value = assigned
    statements = ["d.value = %s" % value]
    if rng.random() < 0.5:
        tags.append("second-value")
        statements.append('d.note = "n"')
    form = pick(rng, ["if-as", "if-let", "switch"])
    tags.append("branch-" + form)
    other_segue = rng.random() < 0.5
    if other_segue:
        tags.append("other-segue")
    if form == "if-as":
        body = ['if segue.identifier == "show" {', "    let d = segue.destination as! %sDetail" % p]
        body += ["    " + line for line in statements] + ["}"]
    elif form == "if-let":
        body = ['if segue.identifier == "show", let d = segue.destination as? %sDetail {' % p]
        body += ["    " + line for line in statements] + ["}"]
    else:
        body = ["switch segue.identifier {", 'case "show":', "    let d = segue.destination as! %sDetail" % p]
        body += ["    " + line for line in statements] + ["default:", "    break", "}"]
    detail = ["final class %sDetail: UIViewController {" % p]
    detail += ["    " + line for line in nested]
    detail += ["    var value = %s" % initial, '    var note = ""', "}"]
    presenter = ["final class %sSource: UIViewController {" % p]
    presenter += ["    " + line for line in presenter_nested]
    presenter += ["    " + member for member in members]
    presenter += ["", "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"]
    presenter += ["        " + line for line in body]
    presenter += ["    }", "}"]
    source = "// Generated by scripts/generate-migration-differential.py (%s): %s\n" % (name, ", ".join(tags))
    source += "import UIKit\n\n" + "\n\n".join(top + ["\n".join(detail), "\n".join(presenter)]) + "\n"
    scenes = [("source", "viewController", "%sSource" % p), ("detail", "viewController", "%sDetail" % p)]
    segues = [("source", "detail", "show", "show")]
    # A second segue to the destination that the body hands nothing on: the value must stay the
    # initial one there.
    if other_segue:
        segues.append(("source", "detail", "show", "other"))
    storyboard = storyboard_xml(scenes, segues, False)
    observe = ('"value=" + String(reflecting: d.value) + " type=" + String(describing: type(of: d.value))'
               ' + " note=" + d.note')
    lines = ["// Generated by scripts/generate-migration-differential.py: the scenarios of %s." % p, "import UIKit", ""]
    lines += ["@MainActor func run%s() -> [String] {" % p, "    var lines: [String] = []"]
    # Only the segues the storyboard declares: UIKit performs no other, and the migration may rely on it.
    for identifier in [segue[3] for segue in segues]:
        spelled = '"%s"' % identifier
        lines.append("    do {")
        lines.append("        let p = %sSource()" % p)
        lines.append("        let d = %sDetail()" % p)
        lines.append("        p.prepare(for: UIStoryboardSegue(identifier: %s, source: p, destination: d), sender: nil)"
                     % spelled)
        lines.append('        lines.append("%s: " + %s)' % (identifier, observe))
        lines.append("    }")
    lines += ["    return lines", "}"]
    return source, storyboard, "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the folder to write the cases into")
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--count", type=int, default=240)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    os.makedirs(arguments.out, exist_ok=True)
    names = ["C%03d" % number for number in range(arguments.count)]
    # The handoff forms' cases come after, a quarter as many, from their own generator.
    names += ["F%03d" % number for number in range(arguments.count // 4)]
    # The container paths' cases, a sixth as many, from theirs.
    names += ["N%03d" % number for number in range(arguments.count // 6)]
    # The sender and state conditions' cases, a quarter as many, from theirs.
    names += ["S%03d" % number for number in range(arguments.count // 4)]
    # The values that call code: a quarter as many, from theirs.
    names += ["K%03d" % number for number in range(arguments.count // 4)]
    # The observed slots' cases, a quarter as many, from theirs.
    names += ["O%03d" % number for number in range(arguments.count // 4)]
    # The slot keys of their own: a quarter as many, from theirs.
    names += ["Y%03d" % number for number in range(arguments.count // 4)]
    # The framework-owned properties' cases, a quarter as many, from theirs.
    names += ["U%03d" % number for number in range(arguments.count // 4)]
    # Superclasses from another module (the Run file's classes), a sixth as many, from theirs.
    names += ["X%03d" % number for number in range(arguments.count // 6)]
    # If chains without an else (arms that never run, arms that stay after converted ones), a sixth as many.
    names += ["H%03d" % number for number in range(arguments.count // 6)]
    # Properties typed by their initial value, a sixth as many, from theirs.
    names += ["I%03d" % number for number in range(arguments.count // 6)]
    # Observed destinations with a prepare(for:sender:) of their own, a sixth as many, from theirs.
    names += ["P%03d" % number for number in range(arguments.count // 6)]
    # The values that call code written through local bindings: a sixth as many, from theirs.
    names += ["B%03d" % number for number in range(arguments.count // 6)]
    for name in names:
        make = {
            "F": generate_forms,
            "N": generate_containers,
            "S": generate_sender_conditions,
            "K": generate_calls,
            "O": generate_observers,
            "Y": generate_keys,
            "U": generate_framework,
            "X": generate_external_bases,
            "H": generate_chains,
            "I": generate_initializers,
            "P": generate_own_prepare_observers,
            "B": generate_inlined_bindings,
        }.get(name[0], generate)
        source, storyboard, run = make(name, random.Random(rng.randrange(1 << 30)))
        folder = os.path.join(arguments.out, name)
        os.makedirs(folder, exist_ok=True)
        for file, text in [(name + ".swift", source), (name + ".storyboard", storyboard), (name + "Run.swift", run)]:
            with open(os.path.join(folder, file), "w") as handle:
                handle.write(text)


if __name__ == "__main__":
    main()
