/**
 * Every word the phone shows exists in both languages: its own keys (found in its source), every
 * engine prompt title, every role's plain-words description, every variant and its values.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { NIGHTFALL, ROLE_IDS, VARIANT_CHOICES } from '../../engine/index.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { LANGS } from '../../protocol/protocol.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(f) ? [full] : [];
  });
}

/** Literal keys the phone passes to t(): 'phone.x.y', 'role.x'… */
function phoneKeys(): string[] {
  const keys = new Set<string>();
  for (const file of files(path.join(ROOT, 'renderer/phone'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'(phone\.[a-zA-Z0-9_.]+[a-zA-Z0-9])'/g)) keys.add(m[1]);
  }
  return [...keys];
}

function engineKeys(): string[] {
  const keys = new Set<string>();
  for (const file of files(path.join(ROOT, 'engine'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'(prompt\.[a-zA-Z.]+[a-zA-Z])'/g)) keys.add(m[1]);
  }
  return [...keys];
}

describe.each(LANGS)('%s', (lang) => {
  const i18n = createI18n(lang);
  const has = (key: string) => i18n.exists(key) || i18n.exists(`${key}_other`);

  test('every phone key the source uses', () => {
    const keys = phoneKeys();
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  test('every engine prompt title and reason', () => {
    const keys = engineKeys();
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  test('every role: name, plain words, and its camp', () => {
    for (const role of ROLE_IDS) {
      expect(has(`role.${role}`), role).toBe(true);
      expect(String(i18n.t(`roleInfo.${role}`)).length, role).toBeGreaterThan(20);
    }
    for (const camp of ['village', 'wolves', 'alone']) {
      expect(has(`camp.${camp}`)).toBe(true);
      expect(has(`campGoal.${camp}`)).toBe(true);
    }
  });

  test('every step has a name for the header', () => {
    // Every step of every rule set Nightfall plays (StepNames is merged from each set's and role's folder).
    const steps = [...NIGHTFALL.steps.keys()];
    expect(steps.length).toBeGreaterThan(20);
    expect(steps.filter((s) => !has(`step.${s}`))).toEqual([]);
  });

  test('every ending, death cause, vote outcome in the phone\'s story', () => {
    for (const w of ['village', 'wolves', 'wolvesSidesVillagers', 'wolvesSidesSpecials', 'piper', 'lovers', 'nobody', 'angel', 'whiteWerewolf']) {
      expect(has(`phone.story.win.${w}`), w).toBe(true);
      expect(has(`phone.story.winWhy.${w}`), w).toBe(true);
    }
    for (const c of ['wolves', 'poison', 'vote', 'hunter', 'grief', 'scapegoat', 'elderCurse', 'event', 'tetanus', 'whiteWolf', 'selfDestruct']) {
      expect(has(`phone.story.death.${c}`), c).toBe(true);
      expect(has(`deathShort.${c}`), c).toBe(true);
    }
    for (const o of ['eliminated', 'idiotRevealed', 'scapegoat', 'tie', 'tieNone', 'noVotes', 'elected', 'noCandidates', 'badgeLost']) {
      expect(has(`phone.story.outcome.${o}`), o).toBe(true);
    }
  });

  test('every variant and each of its values, for the VIP\'s setup', () => {
    for (const [key, choice] of Object.entries(VARIANT_CHOICES)) {
      expect(has(`variant.${key}.name`), key).toBe(true);
      if (Array.isArray(choice)) for (const v of choice) expect(has(`variant.${key}.${String(v)}`), `${key}.${String(v)}`).toBe(true);
    }
  });

  test('New Moon: a hint for every prompt a card makes, every notice and story line, every permanent card', () => {
    const prompts = new Set<string>();
    for (const file of files(path.join(ROOT, 'engine/newMoon'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:seatPrompt|confirmPrompt)\([^,]+, '([a-zA-Z.]+)'/g)) prompts.add(m[1]);
      for (const m of text.matchAll(/id: '([a-zA-Z]+\.[a-zA-Z]+)', seat:/g)) prompts.add(m[1]);
    }
    prompts.delete('vote'); // the public vote in turn: phone.hint.turnVote
    expect([...prompts].sort()).toEqual(expect.arrayContaining(['accuse', 'executioner.announce', 'seance.answer', 'seance.question', 'punish.vouch', 'vouch']));
    expect([...prompts].filter((id) => !has(`phone.hint.${id}`))).toEqual([]);
    expect(has('phone.hint.turnVote')).toBe(true);
    const keys = [
      ...['lostVote', 'away', 'rascalAway', 'rascalBack', 'rascalBackWeight', 'executioner', 'becameWolf'].map((k) => `phone.newMoon.me.${k}`),
      ...['eventDrawn', 'eventInPlay', 'eventEnded', 'vouched', 'seanceQuestion', 'seancePointed', 'accusation', 'publicBallot', 'publicBallotWeight',
        'becameWolf', 'executionerSees', 'wolfInspected'].map((k) => `phone.recap.${k}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
    // What is happening, on the day board, for every New Moon step.
    const steps = ['event', 'miracle', 'vouch', 'seance', 'distrust', 'accuse', 'punish', 'punishVouch', 'influencesStart', 'turnVote',
      'specterChoice', 'executionerVote', 'executionerSuccession', 'executionerAnnounce'];
    expect(steps.filter((st) => !has(`phone.now.${st}`))).toEqual([]);
    for (const id of ['somnambulism', 'burial', 'executioner']) expect(has(`event.${id}.text`), id).toBe(true);
    // Role names nest in the sentence: "Shown to you alone: 7 · Gus was the Seer."
    const saw = String(i18n.t('phone.info.executionerSaw', { target: '7 · Gus', role: 'seer' }));
    expect(saw).toContain(String(i18n.t('event.seen.seer')));
    expect(saw).not.toMatch(/\{\{|\$t\(/);
  });

  test('interpolation: seat labels go in, nothing is left in braces', () => {
    const text = String(i18n.t('phone.result.seerRole', { seat: '3 · Chen', result: String(i18n.t('role.werewolf')) }));
    expect(text).toContain('3 · Chen');
    expect(text).not.toMatch(/\{\{/);
  });
});
