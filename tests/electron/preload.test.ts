/**
 * The preload through its boundary: load it with a fake 'electron' that records what it exposes
 * and which IPC it sends, and check the API the TV page gets.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../electron/shell/ipc.js';

const fake = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const invoked: string[] = [];
  const sent: Array<{ channel: string; args: unknown[] }> = [];
  let invokeResult: unknown = 'secret-123';
  return {
    exposed,
    invoked,
    sent,
    setInvokeResult(value: unknown) {
      invokeResult = value;
    },
    electron: {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api),
      },
      ipcRenderer: {
        invoke: async (channel: string, ...args: unknown[]) => {
          invoked.push(channel);
          if (args.length > 0) throw new Error('unexpected arguments');
          return invokeResult;
        },
        send: (channel: string, ...args: unknown[]) => sent.push({ channel, args }),
        on: () => {
          throw new Error('the preload must not listen to anything');
        },
      },
    },
  };
});

vi.mock('electron', () => fake.electron);

async function loadPreload() {
  vi.resetModules();
  fake.exposed.clear();
  await import('../../electron/preload.js');
  return fake.exposed.get('nightfall') as Record<string, unknown> & {
    getHostSecret(): Promise<string>;
    toggleFullscreen(): void;
    moveToNextDisplay(): void;
    openDataFolder(): void;
  };
}

describe('preload', () => {
  beforeEach(() => {
    fake.invoked.length = 0;
    fake.sent.length = 0;
    fake.setInvokeResult('secret-123');
  });

  it('exposes exactly window.nightfall with the agreed members, frozen', async () => {
    const api = await loadPreload();
    expect([...fake.exposed.keys()]).toEqual(['nightfall']);
    expect(Object.keys(api).sort()).toEqual(['getHostSecret', 'isDesktop', 'moveToNextDisplay', 'openDataFolder', 'toggleFullscreen']);
    expect(api.isDesktop).toBe(true);
    expect(Object.isFrozen(api)).toBe(true);
    for (const key of ['getHostSecret', 'moveToNextDisplay', 'openDataFolder', 'toggleFullscreen']) {
      expect(typeof api[key]).toBe('function');
    }
    // Nothing of Electron or Node leaks through.
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipc|require|process|send|invoke/i);
  });

  it('gets the host secret over the allow-listed invoke channel', async () => {
    const api = await loadPreload();
    await expect(api.getHostSecret()).resolves.toBe('secret-123');
    expect(fake.invoked).toEqual([IPC.getHostSecret]);
  });

  it('refuses a secret that is not a non-empty string', async () => {
    const api = await loadPreload();
    fake.setInvokeResult(undefined);
    await expect(api.getHostSecret()).rejects.toThrow(/no host secret/);
    fake.setInvokeResult('');
    await expect(api.getHostSecret()).rejects.toThrow();
  });

  it('sends the window commands on their channels, without arguments from the page', async () => {
    const api = await loadPreload();
    (api.toggleFullscreen as (x?: unknown) => void)('ignored');
    api.moveToNextDisplay();
    api.openDataFolder();
    expect(fake.sent).toEqual([
      { channel: IPC.toggleFullscreen, args: [] },
      { channel: IPC.moveToNextDisplay, args: [] },
      { channel: IPC.openDataFolder, args: [] },
    ]);
  });
});
