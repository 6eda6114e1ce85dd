/**
 * Which address a phone on the LAN can reach, which port to listen on, and who counts as "this
 * machine" (loopback checks for the host secret, Origin checks for the WebSocket).
 */
import os from 'node:os';

export interface AddressCandidate {
  address: string;
  /** Interface name as the OS reports it (e.g. "Wi-Fi", "en0", "wlan0"). */
  name: string;
  /** Higher is more likely to be the Wi-Fi/Ethernet address a phone can reach. */
  score: number;
}

/** Adapters that phones on the Wi-Fi cannot reach: VPNs, tunnels, containers, virtual machines. */
const VIRTUAL_NAME = /vpn|tun|tap|docker|veth|vethernet|hyper-?v|wsl|virtualbox|vbox|vmware|vmnet|utun|tailscale|zerotier|^zt|bridge|^br-|^br\d|virbr|^lo\d*$|loopback|awdl|llw|ipsec|ppp|wireguard|^wg\d|npcap|cni|flannel|podman|lxc|lxd|anpi|gif|stf/i;
/** Names that look like a real Wi-Fi or Ethernet card on Windows, macOS and Linux. */
const PHYSICAL_NAME = /wi-?fi|wlan|wireless|ethernet|以太网|无线|^en\d|^eth\d|^wl|^enp|^eno|^ens|^enx|^em\d/i;

export function isPrivateIPv4(address: string): boolean {
  const p = address.split('.').map(Number);
  if (p.length !== 4 || p.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return false;
  return p[0] === 10 || (p[0] === 172 && p[1] >= 16 && p[1] <= 31) || (p[0] === 192 && p[1] === 168);
}

function isLinkLocalIPv4(address: string): boolean {
  return address.startsWith('169.254.');
}

/** 100.64.0.0/10: carrier-grade NAT, which is what Tailscale and friends hand out. */
function isCgnatIPv4(address: string): boolean {
  const p = address.split('.').map(Number);
  return p[0] === 100 && p[1] >= 64 && p[1] <= 127;
}

export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A Host header or URL hostname that designates this machine's loopback interface. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || isLoopbackAddress(h);
}

/**
 * The IPv4 addresses a phone might reach, best first. Skips loopback, link-local, and adapters
 * whose names look virtual (VPN, Docker, Hyper-V vEthernet, WSL, VirtualBox, VMware, utun,
 * Tailscale, ZeroTier, bridges).
 */
export function lanCandidates(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): AddressCandidate[] {
  const out: AddressCandidate[] = [];
  for (const [name, infos] of Object.entries(interfaces)) {
    if (!infos) continue;
    if (VIRTUAL_NAME.test(name)) continue;
    for (const info of infos) {
      const family = info.family as string | number;
      if (family !== 'IPv4' && family !== 4) continue;
      if (info.internal || isLoopbackAddress(info.address) || isLinkLocalIPv4(info.address) || isCgnatIPv4(info.address)) continue;
      let score = 0;
      if (isPrivateIPv4(info.address)) score += 10;
      if (PHYSICAL_NAME.test(name)) score += 5;
      if (/wi-?fi|wlan|wireless|无线|^wl|^en0$/i.test(name)) score += 1;
      if (info.address.startsWith('192.168.')) score += 1;
      out.push({ address: info.address, name, score });
    }
  }
  out.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name) || a.address.localeCompare(b.address));
  return out;
}

/** Every hostname that means "this machine" (for the WebSocket Origin check). */
export function localHostnames(candidates: AddressCandidate[], interfaces = os.networkInterfaces()): Set<string> {
  const names = new Set<string>(['localhost', '127.0.0.1', '[::1]', '::1']);
  for (const c of candidates) names.add(c.address);
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      names.add(info.family === 'IPv6' ? `[${info.address.toLowerCase()}]` : info.address);
    }
  }
  try {
    const host = os.hostname().toLowerCase();
    if (host) {
      names.add(host);
      if (!host.endsWith('.local')) names.add(`${host}.local`);
    }
  } catch {
    // no hostname: addresses are enough
  }
  return names;
}
