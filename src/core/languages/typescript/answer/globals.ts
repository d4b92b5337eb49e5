/** Names every TypeScript/JavaScript body may use without defining them (ES, Node and DOM basics, TS utility types). */
export const TS_GLOBALS: ReadonlySet<string> = new Set([
  'this', 'super()', 'arguments', 'undefined', 'NaN', 'Infinity', 'globalThis', 'console', 'process', 'Buffer', 'require', 'module', 'exports',
  '__dirname', '__filename', 'window', 'document', 'navigator', 'fetch', 'Request', 'Response', 'Headers', 'URL', 'URLSearchParams',
  'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'setImmediate', 'clearImmediate', 'queueMicrotask', 'structuredClone', 'atob', 'btoa', 'crypto', 'performance', 'Event', 'EventTarget',
  'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt', 'Math', 'JSON', 'Date', 'RegExp', 'Promise', 'Proxy',
  'Reflect', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'Intl', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError',
  'EvalError', 'URIError', 'AggregateError', 'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Uint8Array', 'Int8Array', 'Uint16Array',
  'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'Uint8ClampedArray',
  'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'encodeURI', 'decodeURI', 'escape', 'unescape',
  'Partial', 'Required', 'Readonly', 'Record', 'Pick', 'Omit', 'Exclude', 'Extract', 'NonNullable', 'ReturnType', 'Parameters',
  'InstanceType', 'ConstructorParameters', 'Awaited', 'Uppercase', 'Lowercase', 'Capitalize', 'Uncapitalize', 'ThisType', 'NoInfer',
  'Iterable', 'Iterator', 'IterableIterator', 'AsyncIterable', 'AsyncIterator', 'AsyncIterableIterator', 'Generator', 'AsyncGenerator',
  'PromiseLike', 'ArrayLike', 'ReadonlyArray', 'ReadonlyMap', 'ReadonlySet', 'PropertyKey', 'TemplateStringsArray',
]);
