// Ground truth for the Go retrieval benchmark from Go's own type checker (go/types, Debian's
// golang-go 1.19): an independent oracle that shares no code with DyCoder's front end or resolver.
// Usage: go-ground-truth ROOT DIR... (package directories relative to ROOT). For each package
// (the files go/build selects for linux/amd64, tests excluded), every function or method whose
// block body has >= 3 statements, braces on lines of their own and the first statement below
// the `{` line, is printed as one JSON line with its dependencies: the functions, methods and
// types declared at package level in the same package that its body refers to (calls, method
// calls through any receiver the checker can type, composite literals, conversions, type
// names), the target itself excepted. Imports are not type-checked (their packages are left
// unresolved), which changes nothing about what resolves inside the package.
package main

import (
	"encoding/json"
	"errors"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
)

type dep struct {
	File       string `json:"file"`
	Name       string `json:"name"`
	Kind       string `json:"kind"`
	Line       int    `json:"line"`
	Header     string `json:"header"`
	FirstBody  string `json:"firstBody"`
	BodyOffset int    `json:"bodyOffset"`
	Via        string `json:"via"`
}

type target struct {
	File      string `json:"file"`
	Qualname  string `json:"qualname"`
	DefLine   int    `json:"defLine"`
	BodyStart int    `json:"bodyStart"`
	BodyEnd   int    `json:"bodyEnd"`
	Indent    string `json:"indent"`
	Deps      []dep  `json:"deps"`
}

type noImports struct{}

func (noImports) Import(path string) (*types.Package, error) { return nil, errors.New("not followed") }

func recvName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.StarExpr:
		return recvName(t.X)
	case *ast.IndexExpr:
		return recvName(t.X)
	case *ast.IndexListExpr:
		return recvName(t.X)
	case *ast.ParenExpr:
		return recvName(t.X)
	}
	return ""
}

func main() {
	root := os.Args[1]
	out := json.NewEncoder(os.Stdout)
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = "linux", "amd64", true
	for _, dir := range os.Args[2:] {
		bp, err := ctx.ImportDir(filepath.Join(root, dir), 0)
		if err != nil || len(bp.GoFiles)+len(bp.CgoFiles) == 0 {
			continue
		}
		fset := token.NewFileSet()
		var files []*ast.File
		lines := map[string][]string{}
		for _, name := range append(append([]string{}, bp.GoFiles...), bp.CgoFiles...) {
			path := filepath.Join(root, dir, name)
			src, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
			if err != nil {
				continue
			}
			files = append(files, f)
			lines[path] = strings.Split(string(src), "\n")
		}
		info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
		conf := types.Config{Importer: noImports{}, Error: func(error) {}, FakeImportC: true}
		pkg, _ := conf.Check(dir, fset, files, info)
		if pkg == nil {
			continue
		}
		// Package-level declarations by object: their dependency record.
		decls := map[types.Object]dep{}
		rel := func(p token.Pos) (string, int) {
			pos := fset.Position(p)
			r, _ := filepath.Rel(root, pos.Filename)
			return filepath.ToSlash(r), pos.Line
		}
		record := func(obj types.Object, name, kind string, head token.Pos, first token.Pos) {
			file, line := rel(head)
			text := lines[fset.Position(head).Filename]
			d := dep{File: file, Name: name, Kind: kind, Line: line, Header: strings.TrimSpace(text[line-1])}
			if first.IsValid() {
				_, fl := rel(first)
				if fl > line {
					d.FirstBody = strings.TrimSpace(text[fl-1])
					d.BodyOffset = fl - line - 1
				}
			}
			decls[obj] = d
		}
		for _, f := range files {
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					obj := info.Defs[d.Name]
					if obj == nil {
						continue
					}
					name, kind := d.Name.Name, "function"
					if d.Recv != nil && len(d.Recv.List) > 0 {
						name, kind = recvName(d.Recv.List[0].Type)+"."+name, "method"
					}
					first := token.NoPos
					if d.Body != nil && len(d.Body.List) > 0 {
						first = d.Body.List[0].Pos()
					}
					record(obj, name, kind, d.Pos(), first)
				case *ast.GenDecl:
					for _, s := range d.Specs {
						ts, ok := s.(*ast.TypeSpec)
						if !ok || info.Defs[ts.Name] == nil {
							continue
						}
						first := token.NoPos
						switch t := ts.Type.(type) {
						case *ast.StructType:
							if len(t.Fields.List) > 0 {
								first = t.Fields.List[0].Pos()
							}
						case *ast.InterfaceType:
							if len(t.Methods.List) > 0 {
								first = t.Methods.List[0].Pos()
							}
						}
						record(info.Defs[ts.Name], ts.Name.Name, "type", ts.Pos(), first)
					}
				}
			}
		}
		for _, f := range files {
			path := fset.Position(f.Pos()).Filename
			text := lines[path]
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || len(fd.Body.List) < 3 {
					continue
				}
				self := info.Defs[fd.Name]
				open := fset.Position(fd.Body.Lbrace).Line
				close := fset.Position(fd.Body.Rbrace).Line
				first := fset.Position(fd.Body.List[0].Pos()).Line
				if !strings.HasSuffix(strings.TrimRight(text[open-1], " \t"), "{") || !strings.HasPrefix(strings.TrimSpace(text[close-1]), "}") || first <= open {
					continue
				}
				seen := map[types.Object]bool{}
				var deps []dep
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					var id *ast.Ident
					via := "name"
					switch n := n.(type) {
					case *ast.CallExpr:
						switch fn := n.Fun.(type) {
						case *ast.Ident:
							id = fn
						case *ast.SelectorExpr:
							id = fn.Sel
						}
						via = "call"
					case *ast.Ident:
						id = n
					}
					if id == nil {
						return true
					}
					obj := info.Uses[id]
					d, ok := decls[obj]
					if !ok || obj == self || seen[obj] {
						return true
					}
					seen[obj] = true
					d.Via = via
					deps = append(deps, d)
					return true
				})
				if len(deps) < 2 {
					continue
				}
				file, defLine := rel(fd.Pos())
				name := fd.Name.Name
				if fd.Recv != nil && len(fd.Recv.List) > 0 {
					name = recvName(fd.Recv.List[0].Type) + "." + name
				}
				line := text[first-1]
				indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
				_ = out.Encode(target{File: file, Qualname: name, DefLine: defLine, BodyStart: open + 1, BodyEnd: close - 1, Indent: indent, Deps: deps})
			}
		}
	}
}
