/**
 * The Node version the project asks for is the one its own packages need: package.json's
 * `engines.node` must not promise a Node older than what Electron and its packaging tools
 * require (npm only warns, so a too-low promise shows up as EBADENGINE noise, then as a failed
 * installer build on the user's machine). The README and the CI workflows say the same version.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };

type Version = [number, number, number];

/** The lowest version a plain `>=X.Y.Z` range allows (the only form these packages use). */
function lowestAllowed(range: string): Version {
  const match = /^\s*>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  if (!match) throw new Error(`engines range not of the form ">=X.Y.Z": ${range}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The packages that decide it: what `npm start` and `npm run dist` run. */
const DECIDING = ['electron', '@electron/get', '@electron/rebuild', 'electron-builder'];

function engineOf(name: string): string | undefined {
  // Read from node_modules directly: some of these packages do not export their package.json.
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  return manifest.engines?.node;
}

describe('the Node version', () => {
  const promised = lowestAllowed(rootPackage.engines.node);

  it('package.json asks for at least what Electron and its tools need', () => {
    const needed = DECIDING.map(engineOf).filter((r): r is string => r !== undefined).map(lowestAllowed);
    expect(needed.length).toBeGreaterThan(0);
    for (const need of needed) expect(compare(promised, need), `engines.node ${rootPackage.engines.node} < ${need.join('.')}`).toBeGreaterThanOrEqual(0);
  });

  it('the README names the same version', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${promised[0]}.${promised[1]}`);
  });
});
