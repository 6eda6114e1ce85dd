/** `npm run serve` builds the default pages on demand, never pages given with --static. */
import { describe, expect, it } from 'vitest';
import { pagesToBuild } from '../../electron/host/serve.js';

describe('npm run serve and the pages', () => {
  it('builds out/renderer when no folder is given', () => {
    expect(pagesToBuild([])).toBe(true);
    expect(pagesToBuild(['--port', '0', '--data', 'x'])).toBe(true);
  });

  it('leaves pages given with --static (the end-to-end tests) and --no-build alone', () => {
    expect(pagesToBuild(['--static', '/tmp/pages'])).toBe(false);
    expect(pagesToBuild(['--static=/tmp/pages'])).toBe(false);
    expect(pagesToBuild(['--no-build'])).toBe(false);
  });
});
