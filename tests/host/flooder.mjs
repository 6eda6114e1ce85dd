// The crowd test's flooder, in a worker thread of its own so that sending the flood does not
// stall the test's event loop (where the host and the legitimate phone run). Plain JS: workers
// do not go through vitest's TypeScript transform.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, address, token, version, sockets: wanted, maxMessages } = workerData;

function open() {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { localAddress: address });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
    ws.on('message', () => {});
  });
}

const opened = await Promise.all(Array.from({ length: wanted }, () => open()));
const sockets = opened.filter((x) => typeof x !== 'number');
const refused = opened.filter((x) => x === 429).length;
for (const ws of sockets) ws.send(JSON.stringify({ t: 'hello', v: version, device: 'tv' }));
parentPort.postMessage({ t: 'ready', accepted: sockets.length, refused });

let flooding = true;
// Sockets the host closed may be opened again, up to this many at a time (refilled each round).
let reopens = 8;
parentPort.on('message', (m) => {
  if (m === 'stop') flooding = false;
});

let sent = 0;
let closedByHost = 0;
let reopened = 0;
const countClose = (ws) => ws.on('close', (code) => {
  if (code === 1008) closedByHost++;
});
sockets.forEach(countClose);
let current = null;
const avatars = ['owl', 'fox', 'deer', 'moon'];
for (let round = 1; flooding && sent < maxMessages; round++) {
  for (let k = 0; k < sockets.length; k++) {
    const ws = sockets[k];
    if (ws.readyState === ws.CLOSED && reopens > 0) {
      // The host ended this one: come back with a fresh socket (a few per round) and keep going.
      reopens--;
      const again = await open();
      if (typeof again !== 'number') {
        again.send(JSON.stringify({ t: 'hello', v: version, device: 'tv' }));
        countClose(again);
        sockets[k] = again;
        reopened++;
      }
      continue;
    }
    if (ws.readyState !== ws.OPEN) continue;
    for (let i = 0; i < 20; i++) ws.send(i % 2 ? '{"t":"ping","n":1}' : 'not json');
    sent += 20;
  }
  reopens = Math.min(reopens + 2, 8);
  // The seated flooder: reconnects with its token every few rounds to try for a fresh bucket.
  if (round % 5 === 1) {
    current?.terminate();
    const again = await open();
    current = typeof again === 'number' ? null : again;
    current?.send(JSON.stringify({ t: 'hello', v: version, device: 'phone', token }));
  }
  if (current?.readyState === WebSocket.OPEN) {
    for (let i = 0; i < 30; i++) current.send(JSON.stringify({ t: 'profile', avatar: avatars[(sent + i) % 4] }));
    sent += 30;
  }
  await new Promise((r) => setTimeout(r, 10));
}
for (const ws of sockets) ws.terminate();
current?.terminate();
parentPort.postMessage({ t: 'done', sent, closedByHost, reopened });
