#!/usr/bin/python3
"""Prints the accessibility tree of a running application, as screen readers see it over
AT-SPI: one line per visible object, indented, with its role, its name in quotes and its
notable states. Waits up to 60 s (a sanitized build starts slowly) for the application to
appear on the bus and, with UNTIL, as long again for a line containing UNTIL in its tree, then
until the tree reads the same twice in a row.

    dump-tree.py APPLICATION_NAME [UNTIL]
"""
import sys
import time

import pyatspi

NOTABLE_STATES = {
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_BUSY: "busy",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_EXPANDABLE: "expandable",
    pyatspi.STATE_EXPANDED: "expanded",
}


def find_application(name):
    for _ in range(600):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            if application is not None and application.name == name:
                return application
        time.sleep(0.1)
    sys.exit(f"dump-tree.py: no application named {name!r} on the accessibility bus")


def lines(accessible, depth=0):
    if accessible is None:
        return []
    states = accessible.getState()
    if not states.contains(pyatspi.STATE_VISIBLE) and depth > 1:
        return []
    shown = [word for state, word in NOTABLE_STATES.items() if states.contains(state)]
    result = [f"{'  ' * depth}{accessible.getRoleName()} \"{accessible.name}\" {' '.join(shown)}".rstrip()]
    for index in range(accessible.childCount):
        result += lines(accessible.getChildAtIndex(index), depth + 1)
    return result


if __name__ == "__main__":
    application = find_application(sys.argv[1])
    until = sys.argv[2] if len(sys.argv) > 2 else None
    for _ in range(600):
        tree = lines(application)
        if until is None or any(until in line for line in tree):
            break
        time.sleep(0.1)
    # Then until it rests: focus moving from one object to another reaches the bus as two
    # events, and a tree read between them shows both focused.
    for _ in range(50):
        time.sleep(0.2)
        again = lines(application)
        if again == tree:
            break
        tree = again
    print("\n".join(tree))
