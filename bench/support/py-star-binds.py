"""The names each file's star imports bind, for every file of a Python package (issue 22, session 18).

An independent rule for bench:validate's needed-import generator, computed with CPython's ast over the whole package
(not by the answer check): a needed-import mutant drops `from pkg.mod import f`; when the file also says
`from M import *` and M's namespace holds `f`, Python still binds `f` and the mutant is not wrong (pyglet's
image/codecs/s3tc.py: `from pyglet.gl import *`, whose package `__init__` itself imports `gl_info`).

`from M import *` binds M's `__all__` when M assigns it a literal list/tuple (extended by literal `+=`, `.extend`,
`.append`); a non-literal `__all__` is read as its literal parts plus M's public names (a superset: "may be bound").
Without `__all__`: M's public (no leading underscore) top-level names, those its definitions, assignments and imports
bind, what its own star imports bind (followed, any depth), and the names of M's submodules when M is a package
(`pkg.sub` is an attribute once anything imported it). M in the package: read with ast. M outside the package: imported
by this interpreter (the standard library and installed distributions); a module that cannot be imported makes the
file's star-bound set UNKNOWN ("*"): any name may be bound, so no needed-import mutant of that file is certain.

Usage: python3 py-star-binds.py <root> <pkg>  ->  JSON {"<file>": ["name", ...] | "*"} on stdout, only for files with a
module-level star import, files relative to <root> (POSIX).
"""
import ast
import contextlib
import importlib
import json
import os
import sys
import warnings

UNKNOWN = '*'


def module_name(rel):
    parts = rel[:-3].split('/')
    if parts[-1] == '__init__':
        parts = parts[:-1]
    return '.'.join(parts)


def module_level(body):
    """Statements run at module level: the body and the blocks of if/try/with/for/while in it, not defs or classes."""
    for node in body:
        yield node
        for field in ('body', 'orelse', 'finalbody'):
            inner = getattr(node, field, None)
            if isinstance(inner, list) and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                yield from module_level(inner)
        for handler in getattr(node, 'handlers', []) or []:
            yield from module_level(handler.body)
        if hasattr(ast, 'Match') and isinstance(node, ast.Match):
            for case in node.cases:
                yield from module_level(case.body)


def target_names(t):
    if isinstance(t, ast.Name):
        yield t.id
    elif isinstance(t, (ast.Tuple, ast.List)):
        for e in t.elts:
            yield from target_names(e)
    elif isinstance(t, ast.Starred):
        yield from target_names(t.value)


def literal_strings(node):
    if isinstance(node, (ast.List, ast.Tuple)) and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
        return [e.value for e in node.elts]
    return None


class Package:
    def __init__(self, root, pkg):
        self.root = root
        self.files = {}  # module name -> rel path
        for dirpath, _dirs, names in os.walk(os.path.join(root, pkg)):
            for n in names:
                if n.endswith('.py'):
                    rel = os.path.relpath(os.path.join(dirpath, n), root).replace(os.sep, '/')
                    self.files[module_name(rel)] = rel
        self.trees = {}
        self.memo = {}

    def tree(self, rel):
        if rel not in self.trees:
            try:
                with open(os.path.join(self.root, rel), encoding='utf-8', errors='replace') as f:
                    self.trees[rel] = ast.parse(f.read())
            except SyntaxError:
                self.trees[rel] = None
        return self.trees[rel]

    def absolute(self, rel, module, level):
        if level == 0:
            return module or ''
        name = module_name(rel)
        package = name if rel.endswith('/__init__.py') else name.rpartition('.')[0]
        base = package.split('.') if package else []
        if level > 1:
            base = base[:len(base) - (level - 1)]
        return '.'.join([*base, *([module] if module else [])])

    def star_binds(self, rel):
        """Names the file's module-level star imports bind, or UNKNOWN."""
        tree = self.tree(rel)
        if tree is None:
            return None
        names = set()
        seen = False
        for node in module_level(tree.body):
            if isinstance(node, ast.ImportFrom) and any(a.name == '*' for a in node.names):
                seen = True
                exported = self.exports(self.absolute(rel, node.module, node.level), ())
                if exported == UNKNOWN:
                    return UNKNOWN
                names |= exported
        return names if seen else None

    def exports(self, module, stack):
        """What `from module import *` binds: a set of names, or UNKNOWN."""
        if module in self.memo:
            return self.memo[module]
        if module in stack:
            return set()  # a cycle: what the outer walk adds already
        rel = self.files.get(module)
        result = self.exports_read(module, rel, stack + (module,)) if rel is not None else self.exports_imported(module)
        self.memo[module] = result
        return result

    def exports_imported(self, module):
        try:
            with warnings.catch_warnings(), contextlib.redirect_stdout(sys.stderr):
                warnings.simplefilter('ignore')
                m = importlib.import_module(module)
        except BaseException:  # noqa: BLE001 - any failure to import leaves the names unknown
            return UNKNOWN
        listed = getattr(m, '__all__', None)
        if listed is not None:
            try:
                return {str(n) for n in listed}
            except TypeError:
                return UNKNOWN
        return {n for n in dir(m) if not n.startswith('_')}

    def exports_read(self, module, rel, stack):
        tree = self.tree(rel)
        if tree is None:
            return UNKNOWN
        public = set()
        listed = None
        computed = False
        for node in module_level(tree.body):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                public.add(node.name)
            elif isinstance(node, ast.Assign):
                for t in node.targets:
                    public.update(target_names(t))
                    if isinstance(t, ast.Name) and t.id == '__all__':
                        lit = literal_strings(node.value)
                        if lit is None:
                            computed = True
                        else:
                            listed = set(lit)
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
                public.update(target_names(node.target))
                if isinstance(node.target, ast.Name) and node.target.id == '__all__':
                    lit = literal_strings(node.value) if node.value is not None else None
                    if lit is None:
                        computed = True
                    else:
                        listed = (listed or set()) | set(lit) if isinstance(node, ast.AugAssign) else set(lit)
            elif isinstance(node, (ast.For, ast.AsyncFor)):
                public.update(target_names(node.target))
            elif isinstance(node, (ast.With, ast.AsyncWith)):
                for item in node.items:
                    if item.optional_vars is not None:
                        public.update(target_names(item.optional_vars))
            elif isinstance(node, ast.Import):
                for a in node.names:
                    public.add(a.asname or a.name.split('.')[0])
            elif isinstance(node, ast.ImportFrom):
                source = self.absolute(rel, node.module, node.level)
                for a in node.names:
                    if a.name == '*':
                        inner = self.exports(source, stack)
                        if inner == UNKNOWN:
                            return UNKNOWN
                        public |= inner
                    else:
                        public.add(a.asname or a.name)
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                f = node.value.func
                if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == '__all__':
                    lit = literal_strings(node.value.args[0]) if f.attr == 'extend' and node.value.args else None
                    if f.attr == 'append' and node.value.args and isinstance(node.value.args[0], ast.Constant):
                        lit = [str(node.value.args[0].value)]
                    if lit is None:
                        computed = True
                    else:
                        listed = (listed or set()) | set(lit)
            for sub in ast.walk(node) if isinstance(node, ast.Expr) else ():
                if isinstance(sub, ast.NamedExpr):
                    public.update(target_names(sub.target))
        # A package's submodules are its attributes once imported anywhere: they may be bound.
        if rel.endswith('/__init__.py'):
            prefix = module + '.'
            public |= {m[len(prefix):] for m in self.files if m.startswith(prefix) and '.' not in m[len(prefix):]}
        public = {n for n in public if not n.startswith('_')}
        if listed is not None and not computed:
            return listed
        return (listed or set()) | public


def main():
    root, pkg = sys.argv[1], sys.argv[2]
    package = Package(root, pkg)
    out = {}
    for rel in sorted(package.files.values()):
        names = package.star_binds(rel)
        if names is not None:
            out[rel] = names if names == UNKNOWN else sorted(names)
    json.dump(out, sys.stdout)


if __name__ == '__main__':
    main()
