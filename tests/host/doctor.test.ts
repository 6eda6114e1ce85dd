/**
 * The connection check: the diagnosis on a faked machine, the host's loopback-only endpoint on a
 * real host, and the words in both languages (what `npm run doctor` prints).
 */
import http from 'node:http';
import path from 'node:path';
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { diagnose, type DoctorDeps } from '../../electron/host/doctor.js';
import { parseWifiName } from '../../electron/host/wifiName.js';
import type { DoctorReport } from '../../renderer/common/doctor.js';
import { candidatePorts, dataDirs, langFrom, renderReport } from '../../scripts/doctor.js';
import { useRealHost } from './helpers.js';

function nic(address: string, netmask = '255.255.255.0'): NetworkInterfaceInfo {
  return { address, netmask, family: 'IPv4', mac: '00:00:00:00:00:00', internal: false, cidr: null };
}

function machine(opts: { nics?: Record<string, NetworkInterfaceInfo[]>; open?: string[]; wifi?: string | null; platform?: string } = {}) {
  const contacted: string[] = [];
  const deps: DoctorDeps = {
    platform: opts.platform ?? 'linux',
    interfaces: opts.nics ?? { wlan0: [nic('192.168.1.20')] },
    connect: async (address, port) => {
      contacted.push(`${address}:${port}`);
      return (opts.open ?? []).includes(`${address}:${port}`);
    },
    wifiName: async () => opts.wifi ?? null,
  };
  return { deps, contacted };
}

const byId = (report: DoctorReport, id: string) => report.checks.find((c) => c.id === id);

describe('diagnose', () => {
  it('all good: listening everywhere, answering on loopback and the LAN address', async () => {
    const { deps, contacted } = machine({ open: ['127.0.0.1:7777', '192.168.1.20:7777'], wifi: 'Home' });
    const report = await diagnose({ port: 7777, bindAddress: '0.0.0.0' }, deps);
    expect(report.joinUrl).toBe('http://192.168.1.20:7777/');
    expect(report.checks.filter((c) => c.status === 'fail' || c.status === 'warn')).toEqual([]);
    expect(byId(report, 'guest')).toMatchObject({ status: 'info', variant: 'unknown' });
    // Only this machine's own addresses are contacted.
    expect(contacted).toEqual(['127.0.0.1:7777', '192.168.1.20:7777']);
  });

  it('a host bound to 127.0.0.1 cannot be reached by phones', async () => {
    const { deps } = machine({ open: ['127.0.0.1:7777'] });
    const report = await diagnose({ port: 7777, bindAddress: '127.0.0.1' }, deps);
    expect(byId(report, 'bind')).toMatchObject({ status: 'fail', variant: 'loopbackOnly' });
    expect(byId(report, 'lan')).toMatchObject({ status: 'fail', variant: 'silent' });
  });

  it('no host running', async () => {
    const { deps } = machine();
    const report = await diagnose({ port: 7777, bindAddress: null }, deps);
    expect(byId(report, 'bind')).toMatchObject({ status: 'fail', variant: 'notRunning' });
    expect(byId(report, 'loopback')).toMatchObject({ status: 'fail', variant: 'silent' });
  });

  it('no Wi-Fi or Ethernet address', async () => {
    const { deps } = machine({ nics: { docker0: [nic('172.17.0.1')] } });
    const report = await diagnose({ port: 7777, bindAddress: '0.0.0.0' }, deps);
    expect(byId(report, 'lanAddress')).toMatchObject({ status: 'fail', variant: 'none' });
    expect(report.joinUrl).toBeNull();
  });

  it('guest networks: by name, by a public address, by a one-address mask', async () => {
    const guest = await diagnose({ port: 1, bindAddress: '0.0.0.0' }, machine({ wifi: 'Cafe-Guest' }).deps);
    expect(byId(guest, 'guest')).toMatchObject({ status: 'warn', variant: 'name', params: { name: 'Cafe-Guest' } });
    const zh = await diagnose({ port: 1, bindAddress: '0.0.0.0' }, machine({ wifi: '酒店访客' }).deps);
    expect(byId(zh, 'guest')?.variant).toBe('name');
    const hotspot = await diagnose({ port: 1, bindAddress: '0.0.0.0' }, machine({ nics: { wlan0: [nic('203.0.113.9')] } }).deps);
    expect(byId(hotspot, 'guest')).toMatchObject({ status: 'warn', variant: 'publicAddress' });
    const isolated = await diagnose({ port: 1, bindAddress: '0.0.0.0' }, machine({ nics: { wlan0: [nic('10.1.2.3', '255.255.255.255')] } }).deps);
    expect(byId(isolated, 'guest')).toMatchObject({ status: 'warn', variant: 'isolated' });
  });

  it('names the other addresses, and follows the address the host chose', async () => {
    const nics = { wlan0: [nic('192.168.1.20')], eth0: [nic('10.0.0.5')] };
    const report = await diagnose({ port: 7777, bindAddress: '0.0.0.0', lanAddress: '10.0.0.5' }, machine({ nics }).deps);
    expect(report.lanAddress).toBe('10.0.0.5');
    expect(byId(report, 'otherAddresses')?.params?.list).toContain('192.168.1.20 (wlan0)');
  });
});

describe('the words, in both languages', () => {
  it('every check and each system’s firewall steps read in English and Chinese', async () => {
    for (const platform of ['win32', 'darwin', 'linux', 'freebsd']) {
      const report = await diagnose({ port: 7777, bindAddress: '127.0.0.1' }, machine({ platform, wifi: 'guest' }).deps);
      for (const lang of ['en', 'zh-CN'] as const) {
        const text = renderReport(report, lang).join('\n');
        expect(text).not.toMatch(/doctor\.|\{\{/); // no missing key, no unfilled parameter
        expect(text).toContain('http://192.168.1.20:7777/');
        if (lang === 'zh-CN') expect(text).toContain('连接检查');
      }
    }
    const win = renderReport(await diagnose({ port: 7777, bindAddress: '0.0.0.0' }, machine({ platform: 'win32' }).deps), 'en').join('\n');
    expect(win).toContain('Private');
  });

  it('picks the language and the ports to ask', () => {
    expect(langFrom(undefined, { LANG: 'zh_CN.UTF-8' })).toBe('zh-CN');
    expect(langFrom(undefined, { LANG: 'en_US.UTF-8' })).toBe('en');
    expect(langFrom('zh-CN', {})).toBe('zh-CN');
    expect(candidatePorts(null, [undefined, 7780, 7780])).toEqual([7780, 7777]);
    expect(candidatePorts(9000, [7780])).toEqual([9000]);
    expect(dataDirs('win32', { APPDATA: 'C:\\Users\\me\\AppData\\Roaming' }, 'C:\\Users\\me', '/x')[1]).toContain(path.join('Nightfall', 'data'));
  });

  it('reads the Wi-Fi name from each system’s tool', () => {
    expect(parseWifiName('win32', '    Name : Wi-Fi\n    SSID                   : Home Net\n    BSSID : aa')).toBe('Home Net');
    expect(parseWifiName('darwin', 'Current Wi-Fi Network: Guest-5G\n')).toBe('Guest-5G');
    expect(parseWifiName('darwin', 'You are not associated with an AirPort network.\n')).toBeNull();
    expect(parseWifiName('linux', 'HomeNet\n')).toBe('HomeNet');
    expect(parseWifiName('linux', '')).toBeNull();
  });
});

describe('GET /api/doctor on a real host', () => {
  const real = useRealHost('nf-doctor-');

  it('answers the TV on this computer with the host’s own view', async () => {
    const res = await fetch(`http://127.0.0.1:${real.host.port}/api/doctor`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as DoctorReport;
    expect(report.port).toBe(real.host.port);
    expect(report.bindAddress).toBe('127.0.0.1');
    expect(byId(report, 'loopback')).toMatchObject({ status: 'ok', variant: 'answers' });
    expect(byId(report, 'bind')).toMatchObject({ status: 'fail', variant: 'loopbackOnly' });
  });

  it('refuses a request that does not name this computer (a phone, a rebinding page)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: real.host.port, path: '/api/doctor', headers: { Host: 'evil.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(403);
  });
});
