/// <reference types="vite/client" />
/**
 * Every role folder's phone piece (engine/<set>/<role>/phone.ts), found by the bundler: what a
 * role knows and what its prompts show join the phone by existing, with no list to keep. Asked in
 * the engine's role order (rule set by rule set), so lines keep one order on every phone.
 */
import { ROLE_IDS, type RoleId } from '../../../engine/index.js';
import type { DayPower, PhoneResult, PhoneWords, RolePhone } from '../../../engine/roles/rolePhone.js';
import type { GameEvent, Prompt } from '../../../engine/types.js';
import type { GameView } from '../../../engine/views.js';
import { joinList } from '../../common/ui/format.js';
import type { GameCtx } from './ctx.js';

const found = import.meta.glob<{ phone: RolePhone }>('../../../engine/*/*/phone.ts', { eager: true });
const byRole = new Map(Object.entries(found).map(([file, mod]) => [file.split('/').at(-2) as RoleId, mod.phone]));
const PHONES: readonly RolePhone[] = [
  ...ROLE_IDS.filter((id) => byRole.has(id)).map((id) => byRole.get(id)!),
  // A folder whose role no rule set of this build lists still speaks (after the listed ones).
  ...[...byRole].filter(([id]) => !ROLE_IDS.includes(id)).map(([, phone]) => phone),
];

function words(g: GameCtx): PhoneWords {
  return { game: g.game, t: (key, params) => g.t(key, params), label: g.label, list: (seats) => joinList(seats.map(g.label), g.lang) };
}

/** Every role folder's lines for this player's card. */
export function folderKnowledge(g: GameCtx): string[] {
  if (!g.game.me) return [];
  const w = words(g);
  return PHONES.flatMap((p) => p.knowledge?.(w) ?? []);
}

/** Every role folder's facts for this prompt. */
export function folderPromptInfo(g: GameCtx, prompt: Prompt): string[] {
  const w = words(g);
  return PHONES.flatMap((p) => p.promptInfo?.[prompt.id]?.(w, prompt) ?? []);
}

/** Event types some role folder shows behind tonight's hold button (Tonight.tsx). */
export const FOLDER_TONIGHT: ReadonlySet<string> = new Set(PHONES.flatMap((p) => Object.keys(p.tonight ?? {})));

/** What a role folder shows of one of tonight's private events, or null. */
export function folderTonight(g: GameCtx, e: GameEvent): PhoneResult | null {
  const w = words(g);
  for (const p of PHONES) {
    const show = p.tonight?.[e.type] as ((w: PhoneWords, e: GameEvent) => PhoneResult | null) | undefined;
    const shown = show?.(w, e);
    if (shown) return shown;
  }
  return null;
}

/** Every role folder's day powers, by standing prompt id (dayPowers.ts, DayBar.tsx). */
export const FOLDER_DAY_POWERS: Readonly<Record<string, DayPower>> = Object.assign({}, ...PHONES.map((p) => p.dayPowers ?? {}));

/** Whether some role folder's day power is at this table (public: the deck). */
export function folderTableHasDayPowers(game: GameView): boolean {
  return PHONES.some((p) => p.tableHasDayPowers?.(game) === true);
}
