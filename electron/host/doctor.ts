/**
 * The connection check behind `npm run doctor` and the TV's "check the connection" button: where
 * the host listens, whether its port answers on 127.0.0.1 and on the LAN address, and signs of a
 * guest network. It only ever connects to this machine's own addresses; the machine is reached
 * through `DoctorDeps` so tests can fake it.
 */
import net from 'node:net';
import os from 'node:os';
import type { DoctorCheck, DoctorReport } from '../../protocol/doctor.js';
import { isLoopbackAddress, isPrivateIPv4, lanCandidates } from './network.js';

export interface DoctorDeps {
  platform: string;
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>;
  /** TCP connect to `address:port` (one of this machine's own): true when something accepts. */
  connect(address: string, port: number): Promise<boolean>;
  /** The Wi-Fi network's name when the system knows it without asking the network; null: unknown. */
  wifiName?(): Promise<string | null>;
}

export interface DoctorInput {
  port: number;
  /** Where the host listens; null when no host answered (the command line before a start). */
  bindAddress: string | null;
  /** The address the host sends phones to; default: the best LAN candidate. */
  lanAddress?: string | null;
}

/** Network names that announce a guest or public network, where routers keep devices apart. */
const GUEST_NAME = /guest|visitor|public|hotel|airport|free|访客|来宾|客人|公共/i;

const CONNECT_TIMEOUT_MS = 1500;

/** `process.platform` as the report names it (the firewall steps exist for these three). */
export function doctorPlatform(platform: string): DoctorReport['platform'] {
  return platform === 'win32' || platform === 'darwin' || platform === 'linux' ? platform : 'other';
}

export function connectLocal(address: string, port: number, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function netmaskOf(interfaces: DoctorDeps['interfaces'], address: string): string | null {
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) if (info.address === address) return info.netmask;
  }
  return null;
}

function guestCheck(lanAddress: string, netmask: string | null, wifi: string | null): DoctorCheck {
  if (wifi && GUEST_NAME.test(wifi)) return { id: 'guest', status: 'warn', variant: 'name', params: { name: wifi } };
  if (!isPrivateIPv4(lanAddress)) return { id: 'guest', status: 'warn', variant: 'publicAddress', params: { address: lanAddress } };
  if (netmask === '255.255.255.255') return { id: 'guest', status: 'warn', variant: 'isolated', params: { address: lanAddress } };
  return { id: 'guest', status: 'info', variant: 'unknown', params: wifi ? { name: wifi } : {} };
}

export async function diagnose(input: DoctorInput, deps: DoctorDeps): Promise<DoctorReport> {
  const { port } = input;
  const candidates = lanCandidates(deps.interfaces);
  const lanAddress = input.lanAddress && !isLoopbackAddress(input.lanAddress) ? input.lanAddress : candidates[0]?.address ?? null;
  const checks: DoctorCheck[] = [];

  if (input.bindAddress === null) checks.push({ id: 'bind', status: 'fail', variant: 'notRunning', params: { port } });
  else if (isLoopbackAddress(input.bindAddress)) checks.push({ id: 'bind', status: 'fail', variant: 'loopbackOnly', params: { address: input.bindAddress, port } });
  else if (input.bindAddress === '0.0.0.0' || input.bindAddress === '::') checks.push({ id: 'bind', status: 'ok', variant: 'all', params: { port } });
  else checks.push({ id: 'bind', status: 'ok', variant: 'one', params: { address: input.bindAddress, port } });

  const name = candidates.find((c) => c.address === lanAddress)?.name ?? '';
  if (lanAddress) checks.push({ id: 'lanAddress', status: 'ok', variant: 'found', params: { address: lanAddress, name } });
  else checks.push({ id: 'lanAddress', status: 'fail', variant: 'none' });

  const loopbackOk = await deps.connect('127.0.0.1', port);
  checks.push({ id: 'loopback', status: loopbackOk ? 'ok' : 'fail', variant: loopbackOk ? 'answers' : 'silent', params: { port } });
  if (lanAddress) {
    const lanOk = await deps.connect(lanAddress, port);
    checks.push({ id: 'lan', status: lanOk ? 'ok' : 'fail', variant: lanOk ? 'answers' : 'silent', params: { address: lanAddress, port } });
  }

  const others = candidates.filter((c) => c.address !== lanAddress);
  if (others.length > 0) {
    checks.push({ id: 'otherAddresses', status: 'info', variant: 'some', params: { list: others.map((c) => `${c.address} (${c.name})`).join(', ') } });
  }
  if (lanAddress) {
    const wifi = deps.wifiName ? await deps.wifiName().catch(() => null) : null;
    checks.push(guestCheck(lanAddress, netmaskOf(deps.interfaces, lanAddress), wifi));
  }

  return {
    platform: doctorPlatform(deps.platform),
    port,
    bindAddress: input.bindAddress,
    lanAddress,
    joinUrl: lanAddress ? `http://${lanAddress}:${port}/` : null,
    checks,
  };
}

export function machineDeps(wifiName?: () => Promise<string | null>): DoctorDeps {
  return { platform: process.platform, interfaces: os.networkInterfaces(), connect: (a, p) => connectLocal(a, p), wifiName };
}
