type Tree = Record<string, unknown>;

/**
 * Merges string trees key by key, so each area's file (game, phone, tv, events) can add keys
 * under a shared branch such as `prompt` without replacing the others'. Later files win a clash.
 */
export function mergeStrings(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const prev = out[key];
      out[key] = isTree(prev) && isTree(value) ? mergeStrings(prev, value) : value;
    }
  }
  return out;
}

function isTree(v: unknown): v is Tree {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
