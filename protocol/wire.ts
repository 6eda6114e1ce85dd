/**
 * The protocol's constants, without zod: what the pages import. zod validates what the host
 * receives (protocol.ts) and is large; a page that imported one constant from protocol.ts would
 * carry it in its first load (the phone's budget, bench/bundle.ts). protocol.ts re-exports all of
 * this, so the host and the tests read one protocol.
 */

/** 2: `patch` frames after the first full `state`, frame sequence numbers, `full` requests. */
export const PROTOCOL_VERSION = 2;
/** Frames larger than this are refused with TOO_LARGE before parsing (the socket stays open). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Frames larger than this are not even read: the host closes the socket (WebSocket code 1009). */
export const HARD_MAX_MESSAGE_BYTES = 4 * MAX_MESSAGE_BYTES;
export const NAME_MAX_LENGTH = 16;

/**
 * A sleeping phone's night tap (the decoy) is sent as a `choose` on this prompt id: the host
 * answers it like any choice and changes nothing, so the phone that transmits at night is not
 * the one acting (docs/design.md, threat model).
 */
export const DECOY_PROMPT = 'night.decoy';
/** Every `choose` message is padded to this many bytes of JSON (decoy or real). */
export const CHOOSE_BYTES = 160;
/** Longest fields of a `clientError` report (the page clips them before sending). */
export const CLIENT_ERROR_LIMITS = { where: 40, message: 300, stack: 1500 } as const;

/** Pads a `choose` message so its JSON is CHOOSE_BYTES long (whatever the prompt and choice). */
export function padChoose<T extends { t: 'choose' }>(msg: T): T & { pad?: string } {
  const bare = JSON.stringify({ ...msg, pad: '' }).length;
  return { ...msg, pad: '.'.repeat(Math.max(0, CHOOSE_BYTES - bare)) };
}

export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** One avatar per player (the host refuses a taken one): as many as the most players a game has (24). */
export const AVATARS = [
  'moon', 'owl', 'fox', 'deer', 'raven', 'bear', 'hare', 'boar', 'lynx', 'crow', 'stag', 'bat',
  'sun', 'star', 'tree', 'leaf', 'mushroom', 'fish', 'cat', 'frog', 'snail', 'flame', 'feather', 'key',
] as const;
export type Avatar = (typeof AVATARS)[number];
