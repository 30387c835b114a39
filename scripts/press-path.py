"""Reads two llvm-cov exports of `fluid` (stopped before a press, and just after it) and prints what
the press ran: its deciders, the types it held, its executed lines and, as a footnote, its files.
Usage: press-path.py ALONE.json PRESS.json ROOT (called by scripts/press-path)."""
import json
import os
import re
import subprocess
import sys

# Data and geometry every path passes through: not part of who decides or who holds the press.
VOCABULARY = {
    "Vector2", "Rect", "Size", "Color", "LayerTransform", "GestureInput", "InputEvent", "GestureState",
    "GestureSettings", "KeyModifiers", "Key", "PointerButton", "InputBounds", "GestureCore",
    "BeginGate", "Fill", "Shadow", "TextStyle", "EventResponse", "AxisValue", "Double", "Array",
    "Transform2D", "VectorArithmetic",
}
# What makes a function a decider: it hit-tests, claims a press for the window, or turns hit
# testing on or off.
DECIDES = re.compile(r"hitTest\(|beforePress|claims\(|isUserInteractionEnabled\s*=(?!=)|windowRegion\(")


def load(path):
    return json.load(open(path))["data"][0]


def function_counts(data):
    return {(f["filenames"][0], f["name"]): f for f in data["functions"]}


def line_counts(segments):
    """llvm-cov's line counts from a file's segments: a line's count is the largest count of the
    regions that start on it, else that of the region it lies in."""
    counts, wrapped, i = {}, None, 0
    last = max((s[0] for s in segments), default=0)
    for line in range(1, last + 1):
        starts = []
        while i < len(segments) and segments[i][0] == line:
            starts.append(segments[i])
            i += 1
        entries = [s[2] for s in starts if s[3] and s[4]]
        if entries:
            counts[line] = max(entries)
        elif wrapped is not None and wrapped[3]:
            counts[line] = wrapped[2]
        if starts:
            wrapped = starts[-1]
    return counts


def file_lines(data):
    return {f["filename"]: line_counts(f["segments"]) for f in data["files"]}


def demangle(names):
    out = subprocess.run(["swift", "demangle"], input="\n".join(names), text=True,
                         capture_output=True).stdout.splitlines()
    return dict(zip(names, out)) if len(out) == len(names) else {n: n for n in names}


ACCESSORS = {"getter", "setter", "modify", "didset", "willset", "_modify", "read", "unsafeAddressor"}


def dotted(symbol):
    """A demangled function's dotted path, `Module.Type.f`, with what a closure, thunk or
    specialisation is "in", private names and generic arguments read through."""
    s = re.sub(r"\((\w+) in _[0-9A-F]+\)", r"\1", symbol)
    while True:  # what a closure, thunk or specialisation is "in"
        m = re.search(r"\bin (?=[A-Z][\w]*\.)", s)
        if not m or not re.match(r"^(\w+ )*(closure|implicit closure|partial apply|specialized|merged|"
                                 r"reabstraction|thunk|function signature)", s):
            break
        s = s[m.end():]
    s = re.sub(r"^\(extension in \w+\):", "", s)
    while re.search(r"<[^<>]*>", s):
        s = re.sub(r"<[^<>]*>", "", s)
    s = re.split(r"[( ]", s, 1)[0]
    parts = [p for p in s.split(".") if p]
    while parts and parts[-1] in ACCESSORS:
        parts.pop()
    return parts


def owner(symbol):
    """The type a demangled function belongs to: `Module.Type.f(...)` → `Type`; None for a free
    function or a standard-library one."""
    parts = dotted(symbol)
    if len(parts) < 3 or parts[0] in ("Swift", "Foundation", "Glibc"):
        return None
    return ".".join(parts[1:-1])


def main(alone_path, press_path, root):
    alone, press = load(alone_path), load(press_path)
    before, after = function_counts(alone), function_counts(press)
    ran = [(k, f) for k, f in after.items()
           if "/Sources/" in k[0] and "/.build" not in k[0]
           and f["count"] > before.get(k, {"count": 0})["count"]]
    names = demangle([k[1] for k, _ in ran])
    deciders, types = [], {}
    for (path, name), f in ran:
        symbol = names[name]
        t = owner(symbol)
        if t and t.split(".")[0] not in VOCABULARY:
            types.setdefault(t, set()).add(dotted(symbol)[-1])
        region = f["regions"][0]
        text = open(path).read().splitlines()[region[0] - 1:region[2]] if os.path.exists(path) else []
        if any(DECIDES.search(line.split("//")[0]) for line in text):
            deciders.append((t or "?", ".".join(dotted(symbol)[1:]) + ("()" if "closure" not in symbol else " (a closure)")))
    lines_before, lines_after = file_lines(alone), file_lines(press)
    executed, files = 0, {}
    for path, counts in lines_after.items():
        if "/Sources/" not in path or "/.build" in path:
            continue
        old = lines_before.get(path, {})
        n = sum(1 for line, c in counts.items() if c > old.get(line, 0))
        if n:
            executed += n
            files[path.split("/Sources/", 1)[1]] = n
    # The arena's one hit test runs Layer.hitTest: one decider, the arena.
    sites = sorted({"GestureArena" if t == "Layer" else t for t, _ in deciders})
    print(f"deciders: {len(sites)} ({', '.join(sites)})")
    for t, d in sorted(set(deciders)):
        print(f"  {d}")
    print(f"types held: {len(types)}")
    for t in sorted(types):
        print(f"  {t}: " + ", ".join(sorted(types[t])))
    print(f"executed lines: {executed}")
    print(f"(footnote: {len(files)} files: " + ", ".join(f"{k} {v}" for k, v in sorted(files.items())) + ")")


if __name__ == "__main__":
    main(*sys.argv[1:4])
