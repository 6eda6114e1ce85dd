/** The story of the boards China plays today (engine/boards/, RULES.md §12): each role's events, declared in its role.ts. */
import { phoneLine } from './common.js';
import { roleName } from './words.js';
import { SILENT, type StoryOf } from './types.js';

export const boardsStory: StoryOf<'wolfKingShot' | 'whiteWolfKingClaw' | 'psychicResult' | 'gravekeeperResult' | 'knightDuel' | 'mechanicalWolfLearned' | 'mechanicalWolfInspected' | 'mechanicalWolfProtected' | 'mechanicalWolfPoisoned' | 'mechanicalWolfSwapped' | 'mechanicalWolfShot' | 'gargoyleResult' | 'wolfBeautyCharmed' | 'wolfBeautyCharmDeath' | 'witcherHunt' | 'dreamweaverDream' | 'nightmareTerrified' | 'nightmareNoHunt' | 'bloodMoonSleep' | 'magicianSwapped'> = {
  // The Wolf King's shot, said as the Hunter's is: the room hears it, the recap and the phones keep it.
  wolfKingShot: {
    caption: (e, w) => w.t(e.target === null ? 'narration.wolfKing.noShot' : 'narration.wolfKing.shot', w.p),
    tvRecap: (e, w) => (e.target !== null ? { item: { icon: 'wolfKing', text: w.t('tv.recap.wolfKing', { name: w.nameOf(e.target) }) } } : null),
    phone: (e, g) => phoneLine(e, g.fmt(e.target === null ? 'phone.story.wolfKingNoShot' : 'phone.story.wolfKingShot', { seat: e.seat, target: e.target }), 'death'),
  },
  // The White Wolf King's claw, "sX takes sY", said as the shots are; the recap keeps a claw spent on a night victim as such.
  whiteWolfKingClaw: {
    caption: (e, w) => w.t(e.target === null ? 'narration.whiteWolfKing.tookNobody' : 'narration.whiteWolfKing.took', w.p),
    tvRecap: (e, w) => (e.target !== null
      ? { item: { icon: 'whiteWolfKing', text: w.t(e.wasted ? 'tv.recap.whiteWolfKingWasted' : 'tv.recap.whiteWolfKing', { name: w.nameOf(e.target) }) } }
      : null),
    phone: (e, g) => phoneLine(e, g.fmt(e.target === null ? 'phone.story.whiteWolfKingNobody' : 'phone.story.whiteWolfKingClaw', { seat: e.seat, target: e.target }), 'death'),
  },
  // The Psychic's card and the Gravekeeper's answer, told as the Seer's vision is: never in the room,
  // in the end recap (when every card is shown) and on the phones that may see the event (his own, a ghost's).
  psychicResult: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'psychic', text: w.t('tv.recap.psychic', { name: w.nameOf(e.target), role: roleName(w.t, e.role) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.psychic', { seat: g.label(e.target), role: g.t(`role.${e.role}`) }), 'night'),
  },
  gargoyleResult: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'gargoyle', text: w.t('tv.recap.gargoyle', { name: w.nameOf(e.target), role: roleName(w.t, e.role) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.gargoyle', { seat: g.label(e.target), role: g.t(`role.${e.role}`) }), 'night'),
  },
  // The Mechanical Wolf's night: his secrets (his phone, a ghost's and the end recap keep them).
  mechanicalWolfLearned: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'mechanicalWolf', text: w.t('tv.recap.mechanicalWolfLearned', { name: w.nameOf(e.target), role: e.learned === 'wolf' || e.learned === 'notWolf' ? w.t(`seerResult.${e.learned}`) : roleName(w.t, e.learned) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.mechanicalWolfLearned', { seat: g.label(e.target), role: e.learned === 'wolf' || e.learned === 'notWolf' ? g.t(`seerResult.${e.learned}`) : g.t(`role.${e.learned}`) }), 'night'),
  },
  mechanicalWolfInspected: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'mechanicalWolf', text: w.t('tv.recap.mechanicalWolfInspected', { name: w.nameOf(e.target), result: e.result === 'wolf' || e.result === 'notWolf' ? w.t(`seerResult.${e.result}`) : roleName(w.t, e.result) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.mechanicalWolfInspected', { seat: g.label(e.target), result: e.result === 'wolf' || e.result === 'notWolf' ? g.t(`seerResult.${e.result}`) : g.t(`role.${e.result}`) }), 'night'),
  },
  mechanicalWolfProtected: {
    caption: SILENT,
    tvRecap: (e, w) => (e.target === null ? null : { item: { icon: 'mechanicalWolf', text: w.t('tv.recap.mechanicalWolfProtected', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, e.target === null ? g.t('phone.recap.mechanicalWolfProtectedNobody') : g.t('phone.recap.mechanicalWolfProtected', { seat: g.label(e.target) }), 'night'),
  },
  mechanicalWolfPoisoned: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'mechanicalWolf', text: w.t('tv.recap.mechanicalWolfPoisoned', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.mechanicalWolfPoisoned', { seat: g.label(e.target) }), 'night'),
  },
  mechanicalWolfSwapped: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'mechanicalWolf', text: w.t('tv.recap.mechanicalWolfSwapped', { a: w.nameOf(e.seats[0]), b: w.nameOf(e.seats[1]) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.mechanicalWolfSwapped', { a: g.label(e.seats[0]), b: g.label(e.seats[1]) }), 'night'),
  },
  // His copied Hunter's shot, said as the Wolf King's is: the room hears it, the recap and the phones keep it.
  mechanicalWolfShot: {
    caption: (e, w) => w.t(e.target === null ? 'narration.mechanicalWolf.noShot' : 'narration.mechanicalWolf.shot', w.p),
    tvRecap: (e, w) => (e.target !== null ? { item: { icon: 'mechanicalWolf', text: w.t('tv.recap.mechanicalWolf', { name: w.nameOf(e.target) }) } } : null),
    phone: (e, g) => phoneLine(e, g.fmt(e.target === null ? 'phone.story.mechanicalWolfNoShot' : 'phone.story.mechanicalWolfShot', { seat: e.seat, target: e.target }), 'death'),
  },
  gravekeeperResult: {
    caption: SILENT,
    tvRecap: (e, w) => (e.target === null ? null : {
      item: { icon: 'gravekeeper', text: w.t('tv.recap.gravekeeper', { name: w.nameOf(e.target), result: w.t(e.wolf ? 'seerResult.wolf' : 'seerResult.notWolf') }) },
    }),
    phone: (e, g) => phoneLine(e, e.target === null
      ? g.t('phone.recap.gravekeeperNobody')
      : g.t('phone.recap.gravekeeper', { seat: g.label(e.target), result: g.t(e.wolf ? 'seerResult.wolf' : 'seerResult.notWolf') }), 'night'),
  },
  // The Knight's duel: the narration that follows says it in the room; the recap and the phones keep it.
  knightDuel: {
    caption: SILENT,
    tvRecap: (e, w) => ({
      item: { icon: 'duelKnight', text: w.t(e.wolf ? 'tv.recap.duelKnightWolf' : 'tv.recap.duelKnightLost', { name: w.nameOf(e.seat), target: w.nameOf(e.target) }) },
    }),
    phone: (e, g) => phoneLine(e, g.fmt(e.wolf ? 'phone.story.knightDuelWolf' : 'phone.story.knightDuelLost', { seat: e.seat, target: e.target }), 'day'),
  },
  // The Wolf Beauty's charm: her secret (only her phone, a ghost's and the end recap keep it).
  wolfBeautyCharmed: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'wolfBeauty', text: w.t('tv.recap.wolfBeauty', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.wolfBeauty', { seat: g.label(e.target) }), 'night'),
  },
  // Her charmed following her by day: said in the room when it happens (only when the cause may be told).
  wolfBeautyCharmDeath: {
    caption: (e, w) => w.t('narration.wolfBeauty.charmDeath', w.p),
    tvRecap: (e, w) => ({ item: { icon: 'wolfBeauty', text: w.t('tv.recap.wolfBeautyCharmDeath', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, g.fmt('phone.story.wolfBeautyCharmDeath', { seat: e.seat, target: e.target }), 'death'),
  },
  // The Witcher's hunt: a secret of his (the dawn's deaths tell the table what came of it), kept by the
  // end recap and by the phones that may see the event (his own, a ghost's).
  witcherHunt: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'witcher', text: w.t('tv.recap.witcher', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.witcher', { seat: g.label(e.target) }), 'night'),
  },
  // The Dreamweaver's dreamer, told to him alone (the dreamer is not told): never in the room.
  dreamweaverDream: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'dreamweaver', text: w.t(e.drawn ? 'tv.recap.dreamweaverDrawn' : 'tv.recap.dreamweaver', { name: w.nameOf(e.target) }) } }),
    phone: (e, g) => phoneLine(e, g.t(e.drawn ? 'phone.recap.dreamweaverDrawn' : 'phone.recap.dreamweaver', { seat: g.label(e.target) }), 'night'),
  },
  // The Nightmare's terror, told to the terrified player alone, and the pack's lost hunt, to the pack:
  // never in the room; the end recap and the phones that may see them keep them.
  nightmareTerrified: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'nightmareWolf', text: w.t('tv.recap.nightmareTerrified', { name: w.nameOf(e.seat) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.nightmareTerrified'), 'night'),
  },
  nightmareNoHunt: {
    caption: SILENT,
    tvRecap: () => null,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.nightmareNoHunt'), 'night'),
  },
  // The Blood Moon's sleep, one event per village seat: the room hears the narration once; the recap
  // says nothing per seat, each phone keeps its own.
  bloodMoonSleep: {
    caption: SILENT,
    tvRecap: () => null,
    phone: (e, g) => phoneLine(e, g.t('phone.recap.bloodMoonSleep'), 'night'),
  },
  // The Magician's swap: told to nobody (the night's effects tell what they tell), kept by the end
  // recap and by the phones that may see the event (his own, a ghost's).
  magicianSwapped: {
    caption: SILENT,
    tvRecap: (e, w) => ({ item: { icon: 'magician', text: w.t('tv.recap.magician', { a: w.nameOf(e.seats[0]), b: w.nameOf(e.seats[1]) }) } }),
    phone: (e, g) => phoneLine(e, g.t('phone.recap.magician', { a: g.label(e.seats[0]), b: g.label(e.seats[1]) }), 'night'),
  },
};
