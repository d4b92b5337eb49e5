#!/usr/bin/env python3
"""Writes src/core/languages/python/answer/stdlib-members-data.ts: the members of Python's builtin
types and of the public classes of its standard library, read from the running python3 itself.

For every class: its bases (canonical ids, `module.qualname`), its own members (`vars(cls)`) plus the
instance attributes its Python source assigns (`self.x = ...` in any method, read with `ast`), and
whether it answers attributes dynamically (`__getattr__`, or a `__getattribute__` other than
object's). The union over the bases is what `dir()` lists, plus those instance attributes. Names
importable under another module (`typing.Mapping` for `collections.abc.Mapping`) are aliases.

Usage: python3 scripts/gen-python-members.py [out.ts]   (checked in; rerun on a new Python).
"""
import ast
import importlib
import inspect
import io
import pkgutil
import sys
import textwrap
import types
import typing
import warnings
from collections import namedtuple

SKIP = {'antigravity', 'this', 'idlelib', 'test', 'turtledemo', 'turtle', 'tkinter', '__main__', 'lib2to3', 'ensurepip', 'pydoc_data', 'xxlimited', 'xxlimited_35', 'xxsubtype'}
OUT = sys.argv[1] if len(sys.argv) > 1 else 'src/core/languages/python/answer/stdlib-members-data.ts'


def module_names():
    names = set()
    for top in sorted(sys.stdlib_module_names):
        if top.startswith('_') or top in SKIP:
            continue
        names.add(top)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter('ignore')
                mod = importlib.import_module(top)
        except Exception:
            continue
        path = getattr(mod, '__path__', None)
        if path is None:
            continue
        for info in pkgutil.iter_modules(path):
            if not info.name.startswith('_') and info.name not in SKIP and info.name != 'tests' and top != 'encodings':
                names.add(f'{top}.{info.name}')
    return sorted(names)


def cid(cls):
    return f'{cls.__module__}.{cls.__qualname__}'


def self_attributes(cls):
    """Instance attributes a class written in Python assigns on its first parameter."""
    try:
        src = textwrap.dedent(inspect.getsource(cls))
        tree = ast.parse(src)
    except Exception:
        return set()
    out = set()
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or not fn.args.args:
            continue
        me = fn.args.args[0].arg
        for node in ast.walk(fn):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            stack = list(targets)
            while stack:
                t = stack.pop()
                if isinstance(t, (ast.Tuple, ast.List)):
                    stack.extend(t.elts)
                elif isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == me:
                    out.add(t.attr)
    return out


def dynamic(cls):
    """`__getattr__` in the class or a base (not its metaclass: `EnumType.__getattr__` serves the class, not
    its instances), or a `__getattribute__` written in Python (a C type's slot
    wrapper is the generic lookup for the builtin containers; `type` and `super` are not receivers)."""
    try:
        return any('__getattr__' in vars(c) for c in cls.__mro__) or any(isinstance(vars(c).get('__getattribute__'), types.FunctionType) for c in cls.__mro__)
    except Exception:
        return True


classes = {}
aliases = {}


def add_class(cls):
    key = cid(cls)
    if key in classes:
        return key
    classes[key] = None
    bases = [add_class(b) for b in cls.__bases__]
    own = set(vars(cls)) | self_attributes(cls)
    own.discard('__getattr__')
    own.discard('__getattribute__')
    classes[key] = (bases, sorted(own), dynamic(cls) and cls is not object)
    return key


def main():
    with warnings.catch_warnings():
        warnings.simplefilter('ignore')
        import builtins
        mods = [('builtins', builtins)]
        for name in module_names():
            try:
                with io.StringIO() as sink:
                    old = sys.stdout
                    sys.stdout = sink
                    try:
                        mods.append((name, importlib.import_module(name)))
                    finally:
                        sys.stdout = old
            except BaseException:
                continue
        for name, mod in mods:
            public = getattr(mod, '__all__', None)
            for attr in sorted(set(public) if isinstance(public, (list, tuple)) else [a for a in vars(mod) if not a.startswith('_')]):
                obj = getattr(mod, attr, None)
                origin = getattr(obj, '__origin__', None)
                if not isinstance(obj, type) and isinstance(origin, type) and name == 'typing':
                    obj = origin  # typing.Mapping -> collections.abc.Mapping
                if not isinstance(obj, type):
                    continue
                key = add_class(obj)
                if key != f'{name}.{attr}':
                    aliases[f'{name}.{attr}'] = key
        # typing.NamedTuple and typing.TypedDict are functions that build classes: the classes they build.
        aliases['typing.NamedTuple'] = add_class(namedtuple('NamedTuple', [], module='typing'))
        aliases['typing.TypedDict'] = 'builtins.dict'
    lines = [
        '/**',
        ' * GENERATED by scripts/gen-python-members.py from Python ' + sys.version.split()[0] + ' — do not edit.',
        ' * Builtin types and public standard-library classes: canonical id -> [bases, own members, dynamic].',
        ' */',
        'export const STDLIB_CLASSES: Readonly<Record<string, readonly [string, string, 0 | 1]>> = {',
    ]
    for key in sorted(classes):
        bases, own, dyn = classes[key]
        lines.append(f"  {key!r}: [{' '.join(bases)!r}, {' '.join(own)!r}, {1 if dyn else 0}],")
    lines.append('};')
    lines.append('/** Importable names of classes whose canonical id differs (`typing.Mapping`, `os.PathLike`). */')
    lines.append('export const STDLIB_ALIASES: Readonly<Record<string, string>> = {')
    for key in sorted(aliases):
        lines.append(f'  {key!r}: {aliases[key]!r},')
    lines.append('};')
    with open(OUT, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    print(f'{len(classes)} classes, {len(aliases)} aliases -> {OUT}')


main()
