/**
 * The pieces that keep a page from failing blank, without a browser: a failed chunk is tried
 * again with back-off; the page reloads for it at most once in RELOAD_GUARD_MS; failure reports
 * wait for the socket (and for a reload) and are sent once each.
 */
import { describe, expect, it } from 'vitest';
import { ErrorReporter, MAX_REPORTS, type ClientErrorReport } from '../../renderer/common/errorReport.js';
import { RECOVER_STRINGS } from '../../renderer/common/i18n/recover.js';
import { RELOAD_GUARD_MS, reloadOnce, retryImport } from '../../renderer/common/lazyWithRetry.js';
import { LANGS } from '../../protocol/protocol.js';

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, String(v)), removeItem: (k) => void m.delete(k),
    clear: () => m.clear(), key: (i) => [...m.keys()][i] ?? null, get length() { return m.size; },
  };
}

describe('retryImport', () => {
  it('tries again after each delay, and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const v = await retryImport(async () => {
      calls += 1;
      if (calls < 3) throw new Error('net');
      return 'chunk';
    }, [10, 20, 30], async (ms) => void waits.push(ms));
    expect(v).toBe('chunk');
    expect(waits).toEqual([10, 20]);
  });

  it('throws the last failure after the last delay', async () => {
    let calls = 0;
    await expect(retryImport(async () => { calls += 1; throw new Error(`n${calls}`); }, [1, 2], async () => {})).rejects.toThrow('n3');
  });
});

describe('reloadOnce', () => {
  it('reloads, then not again within the guard, then again after it', () => {
    const s = memoryStorage();
    let reloads = 0;
    const reload = () => void (reloads += 1);
    let before = 0;
    expect(reloadOnce(() => void (before += 1), s, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(undefined, s, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(before).toBe(1);
    expect(reloadOnce(undefined, s, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads by itself without sessionStorage to remember it in', () => {
    let reloads = 0;
    expect(reloadOnce(undefined, null, 1, () => void (reloads += 1))).toBe(false);
    expect(reloads).toBe(0);
  });
});

describe('ErrorReporter', () => {
  it('waits for the socket, sends on connect, and each report once', () => {
    const sent: ClientErrorReport[] = [];
    let open = false;
    const r = new ErrorReporter(memoryStorage());
    r.connect((m) => open && sent.push(m) > 0);
    r.report('game', 'chunk', new TypeError('Failed to fetch'));
    r.report('game', 'chunk', new TypeError('Failed to fetch'));
    expect(sent).toEqual([]);
    expect(r.waiting).toHaveLength(1);
    open = true;
    r.flush();
    expect(sent.map((m) => [m.where, m.kind, m.message])).toEqual([['game', 'chunk', 'TypeError: Failed to fetch']]);
    expect(r.waiting).toEqual([]);
  });

  it('keeps a report made just before a reload for the next page, which sends it', () => {
    const s = memoryStorage();
    new ErrorReporter(s).report('GameScreen', 'chunk', new Error('gone'), true);
    const sent: ClientErrorReport[] = [];
    new ErrorReporter(s).connect((m) => sent.push(m) > 0);
    expect(sent.map((m) => m.where)).toEqual(['GameScreen']);
    expect(s.getItem('nightfall.errorReports')).toBeNull();
  });

  it(`sends at most ${MAX_REPORTS} per page, each clipped to the protocol's caps`, () => {
    const sent: ClientErrorReport[] = [];
    const r = new ErrorReporter(null);
    r.connect((m) => sent.push(m) > 0);
    for (let i = 0; i < MAX_REPORTS + 5; i++) r.report('w'.repeat(100), 'render', new Error(`${i} ${'x'.repeat(1000)}`));
    expect(sent).toHaveLength(MAX_REPORTS);
    expect(sent.every((m) => m.where.length <= 40 && m.message.length <= 300 && (m.stack?.length ?? 0) <= 1500)).toBe(true);
  });
});

describe('the Reconnecting panel', () => {
  it('has its words in every language', () => {
    for (const lang of LANGS) {
      const { title, body, reload } = RECOVER_STRINGS[lang];
      for (const v of [title, reload, ...body]) expect(v.trim()).not.toBe('');
      expect(body.length).toBeGreaterThan(0);
    }
    expect(RECOVER_STRINGS['zh-CN'].title).toBe('正在重新连接……'); // as the phone's banner says it
  });
});
