/**
 * The standard library of the in-memory type check, parsed once per process: the compiler's own
 * `lib.esnext.d.ts` (and every lib it references) for the ECMAScript types, plus one generated
 * file that declares the host's globals (the DOM's and Node's: `document`, `HTMLElement`,
 * `setTimeout`, `process`, `Buffer`, `NodeJS.Timeout`, ...) as `any`. A repository may target the
 * browser, Node or both, and its @types are not read, so typing those names would reject correct
 * code (`setTimeout(...).unref()` is an error under the DOM's types); declaring them keeps
 * "Cannot find name" for names nothing defines.
 *
 * The lib files are read through the compiler's own `ts.sys` (files of the installed `typescript`
 * package, never of a repository); tests may pass another reader.
 */
import ts from 'typescript';

const dirOf = (path: string): string => path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '/';

export const LIB_DIR = '/__lib__';
export const HOST_GLOBALS_FILE = `${LIB_DIR}/dycoder-host-globals.d.ts`;
const LANGUAGE_VERSION = ts.ScriptTarget.ESNext;

/** Node's globals (beside the DOM's); their types come from @types/node, which a check does not read. */
const NODE_VALUES = ['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename', 'global', 'setImmediate', 'clearImmediate'];
/** Node's types; `Buffer` is a class, a type as well as a value (`let res: Buffer`, @ton/core's strings.ts). */
const NODE_TYPES = ['Buffer', 'BufferEncoding', 'NodeRequire', 'NodeModule'];
const NODEJS_MEMBERS = [
  'Timeout', 'Timer', 'Immediate', 'ProcessEnv', 'Process', 'ErrnoException', 'ReadableStream', 'WritableStream', 'ReadWriteStream',
  'EventEmitter', 'Signals', 'Platform', 'Global', 'Dict', 'ReadOnlyDict', 'CallSite', 'Require', 'Module', 'MemoryUsage', 'CpuUsage',
  'TypedArray', 'ArrayBufferView', 'Architecture', 'RefCounted', 'Timeout', 'HRTime',
];

/**
 * The DOM's lower-case globals a body may use. The rest of `window`'s properties (`name`, `status`,
 * `print`, `length`, `top`, `event`, ...) stay undeclared: as globals they would hide a
 * hallucinated variable or Python's `print` from the check. `self` is declared apart, as the global
 * object (`typeof globalThis`; host-self.ts tells Python's `self` from the host's).
 */
const DOM_LOWERCASE = new Set([
  'document', 'window', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'fetch', 'setTimeout', 'clearTimeout',
  'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback',
  'queueMicrotask', 'structuredClone', 'atob', 'btoa', 'crypto', 'performance', 'console', 'alert', 'confirm', 'prompt',
  'getComputedStyle', 'matchMedia', 'indexedDB', 'caches', 'customElements', 'reportError', 'addEventListener', 'removeEventListener',
  'dispatchEvent', 'postMessage', 'screen', 'devicePixelRatio', 'innerWidth', 'innerHeight', 'scrollX', 'scrollY', 'scrollTo',
  'isSecureContext', 'crossOriginIsolated', 'createImageBitmap', 'visualViewport', 'speechSynthesis',
]);

export interface TsLibEnv {
  /** The lib file at `fileName` (under LIB_DIR), parsed and bound once. */
  sourceFile(fileName: string): ts.SourceFile | undefined;
  /** The root lib files to put in every program. */
  readonly roots: readonly string[];
  /** The lib option naming `lib.esnext.d.ts`. */
  readonly lib: readonly string[];
  /**
   * The host's object types that the host-globals file declares `any` (`Element`, `HTMLElement`, `Event`: lib.dom's
   * interfaces without call signatures): a primitive is never one of them (host-object-returns.ts).
   */
  readonly hostObjectTypes: ReadonlySet<string>;
}

export type LibReader = (name: string) => string | undefined;

const defaultReader: LibReader = (name) => {
  const dir = dirOf(ts.getDefaultLibFilePath({}));
  return ts.sys.readFile(`${dir}/${name}`);
};

interface DeclaredNames {
  values: Set<string>;
  /** Type name → its type-parameter count. */
  types: Map<string, number>;
  /** Interfaces without a call or construct signature: object types (`Element`), never a primitive or a function. */
  objects?: Set<string>;
  /** Type aliases and interfaces with a call or construct signature (a name declared both ways is no object type). */
  others?: Set<string>;
}

function declaredNames(sf: ts.SourceFile, into: DeclaredNames): void {
  declaredIn(sf.statements, into);
}

function declaredIn(statements: ts.NodeArray<ts.Statement>, into: DeclaredNames): void {
  const addType = (name: string, params: number): void => {
    into.types.set(name, Math.max(params, into.types.get(name) ?? 0));
  };
  for (const st of statements) {
    // `declare global { ... }` (lib.esnext.iterator.d.ts) declares what its block holds, not a name `global`:
    // counting it hid Node's `global` from the host globals.
    if (ts.isModuleDeclaration(st) && (st.flags & ts.NodeFlags.GlobalAugmentation) !== 0) {
      if (st.body !== undefined && ts.isModuleBlock(st.body)) declaredIn(st.body.statements, into);
      continue;
    }
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) into.values.add(d.name.text);
    } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) {
      into.values.add(st.name.text);
      if (!ts.isFunctionDeclaration(st)) addType(st.name.text, ts.isClassDeclaration(st) ? (st.typeParameters?.length ?? 0) : 0);
    } else if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) {
      addType(st.name.text, st.typeParameters?.length ?? 0);
      const callable = ts.isInterfaceDeclaration(st) && st.members.some((m) => ts.isCallSignatureDeclaration(m) || ts.isConstructSignatureDeclaration(m));
      (ts.isInterfaceDeclaration(st) && !callable ? into.objects : into.others)?.add(st.name.text);
    } else if (ts.isModuleDeclaration(st) && ts.isIdentifier(st.name)) {
      into.values.add(st.name.text);
    }
  }
}

function typeAlias(name: string, params: number): string {
  const ps = Array.from({ length: params }, (_, i) => `T${i} = any`).join(', ');
  return `type ${name}${params > 0 ? `<${ps}>` : ''} = any;`;
}

/**
 * Node's `events` module, whose EventEmitter is the base of many classes: declared with its real
 * members (Node's documented API, parameters typed any) so that a subclass stays a closed type and a
 * member it lacks is found, where an unread module would make the base, and so every member, `any`.
 */
const EMITTER_METHODS = [
  'addListener', 'on', 'once', 'removeListener', 'off', 'removeAllListeners', 'setMaxListeners', 'getMaxListeners', 'listeners',
  'rawListeners', 'emit', 'listenerCount', 'prependListener', 'prependOnceListener', 'eventNames',
];
const EMITTER_STATICS = ['once', 'on', 'listenerCount', 'getEventListeners', 'getMaxListeners', 'setMaxListeners', 'addAbortListener'];
export const EVENTS_MODULE = (name: string): string => `declare module '${name}' {
  class EventEmitter<T = any> {
    constructor(options?: any);
${EMITTER_METHODS.map((m) => `    ${m}(...args: any[]): any;`).join('\n')}
    _events: any;
    _eventsCount: any;
    _maxListeners: any;
    domain: any;
${EMITTER_STATICS.map((m) => `    static ${m}(...args: any[]): any;`).join('\n')}
    static defaultMaxListeners: number;
    static readonly errorMonitor: unique symbol;
    static readonly captureRejectionSymbol: unique symbol;
    static captureRejections: boolean;
  }
  namespace EventEmitter {
    export { EventEmitter };
    export class EventEmitterAsyncResource extends EventEmitter {
      constructor(options?: any);
      emitDestroy(): void;
      readonly asyncId: number;
      readonly triggerAsyncId: number;
      readonly asyncResource: any;
    }
  }
  export = EventEmitter;
}`;

/**
 * Node's `stream` module, whose Readable/Writable/Duplex/Transform/PassThrough are the base of many
 * classes (parsers, transports, result streams): declared like `events`, with the members @types/node
 * 20 gives each class (methods taking and returning any, properties any) and the state objects code
 * reads (`_readableState`, `_writableState`, `_transformState`), so that a subclass stays a closed type and a member it
 * lacks is found. `require('stream')` is the legacy Stream class with the others as statics, as in Node.
 */
const STREAM_PROPS = new Set([
  'closed', 'destroyed', 'errored', 'readable', 'readableAborted', 'readableDidRead', 'readableEncoding', 'readableEnded', 'readableFlowing',
  'readableHighWaterMark', 'readableLength', 'readableObjectMode', 'writable', 'writableAborted', 'writableCorked', 'writableEnded',
  'writableFinished', 'writableHighWaterMark', 'writableLength', 'writableNeedDrain', 'writableObjectMode', 'allowHalfOpen',
  '_readableState', '_writableState', '_transformState',
]);
const STREAM_READABLE = [
  '_construct', '_destroy', '_read', 'asIndexedPairs', 'closed', 'destroy', 'destroyed', 'drop', 'errored', 'every', 'filter', 'find', 'flatMap',
  'forEach', 'isPaused', 'iterator', 'map', 'pause', 'push', 'read', 'readable', 'readableAborted', 'readableDidRead', 'readableEncoding',
  'readableEnded', 'readableFlowing', 'readableHighWaterMark', 'readableLength', 'readableObjectMode', 'reduce', 'resume', 'setEncoding', 'some',
  'take', 'toArray', 'unpipe', 'unshift', 'wrap', '_readableState',
];
const STREAM_WRITABLE = [
  '_construct', '_destroy', '_final', '_write', '_writev', 'closed', 'cork', 'destroy', 'destroyed', 'end', 'errored', 'setDefaultEncoding', 'uncork',
  'writable', 'writableAborted', 'writableCorked', 'writableEnded', 'writableFinished', 'writableHighWaterMark', 'writableLength',
  'writableNeedDrain', 'writableObjectMode', 'write', '_writableState',
];
const STREAM_STATICS = [
  'addAbortSignal', 'duplexPair', 'finished', 'from', 'fromWeb', 'getDefaultHighWaterMark', 'isDisturbed', 'isErrored', 'isReadable', 'pipeline',
  'setDefaultHighWaterMark', 'toWeb',
];
const streamMembers = (names: readonly string[]): string =>
  [...new Set(names)].map((m) => (STREAM_PROPS.has(m) ? `      ${m}: any;` : `      ${m}(...args: any[]): any;`)).join('\n');
export const STREAM_MODULE = (name: string, events: string): string => `declare module '${name}' {
  import EventEmitter = require('${events}');
  class Stream extends EventEmitter {
    constructor(options?: any);
    pipe(...args: any[]): any;
    compose(...args: any[]): any;
  }
  namespace Stream {
    export class Readable extends Stream {
${streamMembers(STREAM_READABLE)}
      [Symbol.asyncIterator](): AsyncIterableIterator<any>;
${STREAM_STATICS.map((m) => `      static ${m}(...args: any[]): any;`).join('\n')}
    }
    export class Writable extends Stream {
${streamMembers(STREAM_WRITABLE)}
${STREAM_STATICS.map((m) => `      static ${m}(...args: any[]): any;`).join('\n')}
    }
    export class Duplex extends Readable {
${streamMembers(STREAM_WRITABLE)}
    }
    export class Transform extends Duplex {
      _transform(...args: any[]): any;
      _flush(...args: any[]): any;
      _transformState: any;
    }
    export class PassThrough extends Transform {}
${STREAM_STATICS.map((m) => `    export function ${m}(...args: any[]): any;`).join('\n')}
    export const promises: any;
    export { Stream };
  }
  export = Stream;
}`;

/** The host-globals file: every DOM/Node name the ECMAScript lib does not declare, as `any`. */
function hostGlobals(es: DeclaredNames, dom: DeclaredNames): string {
  const lines = ['// DOM and Node globals, typed any: a check reads neither lib.dom nor @types/node.'];
  const domValues = [...dom.values].filter((v) => /^[A-Z]/.test(v) || DOM_LOWERCASE.has(v));
  const values = new Set([...domValues, ...NODE_VALUES].filter((v) => !es.values.has(v) && v !== 'NodeJS'));
  for (const v of [...values].sort()) lines.push(`declare var ${v}: any;`);
  // Browsers' and workers' global object (`self.fetch`, `self.Worker`): its members are the globals.
  if (!es.values.has('self')) lines.push('declare var self: typeof globalThis;');
  const types = new Map([...dom.types].filter(([t]) => !es.types.has(t)));
  for (const t of NODE_TYPES) types.set(t, 0);
  for (const [t, n] of [...types].sort(([a], [b]) => a.localeCompare(b))) lines.push(`declare ${typeAlias(t, n)}`);
  lines.push(`declare namespace NodeJS {\n${[...new Set(NODEJS_MEMBERS)].map((m) => `  ${typeAlias(m, 2)}`).join('\n')}\n}`);
  lines.push(EVENTS_MODULE('events'), EVENTS_MODULE('node:events'), STREAM_MODULE('stream', 'events'), STREAM_MODULE('node:stream', 'node:events'));
  return lines.join('\n');
}

/** Parses the ECMAScript lib and builds the host-globals file; `read` reads a lib file by name. */
export function createTsLibEnv(read: LibReader = defaultReader): TsLibEnv {
  const files = new Map<string, ts.SourceFile>();
  const parse = (name: string): ts.SourceFile | undefined => {
    const fileName = `${LIB_DIR}/${name}`;
    const hit = files.get(fileName);
    if (hit) return hit;
    const text = read(name);
    if (text === undefined) return undefined;
    const sf = ts.createSourceFile(fileName, text, LANGUAGE_VERSION, false);
    files.set(fileName, sf);
    return sf;
  };
  // Every lib that lib.esnext.d.ts pulls in through `/// <reference lib>`.
  const es: DeclaredNames = { values: new Set(), types: new Map() };
  const pending = ['lib.esnext.d.ts'];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const sf = parse(name);
    if (!sf) throw new Error(`The TypeScript standard library file ${name} is missing from the installed typescript package.`);
    declaredNames(sf, es);
    for (const ref of sf.libReferenceDirectives) pending.push(`lib.${ref.fileName.toLowerCase()}.d.ts`);
  }
  const dom: DeclaredNames = { values: new Set(), types: new Map(), objects: new Set(), others: new Set() };
  const domText = read('lib.dom.d.ts');
  if (domText !== undefined) declaredNames(ts.createSourceFile('dom.d.ts', domText, LANGUAGE_VERSION, false), dom);
  files.set(HOST_GLOBALS_FILE, ts.createSourceFile(HOST_GLOBALS_FILE, hostGlobals(es, dom), LANGUAGE_VERSION, false));
  return {
    sourceFile: (fileName) => files.get(fileName) ?? (fileName.startsWith(`${LIB_DIR}/`) ? parse(fileName.slice(LIB_DIR.length + 1)) : undefined),
    roots: [HOST_GLOBALS_FILE],
    lib: ['lib.esnext.d.ts'],
    hostObjectTypes: new Set([...(dom.objects ?? [])].filter((t) => !es.types.has(t) && dom.others?.has(t) !== true)),
  };
}
