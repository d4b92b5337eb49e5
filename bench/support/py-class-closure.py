"""Closed or open, for every class of a Python package (issue 22's member split, session 17).

An independent label for bench:validate's wrong-member mutants, computed with CPython's ast over the whole
package (not by the answer check, which sees only the files a job read): a class is CLOSED when it and every
base, transitively, is defined in the package's own files or is a builtin / standard-library class, and no base
is built by a call other than a with_metaclass form (`with_metaclass(M, B1, B2)`, `six.with_metaclass(...)`,
`future.utils.with_metaclass(...)`: the bases are B1, B2); OPEN otherwise (a base from another distribution, a
base the package makes by a call or an expression, a name that cannot be followed). Decorators and metaclasses
are not bases and do not change the label.

Usage: python3 py-class-closure.py <root> <pkg>  ->  JSON {"<file>:<class qualname>": "closed" | "open"} on
stdout, files relative to <root> (POSIX).

With a third argument, a dependency directory (a site-packages tree: session 21, held out 14): modules the package
does not define (nor Python) are looked up there too (`a/b.py` or `a/b/__init__.py`, the package's own name never),
and a class open without them but closed with them is labelled "closed-dependency".
"""
import ast
import builtins
import json
import os
import sys

STDLIB = set(sys.stdlib_module_names) | {'__future__'}


def module_name(rel):
    parts = rel[:-3].split('/')
    if parts[-1] == '__init__':
        parts = parts[:-1]
    return '.'.join(parts)


def is_package(rel):
    return rel.endswith('/__init__.py')


class Module:
    def __init__(self, rel, tree):
        self.rel = rel
        self.name = module_name(rel)
        self.package = self.name if is_package(rel) else self.name.rpartition('.')[0]
        self.classes = {}   # qualname -> ClassDef (top level and nested in classes)
        self.top = {}       # name -> list of ('class', qualname) | ('import', module, name|None) | ('other',)
        self.stars = []     # modules star-imported
        self._walk(tree.body, '', top=True)

    def bind(self, name, what):
        self.top.setdefault(name, []).append(what)

    def absolute(self, module, level):
        if level == 0:
            return module or ''
        base = self.package.split('.') if self.package else []
        if level > 1:
            base = base[:len(base) - (level - 1)]
        return '.'.join([*base, *([module] if module else [])])

    def _walk(self, body, prefix, top):
        for node in body:
            if isinstance(node, ast.ClassDef):
                q = prefix + node.name
                self.classes[q] = node
                if top:
                    self.bind(node.name, ('class', q))
                self._walk(node.body, q + '.', top=False)
            elif not top:
                continue
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for a in node.names:
                    if isinstance(node, ast.Import):
                        if a.asname:
                            self.bind(a.asname, ('module', a.name))
                        else:
                            head = a.name.split('.')[0]
                            self.bind(head, ('module', head))
                    else:
                        mod = self.absolute(node.module, node.level)
                        if a.name == '*':
                            self.stars.append(mod)
                        else:
                            self.bind(a.asname or a.name, ('from', mod, a.name))
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self.bind(node.name, ('other',))
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            self.bind(n.id, ('other',))
            elif isinstance(node, (ast.If, ast.Try, ast.With)):
                blocks = [node.body, getattr(node, 'orelse', []), getattr(node, 'finalbody', [])]
                blocks += [h.body for h in getattr(node, 'handlers', [])]
                for b in blocks:
                    self._walk(b, prefix, top=True)


def load(root, pkg):
    mods = {}
    for dirpath, dirs, files in os.walk(os.path.join(root, pkg)):
        dirs[:] = [d for d in dirs if d != '__pycache__']
        for f in files:
            if not f.endswith('.py'):
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), root).replace(os.sep, '/')
            try:
                with open(os.path.join(root, rel), encoding='utf-8', errors='replace') as fh:
                    tree = ast.parse(fh.read())
            except (SyntaxError, ValueError):
                continue
            m = Module(rel, tree)
            mods[m.name] = m
    return mods


def dotted(expr):
    parts = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if isinstance(expr, ast.Name):
        parts.append(expr.id)
        return list(reversed(parts))
    return None


class WithDependencies(dict):
    """The package's modules, and on first use any other non-stdlib module found under the dependency directory."""

    def __init__(self, own, deps, pkg):
        super().__init__(own)
        self.deps, self.pkg, self.missing = deps, pkg, set()

    def _load(self, name):
        if dict.__contains__(self, name):
            return True
        top = name.split('.')[0]
        if name in self.missing or top == self.pkg or top in STDLIB or not all(p.isidentifier() for p in name.split('.')):
            return False
        stem = os.path.join(self.deps, *name.split('.'))
        for path, rel in ((stem + '.py', name.replace('.', '/') + '.py'), (os.path.join(stem, '__init__.py'), name.replace('.', '/') + '/__init__.py')):
            if os.path.isfile(path):
                try:
                    with open(path, encoding='utf-8', errors='replace') as fh:
                        tree = ast.parse(fh.read())
                except (SyntaxError, ValueError):
                    break
                dict.__setitem__(self, name, Module(rel, tree))
                return True
        self.missing.add(name)
        return False

    def __contains__(self, name):
        return self._load(name)

    def get(self, name, default=None):
        return dict.get(self, name, default) if self._load(name) else default

    def __getitem__(self, name):
        self._load(name)
        return dict.__getitem__(self, name)


def main():
    root, pkg = sys.argv[1], sys.argv[2]
    own = load(root, pkg)
    plain = labels(own)
    if len(sys.argv) > 3:
        with_deps = labels(WithDependencies(own, sys.argv[3], pkg), only=own)
        plain = {k: 'closed-dependency' if v == 'open' and with_deps.get(k) == 'closed' else v for k, v in plain.items()}
    json.dump(plain, sys.stdout)


def labels(mods, only=None):
    memo = {}

    def stdlib(module):
        return module.split('.')[0] in STDLIB

    def resolve_in_module(mod_name, name, depth):
        """The verdict for `name` looked up in package module `mod_name`: True closed, False open."""
        if depth > 12:
            return False
        m = mods.get(mod_name)
        if m is None:
            # A submodule of a package: `from pkg import sub` then `sub.Class` is handled by the caller.
            return False
        if name in m.top:
            return all(binding_closed(m, b, [], depth + 1) for b in m.top[name])
        for star in m.stars:
            if stdlib(star):
                continue
            if star in mods and (name in mods[star].top or mods[star].stars):
                return resolve_in_module(star, name, depth + 1)
        if any(stdlib(s) for s in m.stars):
            return True
        return False

    def binding_closed(m, b, rest, depth):
        """A module-level binding, then attribute parts `rest` on it."""
        if b[0] == 'class':
            return not rest and class_closed(m, b[1], depth)
        if b[0] == 'other':
            return False
        if b[0] == 'module':
            modname = b[1]
            for i in range(len(rest)):
                if modname in mods and f'{modname}.{rest[0]}' not in mods:
                    break
                modname = f'{modname}.{rest[0]}'
                rest = rest[1:]
            if stdlib(modname):
                return True
            if modname in mods and len(rest) == 1:
                return resolve_in_module(modname, rest[0], depth)
            return False
        # ('from', module, name)
        _, mod, name = b
        if stdlib(mod):
            return True
        sub = f'{mod}.{name}'
        if sub in mods:
            return len(rest) == 1 and resolve_in_module(sub, rest[0], depth)
        if mod in mods:
            if rest:
                # `from pkg import x` where x is a re-exported module or class: follow the name first.
                return False
            return resolve_in_module(mod, name, depth)
        return False

    def base_closed(m, expr, depth):
        if isinstance(expr, ast.Subscript):
            return base_closed(m, expr.value, depth)
        if isinstance(expr, ast.Call):
            callee = dotted(expr.func)
            if callee and callee[-1] == 'with_metaclass' and expr.args and not expr.keywords:
                return all(not isinstance(a, ast.Starred) and base_closed(m, a, depth) for a in expr.args[1:])
            return False
        parts = dotted(expr)
        if not parts:
            return False
        head, rest = parts[0], parts[1:]
        if head in m.top:
            return all(binding_closed(m, b, rest, depth + 1) for b in m.top[head])
        if not rest and isinstance(getattr(builtins, head, None), type):
            return True
        for star in m.stars:
            if stdlib(star):
                return True
            if star in mods and not rest:
                return resolve_in_module(star, head, depth + 1)
        return False

    def class_closed(m, qual, depth):
        key = (m.name, qual)
        if key in memo:
            return memo[key]
        memo[key] = True  # a cycle adds nothing open
        node = m.classes[qual]
        ok = depth <= 12 and all(base_closed(m, b, depth) for b in node.bases)
        memo[key] = ok
        return ok

    out = {}
    for m in list((only if only is not None else mods).values()):
        m = mods[m.name]
        for q in m.classes:
            # A nested class's bases are read in its module's top-level scope (close enough for bases of methods' receivers).
            out[f'{m.rel}:{q}'] = 'closed' if class_closed(m, q, 0) else 'open'
    return out


if __name__ == '__main__':
    main()
