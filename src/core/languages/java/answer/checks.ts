/**
 * What javac would refuse in a Java body past the grammar, checked against the types the job read
 * (type-view.ts): an unqualified call must name a method of an enclosing class, its bases, or a
 * static import; a call on a receiver whose type the graph holds (`this`, a typed parameter, local
 * or field, a type's static method) must name one of its members and fit one overload's arguments
 * (varargs included); `new T(...)` must fit a constructor; a type the body names that the file
 * neither declares nor imports becomes a needed import (a repository type by its file's package,
 * a JDK type from jdk-types.ts; the same package needs none). Where a base or a static on-demand
 * import is unknown, or the body declares a class of its own, a name not found is a warning: the
 * unknown part may declare it.
 */
import { generatedTypeName } from './generated-types.js';
import type { Definition, ImportBinding, ParsedModule } from '../../types.js';
import type { NeededImport } from '../../../generate/types.js';
import type { JavaBodyFacts, LocalClassFrame } from './body-calls.js';
import { JAVA_BUILTINS } from './builtins.js';
import { jdkBaseMethods, OBJECT_METHODS } from './jdk-members.js';
import { JDK_METHOD_NAMES } from './jdk-method-names.js';
import { JDK_TYPES } from './jdk-types.js';
import { jdkQualifiedBase, jdkTypeMembers } from './jdk-type-table.js';
import { importFor } from './needed-imports.js';
import { javaLangShadow } from './java-lang-shadow.js';
import { closeNames, isTypeName, list, takes, typeParams } from './check-text.js';
import { fits, isJdkType, jdkStaticMembers, jdkTableStaticMembers, shapeOf, type ArityShape, type JavaMembers, type JavaTypeRef, type JavaTypeView } from './type-view.js';

export interface JavaCheckInput {
  file: string;
  newSource: string;
  /** The repository's Java paths as far as known (the snapshot's list, else the files read). */
  files: readonly string[];
  reparsed: ParsedModule;
  def: Definition;
  bodyStart: number;
  bodyEnd: number;
  facts: JavaBodyFacts;
  view: JavaTypeView;
  readFiles: ReadonlyMap<string, string>;
  knownNames: ReadonlySet<string>;
  /** `files` is the snapshot's whole list (not only the files read). */
  filesComplete: boolean;
}

export interface JavaFindings {
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
}

export function checkJavaBody(input: JavaCheckInput): JavaFindings {
  const { file, reparsed, def, view, facts } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  const inBody = (bodyLine: number): boolean => bodyLine >= 1 && bodyLine <= input.bodyEnd - input.bodyStart + 1;
  // Enclosing types, innermost first.
  const enclosing: JavaTypeRef[] = [];
  for (let s = def.parent; s !== undefined; s = s.includes('.') ? s.slice(0, s.lastIndexOf('.')) : undefined) {
    const t = reparsed.definitions.find((d) => d.kind === 'class' && d.qualname === s);
    if (t !== undefined) enclosing.push({ file, parsed: reparsed, def: t });
  }
  const memberOf = enclosing.map((t) => view.members(t));
  const tparams = new Set([def, ...enclosing.map((t) => t.def)].flatMap((d) => typeParams(d.signature)));
  const params = new Set(def.parameters);
  const sourceLines = input.newSource.split('\n');
  const isStatic = (b: ImportBinding): boolean => /^\s*import\s+static\b/.test(sourceLines[b.line - 1] ?? '');
  const staticImports = reparsed.imports.filter((b) => b.boundName !== '*' && /^[a-z]/.test(b.boundName) && isStatic(b));
  const staticOnDemand = reparsed.imports.filter((b) => b.boundName === '*' && isStatic(b));
  // `import static T.*;` of a type nobody here read: any member (undefined), or for a JDK type any JDK method name.
  // A JDK type of jdk-type-table.ts's table (an internal one such as jdk.internal.vm.vector.VectorSupport too) brings its listed
  // members, unless the repository has that package itself.
  const staticTypes: (JavaMembers | undefined)[] = staticOnDemand.map((b) => {
    const t = view.resolve(b.module, file);
    if (t !== undefined) return view.members(t);
    const pkg = b.module.slice(0, Math.max(0, b.module.lastIndexOf('.')));
    const table = view.packages.packageDirs(file, pkg).length === 0 ? jdkTableStaticMembers(b.module) : undefined;
    return table ?? (isJdkType(b.module, reparsed) ? jdkStaticMembers() : undefined);
  });
  // `import a.b.Outer.*;` (not static): the member types of Outer; any type name when Outer was not read.
  const typeOnDemand = reparsed.imports.filter((b) => b.boundName === '*' && !isStatic(b) && /(^|\.)[A-Z][\w$]*$/.test(b.module)).map((b) => {
    const t = view.resolve(b.module, file);
    return t === undefined ? undefined : view.members(t);
  });
  // Every file of the package read: a type none of them declares is certainly not a package type.
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  const packageRead = input.filesComplete && input.files.every((f) => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '') !== dir || input.readFiles.has(f));
  const scopeOpen = input.facts.declaresClass || memberOf.some((m) => m.open) || staticTypes.some((m) => m === undefined || m.open);

  /** A method name visible unqualified: the shapes of the innermost type that has it, or 'static'/'unknown'. */
  const lookup = (name: string): { shapes: ArityShape[]; members: JavaMembers } | 'static' | undefined => {
    for (let i = 0; i < enclosing.length; i++) {
      const shapes = memberOf[i]!.methods.get(name);
      if (shapes !== undefined) return { shapes, members: memberOf[i]! };
    }
    if (staticImports.some((b) => b.boundName === name)) return 'static';
    for (const m of staticTypes) if (m?.methods.has(name) === true) return 'static';
    return undefined;
  };
  const openFor = (name: string): boolean => memberOf.some((m) => m.mayHave(name)) || staticTypes.some((m) => m === undefined || m.mayHave(name));
  /** Whether one of a local or anonymous class's bases (as the body writes them) has the method, may have it, or certainly not. */
  const inBases = (name: string, bases: readonly string[], found?: (m: JavaMembers) => void): 'found' | 'open' | 'absent' => {
    let open = false;
    for (const b of bases) {
      const t = view.resolve(b, file, def.parent);
      const known = t === undefined ? jdkBaseMethods(b) : undefined;
      const q = t === undefined && known === undefined ? jdkQualifiedBase(b.replace(/<[\s\S]*$/, ''), reparsed) : undefined;
      const exact = q === undefined ? undefined : jdkTypeMembers(q);
      if (t !== undefined) {
        const m = view.members(t);
        if (m.methods.has(name)) {
          found?.(m);
          return 'found';
        }
        if (m.mayHave(name)) open = true;
      } else if (known !== undefined) {
        if (known.has(name)) return 'found';
      } else if (exact !== undefined) {
        if (exact.methods.has(name)) return 'found';
        if (!exact.complete && JDK_METHOD_NAMES.has(name)) open = true;
      } else if (!isJdkType(b, reparsed) || JDK_METHOD_NAMES.has(name)) open = true;
    }
    return open ? 'open' : 'absent';
  };
  /**
   * Inside anonymous/local classes: whether one of them (or its base) has the method, may have it, or certainly not. `shapes`
   * hears the innermost frame's repository base's members when that base has the method and no frame inside it may (javac
   * looks no further out than the innermost class with a method of that name: its overloads alone must fit).
   */
  const inFrames = (name: string, frames: readonly LocalClassFrame[], shapes?: (m: JavaMembers) => void): 'found' | 'open' | 'absent' => {
    let open = false;
    for (const f of [...frames].reverse()) {
      if (f.methods.has(name) || OBJECT_METHODS.has(name)) return 'found';
      const inBase = inBases(name, f.bases, open ? undefined : shapes);
      if (inBase === 'found') return 'found';
      if (inBase === 'open') open = true;
    }
    return open ? 'open' : 'absent';
  };

  // The type of a receiver name, when the code says it plainly.
  const fieldType = (name: string): string | undefined => {
    for (const t of enclosing) {
      const attr = t.def.attributes.find((a) => a.name === name);
      if (attr !== undefined) return attr.annotation?.join('.');
    }
    return undefined;
  };
  // An all-capitals name is a constant unless a JDK or repository type has it (`URL`, `UUID`).
  const typeLike = (n: string): boolean =>
    isTypeName(n) || (/^[A-Z][A-Z0-9_$]*$/.test(n) && (JDK_TYPES.has(n) || input.files.some((f) => f === `${n}.java` || f.endsWith(`/${n}.java`))));
  /** The receiver's type, and whether the name is the type itself (`Type.m(...)`: a static call). */
  /** The type a receiver name (a local, parameter or field) is declared with, when the code says it plainly; null: none known. */
  const declaredType = (head: string): string | undefined | null => {
    const declared = facts.localTypes.get(head);
    if (declared !== undefined || params.has(head)) {
      if (declared !== undefined && (declared.size !== 1 || declared.has(''))) return null;
      const hint = def.typeHints?.[head];
      return hint?.via === 'annotation' ? hint.chains[0]?.join('.') : undefined;
    }
    return def.locals.includes(head) ? null : fieldType(head);
  };
  const receiverType = (head: string): { type: JavaTypeRef; isType: boolean } | undefined => {
    const type = declaredType(head);
    if (type === null) return undefined;
    // `I18N.getString(...)`: an all-capitals name of a type is a type too.
    if (type === undefined && typeLike(head)) {
      const t = view.resolve(head, file, def.parent);
      return t === undefined ? undefined : { type: t, isType: true };
    }
    if (type === undefined || tparams.has(type.split('.')[0]!)) return undefined;
    const t = view.resolve(type, file, def.parent);
    return t === undefined ? undefined : { type: t, isType: false };
  };
  /**
   * A receiver declared with a JDK type the repository does not define (`ZipOutputStream output`, imported from java.util.zip):
   * its members are JDK methods, every one of whose names jdk-method-names.ts lists (inherited ones too), so a name outside
   * that list is certainly not one of them (session 20: ant's jlink, `output.putNextEntryAll(...)`, passed unchecked).
   */
  const jdkReceiver = (head: string): string | undefined => {
    const type = declaredType(head);
    if (typeof type !== 'string' || tparams.has(type.split('.')[0]!) || !/^[\w$.]+$/.test(type)) return undefined;
    return view.resolve(type, file, def.parent) === undefined && isJdkType(type, reparsed) ? type : undefined;
  };

  const reported = new Set<string>();
  const report = (key: string, msg: string, certain: boolean): void => {
    if (reported.has(key)) return;
    reported.add(key);
    (certain ? errors : warnings).push(msg);
  };
  const where = enclosing[0]?.def.name ?? 'this class';

  /** `Module.m(...)` where no repository type of that name is in scope: java.lang's, checked after the names below. */
  const javaLangCalls: { head: string; member: string }[] = [];
  for (const call of facts.calls) {
    if (!inBody(call.line)) continue;
    const at = `(body line ${call.line})`;
    if (call.chain.length === 1) {
      const name = call.chain[0]!;
      let base: JavaMembers | undefined;
      const framed = call.frames.length === 0 ? 'absent' : inFrames(name, call.frames, (m) => { base = m; });
      if (framed === 'found') {
        const shapes = base?.methods.get(name);
        if (base !== undefined && shapes !== undefined && !base.mayFit(name, call.args) && !shapes.some((s) => fits(s, call.args))) {
          report(`arity:${name}:${call.args}`, `\`${name}\` takes ${takes(shapes)} argument(s), the body passes ${call.args} ${at}.`, true);
        }
        continue;
      }
      const found = lookup(name);
      if (found === undefined) {
        const hint = closeNames(name, [...new Set(memberOf.flatMap((m) => [...m.methods.keys()]))]);
        const sure = framed === 'absent' && !openFor(name) && !input.knownNames.has(name);
        // A base nobody read may declare it: said only when nothing else could (no false alarm on inherited calls).
        if (!sure && (framed === 'open' || openFor(name))) continue;
        report(`call:${name}`, `\`${name}(...)\` is not a method of \`${where}\`${enclosing.length > 1 ? ', its enclosing classes' : ''} or its bases${sure ? '' : ' as far as they were read'}, nor statically imported${hint.length > 0 ? `; ${list(hint)} ${hint.length === 1 ? 'is' : 'are'}` : ''}.`, sure);
      } else if (found !== 'static' && framed === 'absent' && !found.members.mayFit(name, call.args) && !found.shapes.some((s) => fits(s, call.args))) {
        report(`arity:${name}:${call.args}`, `\`${name}\` takes ${takes(found.shapes)} argument(s), the body passes ${call.args} ${at}.`, true);
      }
      continue;
    }
    const [head, member] = call.chain.length === 2 ? call.chain : call.chain[0] === 'this' && call.chain.length === 3 ? [call.chain[1]!, call.chain[2]!] : [undefined, undefined];
    if (head === undefined || member === undefined || head === 'super()') continue;
    const receiver = head === 'this' ? (call.frames.length > 0 || enclosing[0] === undefined ? undefined : { type: enclosing[0], isType: false }) : receiverType(head);
    if (receiver === undefined) {
      if (JAVA_BUILTINS.has(head) && isTypeName(head)) javaLangCalls.push({ head, member });
      const jdk = head === 'this' ? undefined : jdkReceiver(head);
      if (jdk !== undefined && !JDK_METHOD_NAMES.has(member)) {
        report(`member:${head}.${member}`, `\`${head}.${member}(...)\`: \`${jdk}\` (JDK) has no method \`${member}\` (no JDK type has one).`, true);
      }
      continue;
    }
    const type = receiver.type;
    const m = head === 'this' ? memberOf[0]! : receiver.isType ? view.staticMembers(type) : view.members(type);
    const shapes = m.methods.get(member);
    if (shapes === undefined) {
      if (m.mayHave(member)) continue;
      const own = [...m.methods.keys()].filter((n) => !OBJECT_METHODS.has(n));
      const close = closeNames(member, own);
      const hint = close.length > 0 ? close : own.slice(0, 8);
      report(`member:${head}.${member}`, `\`${head}.${member}(...)\`: \`${type.def.name}\` has no method \`${member}\`${hint.length > 0 ? `; it has ${list(hint)}` : ''}.`, true);
    } else if (!m.mayFit(member, call.args) && !shapes.some((s) => fits(s, call.args))) {
      report(`arity:${head}.${member}:${call.args}`, `\`${head}.${member}\` takes ${takes(shapes)} argument(s), the body passes ${call.args} ${at}.`, true);
    }
  }

  // `@Override` on a method of an anonymous or local class: a base must declare it (javac: "does not override").
  for (const f of facts.frames) {
    for (const o of f.overrides) {
      if (!inBody(o.line) || OBJECT_METHODS.has(o.name) || inBases(o.name, f.bases) !== 'absent') continue;
      const what = f.bases.length === 0 ? 'its class has no base besides Object' : `${list(f.bases)} ${f.bases.length === 1 ? 'declares' : 'declare'} no method \`${o.name}\``;
      report(`override:${o.name}`, `\`${o.name}\` is marked @Override but ${what} (body line ${o.line}).`, true);
    }
  }

  for (const c of facts.creations) {
    if (!inBody(c.line) || tparams.has(c.type[0]!)) continue;
    const t = view.resolve(c.type.join('.'), file, def.parent);
    if (t === undefined || t.def.declKind === 'enum' || (t.def.declKind === 'interface' && !c.anonymous)) continue;
    const ctors = t.parsed.definitions.filter((d) => d.parent === t.def.qualname && d.declKind === 'constructor').map(shapeOf);
    if (ctors.length === 0) ctors.push({ count: t.def.declKind === 'record' ? t.def.attributes.length : 0, varargs: false });
    if (!ctors.some((s) => fits(s, c.args))) report(`new:${t.def.name}:${c.args}`, `\`new ${t.def.name}(...)\` passes ${c.args} argument(s); its constructors take ${takes(ctors)} (body line ${c.line}).`, true);
  }

  // Names: types to import, variables and fields nothing declares.
  // A type name of this file is in scope where javac binds it: a top-level type, or a member type of an enclosing type (its
  // inherited member types are in memberOf's names). A type nested elsewhere in the file (`IncludeParser.Inclusion.Kind` used
  // in IncludeParser's own methods) needs an import or a qualified name (importFor gives the import).
  const declaredTypes = new Set(reparsed.definitions.filter((d) => d.kind === 'class' && d.parent === undefined).map((d) => d.name));
  const enclosingNames = new Set(enclosing.map((t) => t.def.qualname));
  const nestedOnly = new Set(reparsed.definitions.filter((d) => d.kind === 'class' && d.parent !== undefined && !enclosingNames.has(d.parent)).map((d) => d.name));
  for (const d of reparsed.definitions) if (d.kind === 'class' && (d.parent === undefined || enclosingNames.has(d.parent))) nestedOnly.delete(d.name);
  const fileNames = new Set(reparsed.definitions.filter((d) => !(isTypeName(d.name) && nestedOnly.has(d.name))).map((d) => d.name));
  const imported = new Set(reparsed.imports.map((b) => b.boundName));
  const inherited = new Set(memberOf.flatMap((m) => [...m.names]));
  // `import static a.b.T.*;` brings T's static members, never T itself (a member type cannot share its enclosing type's name).
  const staticOwner = staticOnDemand.map((b) => b.module.slice(b.module.lastIndexOf('.') + 1));
  const boundHere = (n: string): boolean =>
    staticTypes.some((m, i) => (m === undefined && n !== staticOwner[i]) || (m !== undefined && ((m.openNames === true && !isTypeName(n)) || m.names.has(n) || m.mayHave(n)))) ||
    (isTypeName(n) && typeOnDemand.some((m) => m === undefined || m.names.has(n) || m.openAny)) || params.has(n) || def.locals.includes(n) || facts.localTypes.has(n) || tparams.has(n) || fileNames.has(n) || imported.has(n) || inherited.has(n) || declaredTypes.has(n);
  const bound = (n: string): boolean => JAVA_BUILTINS.has(n) || boundHere(n);
  // A java.lang type's name the file binds no other way (a repository `Module` shadows it only when imported).
  for (const { head, member } of javaLangCalls) {
    if (boundHere(head) || memberOf.some((m) => m.openAny)) continue;
    const found = javaLangShadow(head, member, { file, source: input.newSource, parsed: reparsed, readFiles: input.readFiles, files: input.files, view });
    if (found !== undefined && !imports.some((i) => i.text === found.text)) imports.push(found);
  }
  for (const ref of def.references) {
    const head = ref.chain[0];
    if (head === undefined || ref.line < input.bodyStart || ref.line > input.bodyEnd || head === 'this' || head === 'super()' || bound(head)) continue;
    if (ref.kind === 'call' && ref.chain.length === 1) continue;
    if (ref.kind === 'decorator') continue;
    // `com.example.Type.m()`: a qualified name starting at a package.
    if (/^[a-z]/.test(head) && ref.chain.length >= 3 && ref.chain.slice(1).some((s) => /^[A-Z]/.test(s))) continue;
    if (typeLike(head)) {
      // `AutoValue_Outer_Inner`: written by an annotation processor at build time, declared in no source.
      if (generatedTypeName(head, input.newSource)) continue;
      const found = importFor(head, file, input.newSource, reparsed, input.readFiles, input.files, view);
      if (found === 'maybe') continue;
      if (found !== undefined) {
        if (!imports.some((i) => i.text === found.text)) imports.push(found);
        continue;
      }
      const sure = !scopeOpen && packageRead && !input.knownNames.has(head);
      // A base nobody read may declare it as a member type (an inherited nested class): no false alarm.
      if (!sure && memberOf.some((m) => m.openAny)) continue;
      report(`type:${head}`, `\`${head}\` is not a type this file declares or imports, nor one of its package${sure ? '' : ' as far as it was read'} or java.lang.`, sure);
    } else if (!scopeOpen) {
      // Where a base nobody read may declare it (an inherited field), nothing is said: no false alarm.
      report(`name:${head}`, `\`${head}\` is not declared in the method, \`${where}\`${scopeOpen ? ' (as far as its bases were read)' : ' or its bases'}, or this file's imports.`, !scopeOpen && !input.knownNames.has(head));
    }
  }
  return { errors, warnings, imports };
}
