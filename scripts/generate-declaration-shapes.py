#!/usr/bin/env python3
"""Generates a seeded differential test of the engine over declaration shapes.

Swift cannot declare types at run time, so the shapes are generated as source: for each case
a source class whose prefixed property has a generated type (standard types, optionals,
tuples, collections, structs, enums, classes, generic classes over noncopyable type
arguments, closures, metatypes, existentials of plain and parameterized protocols, class
bound or not, weak and unowned references, Void), placed on the class itself or on a
superclass, as a `let`, a `var` or a `@Prepared` slot; and a destination slot of the same
type, of `Any?`, or of an unrelated type. The generator knows what the library's rules say
must happen — the value delivered unchanged, or a typed refusal with its code — and the test
checks exactly that. Any trap ends the test process, so "never traps" is checked too.

    python3 scripts/generate-declaration-shapes.py --seed 17 --count 160 \\
        > Tests/PreparedContextTests/GeneratedShapesTests.swift

CI regenerates the file with the checked-in seed and fails when it differs; run it with
other seeds locally to explore further (the file then changes; do not commit that).
"""

import argparse
import random

# Each type: (Swift type, a value literal, the description the value prints as (None: do not
# compare text), what happens when it is the source: "deliver" or a refusal code).
SCALARS = [
    ("Int", "42", "42", "deliver"),
    ("String", '"ada"', "ada", "deliver"),
    ("Double", "2.5", "2.5", "deliver"),
    ("Bool", "true", "true", "deliver"),
    ("[Int]", "[1, 2, 3]", "[1, 2, 3]", "deliver"),
    ("[String: Int]", '["a": 1]', '["a": 1]', "deliver"),
    ("Set<Int>", "[7]", "[7]", "deliver"),
    ("(Int, String)", '(1, "x")', '(1, "x")', "deliver"),
    ("ShapeStruct", "ShapeStruct(id: 5)", "ShapeStruct(id: 5)", "deliver"),
    ("ShapeEnum", ".second(9)", "second(9)", "deliver"),
    ("ShapeClass", "ShapeClass(id: 3)", "ShapeClass#3", "deliver"),
    ("ShapeGeneric<Int>", "ShapeGeneric(4)", "ShapeGeneric#4", "deliver"),
    ("any ShapeProtocol", "ShapeStruct(id: 6)", "ShapeStruct(id: 6)", "deliver"),
    ("any ShapeClassProtocol", "ShapeClass(id: 8)", "ShapeClass#8", "deliver"),
    ("any ShapeListener<String>", "ShapeClass(id: 10)", "ShapeClass#10", "deliver"),
    ("any ShapeContainer<Int>", "ShapeStruct(id: 11)", "ShapeStruct(id: 11)", "deliver"),
    ("AnyObject", "ShapeClass(id: 12)", "ShapeClass#12", "deliver"),
    ("Any", "ShapeStruct(id: 13)", "ShapeStruct(id: 13)", "deliver"),
    ("ShapeClass.Type", "ShapeClass.self", "ShapeClass", "deliver"),
    ("Void", "()", "()", "deliver"),
    ("(Int) -> Int", "{ $0 + 1 }", None, "unsupportedSourceType"),
    ("(() -> Void)?", "{}", None, "unsupportedSourceType"),
    ("Int.Type", "Int.self", None, "unsupportedSourceType"),
    ("(Int.Type, Int)", "(Int.self, 1)", None, "unsupportedSourceType"),
]
# Generic classes over a noncopyable type argument, holding it plainly or in an optional;
# always refused, since the field's real type is noncopyable.
NONCOPYABLE_BOXES = ["ShapeBox", "ShapeOptionalBox"]
# Refusals that apply to a plain stored property only: a @Prepared slot keeps its value in
# storage of its own, which reflection reads correctly whatever the type.
PLAIN_ONLY_REFUSALS = {"unsupportedSourceType"}


def swift_case(index, rng):
    placement = rng.choice(["own", "superclass"])
    binding = rng.choice(["let", "var", "prepared"])
    target = rng.choice(["same", "same", "any", "unrelated"])
    lines = []
    name = f"case{index}"
    if rng.random() < 0.1:
        box = rng.choice(NONCOPYABLE_BOXES)
        lines.append(f"    final class Destination{index} {{ @Prepared var prepCtxValue: Any? }}")
        lines.append(f"    let report = propagate(from: {box}<ShapeHandle>(ShapeHandle()), to: Destination{index}())")
        lines.append('    guard report.deliveries.isEmpty, report.failures.map(\\.code) == [.unsupportedSourceType] else {')
        lines.append(f'        return "{name}: \\(report)"')
        lines.append("    }")
        lines.append("    return nil")
        return name, f"{box}<ShapeHandle> (a noncopyable type argument) into Any?", lines

    swift_type, literal, printed, outcome = rng.choice(SCALARS)
    if binding == "var" and swift_type == "Void":
        binding = "let"
    declared = {
        "let": f"let prepCtxValue: {swift_type} = {literal}",
        "var": f"var prepCtxValue: {swift_type} = {literal}",
        "prepared": f"@Prepared var prepCtxValue: {swift_type} = {literal}",
    }[binding]
    if placement == "own":
        lines.append(f"    final class Source{index} {{ {declared} }}")
        source_type = f"Source{index}"
    else:
        lines.append(f"    class Base{index} {{ {declared} }}")
        lines.append(f"    final class Source{index}: Base{index} {{ let unrelated{index} = 0 }}")
        source_type = f"Source{index}"
    slot_type = {
        "same": f"({swift_type})?",
        "any": "Any?",
        "unrelated": "ShapeUnrelated?",
    }[target]
    lines.append(f"    final class Destination{index} {{ @Prepared var prepCtxValue: {slot_type} = nil }}")
    lines.append(f"    let destination = Destination{index}()")
    lines.append(f"    let report = propagate(from: {source_type}(), to: destination)")
    if outcome in PLAIN_ONLY_REFUSALS and binding == "prepared":
        outcome = "deliver"
    if outcome != "deliver":
        expected = outcome
    elif target == "unrelated":
        expected = "typeMismatch"
    else:
        expected = "deliver"
    if expected == "deliver":
        lines.append('    guard report.failures.isEmpty, report.deliveries.map(\\.key) == ["prepCtxValue"],')
        lines.append("        let delivered = destination.prepCtxValue")
        lines.append(f'    else {{ return "{name}: \\(report)" }}')
        if printed is not None:
            lines.append(f"    let text = shapeText(delivered)")
            lines.append(f"    guard text == {swift_string(printed)} else {{ return \"{name}: delivered \\(text)\" }}")
        else:
            lines.append("    _ = delivered")
    else:
        lines.append(f"    guard report.deliveries.isEmpty, report.failures.map(\\.code) == [.{expected}],")
        lines.append("        destination.prepCtxValue == nil")
        lines.append(f'    else {{ return "{name}: \\(report)" }}')
    lines.append("    return nil")
    where = "a superclass" if placement == "superclass" else "the class"
    return name, f"{binding} {swift_type} on {where} into {slot_type}", lines


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--count", type=int, default=160)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    cases = [swift_case(index, rng) for index in range(arguments.count)]
    out = []
    out.append(f"// Generated by scripts/generate-declaration-shapes.py --seed {arguments.seed} --count {arguments.count}.")
    out.append("// Do not edit: change the generator and run it again (see its header).")
    out.append("import Testing")
    out.append("")
    out.append("@testable import PreparedContext")
    out.append("")
    out.append("@MainActor")
    out.append('@Suite("Generated declaration shapes: delivered exactly, or refused with the typed error, never a trap")')
    out.append("struct GeneratedShapesTests {")
    out.append(f'    @Test("Each of {arguments.count} generated shapes behaves as the rules say", arguments: 0..<{arguments.count})')
    out.append("    func shape(_ index: Int) {")
    out.append("        #expect(generatedShapes[index]() == nil)")
    out.append("    }")
    out.append("}")
    out.append("")
    out.append("@MainActor")
    out.append("private let generatedShapes: [@MainActor () -> String?] = [")
    for name, _, _ in cases:
        out.append(f"    {name},")
    out.append("]")
    for name, summary, lines in cases:
        out.append("")
        out.append(f"/// {summary}")
        out.append("@MainActor")
        out.append(f"private func {name}() -> String? {{")
        out.extend(lines)
        out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
