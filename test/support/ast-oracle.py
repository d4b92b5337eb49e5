"""CPython `ast` as an independent oracle for the tree-sitter front end.

Reads file paths (one per line) on stdin and prints one JSON object per file on stdout:
  {"file", "error"?, "definitions": [[qualname, kind, lineno, end_lineno]],
   "imports": [[module, level, name, alias, lineno]]}

What counts as a definition (the same rule as src/core/languages/python):
- FunctionDef, AsyncFunctionDef, ClassDef at any depth. qualname joins the enclosing
  def/class names with dots ('Class.method', 'outer.inner', 'f.Local.m'; no '<locals>').
  kind: 'class'; 'method' when the nearest enclosing def/class is a class; else 'function'.
- Module-level Assign / AnnAssign statements, also inside module-level if/for/while/try/with/match
  bodies (never inside a def or class): each target Name, and each Name inside Tuple/List/Starred
  targets, is a 'variable' spanning the statement.
Imports: every Import / ImportFrom anywhere; `import a.b` gives module 'a.b', name None.
details (one per def/class): [qualname, lineno, first line incl. decorators, first body line,
  docstring start|null, docstring end|null, parameter names, decorator texts, base texts, is_async].
stubs: [qualname, def line, kind, first stub statement line, last stub statement line] by the rule of
  src/core/languages/python/stubs.ts (comments are invisible to ast, so our range may extend over them;
  docstring-only gives the empty range [doc end + 1, doc end]).
"""
import ast
import json
import sys

def target_names(target):
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for elt in target.elts for n in target_names(elt)]
    if isinstance(target, ast.Starred):
        return target_names(target.value)
    return []


def module_variables(statements, out):
    for stmt in statements:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                for name in target_names(target):
                    out.append([name, "variable", stmt.lineno, stmt.end_lineno])
        elif isinstance(stmt, ast.AnnAssign):
            for name in target_names(stmt.target):
                out.append([name, "variable", stmt.lineno, stmt.end_lineno])
        for field in ("body", "orelse", "finalbody"):
            module_variables(getattr(stmt, field, None) or [], out)
        for clause in (getattr(stmt, "handlers", None) or []) + (getattr(stmt, "cases", None) or []):
            module_variables(clause.body, out)


def parameter_names(args):
    names = [a.arg for a in args.posonlyargs + args.args]
    if args.vararg:
        names.append(args.vararg.arg)
    names += [a.arg for a in args.kwonlyargs]
    if args.kwarg:
        names.append(args.kwarg.arg)
    return names


def detail(node, qualname, source):
    """Header facts of a def/class: decorators and bases as written, docstring and body lines."""
    first = node.body[0]
    is_doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str)
    decorators = [ast.get_source_segment(source, d) for d in node.decorator_list]
    return [
        qualname,
        node.lineno,
        min([d.lineno for d in node.decorator_list] + [node.lineno]),
        # the body's first line physically: a decorated first statement starts at its decorator
        min([d.lineno for d in getattr(first, "decorator_list", [])] + [first.lineno]),
        first.lineno if is_doc else None,
        first.end_lineno if is_doc else None,
        parameter_names(node.args) if not isinstance(node, ast.ClassDef) else [],
        decorators,
        [ast.get_source_segment(source, b) for b in node.bases] if isinstance(node, ast.ClassDef) else [],
        isinstance(node, ast.AsyncFunctionDef),
    ]


NOT_TO_IMPLEMENT = {"abstractmethod", "abstractproperty", "abstractclassmethod", "abstractstaticmethod", "overload"}


def last_segment(expr):
    while isinstance(expr, (ast.Call, ast.Subscript)):
        expr = expr.func if isinstance(expr, ast.Call) else expr.value
    if isinstance(expr, ast.Attribute):
        return expr.attr
    return expr.id if isinstance(expr, ast.Name) else ""


def stub_kind(stmt):
    if isinstance(stmt, ast.Pass):
        return "pass"
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and stmt.value.value is Ellipsis:
        return "ellipsis"
    if isinstance(stmt, ast.Raise) and stmt.cause is None and stmt.exc is not None:
        exc = stmt.exc.func if isinstance(stmt.exc, ast.Call) else stmt.exc
        if isinstance(exc, ast.Name) and exc.id == "NotImplementedError":
            return "not-implemented"
    return None


def stub(node, qualname, parent_class):
    """[qualname, def line, kind, first stub line, last stub line] when the function is a stub."""
    if any(last_segment(d) in NOT_TO_IMPLEMENT for d in node.decorator_list):
        return None
    if parent_class is not None and any(last_segment(b) == "Protocol" for b in parent_class.bases):
        return None
    body = node.body
    first = body[0]
    has_doc = isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str)
    rest = body[1:] if has_doc else body
    kinds = [stub_kind(s) for s in rest]
    if any(k is None for k in kinds):
        return None
    if not rest:
        return [qualname, node.lineno, "docstring-only", first.end_lineno + 1, first.end_lineno]
    return [qualname, node.lineno, kinds[0], rest[0].lineno, rest[-1].end_lineno]


def definitions(tree, source, details, stubs):
    out = []

    def visit(node, scope, scope_class):
        # scope_class: the ClassDef when the nearest enclosing def/class is a class, else None
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                qual = scope + [child.name]
                is_class = isinstance(child, ast.ClassDef)
                kind = "class" if is_class else ("method" if scope_class is not None else "function")
                out.append([".".join(qual), kind, child.lineno, child.end_lineno])
                details.append(detail(child, ".".join(qual), source))
                if not is_class:
                    found = stub(child, ".".join(qual), scope_class)
                    if found:
                        stubs.append(found)
                visit(child, qual, child if is_class else None)
            else:
                visit(child, scope, scope_class)

    visit(tree, [], None)
    module_variables(tree.body, out)
    return out


def imports(tree):
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.append([alias.name, 0, None, alias.asname, node.lineno])
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                out.append([node.module or "", node.level, alias.name, alias.asname, node.lineno])
    return out


def main():
    for line in sys.stdin:
        path = line.rstrip("\n")
        if not path:
            continue
        record = {"file": path}
        try:
            with open(path, "rb") as handle:
                raw = handle.read()
            tree = ast.parse(raw, filename=path)
            details, stubs = [], []
            record["definitions"] = definitions(tree, raw.decode("utf-8-sig"), details, stubs)
            record["details"] = details
            record["stubs"] = stubs
            record["imports"] = imports(tree)
        except (SyntaxError, ValueError) as error:
            record["error"] = str(error)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
