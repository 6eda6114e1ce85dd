/** The connection check (`npm run doctor`, the TV's connection help): renderer/common/doctor.ts. */
export const doctorEn: Record<string, unknown> = {
  doctor: {
    title: 'Connection check',
    button: 'Check the connection',
    running: 'Checking…',
    failed: 'The check could not run: {{error}}',
    joinUrl: 'Phones join at {{url}}',
    bind: {
      notRunning: 'No Nightfall host answers on port {{port}}: start it first (npm start or npm run serve).',
      loopbackOnly: 'The host listens only on this computer ({{address}}:{{port}}): phones cannot reach it. Start it without --bind 127.0.0.1.',
      all: 'The host listens on every network of this computer, port {{port}}.',
      one: 'The host listens on {{address}}, port {{port}}.',
    },
    lanAddress: {
      found: 'Phones are sent to {{address}} ({{name}}).',
      none: 'This computer has no Wi-Fi or Ethernet address: connect it to the same Wi-Fi as the phones.',
    },
    loopback: {
      answers: 'Port {{port}} answers on this computer.',
      silent: 'Port {{port}} does not answer on this computer: is the host running?',
    },
    lan: {
      answers: 'Port {{port}} answers on {{address}} from this computer (a firewall may still stop phones: see below).',
      silent: 'Port {{port}} does not answer on {{address}}, even from this computer: the host is not listening there, or a security program blocks it.',
    },
    otherAddresses: {
      some: 'This computer also has {{list}}: if the phones are on that network, choose that address in the lobby.',
    },
    guest: {
      name: 'The Wi-Fi "{{name}}" looks like a guest network: those keep devices apart (client isolation). Use the main network.',
      publicAddress: 'The address {{address}} is not a home-network address: this may be a hotspot or guest network that keeps devices apart.',
      isolated: 'The network gave {{address}} a one-address mask: devices are probably kept apart (client isolation).',
      unknown: 'No sign of a guest network. If phones still cannot connect, the router may keep devices apart (client or AP isolation): turn it off, or use the main network.',
    },
    firewall: {
      win32: 'Windows: Settings → Privacy & security → Windows Security → Firewall & network protection → Allow an app through firewall → tick Nightfall (or Node.js in browser mode) for Private networks. Set this Wi-Fi to Private in its network properties.',
      darwin: 'macOS: System Settings → Network → Firewall → Options → allow incoming connections for Nightfall (or node in browser mode).',
      linux: 'Linux: if a firewall runs, open TCP port {{port}} (ufw: sudo ufw allow {{port}}/tcp; firewalld: sudo firewall-cmd --add-port={{port}}/tcp).',
      other: 'Allow incoming connections to TCP port {{port}} in this computer’s firewall.',
    },
  },
};
