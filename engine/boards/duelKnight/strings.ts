/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * Named per RULES.md §13b: 骑士 / Knight (the §10 `knight` is 锈剑骑士 / the Knight with the Rusty
 * Sword). The duel is said as Chinese tables say it: 骑士翻牌决斗.
 */
export const en = {
  roleRule: { duelKnight: 'once by day he duels a player: a wolf dies and night falls; otherwise the Knight dies' },
  role: { duelKnight: 'Knight' },
  roleInfo: {
    duelKnight: 'Once per game, during a day\'s speeches or free discussion, you may reveal yourself and duel another living player: a werewolf dies at once and night falls; anyone else — you die, and the day goes on.',
  },
  prompt: { duelKnight: { title: 'Duel a player?' } },
  narration: {
    duelKnight: {
      wolf: 'The Knight {{seat}} duels {{target}} — a werewolf! {{target}} dies at once; night falls.',
      notWolf: 'The Knight {{seat}} duels {{target}} — not a werewolf. The Knight dies; the day goes on.',
    },
  },
  death: {
    duel: '{{seat}} died in the Knight\'s duel.',
    role: { duel: '{{seat}}, the {{role}}, died in the Knight\'s duel.' },
  },
  deathShort: { duel: 'died in a duel' },
  event: { seen: { duelKnight: 'the Knight' } },
  tv: {
    cause: { duel: 'Died in the Knight\'s duel' },
    causeShort: { duel: 'Duel' },
    recap: {
      duelKnightWolf: 'The Knight {{name}} duelled {{target}}, a werewolf',
      duelKnightLost: 'The Knight {{name}} duelled {{target}} and lost',
    },
    duel: {
      title: 'The Knight\'s duel!',
      text: 'The Knight {{name}} duels {{target}}',
      wolf: '{{target}} is a werewolf — night falls',
      notWolf: '{{target}} is not a werewolf — the Knight dies',
    },
  },
  phone: {
    none: { 'duelKnight.duel': 'no duel' },
    hint: {
      duelKnight: { duel: 'Pick the player you duel. A werewolf dies and night falls; anyone else — you die. Once per game.' },
    },
    duelKnight: {
      button: 'Duel',
      power: 'Reveal yourself and duel one player: a werewolf dies at once, anyone else — you die.',
    },
    story: {
      death: { duel: '{{seat}} died in the Knight\'s duel.' },
      knightDuelWolf: 'The Knight {{seat}} duelled {{target}}: a werewolf.',
      knightDuelLost: 'The Knight {{seat}} duelled {{target}}: not a werewolf.',
    },
  },
};

export const zhCN = {
  roleRule: { duelKnight: '白天可翻牌决斗一次：对方是狼则狼死、立即入夜；否则骑士死' },
  role: { duelKnight: '骑士' },
  roleInfo: {
    duelKnight: '每局一次，在白天发言或自由讨论时，你可以翻牌与一名存活玩家决斗：对方是狼人则立即出局，直接进入黑夜；否则你以死谢罪，白天继续。',
  },
  prompt: { duelKnight: { title: '与谁决斗？' } },
  narration: {
    duelKnight: {
      wolf: '骑士{{seat}}与{{target}}决斗——{{target}}是狼人，立即出局，直接进入黑夜。',
      notWolf: '骑士{{seat}}与{{target}}决斗——{{target}}不是狼人，骑士以死谢罪，白天继续。',
    },
  },
  death: {
    duel: '{{seat}}死于骑士的决斗。',
    role: { duel: '{{seat}}（{{role}}）死于骑士的决斗。' },
  },
  deathShort: { duel: '决斗出局' },
  event: { seen: { duelKnight: '骑士' } },
  tv: {
    cause: { duel: '死于骑士决斗' },
    causeShort: { duel: '决斗' },
    recap: {
      duelKnightWolf: '骑士{{name}}决斗{{target}}，对方是狼人',
      duelKnightLost: '骑士{{name}}决斗{{target}}失败',
    },
    duel: {
      title: '骑士决斗！',
      text: '骑士{{name}}与{{target}}决斗',
      wolf: '{{target}}是狼人——进入黑夜',
      notWolf: '{{target}}不是狼人——骑士以死谢罪',
    },
  },
  phone: {
    none: { 'duelKnight.duel': '不决斗' },
    hint: {
      duelKnight: { duel: '选择决斗对象：狼人立即出局并进入黑夜；否则你出局。每局一次。' },
    },
    duelKnight: {
      button: '决斗',
      power: '翻牌与一名玩家决斗：狼人立即出局，否则你出局。',
    },
    story: {
      death: { duel: '{{seat}}死于骑士的决斗。' },
      knightDuelWolf: '骑士{{seat}}决斗{{target}}：狼人。',
      knightDuelLost: '骑士{{seat}}决斗{{target}}：不是狼人。',
    },
  },
};
