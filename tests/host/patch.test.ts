/** The structural delta alone: applying diff(a, b) to a gives b, as JSON, for any JSON values. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDelta, BadDelta, diff } from '../../protocol/patch.js';

const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? 'null');

/** A value and a few random edits of it (the way views change: a field here, a record there). */
const edited = fc.jsonValue({ maxDepth: 4 }).chain((a) =>
  fc.tuple(fc.constant(a), fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.constant(a).map((v) => mutate(v)))));

function mutate(v: unknown): unknown {
  const copy = json(v);
  let seed = JSON.stringify(copy).length;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) {
      const out = x.map(walk);
      if (rnd() < 0.3) out.push(rnd());
      if (rnd() < 0.2) out.pop();
      return out;
    }
    if (x && typeof x === 'object') {
      const out: Record<string, unknown> = Object.create(null);
      for (const [k, val] of Object.entries(x)) if (rnd() > 0.15) out[k] = rnd() < 0.2 ? null : walk(val);
      if (rnd() < 0.3) out[`k${Math.floor(rnd() * 9)}`] = rnd() < 0.5 ? 'new' : [1, { a: 2 }];
      return out;
    }
    return rnd() < 0.3 ? (typeof x === 'number' ? x + 1 : 'changed') : x;
  };
  return walk(copy);
}

describe('diff / applyDelta', () => {
  it('applying the delta to the old value gives the new one, and leaves the old one alone', () => {
    fc.assert(fc.property(edited, ([a, b]) => {
      const before = JSON.stringify(a);
      const d = diff(a, b);
      // The delta survives the wire.
      const sent = d === undefined ? undefined : JSON.parse(JSON.stringify(d));
      expect(applyDelta(json(a), sent)).toEqual(json(b));
      expect(JSON.stringify(a)).toBe(before);
      if (JSON.stringify(a) === JSON.stringify(b)) expect(d).toBeUndefined();
    }), { numRuns: 400 });
  });

  it('treats undefined fields as JSON does (absent) and keeps unchanged subtrees as the same objects', () => {
    const shared = { deep: [1, 2, 3] };
    const a = { x: 1, gone: undefined, keep: shared, list: [{ id: 1, v: 'a' }, { id: 2, v: 'b' }] };
    const b = { x: 1, keep: shared, added: undefined, list: [{ id: 1, v: 'a' }, { id: 2, v: 'c' }, { id: 3, v: 'd' }] };
    const d = diff(a, b)!;
    expect(d).toEqual({ list: { length: [3], 1: { v: ['c'] }, 2: [{ id: 3, v: 'd' }] } });
    const out = applyDelta(json(a) as typeof a, d);
    expect(out).toEqual(json(b));
    const base = json(a) as typeof a;
    expect(applyDelta(base, d).keep).toBe(base.keep);
    expect(diff(a, { ...a })).toBeUndefined();
  });

  it('refuses a delta that does not fit its base (the device then asks for a full view)', () => {
    expect(() => applyDelta({ a: 1 }, { b: { c: [1] } })).toThrow(BadDelta);
    expect(() => applyDelta([1, 2], { 5: { x: [1] } })).toThrow(BadDelta);
    expect(() => applyDelta(null, { a: [1] })).toThrow(BadDelta);
    // A key named __proto__ is a key like any other: no prototype is touched.
    const odd = applyDelta<Record<string, unknown>>({ a: 1 }, JSON.parse('{"__proto__":[{"polluted":true}]}'));
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(JSON.stringify(odd)).toBe('{"a":1,"__proto__":{"polluted":true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => applyDelta([1], { length: [-1] })).toThrow(BadDelta);
    expect(() => applyDelta({ a: 1 }, { b: [] })).toThrow(BadDelta);
  });
});
