"""Which classes of a Python package answer attributes dynamically (issue 22, session 29: held out 22's declared
"wrong-member, checkable" rate, bench/support/validate-draw-22-py.ts).

An independent label, with CPython's ast over the whole package (py-class-closure.py's module reading): a class is
DYNAMIC when its own body defines `__getattr__` or `__getattribute__` (a def, or a name bound in the class body), or a
base that the same reading resolves to a class of the package (or of the dependency directory) is dynamic, transitively.
A base that cannot be followed says nothing (not dynamic by this label).

Usage: python3 py-class-dynamic.py <root> <pkg> [deps]  ->  JSON {"<file>:<class qualname>": true} for the dynamic
classes on stdout, files relative to <root> (POSIX).
"""
import ast
import importlib.util
import json
import os
import sys

_spec = importlib.util.spec_from_file_location('py_class_closure', os.path.join(os.path.dirname(os.path.abspath(__file__)), 'py-class-closure.py'))
closure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(closure)

HOOKS = {'__getattr__', '__getattribute__'}


def own_hook(node):
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name in HOOKS:
            return True
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if any(isinstance(t, ast.Name) and t.id in HOOKS for t in targets):
                return True
    return False


def labels(mods, only):
    memo = {}

    def find(mod_name, name, depth):
        """The (module, qualname) of the class `name` binds in module `mod_name`, or None."""
        if depth > 12:
            return None
        m = mods.get(mod_name)
        if m is None:
            return None
        for b in m.top.get(name, []):
            if b[0] == 'class':
                return (m, b[1])
            if b[0] == 'from':
                sub = f'{b[1]}.{b[2]}'
                if sub not in mods:
                    got = find(b[1], b[2], depth + 1)
                    if got:
                        return got
        for star in m.stars:
            if star in mods:
                got = find(star, name, depth + 1)
                if got:
                    return got
        return None

    def resolve(m, expr, depth):
        if isinstance(expr, ast.Subscript):
            return resolve(m, expr.value, depth)
        parts = closure.dotted(expr)
        if not parts:
            return None
        head, rest = parts[0], parts[1:]
        if not rest:
            if head in m.classes:
                return (m, head)
            return find(m.name, head, depth)
        for b in m.top.get(head, []):
            if b[0] == 'module':
                mod = '.'.join([b[1], *rest[:-1]])
                return find(mod, rest[-1], depth)
            if b[0] == 'from' and f'{b[1]}.{b[2]}' in mods:
                mod = '.'.join([f'{b[1]}.{b[2]}', *rest[:-1]])
                return find(mod, rest[-1], depth)
        return None

    def dynamic(m, qual, depth):
        key = (m.name, qual)
        if key in memo:
            return memo[key]
        memo[key] = False  # a cycle adds nothing
        node = m.classes[qual]
        out = own_hook(node) or (depth <= 12 and any(
            (got := resolve(m, b, depth)) is not None and got[1] in got[0].classes and dynamic(got[0], got[1], depth + 1)
            for b in node.bases))
        memo[key] = out
        return out

    result = {}
    for name in list(only):
        m = mods[name]
        for q in m.classes:
            if dynamic(m, q, 0):
                result[f'{m.rel}:{q}'] = True
    return result


def main():
    root, pkg = sys.argv[1], sys.argv[2]
    own = closure.load(root, pkg)
    mods = closure.WithDependencies(own, sys.argv[3], pkg) if len(sys.argv) > 3 else own
    json.dump(labels(mods, list(own.keys())), sys.stdout)


if __name__ == '__main__':
    main()
