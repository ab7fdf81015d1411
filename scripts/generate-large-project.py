#!/usr/bin/env python3
"""Writes a large generated app for timing context-check.

    python3 scripts/generate-large-project.py OUT
    python3 scripts/generate-large-project.py --megabytes 4 OUT
    time .build/release/context-check OUT

Without a size: 50 storyboards, 1,000 scenes (20 per storyboard, every fifth a navigation
controller), 1,000 Swift files (one controller class each, with a base class in another file)
and about 1,000 segues.

With `--megabytes N`: N MB of Swift in `Sources/` (one prepared screen a file, 1,200 per MB:
a PreparedViewController subclass with `@Prepared` and `prepCtx` properties, every third with
a `prepare(for:sender:)` body that `context-check migrate` converts) and one storyboard of
N MB in `Storyboards/` whose scenes, one per screen, are chained by segues, every fifth
destination wrapped in a navigation controller. `scripts/check-linear-growth.sh` times the
check, `migrate` and `map` on two sizes of it.
"""
import os
import sys

args = sys.argv[1:]
megabytes = None
if args[:1] == ["--megabytes"]:
    megabytes = float(args[1])
    args = args[2:]
out = args[0] if args else "LargeProject"
os.makedirs(os.path.join(out, "Sources"), exist_ok=True)
os.makedirs(os.path.join(out, "Storyboards"), exist_ok=True)

with open(os.path.join(out, "Sources", "Base.swift"), "w") as f:
    f.write("import PreparedContext\nimport UIKit\n\nclass AppViewController: PreparedViewController {\n"
            "    @Prepared var prepCtxSession: String?\n}\n")


def write_sized(megabytes):
    """One prepared screen of about 870 bytes of Swift per scene of about 850 bytes of storyboard."""
    count = max(2, int(megabytes * 1200))
    scenes = []
    for scene in range(count):
        name = f"Screen{scene}"
        last = scene == count - 1
        with open(os.path.join(out, "Sources", f"{name}.swift"), "w") as f:
            f.write(f"import PreparedContext\nimport UIKit\n\nfinal class {name}ViewController: AppViewController {{\n")
            f.write(f"    let prepCtxItem{scene + 1} = {scene}\n")
            f.write(f"    @Prepared var prepCtxItem{scene}: Int = 0\n")
            f.write(f"    @Prepared var prepCtxTitle{scene}: String?\n")
            f.write(f"    var note{scene} = \"{scene}\"\n")
            for extra in range(10):
                f.write(f"    var regular{extra} = \"{extra}\"\n")
            f.write(f"    var subtitle{scene + 1}: String?\n")
            if scene % 3 == 0 and not last:
                f.write(f"\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {{\n"
                        f"        if segue.identifier == \"go{scene + 1}\",\n"
                        f"            let next = segue.destination as? Screen{scene + 1}ViewController\n"
                        f"        {{\n"
                        f"            next.note{scene + 1} = note{scene}\n"
                        f"        }}\n"
                        f"        super.prepare(for: segue, sender: sender)\n"
                        f"    }}\n")
            f.write("\n    func describe() -> String {\n")
            for extra in range(4):
                f.write(f"        let part{extra} = regular{extra} + note{scene}\n")
            f.write("        return [part0, part1, part2, part3].joined(separator: \", \")\n    }\n}\n")
        segue = ""
        if not last:
            destination = "nav" if (scene + 1) % 5 == 0 else "vc"
            kind = "show" if scene % 3 else "presentation"
            segue = (f'<connections><segue destination="{destination}-{scene + 1}" kind="{kind}" '
                     f'identifier="go{scene + 1}" id="sg-{scene}"/></connections>')
        labels = "".join(
            f'<label text="Label {extra}" id="l-{scene}-{extra}"><rect key="frame" x="16" y="{100 + 40 * extra}" '
            f'width="343" height="21"/></label>' for extra in range(4))
        controller = (f'<viewController id="vc-{scene}" customClass="{name}ViewController" customModule="App" '
                      f'customModuleProvider="target" storyboardIdentifier="{name}" sceneMemberID="viewController">'
                      f'<view key="view" id="v-{scene}"><subviews>{labels}</subviews></view>{segue}</viewController>')
        nav = ""
        if scene % 5 == 0:
            nav = (f'<navigationController id="nav-{scene}" sceneMemberID="viewController"><connections>'
                   f'<segue destination="vc-{scene}" kind="relationship" relationship="rootViewController" '
                   f'id="rl-{scene}"/></connections></navigationController>')
        scenes.append(f'<scene sceneID="s-{scene}"><objects>{nav}{controller}</objects></scene>')
    with open(os.path.join(out, "Storyboards", "Main.storyboard"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        f.write('<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
                'initialViewController="nav-0">\n<scenes>\n')
        f.write("\n".join(scenes))
        f.write("\n</scenes>\n</document>\n")


def write_fixed():
    scene = 0
    for board in range(50):
        scenes = []
        for index in range(20):
            name = f"Screen{scene}"
            next_name = f"Screen{scene + 1}" if index < 19 else None
            with open(os.path.join(out, "Sources", f"{name}.swift"), "w") as f:
                f.write(f"import PreparedContext\nimport UIKit\n\nfinal class {name}ViewController: AppViewController {{\n")
                f.write(f"    let prepCtxItem{scene + 1} = {scene}\n")
                f.write(f"    @Prepared var prepCtxItem{scene}: Int = 0\n")
                f.write(f"    @Prepared var prepCtxTitle{scene}: String?\n")
                for extra in range(8):
                    f.write(f"    var regular{extra} = \"{extra}\"\n")
                f.write("}\n")
            segue = ""
            if next_name:
                kind = "show" if index % 3 else "presentation"
                segue = (f'<connections><segue destination="{"nav" if (index + 1) % 5 == 0 else "vc"}-{scene + 1}" '
                         f'kind="{kind}" identifier="go{scene + 1}" id="sg-{scene}"/></connections>')
            controller = (f'<viewController id="vc-{scene}" customClass="{name}ViewController" customModule="App" '
                          f'customModuleProvider="target" storyboardIdentifier="{name}" sceneMemberID="viewController">'
                          f'<view key="view" id="v-{scene}"/>{segue}</viewController>')
            nav = ""
            if index % 5 == 0:
                nav = (f'<navigationController id="nav-{scene}" sceneMemberID="viewController"><connections>'
                       f'<segue destination="vc-{scene}" kind="relationship" relationship="rootViewController" '
                       f'id="rl-{scene}"/></connections></navigationController>')
            scenes.append(f'<scene sceneID="s-{scene}"><objects>{nav}{controller}</objects></scene>')
            scene += 1
        with open(os.path.join(out, "Storyboards", f"Board{board}.storyboard"), "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
            f.write('<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">\n<scenes>\n')
            f.write("\n".join(scenes))
            f.write("\n</scenes>\n</document>\n")


if megabytes is None:
    write_fixed()
else:
    write_sized(megabytes)
