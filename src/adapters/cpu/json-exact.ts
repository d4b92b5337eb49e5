/**
 * Whether JSON carries a value exactly: `JSON.parse(JSON.stringify(value))` is deep-equal to it (keys,
 * values and array lengths; plain and null prototypes both come back plain, as from a structured clone).
 * A parse thread sends a module as JSON text when it is (parse-thread.ts): V8's structured clone of a
 * module of many small objects cost 2-3x JSON's on both sides (click's 16 files: serialize 19-24 ms,
 * deserialize 18-21 ms, against 8 and 6 ms; the loop pays the second part). What JSON would change, and
 * so sends the structured clone instead: a key whose value is undefined (dropped), undefined in an array
 * (null), NaN, ±Infinity (null), -0 (0), an array hole, any object other than an array or a plain or
 * null-prototype object (a Map, Set, Date, class instance), a bigint, symbol or function, and a cycle or
 * a graph too large for its text (`maxValues`). An object reached twice arrives as two equal copies (a
 * structured clone keeps one): the front ends' modules share a few (a definition's reference is also in
 * the module's list), and nothing reads a module's objects by identity for its meaning.
 */
export function jsonExact(value: unknown, maxValues: number): boolean {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0) {
    seen += 1;
    if (seen > maxValues) return false;
    const v = stack.pop();
    switch (typeof v) {
      case 'string':
      case 'boolean':
        continue;
      case 'number':
        if (!Number.isFinite(v) || Object.is(v, -0)) return false;
        continue;
      case 'object': {
        if (v === null) continue;
        if (Array.isArray(v)) {
          if (Object.getPrototypeOf(v) !== Array.prototype) return false;
          for (let i = 0; i < v.length; i += 1) {
            if (!(i in v)) return false;
            stack.push(v[i]);
          }
          continue;
        }
        const proto: unknown = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) return false;
        const record = v as Record<string, unknown>;
        for (const key of Object.keys(record)) {
          const item = record[key];
          if (item === undefined) return false;
          stack.push(item);
        }
        continue;
      }
      default:
        return false;
    }
  }
  return true;
}

/**
 * The values a module of `text` may hold before jsonExact gives up (a cycle, or a graph shared so much
 * that its JSON would outgrow it): far above any front end's module (rich's and click's hold about
 * one value per 1-2 characters).
 */
export function jsonExactBound(text: string): number {
  return 16 * text.length + 65_536;
}
