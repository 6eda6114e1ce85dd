/**
 * The end-of-game recap: every night and day, built from the game's events. After game over the
 * host sends the table the full history (every event becomes visible), so this reads the secret
 * ones too — but it is only ever shown once the game is over.
 */
import type { Ballot, GameEvent, RoleId, VoteOutcome } from '../../engine/index.js';
import { joinNames, outcomeText, roleName, type NameOf, type T } from './captions.js';

export type RecapIcon =
  | RoleId | 'sheriff' | 'death' | 'vote' | 'lovers' | 'charmed' | 'dawn';

export interface RecapItem { icon: RecapIcon; text: string }
export interface RecapSection { kind: 'night' | 'day'; n: number; items: RecapItem[] }

/**
 * `causeOf`: the causes the view knows now (at the end, every one). A public death event names
 * no cause the table was not told (docs/rules.md §11); the recap, shown at the end, tells it.
 */
export function buildRecap(log: readonly GameEvent[], t: T, nameOf: NameOf, causeOf: (seat: number) => string | undefined = () => undefined): RecapSection[] {
  const sections: RecapSection[] = [];
  let current: RecapSection | null = null;
  const open = (kind: 'night' | 'day', n: number) => {
    if (current && current.kind === kind && current.n === n) return;
    current = { kind, n, items: [] };
    sections.push(current);
  };
  const add = (icon: RecapIcon, text: string) => {
    if (!current) open('night', 1);
    current!.items.push({ icon, text });
  };
  const list = (seats: unknown) => joinNames(t, Array.isArray(seats) ? (seats as number[]).map(nameOf) : []);
  let lastVoteElected: number | null = null;
  let pendingVote: { ballots: Ballot[]; tally: { seat: number; votes: number }[]; kind: string } | null = null;

  for (const e of log) {
    switch (e.type) {
      case 'nightFell':
        open('night', Number(e.night) || 1);
        break;
      case 'dawn': {
        open('day', Number(e.day) || 1);
        if (Array.isArray(e.deaths) && e.deaths.length === 0) add('dawn', t('tv.recap.noDeaths'));
        break;
      }
      case 'thiefChose':
        add('thief', e.kept ? t('tv.recap.thiefKept') : t('tv.recap.thief', { role: roleName(t, String(e.role)) }));
        break;
      case 'loversChosen':
        add('cupid', t('tv.recap.lovers', { list: list(e.lovers) }));
        break;
      case 'guardProtected':
        if (typeof e.target === 'number') add('guard', t('tv.recap.guard', { name: nameOf(e.target) }));
        break;
      case 'seerResult': {
        const r = String(e.result);
        const result = r === 'wolf' ? t('tv.recap.wolf') : r === 'notWolf' ? t('tv.recap.notWolf') : roleName(t, r);
        add('seer', t('tv.recap.seer', { name: nameOf(Number(e.target)), result }));
        break;
      }
      case 'wolvesChose':
        add('werewolf', typeof e.victim === 'number' ? t('tv.recap.wolves', { name: nameOf(e.victim) }) : t('tv.recap.wolvesNone'));
        break;
      case 'witchHealed':
        if (typeof e.target === 'number') add('witch', t('tv.recap.healed', { name: nameOf(e.target) }));
        break;
      case 'witchPoisoned':
        add('witch', t('tv.recap.poisoned', { name: nameOf(Number(e.target)) }));
        break;
      case 'piperCharmed':
        add('piper', t('tv.recap.charmed', { list: list(e.seats) }));
        break;
      case 'littleGirlPeek':
        add('littleGirl', t('tv.recap.littleGirlPeek'));
        break;
      case 'littleGirlCaught':
        add('littleGirl', t('tv.recap.littleGirlCaught'));
        break;
      case 'death':
        if (e.cause === 'vote') break; // the vote's line says it
        add('death', t('tv.recap.died', { name: nameOf(Number(e.seat)), cause: t(`tv.cause.${String(e.cause === 'untold' ? causeOf(Number(e.seat)) ?? e.cause : e.cause)}`) }));
        break;
      case 'sheriffElected':
        if (lastVoteElected === e.seat) break; // the vote's line says it
        add('sheriff', t('tv.recap.sheriff', { name: nameOf(Number(e.seat)) }));
        break;
      case 'sheriffPassed':
        add('sheriff', t('tv.recap.sheriffPassed', { name: nameOf(Number(e.to)) }));
        break;
      case 'hunterShot':
        if (typeof e.target === 'number') add('hunter', t('tv.recap.hunter', { name: nameOf(e.target) }));
        break;
      case 'votesRevealed':
        pendingVote = { ballots: e.ballots as Ballot[], tally: e.tally as { seat: number; votes: number }[], kind: String(e.kind) };
        break;
      case 'voteOutcome': {
        const tally = pendingVote?.tally ?? [];
        // A full table's vote has many names: the leading four, then "…" (the reveal showed them all).
        // "Ann 3, Bo 2 — …" / "林晓月3票、王大锤2票——……": the words and the dash per language.
        const counts = tally.slice(0, 4).map((c) => t('tv.recap.count', { name: nameOf(c.seat), votes: fmt(c.votes) })).join(t('tv.comma'))
          + (tally.length > 4 ? t('tv.recap.more') : '');
        const out = outcomeText(e.outcome as VoteOutcome, t, nameOf) ?? '';
        const o = e.outcome as VoteOutcome;
        lastVoteElected = o.type === 'elected' ? o.seat : null;
        const summary = counts ? t('tv.recap.voteSummary', { counts, outcome: out }) : out;
        add(pendingVote?.kind.startsWith('sheriff') ? 'sheriff' : 'vote', t('tv.recap.vote', { summary }));
        pendingVote = null;
        break;
      }
      default:
        break;
    }
  }
  return sections;
}

export function fmt(votes: number): string {
  return Number.isInteger(votes) ? String(votes) : votes.toFixed(1);
}
