/**
 * What the phone downloads: its first paint within the budget, and no package it does not use.
 * framer-motion animates the TV's cards; the phone shows only still card faces, so the library
 * must not reach any of the phone's files (it did through the flipping RoleCard module). zod
 * validates what the host receives; the phone's first load must not carry it (it did, through
 * any constant imported from protocol.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measure, type PageSize } from '../../bench/bundle.js';

let pages: PageSize[] = [];
let outDir = '';
beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'nightfall-bundle-test-'));
  pages = await measure(outDir);
}, 120_000);
afterAll(() => { if (outDir) rmSync(outDir, { recursive: true, force: true }); });

const page = (name: string) => pages.find((p) => p.page === name)!;
const ANIMATION = ['framer-motion', 'motion-dom', 'motion-utils'];

describe('the phone bundle', () => {
  it('ships no animation library, in its first load or any lazy chunk', () => {
    expect(page('phone').packages.all).toContain('react-dom'); // the package list is real
    for (const name of ANIMATION) expect(page('phone').packages.all).not.toContain(name);
  });

  it('carries no zod in its first load (only the host validates messages: wire.ts holds what pages need)', () => {
    expect(page('phone').packages.initial).toContain('react-dom');
    expect(page('phone').packages.initial).not.toContain('zod');
  });

  it('the TV still ships framer-motion (its cards flip)', () => {
    expect(page('tv').packages.all).toContain('framer-motion');
  });

  it('paints first within its budget', () => {
    const phone = page('phone');
    expect(phone.budgetKb).toBe(150);
    expect(phone.firstPaint.gzip / 1024).toBeLessThanOrEqual(phone.budgetKb!);
  });
});
