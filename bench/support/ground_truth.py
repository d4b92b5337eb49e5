#!/usr/bin/env python3
"""Ground truth for the retrieval benchmark (DESIGN.md section 5), from CPython's own `ast`.

Usage: ground_truth.py ROOT PACKAGE SEED COUNT   ->  JSON on stdout

ROOT is the directory that holds the package (the benchmark's temp repo), PACKAGE the package
directory name inside it. For every function and method of the package we compute its
dependencies: the names its body calls, or the capitalised names it loads, that resolve to a
function, class or method defined in the package. Resolution follows Python's rules: local
bindings shadow globals; module-level definitions; `import`/`from ... import` (relative and
absolute, also lazy imports inside the body); re-exports through `__init__.py`, star imports
and `__all__`; attribute chains through modules and classes; `self.m()` / `cls.m()` through
the enclosing class and its bases (left-to-right, depth first); `super().m()` through the bases
only. Targets are sampled with a fixed seed among functions whose body has at least 3
statements and at least 2 dependencies. This file is an independent oracle: it does not share
code with the TypeScript retriever.
"""
import ast
import json
import os
import random
import sys
import tokenize


def module_name(root, path):
    rel = os.path.relpath(path, root)[:-3].replace(os.sep, '.')
    return rel[: -len('.__init__')] if rel.endswith('.__init__') else rel


class Module:
    def __init__(self, root, path):
        self.path = path
        self.file = os.path.relpath(path, root).replace(os.sep, '/')
        self.name = module_name(root, path)
        self.is_package = path.endswith('__init__.py')
        # tokenize.open honours a PEP 263 coding line (a latin-1 file is valid Python).
        with tokenize.open(path) as fh:
            self.source = fh.read()
        self.lines = self.source.split('\n')
        self.tree = ast.parse(self.source)
        self.defs = {}  # top-level name -> node (functions and classes)
        self.imports = {}  # bound name -> list of ImportFrom/Import info
        self.stars = []
        self.all_names = None
        for stmt in self.top_statements(self.tree.body):
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.defs.setdefault(stmt.name, stmt)
            elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
                for bound, info in import_bindings(stmt, self):
                    if bound == '*':
                        self.stars.append(info)
                    else:
                        self.imports.setdefault(bound, []).append(info)
            elif isinstance(stmt, ast.Assign):
                for t in stmt.targets:
                    if isinstance(t, ast.Name) and t.id == '__all__' and isinstance(stmt.value, (ast.List, ast.Tuple)):
                        self.all_names = [e.value for e in stmt.value.elts if isinstance(e, ast.Constant)]

    @staticmethod
    def top_statements(body):
        for stmt in body:
            yield stmt
            if isinstance(stmt, ast.If):
                yield from Module.top_statements(stmt.body)
                yield from Module.top_statements(stmt.orelse)
            elif isinstance(stmt, ast.Try):
                yield from Module.top_statements(stmt.body)
                for h in stmt.handlers:
                    yield from Module.top_statements(h.body)
                yield from Module.top_statements(stmt.orelse)


def absolute_module(mod, level, name):
    if level == 0:
        return name or ''
    parts = mod.name.split('.')
    base = parts if mod.is_package else parts[:-1]
    base = base[: len(base) - (level - 1)]
    return '.'.join(base + ([name] if name else []))


def import_bindings(stmt, mod):
    if isinstance(stmt, ast.Import):
        for alias in stmt.names:
            if alias.asname:
                yield alias.asname, ('module', alias.name)
            else:
                yield alias.name.split('.')[0], ('module', alias.name.split('.')[0])
    else:
        base = absolute_module(mod, stmt.level, stmt.module)
        for alias in stmt.names:
            yield (alias.asname or alias.name), ('from', base, alias.name)


class LazyModules:
    """Module name -> Module, parsed on first use (sympy has ~1,500 files; most are never needed)."""

    def __init__(self, root, paths):
        self.root = root
        self.paths = paths
        self.parsed = {}

    def __contains__(self, name):
        return name in self.paths

    def __getitem__(self, name):
        if name not in self.parsed:
            self.parsed[name] = Module(self.root, self.paths[name])
        return self.parsed[name]

    def get(self, name):
        return self[name] if name in self.paths else None

    def __iter__(self):
        return iter(self.paths)


class Package:
    def __init__(self, root, package):
        self._memo = {}
        paths = {}
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, package)):
            dirnames[:] = sorted(d for d in dirnames if d != '__pycache__')
            for fn in sorted(filenames):
                if fn.endswith('.py'):
                    path = os.path.join(dirpath, fn)
                    paths[module_name(root, path)] = path
        self.modules = LazyModules(root, paths)

    def lookup(self, modname, name, seen=None):
        """What `name` is bound to at module level in `modname`: ('def', mod, node) / ('module', name)."""
        if seen is None:
            key = (modname, name)
            if key not in self._memo:
                self._memo[key] = self.lookup(modname, name, set())
            return self._memo[key]
        if (modname, name) in seen or modname not in self.modules:
            return None
        seen.add((modname, name))
        mod = self.modules[modname]
        if name in mod.defs:
            return ('def', mod, mod.defs[name])
        for info in mod.imports.get(name, []):
            found = self.resolve_import(info, seen)
            if found:
                return found
        for info in mod.stars:
            _, base, _ = info
            target = self.modules.get(base)
            if target is None:
                continue
            if target.all_names is not None and name not in target.all_names:
                continue
            if target.all_names is None and name.startswith('_'):
                continue
            found = self.lookup(base, name, seen)
            if found:
                return found
        if mod.is_package and f'{modname}.{name}' in self.modules:
            return ('module', f'{modname}.{name}')
        return None

    def resolve_import(self, info, seen):
        if info[0] == 'module':
            return ('module', info[1]) if info[1] in self.modules else None
        _, base, name = info
        if f'{base}.{name}' in self.modules:
            return ('module', f'{base}.{name}')
        return self.lookup(base, name, seen)

    def member(self, sym, name, seen=None):
        seen = seen or set()
        if sym[0] == 'module':
            if f'{sym[1]}.{name}' in self.modules:
                return ('module', f'{sym[1]}.{name}')
            return self.lookup(sym[1], name)
        _, mod, node = sym
        if not isinstance(node, ast.ClassDef) or (mod.name, node.name, node.lineno) in seen:
            return None
        seen.add((mod.name, node.name, node.lineno))
        for stmt in node.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name == name:
                return ('def', mod, stmt)
        for base in self.bases(mod, node):
            found = self.member(base, name, seen)
            if found:
                return found
        return None

    def bases(self, mod, cls):
        out = []
        for b in cls.bases:
            sym = self.expr_symbol(mod, b, set())
            if sym and sym[0] == 'def' and isinstance(sym[2], ast.ClassDef):
                out.append(sym)
        return out

    def expr_symbol(self, mod, expr, local_names, lazy=None):
        if isinstance(expr, ast.Subscript):
            expr = expr.value
        if isinstance(expr, ast.Name):
            if expr.id in local_names:
                return None
            if lazy and expr.id in lazy:
                return self.resolve_import(lazy[expr.id], set())
            return self.lookup(mod.name, expr.id)
        if isinstance(expr, ast.Attribute):
            base = self.expr_symbol(mod, expr.value, local_names, lazy)
            return self.member(base, expr.attr) if base else None
        return None


def qualnames(mod):
    """(qualname, node, enclosing ClassDef or None) for functions and methods not nested in functions."""
    out = []

    def visit(body, prefix, cls):
        for stmt in Module.top_statements(body):
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.append((prefix + stmt.name, stmt, cls))
            elif isinstance(stmt, ast.ClassDef):
                visit(stmt.body, prefix + stmt.name + '.', stmt)

    visit(mod.tree.body, '', None)
    return out


def body_without_docstring(node):
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
        return body[1:], body[0]
    return body, None


def local_names(fn):
    names = {a.arg for a in fn.args.args + fn.args.posonlyargs + fn.args.kwonlyargs}
    if fn.args.vararg:
        names.add(fn.args.vararg.arg)
    if fn.args.kwarg:
        names.add(fn.args.kwarg.arg)
    declared_global = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Global):
            declared_global.update(node.names)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node is not fn:
            names.add(node.name)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.arg) and node not in fn.args.args:
            names.add(node.arg)  # lambda and nested function parameters
    return names - declared_global


def dependencies(pkg, mod, fn, cls):
    body, _ = body_without_docstring(fn)
    lazy = {}
    for node in ast.walk(fn):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for bound, info in import_bindings(node, mod):
                if bound != '*':
                    lazy[bound] = info
    locals_ = local_names(fn) - set(lazy)
    params = [a.arg for a in fn.args.posonlyargs + fn.args.args]
    is_static = any(isinstance(d, ast.Name) and d.id == 'staticmethod' for d in fn.decorator_list)
    receiver = params[0] if cls is not None and params and not is_static else None
    class_sym = ('def', mod, cls) if cls is not None else None
    found = {}

    def add(sym, via):
        if not sym or sym[0] != 'def' or sym[2] is fn:
            return
        node = sym[2]
        key = (sym[1].file, node.lineno)
        found.setdefault(key, (sym[1], node, via))

    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call):
                f = node.func
                if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == receiver and class_sym:
                    add(pkg.member(class_sym, f.attr), 'self')
                elif (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Call) and isinstance(f.value.func, ast.Name)
                      and f.value.func.id == 'super' and class_sym):
                    for base in pkg.bases(mod, cls):
                        sym = pkg.member(base, f.attr)
                        if sym:
                            add(sym, 'super')
                            break
                else:
                    add(pkg.expr_symbol(mod, f, locals_, lazy), 'call')
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id[:1].isupper():
                add(pkg.expr_symbol(mod, node, locals_, lazy), 'name')
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and node.attr[:1].isupper():
                add(pkg.expr_symbol(mod, node, locals_, lazy), 'name')
    return list(found.values())


def describe(dep_mod, node, via):
    body, doc = body_without_docstring(node)
    first = body[0] if body else doc
    return {
        'file': dep_mod.file,
        'name': node.name,
        'kind': 'class' if isinstance(node, ast.ClassDef) else 'function',
        'line': node.lineno,
        'header': dep_mod.lines[node.lineno - 1].strip(),
        'firstBody': dep_mod.lines[first.lineno - 1].strip(),
        'bodyOffset': first.lineno - node.lineno,
        'via': via,
    }


def count_statements(nodes):
    return sum(1 for n in nodes for sub in ast.walk(n) if isinstance(sub, ast.stmt))


def main():
    root, package, seed, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    pkg = Package(root, package)
    # Every function with a body of >= 3 statements, in a seeded random order; dependencies are
    # computed in that order until `count` targets with >= 2 dependencies are found. This is a
    # uniform sample of the qualifying functions without analysing all of them (sympy is big).
    # Library code only (tests are not what one stubs); in a big package, a seeded random
    # subset of files large enough to sample from, so the oracle never parses all of sympy.
    names = [n for n in sorted(pkg.modules) if '.tests.' not in f'.{n}.' and '.benchmarks.' not in f'.{n}.']
    if len(names) > 200:
        random.Random(seed).shuffle(names)
    pool = []
    for modname in names:
        if len(names) > 200 and len(pool) >= 40 * count:
            break
        mod = pkg.modules[modname]
        for qualname, fn, cls in qualnames(mod):
            body, _ = body_without_docstring(fn)
            if body and body[0].lineno != fn.lineno and count_statements(body) >= 3:
                pool.append((mod, qualname, fn, cls))
    random.Random(seed).shuffle(pool)
    chosen = []
    examined = 0
    for mod, qualname, fn, cls in pool:
        if len(chosen) >= count:
            break
        examined += 1
        deps = dependencies(pkg, mod, fn, cls)
        if len(deps) < 2:
            continue
        body, _ = body_without_docstring(fn)
        first = body[0]
        first_line = min([first.lineno] + [d.lineno for d in getattr(first, 'decorator_list', [])])
        chosen.append({
            'file': mod.file,
            'qualname': qualname,
            'defLine': fn.lineno,
            'bodyStart': first_line,
            'bodyEnd': fn.end_lineno,
            'indent': mod.lines[first.lineno - 1][: first.col_offset],
            'deps': [describe(m, n, via) for m, n, via in deps],
        })
    chosen.sort(key=lambda t: (t['file'], t['defLine']))
    json.dump({'package': package, 'candidates': examined, 'targets': chosen}, sys.stdout)


if __name__ == '__main__':
    main()
