/**
 * The base game's story (engine/baseEvents.ts).
 *
 * Two variants of one sentence, where the devices need them: the TV's end recap (`tv.recap.*`)
 * is a list read back after the game, in the past tense and by name, beside an icon ("The Guard
 * protected Ann"); the phone's story (`phone.recap.*`, `phone.story.*`) is a log read as it
 * happens, a ghost's live feed, in full sentences with seat labels ("The Guard protects 3 · Ann.").
 * The caption is the narrator's line to the room (`narration.*`, `death.*`, `vote.outcome.*`);
 * where the phone's words were the same, the phone says that key (the Sheriff's election).
 */
import type { BaseEvents } from '../../../engine/baseEvents.js';
import type { VoteOutcome } from '../../../engine/types.js';
import { engineLine, labels, ownLine, phoneLine } from './common.js';
import { SILENT, type StoryOf } from './types.js';
import { fmtVotes, joinNames, phoneOutcomeText, revealedRole, roleName, tvOutcomeText } from './words.js';

const silent = { caption: SILENT, tvRecap: SILENT, phone: SILENT } as const;

export const baseStory: StoryOf<keyof BaseEvents> = {
  gameStarted: { caption: ownLine, tvRecap: SILENT, phone: SILENT },
  roleDealt: silent,
  playerReady: { caption: engineLine, tvRecap: SILENT, phone: SILENT },
  readyCut: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.story.readyCut', { ready: e.ready, players: e.players }), 'head'),
  },
  dayZero: { caption: engineLine, tvRecap: SILENT, phone: SILENT },
  nightFell: {
    caption: ownLine,
    tvRecap: (e) => ({ open: { kind: 'night', n: e.night || 1 } }),
    phone: (e, g) => phoneLine(e, g.t('phone.story.night', { night: e.night }), 'head'),
  },
  // The captions call each step themselves (captionLinesFor): a step is no sentence of its own.
  stepStarted: silent,
  promptAnswered: silent,
  narration: { caption: ownLine, tvRecap: SILENT, phone: SILENT },
  dawnBeforeDeaths: {
    caption: engineLine,
    tvRecap: SILENT,
    // Day 1 of a modern table: the election comes before the night's news (and its 'dawn').
    phone: (e, g) => phoneLine(e, g.t('phone.story.dawnElectionFirst', { day: e.day }), 'head'),
  },
  dawn: {
    caption: (e, w) => w.t(e.key ?? 'narration.dawn.noDeaths', w.p),
    tvRecap: (e, w) => ({
      open: { kind: 'day', n: e.day || 1 },
      item: e.deaths.length === 0 ? { icon: 'dawn', text: w.t('tv.recap.noDeaths') } : undefined,
    }),
    phone: (e, g) => phoneLine(e, e.deaths.length
      ? g.t('phone.story.dawnDeaths', { day: e.day, deaths: labels(g, e.deaths) })
      : g.t('phone.story.dawnNoDeaths', { day: e.day }), 'head'),
  },
  gameOver: {
    caption: ownLine,
    tvRecap: SILENT,
    phone: (e, g) => {
      const reason = String(e.outcome?.reason ?? 'win.nobody').replace(/^win\./, '');
      return phoneLine(e, `${g.t(`phone.story.win.${reason}`)}${g.lang === 'zh-CN' ? '——' : ' — '}${g.t(`phone.story.winWhy.${reason}`)}`, 'end');
    },
  },
  death: {
    caption: (e, w) => {
      if (e.cause === 'vote' || e.cause === 'scapegoat') return null; // the vote's outcome says it
      if (String(e.cause) === 'selfDestruct') return null; // the self-destruct's own line says it
      if (String(e.cause) === 'duel') return null; // the duel's own line says who dies
      // A night death the table is not told the cause of: the dawn's line names it, and that is all
      // a host says (docs/rules.md §11).
      if (e.cause === 'untold' && e.phase === 'night') return null;
      return typeof e.role === 'string' ? w.t(`death.role.${String(e.cause)}`, w.p) : w.t(e.key ?? `death.${String(e.cause)}`, w.p);
    },
    tvRecap: (e, w, m) => {
      if (e.cause === 'vote') return null; // the vote's line says it
      const cause = e.cause === 'untold' ? m.causeOf(e.seat) ?? e.cause : e.cause;
      return { item: { icon: 'death', text: w.t('tv.recap.died', { name: w.nameOf(e.seat), cause: w.t(`tv.cause.${String(cause)}`) }) } };
    },
    phone: (e, g) => {
      // An untold cause (cards hidden, docs/rules.md §11): the view tells it to a ghost and at the end.
      const cause = e.cause === 'untold' ? g.game.players.find((q) => q.seat === e.seat)?.death?.cause ?? e.cause : e.cause;
      const text = g.fmt(`phone.story.death.${String(cause)}`, { seat: e.seat });
      const r = typeof e.role === 'string' ? e.role : revealedRole(g, e.seat);
      const role = r ? g.t(`role.${r}`) : '';
      return phoneLine(e, r ? (g.lang === 'zh-CN' ? `${text.replace(/。$/, '')}（${role}）。` : `${text} (${role})`) : text, 'death');
    },
  },
  reveal: silent,
  elderCurse: { caption: ownLine, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.t('phone.story.elderCurse'), 'day') },
  timedOut: {
    caption: SILENT, // never public
    tvRecap: SILENT,
    phone: (e, g) => {
      if (e.reason === 'noAgreement') return phoneLine(e, g.t('phone.story.noAgreement'), 'night');
      // A ghost reads everyone's time-outs: only his own are "you".
      const who = Array.isArray(e.audience) ? e.audience : [];
      const step = g.t(`step.${String(e.step)}`);
      return phoneLine(e, g.mySeat !== null && who.includes(g.mySeat) ? g.t('phone.story.timedOut', { step })
        : g.t('phone.story.timedOutOther', { step, seats: labels(g, who) }), 'night');
    },
  },
  timeUp: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.fmt(`phone.story.timeUp.${String(e.key ?? '').replace(/^narration\.timeUp\./, '') || 'default'}`, { seats: e.seats }), 'day'),
  },
  thiefChose: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'thief', text: e.kept ? w.t('tv.recap.thiefKept') : w.t('tv.recap.thief', { role: roleName(w.t, e.role) }) } }),
    phone: (e, g) => phoneLine(e, e.kept ? g.t('phone.recap.thiefKept', { seat: g.label(e.seat) })
      : g.t('phone.recap.thiefTook', { seat: g.label(e.seat), role: g.t(`role.${e.role}`) }), 'night'),
  },
  loversChosen: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'cupid', text: w.t('tv.recap.lovers', { list: joinNames(w.t, e.lovers.map(w.nameOf)) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.lovers', { seats: labels(g, e.lovers) }), 'night'),
  },
  loverInfo: silent,
  guardProtected: {
    caption: SILENT,
    tvRecap: (e, w) => (e.target !== null ? { item: { icon: 'guard', text: w.t('tv.recap.guard', { name: w.nameOf(e.target) }) } } : null),
    phone: (e, g) => phoneLine(e, e.target !== null ? g.t('phone.recap.guard', { seat: g.label(e.target) }) : g.t('phone.recap.guardNobody'), 'night'),
  },
  seerResult: {
    caption: SILENT,
    tvRecap: (e, w) => {
      const r = e.result;
      const result = r === 'wolf' || r === 'notWolf' ? w.t(`seerResult.${r}`) : roleName(w.t, r);
      return { item: { icon: 'seer', text: w.t('tv.recap.seer', { name: w.nameOf(e.target), result }) } };
    },
    phone: (e, g) => {
      const r = e.result;
      const plain = r === 'wolf' || r === 'notWolf';
      const result = plain ? g.t(`seerResult.${r}`) : g.t(`role.${r}`);
      return phoneLine(e, g.t(plain ? 'phone.recap.seer' : 'phone.recap.seerRole', { seat: g.label(e.target), result }), 'night');
    },
  },
  wolfPick: silent,
  wolvesChose: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'werewolf', text: e.victim !== null ? w.t('tv.recap.wolves', { name: w.nameOf(e.victim) }) : w.t('tv.recap.wolvesNone') } }),
    phone: (e, g) => phoneLine(e, e.victim !== null ? g.t('phone.recap.wolves', { seat: g.label(e.victim) }) : g.t('phone.recap.wolvesNobody'), 'night'),
  },
  witchShown: silent,
  witchHealed: {
    caption: SILENT,
    tvRecap: (e, w) => (e.target !== null ? { item: { icon: 'witch', text: w.t('tv.recap.healed', { name: w.nameOf(e.target) }) } } : null),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.witchHealed', { seat: e.target !== null ? g.label(e.target) : '' }), 'night'),
  },
  witchPoisoned: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'witch', text: w.t('tv.recap.poisoned', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.witchPoisoned', { seat: g.label(e.target) }), 'night'),
  },
  piperCharmed: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'piper', text: w.t('tv.recap.charmed', { list: joinNames(w.t, e.seats.map(w.nameOf)) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.piper', { seats: labels(g, e.seats) }), 'night'),
  },
  charmedList: silent,
  littleGirlPeek: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'littleGirl', text: w.t('tv.recap.littleGirlPeek') } }),
    phone: (e, g) => phoneLine(e, e.wolf !== null ? g.t('phone.recap.girlPeek', { seat: g.label(e.wolf) }) : g.t('phone.result.girlNone'), 'night'),
  },
  littleGirlCaught: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'littleGirl', text: w.t('tv.recap.littleGirlCaught') } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.girlCaught', { seat: g.label(e.seat) }), 'night'),
  },
  speakingOrder: { caption: engineLine, tvRecap: SILENT, phone: SILENT },
  sheriffCandidates: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => {
      if (!e.seats.length) return phoneLine(e, g.t('phone.story.sheriffNone'), 'day');
      return phoneLine(e, g.t(e.final ? 'phone.recap.candidatesFinal' : 'phone.recap.candidates', { seats: labels(g, e.seats) }), 'day');
    },
  },
  sheriffNone: { caption: ownLine, tvRecap: SILENT, phone: SILENT },
  sheriffElected: {
    caption: ownLine,
    tvRecap: (e, w, m) => (m.lastVoteElected === e.seat ? null // the vote's line says it
      : { item: { icon: 'sheriff', text: w.t('tv.recap.sheriff', { name: w.nameOf(e.seat) }) } }),
    phone: (e, g) => phoneLine(e, g.t('narration.sheriff.elected', { name: g.label(e.seat) }), 'day'),
  },
  sheriffPassed: {
    caption: (e, w) => w.t(e.random ? 'narration.sheriff.passedRandom' : 'narration.sheriff.passed', w.p),
    tvRecap: (e, w) => ({ item: { icon: 'sheriff', text: w.t('tv.recap.sheriffPassed', { name: w.nameOf(e.to) }) } }),
    phone: (e, g) => phoneLine(e, g.fmt('phone.story.sheriffPassed', { from: e.from, to: e.to }), 'day'),
  },
  sheriffLost: {
    caption: (e, w) => w.t('narration.sheriff.lostIdiot', w.p),
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.sheriffLost', { seat: g.label(e.seat) }), 'day'),
  },
  voteCast: silent,
  votesRevealed: {
    caption: engineLine,
    tvRecap: (e, w, m) => {
      m.pendingVote = { tally: e.tally, kind: e.kind };
      return null;
    },
    // One vote's line on its own; the recap (phone/game/recap.ts) reads the ballots and outcome as one.
    phone: (e, g) => {
      const parts = e.ballots.map((b) => g.t('phone.story.ballot', { voter: b.voter, target: b.target === null ? g.t('vote.abstained') : b.target }));
      const zh = g.lang === 'zh-CN';
      return phoneLine(e, `${g.t(`vote.kind.${e.kind}`)}${zh ? '：' : ': '}${parts.join(zh ? '，' : ', ')}`, 'vote');
    },
  },
  voteOutcome: {
    caption: (e, w) => {
      const o = e.outcome;
      if (o.type === 'elected' && o.by !== 'random') return null; // 'sheriffElected' follows
      if (o.type === 'idiotRevealed') return null; // 'idiotRevealed' came first and says it
      return tvOutcomeText(o, w.t, w.nameOf);
    },
    tvRecap: (e, w, m) => {
      const tally = m.pendingVote?.tally ?? [];
      // A full table's vote has many names: the leading four, then "…" (the reveal showed them all).
      // "Ann 3, Bo 2 — …" / "林晓月3票、王大锤2票——……": the words and the dash per language.
      const counts = tally.slice(0, 4).map((c) => w.t('tv.recap.count', { name: w.nameOf(c.seat), votes: fmtVotes(c.votes) })).join(w.t('tv.comma'))
        + (tally.length > 4 ? w.t('tv.recap.more') : '');
      const o: VoteOutcome = e.outcome;
      const out = tvOutcomeText(o, w.t, w.nameOf) ?? '';
      m.lastVoteElected = o.type === 'elected' ? o.seat : null;
      const summary = counts ? w.t('tv.recap.voteSummary', { counts, outcome: out }) : out;
      const icon = m.pendingVote?.kind.startsWith('sheriff') ? 'sheriff' : 'vote';
      m.pendingVote = null;
      return { item: { icon, text: w.t('tv.recap.vote', { summary }) } };
    },
    phone: (e, g) => phoneLine(e, phoneOutcomeText(g, e.outcome), 'vote'),
  },
  idiotRevealed: { caption: ownLine, tvRecap: SILENT, phone: (e, g) => phoneLine(e, g.fmt('phone.story.idiotRevealed', { seat: e.seat }), 'day') },
  hunterShot: {
    caption: (e, w) => w.t(e.target === null || e.target === undefined ? 'narration.hunter.noShot' : 'narration.hunter.shot', w.p),
    tvRecap: (e, w) => (e.target !== null ? { item: { icon: 'hunter', text: w.t('tv.recap.hunter', { name: w.nameOf(e.target) }) } } : null),
    phone: (e, g) => phoneLine(e, g.fmt(e.target === null ? 'phone.story.hunterNoShot' : 'phone.story.hunterShot', { seat: e.seat, target: e.target }), 'death'),
  },
  deathPowerUnused: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.fmt('phone.story.deathPowerUnused', { seat: e.seat }), 'death'),
  },
  scapegoatChose: {
    caption: engineLine,
    tvRecap: SILENT,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.scapegoat', { seat: e.seat !== null ? g.label(e.seat) : '', seats: labels(g, e.voters) }), 'day'),
  },
};
