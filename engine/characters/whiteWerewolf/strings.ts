/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { whiteWerewolf: 'White Werewolf' },
  roleInfo: {
    whiteWerewolf: 'You hunt with the pack, who take you for one of them. Every second night you wake again alone and may kill one werewolf. You win only as the last player alive.',
  },
  step: { whiteWerewolf: 'The White Werewolf' },
  narration: {
    whiteWerewolf: {
      wake: 'White Werewolf, wake up. Will you kill a werewolf?',
      sleep: 'White Werewolf, close your eyes.',
    },
    win: { whiteWerewolf: 'One wolf stands over the empty village: the White Werewolf wins!' },
  },
  win: { whiteWerewolf: 'The White Werewolf wins' },
  prompt: {
    whiteWerewolf: { title: 'Kill a werewolf tonight?' },
  },
  event: {
    seen: { whiteWerewolf: 'the White Werewolf' },
  },
  death: {
    whiteWolf: '{{name}} was torn apart in the night.',
    role: { whiteWolf: '{{name}}, the {{role}}, was torn apart in the night.' },
  },
  deathShort: { whiteWolf: 'torn apart' },
  tv: {
    step: { whiteWerewolf: 'The White Werewolf is called…' },
    causeShort: { whiteWolf: 'Torn apart' },
    cause: { whiteWolf: 'Torn apart in the night' },
  },
  phone: {
    none: { 'whiteWerewolf.kill': 'nobody' },
    hint: {
      whiteWerewolf: { kill: 'Tap a werewolf to kill, or nobody.' },
    },
    story: {
      win: { whiteWerewolf: 'The White Werewolf wins' },
      winWhy: { whiteWerewolf: 'He is the last one alive.' },
      death: { whiteWolf: '{{seat}} was torn apart in the night.' },
    },
  },
};

export const zhCN = {
  role: { whiteWerewolf: '白狼' },
  roleInfo: { whiteWerewolf: '你和狼群一起猎杀，他们把你当作同伴。每逢第二夜，你会再次独自醒来，可以杀死一名狼人。只有成为最后的幸存者时你才获胜。' },
  step: { whiteWerewolf: '白狼' },
  narration: {
    whiteWerewolf: { wake: '白狼请睁眼。你要杀死一名狼人吗？', sleep: '白狼请闭眼。' },
    win: { whiteWerewolf: '空荡荡的村庄只剩一匹狼：白狼获胜！' },
  },
  win: { whiteWerewolf: '白狼获胜' },
  prompt: {
    whiteWerewolf: { title: '今晚杀死一名狼人？' },
  },
  event: {
    seen: { whiteWerewolf: '白狼' },
  },
  death: {
    whiteWolf: '{{name}}在夜里被撕碎了。',
    role: { whiteWolf: '{{name}}（{{role}}）在夜里被撕碎了。' },
  },
  deathShort: { whiteWolf: '被撕碎' },
  tv: {
    step: { whiteWerewolf: '白狼请睁眼……' },
    causeShort: { whiteWolf: '被撕碎' },
    cause: { whiteWolf: '夜里被撕碎' },
  },
  phone: {
    none: { 'whiteWerewolf.kill': '不动手' },
    hint: {
      whiteWerewolf: { kill: '点选一名要杀死的狼人，或者不选。' },
    },
    story: {
      win: { whiteWerewolf: '白狼获胜' },
      winWhy: { whiteWerewolf: '他是最后的幸存者。' },
      death: { whiteWolf: '{{seat}}在夜里被撕碎了。' },
    },
  },
};
