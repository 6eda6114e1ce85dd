/**
 * New Moon judgements from the room (RULES.md §7: "players who lose their vote are marked by the
 * host from his controller"): for each card in play that takes a mark, the VIP taps the players
 * and sends the mark. The engine says which marks each card accepts.
 */
import { useState } from 'react';
import { eventCard } from '../../../engine/events/registry.js';
import { useGame } from './ctx.js';

function marksInPlay(active: { id: string }[]): { card: string; mark: string }[] {
  const out: { card: string; mark: string }[] = [];
  for (const a of active) {
    try {
      for (const mark of eventCard(a.id).marks ?? []) out.push({ card: a.id, mark });
    } catch {
      // a card this page does not know: nothing to mark
    }
  }
  return out;
}

export function MarkPanel({ onSent }: { onSent: () => void }) {
  const g = useGame();
  const marks = marksInPlay(g.game.newMoon.active);
  const [chosen, setChosen] = useState<Record<string, number[]>>({});
  if (!marks.length) return null;
  const living = g.game.players.filter((p) => p.alive);
  return (
    <section className="marks" data-testid="marks">
      <h3 className="section-title">{g.t('phone.host.marks')}</h3>
      {marks.map(({ card, mark }) => {
        const key = `${card}:${mark}`;
        const seats = chosen[key] ?? [];
        return (
          <div key={key} className="mark" data-mark={mark}>
            <p className="muted small">{g.t(`event.${card}.title`)} — {g.t(`phone.host.mark.${mark}`)}</p>
            <div className="mark-seats">
              {living.map((p) => {
                const on = seats.includes(p.seat);
                return (
                  <button
                    key={p.seat} type="button" className={`chip-btn${on ? ' is-on' : ''}`} aria-pressed={on}
                    onClick={() => setChosen({ ...chosen, [key]: on ? seats.filter((s) => s !== p.seat) : [...seats, p.seat] })}
                  >
                    {g.label(p.seat)}
                  </button>
                );
              })}
            </div>
            <button
              type="button" className="btn btn-wide" disabled={!seats.length}
              onClick={() => { g.store.host({ cmd: 'mark', mark, seats }); setChosen({ ...chosen, [key]: [] }); onSent(); }}
            >
              {g.t('phone.host.markSend', { count: seats.length })}
            </button>
          </div>
        );
      })}
    </section>
  );
}
