/**
 * When the ghost view begins (docs/rules.md §4): a dead player still making his own last decisions
 * (the Hunter's shot, the Sheriff's successor, the Scapegoat's voters…) knows exactly what he knew
 * alive. Non-interference: swapping two roles he does not know must leave his view identical.
 * And ghosts see an open choice only when the table does: no other seat's secret event of the step
 * in progress reaches a ghost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply, createGame, eventsFor, isGhost, openPrompts, viewFor,
  type Action, type GameEvent, type GameState, type RoleId,
} from '../../engine/index.js';
import { isWolf } from '../../engine/context.js';
import { knownBy } from '../../engine/newMoon/knowledge.js';
import type { MechanicalWolfData } from '../../engine/boards/mechanicalWolf/role.js';
import { readRoleData } from '../../engine/roles/roleData.js';
import { playRandomGame } from '../support/randomPlayer.js';
import { setupArb } from '../support/arbitraries.js';

function swapRoles(s: GameState, a: number, b: number): GameState {
  const players = s.players.map((p) => ({ ...p }));
  const pa = players[a - 1];
  const pb = players[b - 1];
  [pa.role, pb.role] = [pb.role, pa.role];
  [pa.card, pb.card] = [pb.card, pa.card];
  return { ...s, players };
}

/** A dead seat acting in a death-chain step now or queued for one (derived apart from views.ts). */
function deciding(s: GameState, seat: number): boolean {
  if (s.players[seat - 1].alive || s.phase === 'over') return false;
  return (s.step.actor === seat && s.step.prompts.some((p) => p.seat === seat && !p.answered))
    || s.interrupts.some((q) => q.actor === seat);
}

/** Roles the deciding seat knew alive: his own, revealed ones, his pack, his Seer's and events' results. */
function knewAlive(s: GameState, seat: number, target: number): boolean {
  const me = s.players[seat - 1];
  const them = s.players[target - 1];
  if (seat === target || them.revealed) return true;
  // The pack (every wolf-camp player) knows its members.
  if (isWolf(s, me) && (isWolf(s, them) || s.littleGirlExposed === target)) return true;
  if (me.role === 'seer' || me.card === 'seer') {
    if (s.seerResults.some((r) => r.target === target)) return true;
  }
  if (me.role === 'littleGirl' && s.littleGirlSeen.includes(target)) return true;
  if ((s.psychicResults ?? []).some((r) => r.seat === seat && r.target === target)) return true;
  if ((s.gargoyleResults ?? []).some((r) => r.seat === seat && r.target === target)) return true;
  // The Mechanical Wolf: the card he learned and those his copied inspections read, by his seat.
  const mechanical = readRoleData<MechanicalWolfData>(s, 'mechanicalWolf');
  if ((mechanical.picks ?? []).some((p) => p.seat === seat && p.target === target && p.learned !== null)) return true;
  if ((mechanical.results ?? []).some((r) => r.seat === seat && r.target === target)) return true;
  if (me.lover === target || me.role === 'cupid') return true;
  if (knownBy(s, seat)[target] !== undefined) return true;
  return false;
}

const seat = (n: number) => ({ kind: 'seat' as const, seat: n });

/** Plays a fixed 6-seat game: the wolves eat the Hunter (seat 3) on night 1. */
function hunterDiesAtDawn(): GameState {
  const deck: RoleId[] = ['werewolf', 'werewolf', 'hunter', 'seer', 'villager', 'villager'];
  let { state } = createGame({ players: ['A', 'B', 'C', 'D', 'E', 'F'], deck, preset: 'official', seed: 7, deal: deck.slice() });
  for (let guard = 0; guard < 50 && state.step.name !== 'hunterShot'; guard++) {
    const open = openPrompts(state).filter((p) => !p.answered);
    const p = open[0];
    let action: Action = { type: 'timeout', step: state.step.id };
    if (p?.id === 'wolves.victim') action = { type: 'choose', seat: p.seat, prompt: p.id, choice: [3] };
    else if (p?.id === 'seer.inspect') action = { type: 'choose', seat: p.seat, prompt: p.id, choice: [5] };
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.rejection.message);
    state = r.state;
  }
  return state;
}

describe('the ghost view begins after the last decisions', () => {
  it('the dying Hunter choosing his shot sees no role he did not know alive', () => {
    const s = hunterDiesAtDawn();
    expect(s.step.name).toBe('hunterShot');
    expect(isGhost(s, 3)).toBe(false);
    const view = viewFor(s, seat(3));
    expect(view.me?.ghost).toBe(false);
    expect(view.secrets).toBeNull();
    expect(view.players.filter((p) => p.role !== null).map((p) => p.seat)).toEqual([3]);
    expect(view.prompts.map((p) => p.id)).toEqual(['hunter.shoot']);
    // Swap a wolf and a villager he cannot know: his prompt view is byte-identical.
    expect(JSON.stringify(viewFor(swapRoles(s, 1, 5), seat(3)))).toBe(JSON.stringify(view));
    // Once he has shot, he is a ghost and sees every role.
    const shot = apply(s, { type: 'choose', seat: 3, prompt: 'hunter.shoot', choice: [6] });
    expect(shot.ok).toBe(true);
    if (!shot.ok) return;
    if (shot.state.phase !== 'over') {
      expect(isGhost(shot.state, 3)).toBe(true);
      expect(viewFor(shot.state, seat(3)).players.every((p) => p.role !== null)).toBe(true);
    }
  });

  it('over random games, a deciding dead player\'s view does not depend on roles he did not know', () => {
    let checked = 0;
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed, { keepStates: true });
        for (const s of game.states) {
          for (const p of s.players) {
            if (!deciding(s, p.seat)) continue;
            const view = viewFor(s, seat(p.seat));
            for (const q of view.players) {
              if (q.role !== null) expect(knewAlive(s, p.seat, q.seat), `dying seat ${p.seat} sees seat ${q.seat}`).toBe(true);
            }
            expect(view.secrets).toBeNull();
            const unknown = s.players.filter((q) => !knewAlive(s, p.seat, q.seat) && !q.charmed && q.lover === null);
            const a = unknown[0];
            const b = a && unknown.find((q) => q.role !== a.role);
            if (!a || !b) continue;
            checked++;
            expect(viewFor(swapRoles(s, a.seat, b.seat), seat(p.seat)), `seat ${p.seat} learns from swapping ${a.seat}/${b.seat}`).toEqual(view);
          }
        }
      }),
      { numRuns: 150, seed: 21 },
    );
    expect(checked).toBeGreaterThan(10);
  }, 180_000);
});

describe('ghosts learn the past, never the present', () => {
  it('no other seat\'s secret event of the open step reaches a ghost; it does once the step is over', () => {
    let held = 0;
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (setup, playSeed) => {
        const game = playRandomGame(setup, playSeed);
        const created = createGame(setup);
        let s = created.state;
        const log: GameEvent[] = [];
        const starts: number[] = [];
        const push = (events: GameEvent[]) => {
          for (const e of events) {
            if (e.type === 'stepStarted') starts.push(log.length);
            log.push(e);
          }
        };
        push(created.events);
        for (const action of game.actions) {
          const r = apply(s, action);
          if (!r.ok) throw new Error(r.rejection.message);
          s = r.state;
          push(r.events);
          if (s.phase === 'over') break;
          const current = starts.length ? starts[starts.length - 1] + 1 : 0;
          for (const p of s.players) {
            if (!isGhost(s, p.seat)) continue;
            const seen = new Set(eventsFor(s, log, seat(p.seat)));
            log.forEach((e, k) => {
              const foreign = e.audience !== 'public' && !e.audience.includes(p.seat);
              if (!foreign) return;
              if (k >= current) {
                held++;
                expect(seen.has(e), `ghost ${p.seat} sees ${e.type} of the open step`).toBe(false);
              } else expect(seen.has(e), `ghost ${p.seat} misses past ${e.type}`).toBe(true);
            });
          }
        }
      }),
      { numRuns: 12, seed: 22 },
    );
    expect(held).toBeGreaterThan(0);
  }, 180_000);
});
