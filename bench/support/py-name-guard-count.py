"""Session 25 (issue 22): how often Debian's Python sources read, inside a `try` body, a name their module does not
bind (not a builtin; files with star imports skipped), split by the handler that catches its NameError: `named`
(NameError in a handler) or `broad` (only Exception/BaseException/bare except). Prints the counts and a seeded sample
of each. Usage: python3 bench/support/py-name-guard-count.py [/usr/lib/python3/dist-packages]"""
import ast, builtins, collections, os, random, sys

root = sys.argv[1] if len(sys.argv) > 1 else '/usr/lib/python3/dist-packages'
B = set(dir(builtins))
cnt = collections.Counter()
ex = collections.defaultdict(list)
files = 0
for dp, dn, fn in sorted(os.walk(root)):
    dn.sort()
    for f in sorted(fn):
        if not f.endswith('.py'):
            continue
        p = os.path.join(dp, f)
        try:
            t = ast.parse(open(p, encoding='utf-8', errors='ignore').read())
        except Exception:
            continue
        files += 1
        if any(isinstance(x, ast.ImportFrom) and any(a.name == '*' for a in x.names) for x in ast.walk(t)):
            continue
        bound = set()
        for x in ast.walk(t):
            if isinstance(x, ast.Name) and not isinstance(x.ctx, ast.Load):
                bound.add(x.id)
            elif isinstance(x, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bound.add(x.name)
            elif isinstance(x, (ast.Import, ast.ImportFrom)):
                for a in x.names:
                    bound.add((a.asname or a.name).split('.')[0])
            elif isinstance(x, ast.arg):
                bound.add(x.arg)
            elif isinstance(x, ast.ExceptHandler) and x.name:
                bound.add(x.name)
        for x in ast.walk(t):
            if not isinstance(x, ast.Try):
                continue
            kinds = []
            for h in x.handlers:
                if h.type is None:
                    kinds.append('<bare>')
                else:
                    for e in (h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]):
                        kinds.append(e.id if isinstance(e, ast.Name) else ast.unparse(e))
            k = 'named' if 'NameError' in kinds else ('broad' if set(kinds) & {'<bare>', 'Exception', 'BaseException'} else None)
            if not k:
                continue
            for s in x.body:
                for y in ast.walk(s):
                    if isinstance(y, ast.Name) and isinstance(y.ctx, ast.Load) and y.id not in bound and y.id not in B:
                        cnt[k] += 1
                        ex[k].append((p[len(root) + 1:], y.lineno, y.id))
print(f'{files} files parsed; reads of names the module does not bind inside try bodies: {dict(cnt)}')
random.seed(25)
for k in sorted(ex):
    print(k)
    for e in random.sample(ex[k], min(20, len(ex[k]))):
        print('  %s:%d %s' % e)
