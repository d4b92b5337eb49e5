// An independent oracle for the Go front end (src/core/languages/go): Go's own go/parser and
// go/ast. Reads file paths, one per line, on stdin and prints one JSON object per file:
//   {"file", "error": first syntax error or "", "defs": [{qualname, kind, start, end}],
//    "fields": ["Type.field|line"], "imports": ["path|name|line"]}
// The rule it states (the same as the front end's):
//   - file-level FuncDecl: 'function' (name), or 'method' (Recv.Name, the receiver's type name
//     without `*` and type parameters); range from `func` to the closing brace (doc excluded);
//   - file-level TypeSpec: 'class' (name), from the name to the end of the type;
//   - methods listed in an interface type of a file-level TypeSpec: 'method' (Type.Name);
//   - file-level ValueSpec (const and var): 'variable', one per name, the whole spec's lines;
//   - struct fields of a file-level struct type: "Type.name|line" (embedded: the type's name);
//   - names `_` are kept (as the parser writes them).
package main

import (
	"bufio"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
)

type def struct {
	Qualname string `json:"qualname"`
	Kind     string `json:"kind"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
}

type result struct {
	File    string   `json:"file"`
	Error   string   `json:"error"`
	Defs    []def    `json:"defs"`
	Fields  []string `json:"fields"`
	Imports []string `json:"imports"`
}

func typeName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return typeName(t.X)
	case *ast.IndexExpr:
		return typeName(t.X)
	case *ast.IndexListExpr:
		return typeName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.ParenExpr:
		return typeName(t.X)
	}
	return ""
}

func main() {
	out := json.NewEncoder(os.Stdout)
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	for in.Scan() {
		path := in.Text()
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		r := result{File: path, Defs: []def{}, Fields: []string{}, Imports: []string{}}
		if err != nil {
			r.Error = err.Error()
		}
		line := func(p token.Pos) int { return fset.Position(p).Line }
		add := func(q, kind string, from, to token.Pos) {
			r.Defs = append(r.Defs, def{q, kind, line(from), line(to - 1)})
		}
		if f != nil {
			for _, imp := range f.Imports {
				name := ""
				if imp.Name != nil {
					name = imp.Name.Name
				}
				p, _ := strconv.Unquote(imp.Path.Value)
				r.Imports = append(r.Imports, p+"|"+name+"|"+strconv.Itoa(line(imp.Pos())))
			}
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					if d.Recv != nil && len(d.Recv.List) > 0 {
						add(typeName(d.Recv.List[0].Type)+"."+d.Name.Name, "method", d.Type.Pos(), d.End())
					} else {
						add(d.Name.Name, "function", d.Type.Pos(), d.End())
					}
				case *ast.GenDecl:
					for _, s := range d.Specs {
						switch s := s.(type) {
						case *ast.TypeSpec:
							add(s.Name.Name, "class", s.Pos(), s.End())
							switch t := s.Type.(type) {
							case *ast.InterfaceType:
								for _, m := range t.Methods.List {
									if _, ok := m.Type.(*ast.FuncType); ok {
										for _, n := range m.Names {
											add(s.Name.Name+"."+n.Name, "method", m.Pos(), m.End())
										}
									}
								}
							case *ast.StructType:
								for _, fl := range t.Fields.List {
									if len(fl.Names) == 0 {
										r.Fields = append(r.Fields, s.Name.Name+"."+typeName(fl.Type)+"|"+strconv.Itoa(line(fl.Pos())))
									}
									for _, n := range fl.Names {
										r.Fields = append(r.Fields, s.Name.Name+"."+n.Name+"|"+strconv.Itoa(line(n.Pos())))
									}
								}
							}
						case *ast.ValueSpec:
							for _, n := range s.Names {
								add(n.Name, "variable", s.Pos(), s.End())
							}
						}
					}
				}
			}
		}
		_ = out.Encode(r)
	}
}
