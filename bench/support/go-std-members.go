// Generates src/core/languages/go/answer/std-members.ts: for every type of Go's standard
// library (GOROOT/src, no internal/vendor/cmd/testdata packages, no test files, every platform's
// files together; unexported ones for the exported types that embed them), its exported fields, the
// exported methods declared on T or *T, an interface's methods,
// and the types it embeds (as "importpath.Type"), read with go/parser from the installed sources;
// and for every exported non-generic package-level function, the named type its first result is
// (`os.OpenFile` -> `os.File`, a pointer's element), when that is an exported type of the table; and (session 23) for every
// exported method of a non-generic type (declared on T or *T, or an interface's), the named type its first result is
// (`reflect.Value.Elem` -> `reflect.Value`), so that a local typed by `pkg.F(..).M(..)` is known.
// Run: go run bench/support/go-std-members.go > src/core/languages/go/answer/std-members.ts
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

type info struct {
	members map[string]bool
	embeds  map[string]bool
}

func main() {
	root, _ := filepath.EvalSymlinks(filepath.Join(runtime.GOROOT(), "src"))
	types := map[string]*info{}
	results := map[string]string{}
	methodResults := map[string]string{}
	conflicting := map[string]bool{}
	// A method's first result, keyed `importpath.Type.Method`; declared differently on two platforms: left out.
	addResult := func(table map[string]string, key, n string) {
		if prev, ok := table[key]; ok && prev != n {
			conflicting[key] = true
		}
		table[key] = n
	}
	get := func(k string) *info {
		if types[k] == nil {
			types[k] = &info{map[string]bool{}, map[string]bool{}}
		}
		return types[k]
	}
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			base := d.Name()
			if rel != "." && (base == "internal" || base == "vendor" || base == "testdata" || base == "cmd" || strings.HasPrefix(base, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		pkgPath := filepath.ToSlash(filepath.Dir(rel))
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil || f.Name.Name == "main" || strings.HasSuffix(f.Name.Name, "_test") {
			return nil
		}
		imports := map[string]string{}
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
			name := p[strings.LastIndex(p, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			imports[name] = p
		}
		typeName := func(e ast.Expr) string {
			if s, ok := e.(*ast.StarExpr); ok {
				e = s.X
			}
			if ix, ok := e.(*ast.IndexExpr); ok {
				e = ix.X
			}
			if ix, ok := e.(*ast.IndexListExpr); ok {
				e = ix.X
			}
			switch t := e.(type) {
			case *ast.Ident:
				return pkgPath + "." + t.Name
			case *ast.SelectorExpr:
				if x, ok := t.X.(*ast.Ident); ok && imports[x.Name] != "" {
					return imports[x.Name] + "." + t.Sel.Name
				}
			}
			return ""
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					// Unexported types too: an exported type embedding one (os.File embeds *os.file) gets its exported members.
					if !ok {
						continue
					}
					t := get(pkgPath + "." + ts.Name.Name)
					switch u := ts.Type.(type) {
					case *ast.StructType:
						for _, fl := range u.Fields.List {
							if len(fl.Names) == 0 {
								n := typeName(fl.Type)
								if n != "" {
									t.embeds[n] = true
									t.members[n[strings.LastIndex(n, ".")+1:]] = true
								} else {
									t.embeds["?"] = true
								}
							}
							for _, n := range fl.Names {
								if n.IsExported() {
									t.members[n.Name] = true
								}
							}
						}
					case *ast.InterfaceType:
						for _, m := range u.Methods.List {
							if len(m.Names) == 0 {
								if n := typeName(m.Type); n != "" {
									t.embeds[n] = true
								} else {
									t.embeds["?"] = true
								}
							}
							for _, n := range m.Names {
								t.members[n.Name] = true
								if ft, ok := m.Type.(*ast.FuncType); ok && ts.TypeParams == nil && n.IsExported() && ft.Results != nil && len(ft.Results.List) > 0 {
									addResult(methodResults, pkgPath+"."+ts.Name.Name+"."+n.Name, typeName(ft.Results.List[0].Type))
								}
							}
						}
					default:
						if ts.Assign.IsValid() {
							// An alias: the members are the aliased type's.
							if n := typeName(ts.Type); n != "" {
								t.embeds[n] = true
							} else {
								t.embeds["?"] = true
							}
						}
					}
				}
			case *ast.FuncDecl:
				if (d.Recv == nil || len(d.Recv.List) == 0) && d.Name.IsExported() && d.Type.TypeParams == nil && d.Type.Results != nil && len(d.Type.Results.List) > 0 {
					key := pkgPath + "." + d.Name.Name
					addResult(results, key, typeName(d.Type.Results.List[0].Type))
				}
				if d.Recv == nil || len(d.Recv.List) == 0 || !d.Name.IsExported() {
					continue
				}
				n := typeName(d.Recv.List[0].Type)
				if n != "" {
					get(n).members[d.Name.Name] = true
				}
				// A generic receiver's (`*Pointer[T]`) result may be its type parameter: not recorded.
				recv := d.Recv.List[0].Type
				if s, ok := recv.(*ast.StarExpr); ok {
					recv = s.X
				}
				if _, ok := recv.(*ast.Ident); ok && n != "" && d.Type.Results != nil && len(d.Type.Results.List) > 0 {
					addResult(methodResults, n+"."+d.Name.Name, typeName(d.Type.Results.List[0].Type))
				}
			}
		}
		return nil
	})
	keys := make([]string, 0, len(types))
	for k := range types {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("/**\n * Go %s standard library: each type's exported fields and methods (on T or *T, every\n * platform's files together) and the types it embeds (`?` when one is not a named type).\n * GENERATED by `go run bench/support/go-std-members.go` from the installed GOROOT sources: do not edit.\n */\n", runtime.Version())
	fmt.Printf("export const GO_STD_VERSION = '%s';\n\n", strings.TrimPrefix(runtime.Version(), "go"))
	fmt.Println("/** `importpath.Type` -> [space-separated members, space-separated embedded types]. */")
	fmt.Println("export const GO_STD_MEMBERS: Readonly<Record<string, readonly [string, string]>> = {")
	for _, k := range keys {
		t := types[k]
		ms := make([]string, 0, len(t.members))
		for m := range t.members {
			ms = append(ms, m)
		}
		sort.Strings(ms)
		es := make([]string, 0, len(t.embeds))
		for e := range t.embeds {
			es = append(es, e)
		}
		sort.Strings(es)
		fmt.Printf("  '%s': ['%s', '%s'],\n", k, strings.Join(ms, " "), strings.Join(es, " "))
	}
	fmt.Println("};")
	fkeys := make([]string, 0, len(results))
	for k, n := range results {
		if !conflicting[k] && n != "" && types[n] != nil {
			fkeys = append(fkeys, k)
		}
	}
	sort.Strings(fkeys)
	fmt.Println("")
	fmt.Println("/** `importpath.Func` -> the exported type (`importpath.Type`) its first result is, or points to (generic functions left out). */")
	fmt.Println("export const GO_STD_RESULTS: Readonly<Record<string, string>> = {")
	for _, k := range fkeys {
		fmt.Printf("  '%s': '%s',\n", k, results[k])
	}
	fmt.Println("};")
	mkeys := make([]string, 0, len(methodResults))
	for k, n := range methodResults {
		if !conflicting[k] && n != "" && types[n] != nil && ast.IsExported(n[strings.LastIndex(n, ".")+1:]) {
			mkeys = append(mkeys, k)
		}
	}
	sort.Strings(mkeys)
	fmt.Println("")
	fmt.Println("/**")
	fmt.Println(" * `importpath.Type` -> `Method:Result ...`: each exported method's first result, an exported type (`importpath.Type`, a pointer's")
	fmt.Println(" * element; `.Name` for one of the receiver's own package), methods of generic types left out.")
	fmt.Println(" */")
	fmt.Println("export const GO_STD_METHOD_RESULTS: Readonly<Record<string, string>> = {")
	byType := map[string][]string{}
	order := []string{}
	for _, k := range mkeys {
		dot := strings.LastIndex(k, ".")
		typ, method := k[:dot], k[dot+1:]
		res := methodResults[k]
		pkg := typ[:strings.LastIndex(typ, ".")]
		if strings.HasPrefix(res, pkg+".") && !strings.Contains(res[len(pkg)+1:], ".") {
			res = res[len(pkg):]
		}
		if byType[typ] == nil {
			order = append(order, typ)
		}
		byType[typ] = append(byType[typ], method+":"+res)
	}
	sort.Strings(order)
	for _, t := range order {
		fmt.Printf("  '%s': '%s',\n", t, strings.Join(byType[t], " "))
	}
	fmt.Println("};")
	_ = os.Stdout
}
