#!/usr/bin/env python3
"""Writes a large generated app for timing context-check: 50 storyboards, 1,000 scenes
(20 per storyboard, every fifth a navigation controller), 1,000 Swift files (one controller
class each, with a base class in another file) and about 1,000 segues.

    python3 scripts/generate-large-project.py OUT
    time .build/release/context-check OUT
"""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "LargeProject"
os.makedirs(os.path.join(out, "Sources"), exist_ok=True)
os.makedirs(os.path.join(out, "Storyboards"), exist_ok=True)

with open(os.path.join(out, "Sources", "Base.swift"), "w") as f:
    f.write("import PreparedContext\nimport UIKit\n\nclass AppViewController: PreparedViewController {\n"
            "    @Prepared var prepCtxSession: String?\n}\n")

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
