/**
 * The end-of-game recap: every night and day, built from the game's events. After game over the
 * host sends the table the full history (every event becomes visible), so this reads the secret
 * ones too — but it is only ever shown once the game is over. What each event says is the story's
 * (renderer/common/story/); this file groups the lines by night and day.
 */
import type { GameEvent } from '../../engine/index.js';
import { fmtVotes, tvRecapOf, type RecapIcon, type RecapItem, type TvRecapMemory } from '../common/story/index.js';
import type { NameOf, T } from './captions.js';

export type { RecapIcon, RecapItem };
export interface RecapSection { kind: 'night' | 'day'; n: number; items: RecapItem[] }

/**
 * `causeOf`: the causes the view knows now (at the end, every one). A public death event names
 * no cause the table was not told (docs/rules.md §11); the recap, shown at the end, tells it.
 */
export function buildRecap(log: readonly GameEvent[], t: T, nameOf: NameOf, causeOf: (seat: number) => string | undefined = () => undefined): RecapSection[] {
  const sections: RecapSection[] = [];
  let current: RecapSection | null = null;
  const memory: TvRecapMemory = { lastVoteElected: null, pendingVote: null, causeOf };
  for (const e of log) {
    const part = tvRecapOf(e, t, nameOf, memory);
    if (!part) continue;
    if (part.open && !(current && current.kind === part.open.kind && current.n === part.open.n)) {
      current = { ...part.open, items: [] };
      sections.push(current);
    }
    if (part.item) {
      if (!current) {
        current = { kind: 'night', n: 1, items: [] };
        sections.push(current);
      }
      current.items.push(part.item);
    }
  }
  return sections;
}

export const fmt = fmtVotes;
