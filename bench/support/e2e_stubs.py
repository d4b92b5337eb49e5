"""Picks `count` real functions of a package (fixed seed) and stubs them, for bench/e2e.ts.

Usage: e2e_stubs.py <package dir> <seed> <count>. Prints JSON: every .py file of the package
(paths relative to its parent), the stubbed texts of the chosen files, and for each stub its
qualname and original body (dedented, docstring left out) for the scripted model.
"""
import ast
import json
import os
import random
import sys
import textwrap


def candidates(rel, text):
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return []
    out = []

    def visit(body, prefix, in_class):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.append((prefix + node.name, node))
            elif isinstance(node, ast.ClassDef) and not in_class:
                visit(node.body, prefix + node.name + ".", True)

    visit(tree.body, "", False)
    picked = []
    for qualname, node in out:
        body = node.body
        has_doc = isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str)
        rest = body[1:] if has_doc else body
        if not rest:
            continue
        start, end = rest[0].lineno, rest[-1].end_lineno
        if rest[0].col_offset == 0 or not 3 <= end - start + 1 <= 25:
            continue
        lines = text.split("\n")
        # Bodies sharing a line with the signature or holding nested definitions are skipped.
        if any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) for n in rest):
            continue
        if lines[start - 1][: rest[0].col_offset].strip():
            continue
        picked.append((qualname, start, end, rest[0].col_offset))
    return picked


def main():
    root, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    parent = os.path.dirname(os.path.abspath(root))
    files = {}
    for dirpath, dirnames, names in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(names):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    files[os.path.relpath(path, parent)] = f.read()
    pool = []
    for rel, text in sorted(files.items()):
        if rel.endswith("__init__.py") or "/tests/" in rel or "/testing/" in rel:
            continue
        pool.extend((rel, c) for c in candidates(rel, text))
    rng = random.Random(seed)
    rng.shuffle(pool)
    chosen, used = [], set()
    for rel, c in pool:
        if rel in used:
            continue
        used.add(rel)
        chosen.append((rel, c))
        if len(chosen) == count:
            break
    stubbed, stubs = {}, []
    for rel, (qualname, start, end, col) in chosen:
        lines = files[rel].split("\n")
        body = "\n".join(lines[start - 1 : end])
        stubs.append({"file": rel, "qualname": qualname, "body": textwrap.dedent(body)})
        stubbed[rel] = "\n".join(lines[: start - 1] + [" " * col + "pass"] + lines[end:])
    json.dump({"files": files, "stubbed": stubbed, "stubs": stubs}, sys.stdout)


main()
