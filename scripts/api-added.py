"""Lists the public declarations of a module's API dump that its baseline lacks: what was added since
the release (the API digester's dumps, `swift-api-digester -dump-sdk`).
Usage: api-added.py MODULE CURRENT.json BASELINE.json (called by scripts/api-check --added)."""
import json
import sys

KINDS = {"TypeDecl", "Var", "Function", "Constructor", "TypeAlias", "Subscript", "EnumElement"}
# What the compiler makes of a declaration, not what a programmer wrote.
DERIVED = ("__derived_", "hashValue", "hash(into:)")


def declarations(node, path, out):
    for child in node.get("children", []):
        name = child.get("printedName", "")
        here = path + [name]
        public = not child.get("isInternal")  # package declarations are dumped as internal
        if child.get("usr") and child.get("kind") in KINDS and public and not name.startswith(DERIVED):
            out[child["usr"]] = (child.get("declKind", child["kind"]), ".".join(here))
        if child.get("kind") in ("TypeDecl", "Root"):
            declarations(child, here, out)


def main(module, current_path, baseline_path):
    current, baseline = {}, {}
    declarations(json.load(open(current_path))["ABIRoot"], [], current)
    declarations(json.load(open(baseline_path))["ABIRoot"], [], baseline)
    added = sorted(v for k, v in current.items() if k not in baseline)
    print(f"{module}: {len(added)} declaration(s) added")
    for kind, name in added:
        print(f"  {kind.lower()} {name}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
