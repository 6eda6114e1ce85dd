/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { knight: 'Knight with the Rusty Sword' },
  roleInfo: {
    knight: 'If the werewolves eat you, the first werewolf to your left catches tetanus from your rusty sword and dies at the next dawn.',
  },
  event: {
    seen: { knight: 'the Knight with the Rusty Sword' },
  },
  death: {
    tetanus: '{{name}} died of tetanus from the Knight\'s rusty sword.',
    role: { tetanus: '{{name}}, the {{role}}, died of tetanus from the Knight\'s rusty sword.' },
  },
  deathShort: { tetanus: 'tetanus' },
  phone: {
    story: {
      death: { tetanus: '{{seat}} died of tetanus.' },
    },
  },
  tv: {
    causeShort: { tetanus: 'Tetanus' },
    cause: { tetanus: 'Tetanus from the rusty sword' },
  },
};

export const zhCN = {
  role: { knight: '锈剑骑士' },
  roleInfo: { knight: '如果你被狼人吃掉，你左手边第一名狼人会被你的锈剑染上破伤风，在下一个黎明死去。' },
  event: {
    seen: { knight: '锈剑骑士' },
  },
  death: {
    tetanus: '{{name}}被骑士的锈剑染上破伤风，死了。',
    role: { tetanus: '{{name}}（{{role}}）被骑士的锈剑染上破伤风，死了。' },
  },
  deathShort: { tetanus: '破伤风' },
  phone: {
    story: {
      death: { tetanus: '{{seat}}死于破伤风。' },
    },
  },
  tv: {
    causeShort: { tetanus: '破伤风' },
    cause: { tetanus: '锈剑破伤风' },
  },
};
