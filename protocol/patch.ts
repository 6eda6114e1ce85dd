/**
 * A structural delta between two JSON values, made for the host's views: objects and arrays of
 * small records that change a few fields at a time. Hand-made rather than a JSON-Patch library:
 * the views' shape makes a tree of changed keys both smaller on the wire than RFC 6902 paths
 * and cheap to compute (an unchanged subtree that is the same object is skipped at once), and
 * applying it keeps every unchanged subtree as the same object (React stores stay cheap).
 *
 * A delta is one of:
 *   - `[value]`   replace with `value`;
 *   - `[]`        (only as an object key's delta) delete that key;
 *   - `{k: d}`    patch in place: each key's delta. When the base is an array, the keys are
 *                 indices (plus `length` when the length changed; indices past the old end are
 *                 `[value]`). When the base is an object, keys are its keys.
 * `diff` returns `undefined` when nothing changed. Values are compared as JSON: a key whose
 * value is `undefined` counts as absent, as JSON.stringify would drop it.
 */
export type Delta = [] | [unknown] | { [key: string]: Delta };

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The delta that turns `prev` into `next`, or undefined when they are equal as JSON. */
export function diff(prev: unknown, next: unknown): Delta | undefined {
  if (prev === next) return undefined;
  if (Array.isArray(prev) && Array.isArray(next)) return diffArrays(prev, next);
  if (isObject(prev) && isObject(next)) return diffObjects(prev, next);
  if (prev === undefined && next === null) return [null];
  return [next];
}

// (hasOwnProperty, not Object.hasOwn: older phone browsers.)
const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
const own = (o: Json, key: string): unknown => (has(o, key) ? o[key] : undefined);

function diffObjects(prev: Json, next: Json): Delta | undefined {
  // Own keys only, as JSON.stringify sees them; the delta object has no prototype so that a
  // key named __proto__ is a key.
  let out: Record<string, Delta> | undefined;
  for (const key of Object.keys(next)) {
    const n = next[key];
    if (n === undefined) continue;
    const p = own(prev, key);
    const d = p === undefined ? [n] as Delta : diff(p, n);
    if (d !== undefined) (out ??= Object.create(null) as Record<string, Delta>)[key] = d;
  }
  for (const key of Object.keys(prev)) {
    if (prev[key] !== undefined && own(next, key) === undefined) (out ??= Object.create(null) as Record<string, Delta>)[key] = [];
  }
  return out;
}

function diffArrays(prev: unknown[], next: unknown[]): Delta | undefined {
  let out: Record<string, Delta> | undefined;
  if (prev.length !== next.length) (out ??= {}).length = [next.length];
  for (let i = 0; i < next.length; i++) {
    // An array slot holding undefined is JSON null.
    const n = next[i] === undefined ? null : next[i];
    const d = i >= prev.length ? [n] as Delta : diff(prev[i] === undefined ? null : prev[i], n);
    if (d !== undefined) (out ??= {})[i] = d;
  }
  return out;
}

export class BadDelta extends Error {}

/**
 * `base` with `delta` applied, as a new value; `base` is not changed and unchanged subtrees
 * are shared. Throws BadDelta when the delta does not fit the base (the caller asks for a full
 * view again).
 */
export function applyDelta<T>(base: T, delta: Delta | undefined): T {
  if (delta === undefined) return base;
  if (Array.isArray(delta)) {
    if (delta.length !== 1) throw new BadDelta('a delete outside an object');
    return delta[0] as T;
  }
  if (!isObject(delta)) throw new BadDelta('not a delta');
  if (Array.isArray(base)) {
    const out = base.slice();
    for (const key of Object.keys(delta)) {
      const d = delta[key];
      if (key === 'length') {
        const len = Array.isArray(d) && d.length === 1 ? d[0] : undefined;
        if (typeof len !== 'number' || !Number.isInteger(len) || len < 0) throw new BadDelta('bad length');
        out.length = len;
        continue;
      }
      const i = Number(key);
      if (!Number.isInteger(i) || i < 0 || String(i) !== key) throw new BadDelta(`bad index ${key}`);
      if (i >= out.length && !(Array.isArray(d) && d.length === 1)) throw new BadDelta(`patch past the end at ${key}`);
      out[i] = applyDelta(out[i], d);
    }
    return out as T;
  }
  if (!isObject(base)) throw new BadDelta('a patch on a value that is not an object');
  const out: Json = { ...base };
  for (const key of Object.keys(delta)) {
    const d = delta[key];
    if (Array.isArray(d) && d.length === 0) {
      if (!has(out, key)) throw new BadDelta(`delete of a missing key ${key}`);
      delete out[key];
      continue;
    }
    if (!has(out, key) && !(Array.isArray(d) && d.length === 1)) throw new BadDelta(`patch of a missing key ${key}`);
    const value = applyDelta(out[key], d);
    // A key named __proto__ (JSON.parse makes it an own key) stays a key: never the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
    else out[key] = value;
  }
  return out as T;
}
