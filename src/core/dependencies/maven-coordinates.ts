/**
 * A Java repository's dependencies as Maven coordinates, from its build files: pom.xml's `<dependencies>` (and
 * `<dependencyManagement>`'s, which give versions to the former) with `${property}` taken from `<properties>`, the
 * project's own `${project.version}` / `${project.groupId}`, and the parent's properties when its pom was read too; and
 * Gradle's literal `'group:artifact:version'` strings (build.gradle, build.gradle.kts; `$var` / `${var}` from a literal
 * `ext`/`val` assignment in the same files). A coordinate whose version stays unknown is kept without one (the adapter
 * may still find the artifact's only version). Pure: the caller reads the files.
 */
export interface MavenCoordinate {
  group: string;
  artifact: string;
  version?: string;
}

/** Only the build files' first MAX_BUILD_CHARS are read (a pom is a few KB; a generated one can be big). */
const MAX_BUILD_CHARS = 400_000;

/** The text of every `<tag>...</tag>` directly in `xml` (no nesting of the same tag inside). */
function elements(xml: string, tag: string): string[] {
  const out: string[] = [];
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  let at = 0;
  for (;;) {
    const a = xml.indexOf(open, at);
    if (a < 0) return out;
    const b = xml.indexOf(close, a + open.length);
    if (b < 0) return out;
    out.push(xml.slice(a + open.length, b));
    at = b + close.length;
  }
}

const first = (xml: string, tag: string): string | undefined => elements(xml, tag)[0]?.trim();
/** `xml` without the spans from each `open` to the next `close` (one linear pass; an unclosed span runs to the end). */
function cut(xml: string, open: string, close: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const a = xml.indexOf(open, at);
    if (a < 0) return out + xml.slice(at);
    out += xml.slice(at, a);
    const b = xml.indexOf(close, a + open.length);
    if (b < 0) return out;
    at = b + close.length;
  }
}
const stripComments = (xml: string): string => cut(xml.slice(0, MAX_BUILD_CHARS), '<!--', '-->');
const cutBlocks = (xml: string, tags: readonly string[]): string => tags.reduce((x, t) => cut(x, `<${t}>`, `</${t}>`), xml);

/** `<properties>`'s names and values, the project's version and groupId, overlaid on `inherited` (the parent's). */
export function pomProperties(pomText: string, inherited: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  const xml = stripComments(pomText);
  const props = new Map(inherited);
  const withoutBlocks = cutBlocks(xml, ['dependencies', 'dependencyManagement', 'build', 'profiles', 'reporting', 'parent', 'properties']);
  const parent = elements(xml, 'parent')[0];
  const version = first(withoutBlocks, 'version') ?? (parent === undefined ? undefined : first(parent, 'version'));
  const group = first(withoutBlocks, 'groupId') ?? (parent === undefined ? undefined : first(parent, 'groupId'));
  if (version !== undefined) props.set('project.version', version).set('pom.version', version).set('version', version);
  if (group !== undefined) props.set('project.groupId', group).set('pom.groupId', group);
  for (const block of elements(xml, 'properties')) {
    for (const m of block.matchAll(/<([\w.-]+)>([^<]*)<\/\1>/g)) props.set(m[1]!, m[2]!.trim());
  }
  return props;
}

function substitute(value: string, props: ReadonlyMap<string, string>): string | undefined {
  let out = value;
  for (let i = 0; i < 5 && out.includes('${'); i++) out = out.replace(/\$\{([\w.-]+)\}/g, (whole, name: string) => props.get(name) ?? whole);
  return out.includes('${') || out === '' ? undefined : out;
}

/** `<dependencyManagement>`'s versions by `group:artifact`. */
function managedVersions(xml: string, props: ReadonlyMap<string, string>, into = new Map<string, string>()): Map<string, string> {
  for (const block of elements(xml, 'dependencyManagement')) {
    for (const dep of elements(block, 'dependency')) {
      const g = first(dep, 'groupId');
      const a = first(dep, 'artifactId');
      const v = first(dep, 'version');
      const version = v === undefined ? undefined : substitute(v, props);
      if (g !== undefined && a !== undefined && version !== undefined) into.set(`${substitute(g, props) ?? g}:${substitute(a, props) ?? a}`, version);
    }
  }
  return into;
}

/**
 * The coordinates a pom's dependencies name; versions from its own or its parent's (`parentText`, when read)
 * dependencyManagement, `${...}` from its own and its parent's properties.
 */
export function pomDependencies(pomText: string, parentText?: string): MavenCoordinate[] {
  const xml = stripComments(pomText);
  const parentXml = parentText === undefined ? undefined : stripComments(parentText);
  const props = pomProperties(xml, parentXml === undefined ? undefined : pomProperties(parentXml));
  const managed = managedVersions(xml, props, parentXml === undefined ? undefined : managedVersions(parentXml, props));
  const direct = cutBlocks(xml, ['dependencyManagement', 'plugins', 'profiles']);
  const out: MavenCoordinate[] = [];
  for (const block of elements(direct, 'dependencies')) {
    for (const dep of elements(block, 'dependency')) {
      const g = first(dep, 'groupId');
      const a = first(dep, 'artifactId');
      if (g === undefined || a === undefined) continue;
      const group = substitute(g, props);
      const artifact = substitute(a, props);
      if (group === undefined || artifact === undefined) continue;
      const v = first(dep, 'version');
      const version = (v === undefined ? undefined : substitute(v, props)) ?? managed.get(`${group}:${artifact}`);
      out.push({ group, artifact, ...(version === undefined ? {} : { version }) });
    }
  }
  return out;
}

/** The parent's coordinates a pom names (`<parent>`), to read its pom's properties. */
export function pomParent(pomText: string): MavenCoordinate | undefined {
  const parent = elements(stripComments(pomText), 'parent')[0];
  if (parent === undefined) return undefined;
  const group = first(parent, 'groupId');
  const artifact = first(parent, 'artifactId');
  const version = first(parent, 'version');
  return group === undefined || artifact === undefined ? undefined : { group, artifact, ...(version === undefined ? {} : { version }) };
}

/** Gradle's literal coordinates (`implementation 'g:a:v'`, `api("g:a:v")`), `$name` from literal assignments in `texts`. */
export function gradleDependencies(texts: readonly string[]): MavenCoordinate[] {
  const vars = new Map<string, string>();
  for (const text of texts) {
    for (const m of text.slice(0, MAX_BUILD_CHARS).matchAll(/^[ \t]*(?:(?:ext\.|val\s+|def\s+|var\s+)?([A-Za-z_][\w]*))\s*=\s*["']([^"'$\n]{1,100})["']/gm)) vars.set(m[1]!, m[2]!);
  }
  const out: MavenCoordinate[] = [];
  for (const text of texts) {
    for (const m of text.slice(0, MAX_BUILD_CHARS).matchAll(/["']([\w.-]{1,200}):([\w.-]{1,200})(?::([^"'\s:@]{1,100}))?(?::[\w.-]{1,50})?(?:@\w+)?["']/g)) {
      const raw = m[3];
      const version = raw === undefined ? undefined : raw.replace(/^\$\{?([A-Za-z_]\w*)\}?$/, (whole, name: string) => vars.get(name) ?? whole);
      out.push({ group: m[1]!, artifact: m[2]!, ...(version === undefined || version.includes('$') ? {} : { version }) });
    }
  }
  return out;
}
