#!/usr/bin/python3
"""AT-SPI client for the end-to-end tests: reads and drives FloatingTabs as a screen reader would.

usage: atspi_client.py APP_NAME list          -> JSON [{name, selected, x, y, width, height}] of tabs
       atspi_client.py APP_NAME click NAME    -> performs the tab's "click" action
       atspi_client.py APP_NAME find NAME     -> "X Y WIDTH HEIGHT" of the first visible node named NAME with a size
                                                (names as a screen reader speaks them: see spoken_name)
       atspi_client.py APP_NAME selected      -> the selected tab's name (nothing when none is)
       atspi_client.py APP_NAME dump          -> JSON [{name, role, showing, visible, x, y, width, height}] of every node
"""
import json
import sys

import pyatspi


def find_app(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == name:
            return app
    return None


def spoken_name(node):
    """The name a screen reader speaks: the node's own name or, when it has none, the text of what
    it is labelled by. GTK 4.8 names a popover menu item after its label; GTK 4.18 leaves the name
    empty and points at the label with a LABELLED_BY relation, which Orca follows."""
    if node.name:
        return node.name
    try:
        for relation in node.getRelationSet():
            if relation.getRelationType() != pyatspi.RELATION_LABELLED_BY:
                continue
            parts = []
            for index in range(relation.getNTargets()):
                target = relation.getTarget(index)
                text = target.name
                if not text:
                    try:
                        text = target.queryText().getText(0, -1)
                    except NotImplementedError:
                        text = ""
                parts.append(text)
            if any(parts):
                return " ".join(part for part in parts if part)
    except Exception:  # the node went away meanwhile
        pass
    return ""


def find(node, matches, depth=0):
    """The first node, depth first, for which matches(node) holds."""
    if node is None or depth > 40:
        return None
    if matches(node):
        return node
    for index in range(node.childCount):
        found = find(node.getChildAtIndex(index), matches, depth + 1)
        if found is not None:
            return found
    return None


def has_size(node):
    extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return extents.width > 0 and extents.height > 0


def descendants_with_role(node, role, depth=0, deepest=6):
    """Tabs in bar order, looking through layout-only containers."""
    found = []
    if node is None or depth > deepest:
        return found
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is None:
            continue
        if child.getRole() == role:
            found.append(child)
        else:
            found.extend(descendants_with_role(child, role, depth + 1, deepest))
    return found


def describe(tab):
    extents = tab.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return {
        "name": tab.name,
        "description": tab.description or "",
        "selected": tab.getState().contains(pyatspi.STATE_SELECTED),
        "x": extents.x, "y": extents.y, "width": extents.width, "height": extents.height,
        "node": tab,
    }


def tabs(app):
    tab_list = find(app, lambda node: node.getRole() == pyatspi.ROLE_PAGE_TAB_LIST)
    if tab_list is None:
        return []
    return [describe(tab) for tab in descendants_with_role(tab_list, pyatspi.ROLE_PAGE_TAB)]


def every_tab(app):
    """The bar's tabs, then tabs outside it (the search tab's own pill)."""
    listed = tabs(app)
    names = {tab["name"] for tab in listed}
    others = [describe(tab) for tab in descendants_with_role(app, pyatspi.ROLE_PAGE_TAB, deepest=12) if tab.name not in names]
    return listed + others


def controlled_panel(tab):
    """The panel a tab controls (its CONTROLLER_FOR relation), or None."""
    for relation in tab.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_CONTROLLER_FOR and relation.getNTargets() > 0:
            return relation.getTarget(0)
    return None


def roles_under(node, depth=0):
    found = []
    if node is None or depth > 20:
        return found
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            found.append(child.getRoleName())
            found.extend(roles_under(child, depth + 1))
    return found


def dump(node, out, depth=0):
    """Every node under `node`, depth first, as a screen reader walking the tree meets them."""
    if node is None or depth > 60:
        return
    try:
        state = node.getState()
    except Exception:  # the node went away while the tree was walked (a list recycled a row)
        return
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        size = (extents.width, extents.height, extents.x, extents.y)
    except Exception:
        size = (0, 0, 0, 0)
    out.append({"name": spoken_name(node), "role": node.getRoleName(), "showing": state.contains(pyatspi.STATE_SHOWING),
                "visible": state.contains(pyatspi.STATE_VISIBLE), "x": size[2], "y": size[3], "width": size[0], "height": size[1]})
    try:
        children = [node.getChildAtIndex(index) for index in range(node.childCount)]
    except Exception:
        children = []
    for child in children:
        dump(child, out, depth + 1)


def read_settled(walk, attempts=3):
    """walk() again when the tree changed under it (a banner or toast slid in, a list recycled a
    row and a node it held went away): a screen reader re-reads on such changes too."""
    for attempt in range(attempts):
        try:
            return walk()
        except Exception:
            if attempt == attempts - 1:
                raise


def main():
    app = find_app(sys.argv[1])
    if app is None:
        print("[]")
        return 0
    if sys.argv[2] == "dump":
        out = []
        dump(app, out)
        print(json.dumps(out))
        return 0
    if sys.argv[2] in ("find", "find-prefix"):
        name = sys.argv[3]
        named = (lambda node: spoken_name(node) == name) if sys.argv[2] == "find" else (lambda node: spoken_name(node).startswith(name))

        def extents_of_match():
            node = find(app, lambda node: named(node) and node.getState().contains(pyatspi.STATE_VISIBLE) and has_size(node))
            return None if node is None else node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        extents = read_settled(extents_of_match)
        if extents is None:
            return 1
        print(f"{extents.x} {extents.y} {extents.width} {extents.height}")
        return 0
    found = read_settled(lambda: every_tab(app) if sys.argv[2] in ("selected", "click", "list-all", "panel-roles") else tabs(app))
    if sys.argv[2] in ("list", "list-all"):
        print(json.dumps([{k: v for k, v in tab.items() if k != "node"} for tab in found]))
        return 0
    if sys.argv[2] == "selected":
        print(" ".join(tab["name"] for tab in found if tab["selected"]))
        return 0
    if sys.argv[2] == "panel-roles":
        for tab in found:
            if tab["name"] == sys.argv[3]:
                panel = controlled_panel(tab["node"])
                print(json.dumps([] if panel is None else [panel.getRoleName()] + roles_under(panel)))
                return 0
        return 1
    if sys.argv[2] == "click":
        for tab in found:
            if tab["name"] == sys.argv[3]:
                action = tab["node"].queryAction()
                for index in range(action.nActions):
                    if action.getName(index) == "click":
                        action.doAction(index)
                        print("clicked")
                        return 0
        print("no such tab", file=sys.stderr)
        return 1
    return 2


sys.exit(main())
