//! Ground truth for the Rust retrieval benchmark (bench/support/rust-corpus.ts), from syn: an
//! independent reading of the crate that shares no code with DyCoder's front end or resolver.
//! Usage: ground-truth ROOT FILE... (the crate's source files, relative to ROOT). Prints one JSON
//! line per target: a free function or a method with a body (impl, trait default) outside test
//! modules and other functions, whose block has >= 3 statements, its braces on lines of their own
//! (the `{` ends its line, the `}` is alone on its line, the first statement below the `{`), and
//! >= 2 dependencies. A dependency is a function, a method with a body or a type (struct, enum,
//! union, trait, type alias) that the crate defines exactly once under that name and that the body
//! names: path segments (`f`, `m::f`, `T::f`, `Self::f`, `Type`, `Type::Variant`) in expressions,
//! patterns, struct literals and types, method calls on `self` (the impl type's method, else the
//! default method of the one trait it implements that has it), inside macro arguments that parse
//! as expressions too. Paths rooted in another crate (`std::`, or a name the file `use`s from
//! another crate), generic parameters, local bindings and the target itself do not count.
use proc_macro2::Span;
use std::collections::{HashMap, HashSet};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

#[derive(Clone)]
struct Def {
    file: String,
    qualname: String,
    kind: &'static str,
    line: usize,
    header: String,
    first_body: String,
    body_offset: usize,
}

fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

fn type_name(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_else(|| "_".into()),
        syn::Type::Reference(r) => type_name(&r.elem),
        syn::Type::Ptr(p) => type_name(&p.elem),
        syn::Type::Paren(p) => type_name(&p.elem),
        syn::Type::Group(g) => type_name(&g.elem),
        syn::Type::TraitObject(t) => t
            .bounds
            .iter()
            .find_map(|b| match b {
                syn::TypeParamBound::Trait(t) => t.path.segments.last().map(|s| s.ident.to_string()),
                _ => None,
            })
            .unwrap_or_else(|| "_".into()),
        _ => "_".into(),
    }
}

fn is_test_attr(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        let t = a.tokens.to_string();
        (a.path.is_ident("cfg") && t.contains("test")) || a.path.is_ident("test")
    })
}

/** A target: its body block and where it sits. */
struct Target<'a> {
    file: String,
    qualname: String,
    line: usize,
    sig: &'a syn::Signature,
    block: &'a syn::Block,
    owner: Option<String>,
    generics: Vec<String>,
}

struct FileData {
    rel: String,
    lines: Vec<String>,
    ast: syn::File,
}

/** Pass 1: the crate's definitions, the traits each type implements, the targets. */
struct Collect<'a> {
    file: usize,
    files: &'a [FileData],
    stack: Vec<String>,
    in_fn: usize,
    owner: Option<String>,
    generics: Vec<Vec<String>>,
    defs: Vec<Def>,
    impls: HashMap<String, HashSet<String>>,
    targets: Vec<Target<'a>>,
}

fn line_text(lines: &[String], line: usize) -> String {
    lines.get(line.wrapping_sub(1)).map(|l| l.trim().to_string()).unwrap_or_default()
}

fn generic_names(g: &syn::Generics) -> Vec<String> {
    g.params
        .iter()
        .filter_map(|p| match p {
            syn::GenericParam::Type(t) => Some(t.ident.to_string()),
            syn::GenericParam::Const(c) => Some(c.ident.to_string()),
            _ => None,
        })
        .collect()
}

impl<'a> Collect<'a> {
    fn qual(&self, name: &str) -> String {
        if self.stack.is_empty() {
            name.to_string()
        } else {
            format!("{}.{}", self.stack.join("."), name)
        }
    }
    fn lines(&self) -> &'a [String] {
        &self.files[self.file].lines
    }
    fn add(&mut self, kind: &'static str, name: &str, head: Span, first: Option<Span>) {
        if self.in_fn > 0 {
            return;
        }
        let lines = self.lines();
        let line = head.start().line;
        let mut d = Def {
            file: self.files[self.file].rel.clone(),
            qualname: self.qual(name),
            kind,
            line,
            header: line_text(lines, line),
            first_body: String::new(),
            body_offset: 0,
        };
        if let Some(f) = first {
            let fl = f.start().line;
            if fl > line {
                d.first_body = line_text(lines, fl);
                d.body_offset = fl - line - 1;
            }
        }
        self.defs.push(d);
    }
    fn function(&mut self, kind: &'static str, attrs: &[syn::Attribute], sig: &'a syn::Signature, block: &'a syn::Block, head: Span) {
        let name = sig.ident.to_string();
        self.add(kind, &name, head, block.stmts.first().map(|s| s.span()));
        if self.in_fn == 0 && !is_test_attr(attrs) {
            let mut generics: Vec<String> = self.generics.iter().flatten().cloned().collect();
            generics.extend(generic_names(&sig.generics));
            self.targets.push(Target {
                file: self.files[self.file].rel.clone(),
                qualname: self.qual(&name),
                line: head.start().line,
                sig,
                block,
                owner: self.owner.clone(),
                generics,
            });
        }
    }
}

macro_rules! head_span {
    ($node:expr) => {{
        let mut copy = $node.clone();
        copy.attrs.clear();
        copy.span()
    }};
}

impl<'a> Visit<'a> for Collect<'a> {
    fn visit_item_fn(&mut self, i: &'a syn::ItemFn) {
        self.function("function", &i.attrs, &i.sig, &i.block, head_span!(i));
        self.stack.push(i.sig.ident.to_string());
        self.in_fn += 1;
        visit::visit_item_fn(self, i);
        self.in_fn -= 1;
        self.stack.pop();
    }
    fn visit_impl_item_method(&mut self, i: &'a syn::ImplItemMethod) {
        self.function("method", &i.attrs, &i.sig, &i.block, head_span!(i));
        self.stack.push(i.sig.ident.to_string());
        self.in_fn += 1;
        visit::visit_impl_item_method(self, i);
        self.in_fn -= 1;
        self.stack.pop();
    }
    fn visit_trait_item_method(&mut self, i: &'a syn::TraitItemMethod) {
        if let Some(block) = &i.default {
            self.function("method", &i.attrs, &i.sig, block, head_span!(i));
        }
        self.stack.push(i.sig.ident.to_string());
        self.in_fn += 1;
        visit::visit_trait_item_method(self, i);
        self.in_fn -= 1;
        self.stack.pop();
    }
    fn visit_item_struct(&mut self, i: &'a syn::ItemStruct) {
        let first = i.fields.iter().next().map(|f| f.span());
        self.add("struct", &i.ident.to_string(), head_span!(i), first);
    }
    fn visit_item_enum(&mut self, i: &'a syn::ItemEnum) {
        let first = i.variants.iter().next().map(|v| v.span());
        self.add("enum", &i.ident.to_string(), head_span!(i), first);
    }
    fn visit_item_union(&mut self, i: &'a syn::ItemUnion) {
        let first = i.fields.named.iter().next().map(|f| f.span());
        self.add("union", &i.ident.to_string(), head_span!(i), first);
    }
    fn visit_item_type(&mut self, i: &'a syn::ItemType) {
        self.add("type", &i.ident.to_string(), head_span!(i), Some(i.ty.span()));
    }
    fn visit_item_trait(&mut self, i: &'a syn::ItemTrait) {
        let first = i.items.first().map(|t| t.span());
        let name = i.ident.to_string();
        self.add("trait", &name, head_span!(i), first);
        let saved = self.owner.replace(name.clone());
        self.generics.push(generic_names(&i.generics));
        self.stack.push(name);
        visit::visit_item_trait(self, i);
        self.stack.pop();
        self.generics.pop();
        self.owner = saved;
    }
    fn visit_item_impl(&mut self, i: &'a syn::ItemImpl) {
        let name = type_name(&i.self_ty);
        if let Some((_, path, _)) = &i.trait_ {
            if let Some(seg) = path.segments.last() {
                self.impls.entry(name.clone()).or_default().insert(seg.ident.to_string());
            }
        }
        let saved = self.owner.replace(name.clone());
        self.generics.push(generic_names(&i.generics));
        self.stack.push(name);
        visit::visit_item_impl(self, i);
        self.stack.pop();
        self.generics.pop();
        self.owner = saved;
    }
    fn visit_item_mod(&mut self, i: &'a syn::ItemMod) {
        if i.content.is_none() || is_test_attr(&i.attrs) || i.ident == "tests" {
            return;
        }
        self.stack.push(i.ident.to_string());
        visit::visit_item_mod(self, i);
        self.stack.pop();
    }
}

/** The crate's definitions by name. */
struct Index {
    defs: Vec<Def>,
    free_fns: HashMap<String, Vec<usize>>,
    types: HashMap<String, Vec<usize>>,
    methods: HashMap<(String, String), Vec<usize>>,
    impls: HashMap<String, HashSet<String>>,
    modules: HashSet<String>,
}

fn last_name(qualname: &str) -> (String, String) {
    match qualname.rfind('.') {
        Some(i) => {
            let owner = &qualname[..i];
            let owner = owner.rsplit('.').next().unwrap_or(owner);
            (owner.to_string(), qualname[i + 1..].to_string())
        }
        None => (String::new(), qualname.to_string()),
    }
}

impl Index {
    fn new(defs: Vec<Def>, impls: HashMap<String, HashSet<String>>, modules: HashSet<String>) -> Index {
        let mut ix = Index { defs, free_fns: HashMap::new(), types: HashMap::new(), methods: HashMap::new(), impls, modules };
        for (n, d) in ix.defs.iter().enumerate() {
            let (owner, name) = last_name(&d.qualname);
            match d.kind {
                "function" => ix.free_fns.entry(name).or_default().push(n),
                "method" => ix.methods.entry((owner, name)).or_default().push(n),
                _ => ix.types.entry(name).or_default().push(n),
            }
        }
        ix
    }
    fn one(v: Option<&Vec<usize>>) -> Option<usize> {
        match v {
            Some(v) if v.len() == 1 => Some(v[0]),
            _ => None,
        }
    }
    fn type_def(&self, name: &str) -> Option<usize> {
        Index::one(self.types.get(name))
    }
    fn method(&self, owner: &str, name: &str) -> Option<usize> {
        if let Some(m) = self.methods.get(&(owner.to_string(), name.to_string())) {
            return if m.len() == 1 { Some(m[0]) } else { None };
        }
        let traits = self.impls.get(owner)?;
        let found: Vec<usize> = traits.iter().filter_map(|t| Index::one(self.methods.get(&(t.clone(), name.to_string())))).collect();
        if found.len() == 1 {
            Some(found[0])
        } else {
            None
        }
    }
}

const PRELUDE: &[&str] = &["Option", "Result", "Some", "None", "Ok", "Err", "Box", "Vec", "String", "Iterator", "Default", "Clone", "Copy", "Send", "Sync", "Sized", "Drop", "Fn", "FnMut", "FnOnce", "From", "Into", "ToString", "ToOwned", "IntoIterator", "Extend", "PartialEq", "Eq", "PartialOrd", "Ord", "AsRef", "AsMut", "DoubleEndedIterator", "ExactSizeIterator", "TryFrom", "TryInto", "FromIterator"];

/** Names a file binds with `use` from outside the crate (the last segment or its rename). */
fn external_names(file: &syn::File, modules: &HashSet<String>) -> (HashSet<String>, HashSet<String>) {
    fn walk(tree: &syn::UseTree, first: Option<&str>, modules: &HashSet<String>, ext: &mut HashSet<String>, local: &mut HashSet<String>) {
        let is_local = |f: Option<&str>| matches!(f, Some("crate") | Some("self") | Some("super")) || f.map_or(false, |f| modules.contains(f));
        match tree {
            syn::UseTree::Path(p) => {
                let f = first.or(Some(&p.ident.to_string())).map(|s| s.to_string());
                walk(&p.tree, f.as_deref(), modules, ext, local)
            }
            syn::UseTree::Name(n) => {
                let name = n.ident.to_string();
                if is_local(first.or(Some(&name))) { local.insert(name) } else { ext.insert(name) };
            }
            syn::UseTree::Rename(r) => {
                let name = r.rename.to_string();
                if is_local(first.or(Some(&r.ident.to_string()))) { local.insert(name) } else { ext.insert(name) };
            }
            syn::UseTree::Glob(_) => {}
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    walk(t, first, modules, ext, local);
                }
            }
        }
    }
    struct Uses<'m> {
        modules: &'m HashSet<String>,
        ext: HashSet<String>,
        local: HashSet<String>,
    }
    impl<'ast, 'm> Visit<'ast> for Uses<'m> {
        fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
            walk(&u.tree, None, self.modules, &mut self.ext, &mut self.local)
        }
    }
    let mut v = Uses { modules, ext: HashSet::new(), local: HashSet::new() };
    v.visit_file(file);
    let (mut ext, local) = (v.ext, v.local);
    for l in &local {
        ext.remove(l);
    }
    (ext, local)
}

/** Local bindings of a function: parameters, `let`, closures, match arms. */
struct Locals(HashSet<String>);
impl<'ast> Visit<'ast> for Locals {
    fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
        self.0.insert(p.ident.to_string());
        visit::visit_pat_ident(self, p);
    }
}

/** Pass 2: the dependencies a target's body names. */
struct Deps<'x> {
    ix: &'x Index,
    owner: Option<String>,
    generics: HashSet<String>,
    locals: HashSet<String>,
    external: &'x HashSet<String>,
    local_uses: &'x HashSet<String>,
    file: String,
    me: String,
    found: Vec<(usize, &'static str)>,
}

impl<'x> Deps<'x> {
    fn push(&mut self, n: usize, via: &'static str) {
        let d = &self.ix.defs[n];
        if d.file == self.file && d.qualname == self.me {
            return;
        }
        if !self.found.iter().any(|(m, _)| *m == n) {
            self.found.push((n, via));
        }
    }
    fn type_named(&self, name: &str) -> Option<usize> {
        if name == "Self" || self.generics.contains(name) || self.external.contains(name) {
            return None;
        }
        let n = self.ix.type_def(name)?;
        if PRELUDE.contains(&name) && self.ix.defs[n].file != self.file && !self.local_uses.contains(name) {
            return None;
        }
        Some(n)
    }
    fn path(&mut self, p: &syn::Path) {
        let segs: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        let first = match segs.first() {
            Some(f) => f.as_str(),
            None => return,
        };
        if p.leading_colon.is_some() || matches!(first, "std" | "core" | "alloc") || (self.external.contains(first) && segs.len() > 1) {
            return;
        }
        let mut owner: Option<String> = None;
        for (i, s) in segs.iter().enumerate() {
            let last = i + 1 == segs.len();
            if s == "Self" {
                owner = self.owner.clone();
                continue;
            }
            if let Some(o) = owner.take() {
                if let Some(m) = self.ix.method(&o, s) {
                    self.push(m, "path");
                    continue;
                }
            }
            if let Some(t) = self.type_named(s) {
                self.push(t, "type");
                owner = Some(s.clone());
                continue;
            }
            if last && !(segs.len() == 1 && (self.locals.contains(s) || self.external.contains(s))) {
                if let Some(f) = Index::one(self.ix.free_fns.get(s)) {
                    // `Ok(..)` is the prelude's unless the file defines or imports the crate's own.
                    if !(segs.len() == 1 && PRELUDE.contains(&s.as_str()) && self.ix.defs[f].file != self.file && !self.local_uses.contains(s)) {
                        self.push(f, "call");
                    }
                }
            }
        }
    }
}

impl<'ast, 'x> Visit<'ast> for Deps<'x> {
    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.path(p);
        visit::visit_path(self, p);
    }
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        if let syn::Expr::Path(r) = &*m.receiver {
            if r.path.is_ident("self") {
                if let Some(o) = self.owner.clone() {
                    if let Some(n) = self.ix.method(&o, &m.method.to_string()) {
                        self.push(n, "method");
                    }
                }
            }
        }
        visit::visit_expr_method_call(self, m);
    }
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(args) = mac.parse_body_with(parser) {
            for e in args.iter() {
                self.visit_expr(e);
            }
        }
        visit::visit_macro(self, mac);
    }
    // Items declared inside the body are not the body's own code.
    fn visit_item(&mut self, _: &'ast syn::Item) {}
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = std::path::Path::new(&args[0]);
    let mut files: Vec<FileData> = Vec::new();
    let mut modules: HashSet<String> = HashSet::new();
    for rel in &args[1..] {
        let text = match std::fs::read_to_string(root.join(rel)) {
            Ok(t) => t,
            Err(_) => continue,
        };
        let ast = match syn::parse_file(&text) {
            Ok(f) => f,
            Err(_) => continue,
        };
        if let Some(stem) = std::path::Path::new(rel).file_stem().and_then(|s| s.to_str()) {
            modules.insert(stem.to_string());
        }
        if let Some(dir) = std::path::Path::new(rel).parent().and_then(|p| p.file_name()).and_then(|s| s.to_str()) {
            modules.insert(dir.to_string());
        }
        files.push(FileData { rel: rel.clone(), lines: text.lines().map(|l| l.to_string()).collect(), ast });
    }
    let mut c = Collect { file: 0, files: &files, stack: Vec::new(), in_fn: 0, owner: None, generics: Vec::new(), defs: Vec::new(), impls: HashMap::new(), targets: Vec::new() };
    for (n, f) in files.iter().enumerate() {
        c.file = n;
        c.stack.clear();
        struct Mods<'m>(&'m mut HashSet<String>);
        impl<'ast, 'm> Visit<'ast> for Mods<'m> {
            fn visit_item_mod(&mut self, i: &'ast syn::ItemMod) {
                self.0.insert(i.ident.to_string());
                visit::visit_item_mod(self, i);
            }
        }
        Mods(&mut modules).visit_file(&f.ast);
        c.visit_file(&f.ast);
    }
    let targets = std::mem::take(&mut c.targets);
    let ix = Index::new(std::mem::take(&mut c.defs), std::mem::take(&mut c.impls), modules);
    let mut uses: HashMap<String, (HashSet<String>, HashSet<String>)> = HashMap::new();
    for f in &files {
        uses.insert(f.rel.clone(), external_names(&f.ast, &ix.modules));
    }
    let mut seen: HashMap<(String, String), usize> = HashMap::new();
    for t in &targets {
        *seen.entry((t.file.clone(), t.qualname.clone())).or_default() += 1;
    }
    for t in &targets {
        if seen[&(t.file.clone(), t.qualname.clone())] != 1 || t.block.stmts.len() < 3 {
            continue;
        }
        let lines = &files.iter().find(|f| f.rel == t.file).unwrap().lines;
        let open = t.block.brace_token.span.start().line;
        let close = t.block.brace_token.span.end().line;
        let first = t.block.stmts[0].span().start().line;
        if !line_text(lines, open).ends_with('{') || line_text(lines, close) != "}" || first <= open || close <= first {
            continue;
        }
        let mut locals = Locals(HashSet::new());
        locals.visit_signature(t.sig);
        locals.visit_block(t.block);
        let (external, local_uses) = &uses[&t.file];
        let mut d = Deps { ix: &ix, owner: t.owner.clone(), generics: t.generics.iter().cloned().collect(), locals: locals.0, external, local_uses, file: t.file.clone(), me: t.qualname.clone(), found: Vec::new() };
        d.visit_block(t.block);
        if d.found.len() < 2 {
            continue;
        }
        let first_line = &lines[first - 1];
        let indent: String = first_line.chars().take_while(|c| c.is_whitespace()).collect();
        let deps: Vec<String> = d
            .found
            .iter()
            .map(|(n, via)| {
                let x = &ix.defs[*n];
                format!(
                    "{{\"file\":\"{}\",\"name\":\"{}\",\"kind\":\"{}\",\"line\":{},\"header\":\"{}\",\"firstBody\":\"{}\",\"bodyOffset\":{},\"via\":\"{}\"}}",
                    esc(&x.file), esc(&x.qualname), x.kind, x.line, esc(&x.header), esc(&x.first_body), x.body_offset, via
                )
            })
            .collect();
        println!(
            "{{\"file\":\"{}\",\"qualname\":\"{}\",\"defLine\":{},\"bodyStart\":{},\"bodyEnd\":{},\"indent\":\"{}\",\"deps\":[{}]}}",
            esc(&t.file), esc(&t.qualname), t.line, open + 1, close - 1, esc(&indent), deps.join(",")
        );
    }
}
