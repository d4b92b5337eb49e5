"""CPython `ast` as an independent oracle for the tree-sitter front end.

Reads file paths (one per line) on stdin and prints one JSON object per file on stdout:
  {"file", "error"?, "definitions": [[qualname, kind, lineno, end_lineno]],
   "imports": [[module, level, name, alias, lineno]]}

What counts as a definition (the same rule as src/core/lang/python):
- FunctionDef, AsyncFunctionDef, ClassDef at any depth. qualname joins the enclosing
  def/class names with dots ('Class.method', 'outer.inner', 'f.Local.m'; no '<locals>').
  kind: 'class'; 'method' when the nearest enclosing def/class is a class; else 'function'.
- Module-level Assign / AnnAssign statements, also inside module-level if/for/while/try/with/match
  bodies (never inside a def or class): each target Name, and each Name inside Tuple/List/Starred
  targets, is a 'variable' spanning the statement.
Imports: every Import / ImportFrom anywhere; `import a.b` gives module 'a.b', name None.
details (one per def/class): [qualname, lineno, first line incl. decorators, first body line,
  docstring start|null, docstring end|null, parameter names, decorator texts, base texts, is_async].
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


def definitions(tree, source, details):
    out = []

    def visit(node, scope, scope_is_class):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                qual = scope + [child.name]
                is_class = isinstance(child, ast.ClassDef)
                kind = "class" if is_class else ("method" if scope_is_class else "function")
                out.append([".".join(qual), kind, child.lineno, child.end_lineno])
                details.append(detail(child, ".".join(qual), source))
                visit(child, qual, is_class)
            else:
                visit(child, scope, scope_is_class)

    visit(tree, [], False)
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
            details = []
            record["definitions"] = definitions(tree, raw.decode("utf-8-sig"), details)
            record["details"] = details
            record["imports"] = imports(tree)
        except (SyntaxError, ValueError) as error:
            record["error"] = str(error)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
