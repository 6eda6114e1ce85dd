/** Seats, lists, roles and vote outcomes in words, as the story's sentences use them. */
import type { GameEvent, RoleId, VoteOutcome } from '../../../engine/types.js';
import type { NameOf, PhoneWords, T } from './types.js';

/** "A, B and C" / "A、B和C". */
export function joinNames(t: T, names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(t('tv.comma'))}${t('tv.and')}${names[names.length - 1]}`;
}

/** A role's name (`role.*`, shared by the TV and the phone). */
export function roleName(t: T, role: RoleId | string): string {
  return t(`role.${role}`);
}

/** Seat-valued and seat-list params (engine and New Moon cards), shown as names. */
const SEAT_PARAMS = ['seat', 'target', 'victim', 'from', 'to', 'medium', 'ghost', 'voucher', 'accuser', 'chooser', 'voter', 'last', 'dead', 'replaces'];
const LIST_PARAMS = ['candidates', 'seats', 'deaths', 'lovers', 'voters', 'standing', 'eliminated', 'winners'];

export function seatsList(t: T, nameOf: NameOf, v: unknown): string {
  return Array.isArray(v) ? joinNames(t, v.filter((x): x is number => typeof x === 'number').map(nameOf)) : '';
}

/** The params of an event, with seats turned into names (the TV's). */
export function paramsOf(e: GameEvent, t: T, nameOf: NameOf): Record<string, unknown> {
  const raw: Record<string, unknown> = { ...e, ...(e.params ?? {}) };
  const out: Record<string, unknown> = { ...raw };
  for (const k of SEAT_PARAMS) if (typeof raw[k] === 'number') out[k] = nameOf(raw[k] as number);
  for (const k of LIST_PARAMS) {
    if (Array.isArray(raw[k]) && (raw[k] as unknown[]).every((x) => typeof x === 'number')) {
      out[k] = seatsList(t, nameOf, raw[k]);
      out.list = out[k];
    }
  }
  if (typeof raw.seat === 'number') out.name = nameOf(raw.seat);
  if (typeof raw.to === 'number') out.target = nameOf(raw.to);
  if (typeof raw.role === 'string') out.role = roleName(t, raw.role);
  return out;
}

/** A vote's outcome, as the TV says it to the room. */
export function tvOutcomeText(o: VoteOutcome, t: T, nameOf: NameOf): string | null {
  switch (o.type) {
    case 'eliminated':
      return t(o.by === 'sheriff' ? 'vote.outcome.eliminatedBySheriff' : 'vote.outcome.eliminated', { name: nameOf(o.seat) });
    case 'idiotRevealed':
      return t('vote.outcome.idiotRevealed', { name: nameOf(o.seat) });
    case 'scapegoat':
      return t('vote.outcome.scapegoat', { name: nameOf(o.seat) });
    case 'tie':
      return t(o.next === 'revote' ? 'vote.outcome.tieRevote' : 'vote.outcome.tieNone', { list: seatsList(t, nameOf, o.seats) });
    case 'noVotes':
      return t('vote.outcome.noVotes');
    case 'elected':
      return t(o.by === 'random' ? 'vote.outcome.electedRandom' : 'vote.outcome.elected', { name: nameOf(o.seat) });
    case 'noCandidates':
      return t('vote.outcome.noCandidates');
    case 'badgeLost':
      return t('vote.outcome.badgeLost', { list: seatsList(t, nameOf, o.seats) });
    default:
      return null;
  }
}

/**
 * A vote's outcome in the phone's log. Mostly its own words (`phone.story.outcome.*`), not the
 * TV's: on the phone the outcome ends a sentence that began with the tally ("Day vote: Ann 3 votes
 * (…) — 3 · Ann is eliminated."), so it is short; the TV announces it to the room on its own ("The
 * village has spoken: Ann is eliminated.").
 */
export function phoneOutcomeText(g: PhoneWords, o: VoteOutcome | undefined): string {
  if (!o) return '';
  switch (o.type) {
    case 'tie':
      return g.fmt(o.next === 'none' ? 'phone.story.outcome.tieNone' : 'phone.story.outcome.tie', { seats: o.seats });
    case 'eliminated':
    case 'idiotRevealed':
    case 'scapegoat':
    case 'elected':
      return g.fmt(`phone.story.outcome.${o.type}`, { seat: o.seat });
    default:
      return g.t(`phone.story.outcome.${o.type}`);
  }
}

/** A role the phone may name for a seat: shown by its death, to a ghost, or at the end. */
export function revealedRole(g: PhoneWords, seat: number | null): RoleId | null {
  if (seat === null) return null;
  const p = g.game.players.find((q) => q.seat === seat);
  if (!p?.role) return null;
  return p.revealed || g.game.me?.ghost || g.game.phase === 'over' ? p.role : null;
}

export function fmtVotes(votes: number): string {
  return Number.isInteger(votes) ? String(votes) : votes.toFixed(1);
}
