//! The parse oracle of bench:parse-rust: reads Rust files with `syn` (the parser of the Rust
//! macro ecosystem, full syntax) and prints, per file, one JSON line: the definitions as the
//! DyCoder front end lists them (kind, qualname, first and last line, attributes excluded), or the
//! syntax error syn reports. Paths come as arguments, or one per line on stdin.
use proc_macro2::Span;
use std::io::BufRead;
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

struct Def {
    kind: &'static str,
    qualname: String,
    start: usize,
    end: usize,
}

struct Walk {
    stack: Vec<String>,
    defs: Vec<Def>,
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

/** The self type's name of an impl: the last path segment, through references, pointers and `dyn`. */
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

impl Walk {
    fn qual(&self, name: &str) -> String {
        if self.stack.is_empty() {
            name.to_string()
        } else {
            format!("{}.{}", self.stack.join("."), name)
        }
    }
    fn add(&mut self, kind: &'static str, name: &str, span: Span) {
        let qualname = self.qual(name);
        self.defs.push(Def { kind, qualname, start: span.start().line, end: span.end().line });
    }
}

macro_rules! span_without_attrs {
    ($node:expr) => {{
        let mut copy = $node.clone();
        copy.attrs.clear();
        copy.span()
    }};
}

impl<'ast> Visit<'ast> for Walk {
    fn visit_item_fn(&mut self, i: &'ast syn::ItemFn) {
        self.add("fn", &i.sig.ident.to_string(), span_without_attrs!(i));
        self.stack.push(i.sig.ident.to_string());
        visit::visit_item_fn(self, i);
        self.stack.pop();
    }
    fn visit_impl_item_method(&mut self, i: &'ast syn::ImplItemMethod) {
        self.add("method", &i.sig.ident.to_string(), span_without_attrs!(i));
        self.stack.push(i.sig.ident.to_string());
        visit::visit_impl_item_method(self, i);
        self.stack.pop();
    }
    fn visit_trait_item_method(&mut self, i: &'ast syn::TraitItemMethod) {
        let kind = if i.default.is_some() { "method" } else { "signature" };
        self.add(kind, &i.sig.ident.to_string(), span_without_attrs!(i));
        self.stack.push(i.sig.ident.to_string());
        visit::visit_trait_item_method(self, i);
        self.stack.pop();
    }
    fn visit_foreign_item_fn(&mut self, i: &'ast syn::ForeignItemFn) {
        self.add("extern", &i.sig.ident.to_string(), span_without_attrs!(i));
    }
    fn visit_foreign_item_static(&mut self, i: &'ast syn::ForeignItemStatic) {
        self.add("static", &i.ident.to_string(), span_without_attrs!(i));
    }
    fn visit_foreign_item_type(&mut self, i: &'ast syn::ForeignItemType) {
        self.add("type", &i.ident.to_string(), span_without_attrs!(i));
    }
    fn visit_item_struct(&mut self, i: &'ast syn::ItemStruct) {
        self.add("struct", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_item_struct(self, i);
    }
    fn visit_item_enum(&mut self, i: &'ast syn::ItemEnum) {
        self.add("enum", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_item_enum(self, i);
    }
    fn visit_item_union(&mut self, i: &'ast syn::ItemUnion) {
        self.add("union", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_item_union(self, i);
    }
    fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
        self.add("trait", &i.ident.to_string(), span_without_attrs!(i));
        self.stack.push(i.ident.to_string());
        visit::visit_item_trait(self, i);
        self.stack.pop();
    }
    fn visit_item_type(&mut self, i: &'ast syn::ItemType) {
        self.add("type", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_item_type(self, i);
    }
    fn visit_impl_item_type(&mut self, i: &'ast syn::ImplItemType) {
        self.add("type", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_impl_item_type(self, i);
    }
    fn visit_trait_item_type(&mut self, i: &'ast syn::TraitItemType) {
        self.add("type", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_trait_item_type(self, i);
    }
    fn visit_item_mod(&mut self, i: &'ast syn::ItemMod) {
        if i.content.is_some() {
            self.add("mod", &i.ident.to_string(), span_without_attrs!(i));
            self.stack.push(i.ident.to_string());
            visit::visit_item_mod(self, i);
            self.stack.pop();
        }
    }
    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        let name = type_name(&i.self_ty);
        self.add("impl", &name, span_without_attrs!(i));
        self.stack.push(name);
        visit::visit_item_impl(self, i);
        self.stack.pop();
    }
    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.add("const", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_item_const(self, i);
    }
    fn visit_impl_item_const(&mut self, i: &'ast syn::ImplItemConst) {
        self.add("const", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_impl_item_const(self, i);
    }
    fn visit_trait_item_const(&mut self, i: &'ast syn::TraitItemConst) {
        self.add("const", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_trait_item_const(self, i);
    }
    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.add("static", &i.ident.to_string(), span_without_attrs!(i));
        visit::visit_item_static(self, i);
    }
    fn visit_item_macro(&mut self, i: &'ast syn::ItemMacro) {
        if let Some(ident) = &i.ident {
            if i.mac.path.is_ident("macro_rules") {
                self.add("macro", &ident.to_string(), span_without_attrs!(i));
            }
        }
    }
}

fn one(path: &str) -> String {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return format!("{{\"file\":\"{}\",\"error\":\"{}\",\"line\":0}}", esc(path), esc(&e.to_string())),
    };
    match syn::parse_file(&text) {
        Err(e) => format!("{{\"file\":\"{}\",\"error\":\"{}\",\"line\":{}}}", esc(path), esc(&e.to_string()), e.span().start().line),
        Ok(file) => {
            let mut w = Walk { stack: Vec::new(), defs: Vec::new() };
            w.visit_file(&file);
            let defs: Vec<String> = w
                .defs
                .iter()
                .map(|d| format!("{{\"kind\":\"{}\",\"qualname\":\"{}\",\"start\":{},\"end\":{}}}", d.kind, esc(&d.qualname), d.start, d.end))
                .collect();
            format!("{{\"file\":\"{}\",\"definitions\":[{}]}}", esc(path), defs.join(","))
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        for line in std::io::stdin().lock().lines().flatten() {
            if !line.trim().is_empty() {
                println!("{}", one(line.trim()));
            }
        }
    } else {
        for a in &args {
            println!("{}", one(a));
        }
    }
}
