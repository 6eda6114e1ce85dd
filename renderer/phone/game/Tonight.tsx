/**
 * What this player learned or did tonight (the Seer's vision, the Fox's sniff, the Thief's new
 * card, the wolves' victim…), from the private events of this night, behind one press-and-hold
 * button that every phone shows at night, on the decoy and on the done screen alike. A player
 * with nothing to learn holds it too and reads a neutral line of about the same length: from
 * across the room, a phone that has a result looks like one that has none (issue 27), and nothing
 * private ever sits on the screen in the open.
 */
import type { ReactNode } from 'react';
import { ROLE_ART } from '../../common/art/roles/index.js';
import type { RoleId } from '../../../engine/types.js';
import { useGame } from './ctx.js';
import { HoldToPeek } from './Peek.js';
import { describeEvent } from './recap.js';
import { FOLDER_TONIGHT, folderTonight } from './rolePhones.js';

const SHOWN = new Set([
  'seerResult', 'thiefChose', 'loversChosen', 'guardProtected', 'wolvesChose', 'littleGirlPeek', 'littleGirlCaught',
  'witchHealed', 'witchPoisoned', 'piperCharmed',
  // New Moon: Full Moon Rising's inspection, a victim turned wolf (Backfire, Specter).
  'wolfInspected', 'becameWolf', 'backfire',
  // Characters: the Raven's mark, an infection (the Fox's sniff: engine/characters/fox/phone.ts).
  'ravenMark', 'infected',
  // A step of this player's left to the clock, or the pack that never agreed (TimeUp.tsx by day).
  'timedOut',
]);

/**
 * The hold button; `choice`: this player's answer in words (the done screen), shown first;
 * `extra`: what an information step tells this player (the Lovers' partner).
 */
export function Tonight({ choice, extra }: { choice?: string; extra?: ReactNode } = {}) {
  const g = useGame();
  if (g.mySeat === null) return null;
  return (
    <div className="night-info tonight" data-testid="tonight-hidden">
      <HoldToPeek label={g.t('phone.tonightPeek')} testid="tonight-peek" openTestid="tonight">
        {choice ? <p className="tonight-choice" data-testid="tonight-choice"><span className="done-tick" aria-hidden="true">✓ </span>{choice}</p> : null}
        {extra}
        <TonightResults nothing={!extra} />
      </HoldToPeek>
    </div>
  );
}

function nightStart(events: readonly { type: string }[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i].type === 'nightFell') return i;
  return 0;
}

function TonightResults({ nothing }: { nothing: boolean }) {
  const g = useGame();
  const events = g.snap.events;
  const mine = events.slice(nightStart(events))
    .filter((e) => (SHOWN.has(e.type) || FOLDER_TONIGHT.has(e.type)) && Array.isArray(e.audience) && e.audience.includes(g.mySeat!));
  const lines = mine.map((e, i) => {
    // A role folder's answer (the Psychic's card, the Gravekeeper's word): drawn as the Seer's vision is.
    const shown = FOLDER_TONIGHT.has(e.type) ? folderTonight(g, e) : null;
    if (shown) {
      const Art = shown.role ? ROLE_ART[shown.role] : null;
      return (
        <div key={i} className="result" data-testid={shown.testid} data-result={shown.result}>
          {Art ? <Art size={64} /> : null}
          <p className="result-text">{shown.text}</p>
          {shown.note ? <p className="muted">{shown.note}</p> : null}
        </div>
      );
    }
    if (e.type === 'seerResult' && typeof e.target === 'number') {
      const r = String(e.result);
      const team = r === 'wolf' || r === 'notWolf';
      const Art = team ? null : ROLE_ART[r as RoleId];
      return (
        <div key={i} className="result" data-testid="seer-result" data-result={r}>
          {Art ? <Art size={64} /> : null}
          <p className="result-text">{g.t(team ? 'phone.result.seer' : 'phone.result.seerRole', { seat: g.label(e.target), result: team ? g.t(`seerResult.${r}`) : g.t(`role.${r}`) })}</p>
        </div>
      );
    }
    if (e.type === 'timedOut') {
      return <p key={i} data-testid="time-up">{g.t(e.reason === 'noAgreement' ? 'phone.story.noAgreement' : 'phone.timeUp.night')}</p>;
    }
    const line = describeEvent(g, e);
    return line ? <p key={i}>{line.text}</p> : null;
  }).filter((x) => x !== null);
  if (lines.length) return <div data-testid="tonight-results">{lines}</div>;
  return nothing ? <p className="muted" data-testid="tonight-nothing">{g.t('phone.tonightNothing')}</p> : null;
}
