/**
 * Secrets of the Characters (docs/rules.md §10–11): what the Wolf-Hound chose, who was infected, whom
 * the Wild Child took as his model — known to that player (and the pack, for a wolf), never to
 * the table or anyone else; and views that do not change with the secret choice.
 */
import { describe, expect, it } from 'vitest';
import { viewFor, type RoleId } from '../../engine/index.js';
import { play as playScripted, seat, TABLE, type Step } from '../support/scripted.js';

const play = (deal: RoleId[], steps: Step[]) => playScripted({ deal, variants: { sheriffElection: 'off' } }, steps).state;

/** A view without the fields that legitimately differ between two plays (sequence numbers). */
const strip = (v: ReturnType<typeof viewFor>) => ({ ...v, seq: 0 });

describe('the Wolf-Hound\'s choice', () => {
  const deal: RoleId[] = ['werewolf', 'wolfHound', 'seer', 'villager', 'villager', 'villager', 'villager'];
  const wolf = play(deal, [[2, 'werewolf']]);
  const village = play(deal, [[2, 'villager']]);

  it('is known to him alone', () => {
    expect(viewFor(wolf, seat(2)).me!.characters.houndSide).toBe('wolves');
    expect(viewFor(village, seat(2)).me!.characters.houndSide).toBe('village');
    for (const n of [1, 3, 4, 5, 6, 7]) {
      expect(viewFor(wolf, seat(n)).me!.characters.houndSide, `seat ${n}`).toBeNull();
      expect(viewFor(wolf, seat(n)).players[1].role, `seat ${n}`).toBeNull();
    }
  });

  it('changes nothing the table or another player sees, until the pack wakes', () => {
    expect(strip(viewFor(wolf, TABLE))).toEqual(strip(viewFor(village, TABLE)));
    for (const n of [1, 3, 4]) expect(strip(viewFor(wolf, seat(n))), `seat ${n}`).toEqual(strip(viewFor(village, seat(n))));
  });

  it('the pack meets a wild Wolf-Hound at its waking', () => {
    const atPack = play(deal, [[2, 'werewolf'], [3, [4]]]);
    expect(atPack.step.name).toBe('werewolves');
    expect(viewFor(atPack, seat(1)).players[1].role).toBe('werewolf');
    expect(viewFor(atPack, seat(3)).players[1].role).toBeNull();
  });
});

describe('the infected player', () => {
  const deal: RoleId[] = ['werewolf', 'wolfFather', 'witch', 'seer', 'villager', 'villager', 'villager', 'villager'];
  const s = play(deal, [[4, [5]], [1, [4]], [2, [4]], [2, true]]);

  it('is told on his own phone; the pack knows him as a wolf', () => {
    expect(s.players[3].turned).toBe('infected');
    expect(viewFor(s, seat(4)).me!.characters.infected).toBe(true);
    expect(viewFor(s, seat(4)).me!.camp).toBe('wolves');
    for (const w of [1, 2]) expect(viewFor(s, seat(w)).players[3].role, `wolf ${w}`).toBe('werewolf');
    expect(viewFor(s, seat(2)).me!.characters.infection).toEqual({ used: true, seat: 4 });
  });

  it('stays hidden from everyone else, the Witch included', () => {
    expect(viewFor(s, seat(3)).prompts.find((p) => p.id === 'witch.heal')).toBeUndefined();
    for (const n of [3, 5, 6, 7, 8]) {
      const v = viewFor(s, seat(n));
      expect(v.players[3].role, `seat ${n}`).toBeNull();
      expect(v.players[3].team, `seat ${n}`).toBeNull();
      expect(v.me!.characters.infected, `seat ${n}`).toBe(false);
      expect(v.me!.characters.infection, `seat ${n}`).toBeNull();
    }
    expect(viewFor(s, TABLE).players[3].role).toBeNull();
  });
});

describe('the Wild Child\'s model', () => {
  const deal: RoleId[] = ['werewolf', 'wildChild', 'villager', 'villager', 'villager', 'villager', 'villager'];
  const modelThree = play(deal, [[2, [3]]]);
  const modelFive = play(deal, [[2, [5]]]);

  it('is known to the child alone', () => {
    expect(viewFor(modelThree, seat(2)).me!.characters.wildChildModel).toBe(3);
    for (const n of [1, 3, 4, 5, 6, 7]) expect(viewFor(modelThree, seat(n)).me!.characters.wildChildModel, `seat ${n}`).toBeNull();
  });

  it('changes nothing the table, the model or the wolves see', () => {
    expect(strip(viewFor(modelThree, TABLE))).toEqual(strip(viewFor(modelFive, TABLE)));
    for (const n of [1, 3, 5]) expect(strip(viewFor(modelThree, seat(n))), `seat ${n}`).toEqual(strip(viewFor(modelFive, seat(n))));
  });

  it('his turning is told to him; the village does not learn it', () => {
    const turned = play(deal, [[2, [3]], [1, [3]]]);
    expect(turned.players[1].turned).toBe('wildChild');
    expect(viewFor(turned, seat(2)).me!.characters.wildChildTurned).toBe(true);
    expect(viewFor(turned, seat(2)).me!.camp).toBe('wolves');
    for (const n of [4, 5, 6, 7]) expect(viewFor(turned, seat(n)).players[1].role, `seat ${n}`).toBeNull();
  });
});
