/**
 * Every word of the Evil Knight in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * Said as Chinese tables say it: 恶灵骑士夜间不会死亡; 查验或毒他的神职会被反伤, 次日夜里出局.
 * His reflection kills with no word of its own in the room: the death is announced as any night's.
 */
export const en = {
  board: { 'evil-knight': '恶灵骑士 — Evil Knight' },
  role: { evilKnight: 'Evil Knight' },
  // What the TV's lobby says of him, after his name (RULES.md §12).
  roleRule: { evilKnight: 'cannot die at night; a Seer or Psychic who inspects him, or a Witch who poisons him, dies the next night' },
  roleInfo: {
    evilKnight: 'You hunt with the werewolves, but cannot self-destruct. Nothing kills you at night: not a bite, not poison, not a hunt, not a dream. A Seer or Psychic who inspects you, or a Witch who poisons you, dies during the following night, whatever protects them. By day you die as anyone does — and if you are in love, you still die of grief.',
  },
  event: {
    seen: { evilKnight: 'the Evil Knight' },
  },
  death: {
    reflection: '{{name}} was struck down by the Evil Knight\'s reflection.',
    role: { reflection: '{{name}}, the {{role}}, was struck down by the Evil Knight\'s reflection.' },
  },
  deathShort: { reflection: 'reflected' },
  tv: {
    cause: { reflection: 'Struck by the Evil Knight\'s reflection' },
    causeShort: { reflection: 'Reflection' },
  },
  phone: {
    story: {
      death: { reflection: '{{seat}} was struck down by the Evil Knight\'s reflection.' },
    },
  },
};

export const zhCN = {
  board: { 'evil-knight': '恶灵骑士' },
  role: { evilKnight: '恶灵骑士' },
  roleRule: { evilKnight: '夜间不会死亡；查验他的预言家或通灵师、毒他的女巫，会在下一晚死亡' },
  roleInfo: {
    evilKnight: '你与狼人一起行动，但不能自爆。夜间你不会死亡：狼刀、毒药、猎魔人的狩猎和梦境都伤不了你。查验你的预言家或通灵师、对你用毒的女巫，会在下一个夜晚死亡，任何保护都救不了他们。白天你和其他人一样可能出局；若你是情侣，仍会殉情。',
  },
  event: {
    seen: { evilKnight: '恶灵骑士' },
  },
  death: {
    reflection: '{{name}}被恶灵骑士反伤而死。',
    role: { reflection: '{{name}}（{{role}}）被恶灵骑士反伤而死。' },
  },
  deathShort: { reflection: '被反伤' },
  tv: {
    cause: { reflection: '被恶灵骑士反伤' },
    causeShort: { reflection: '反伤' },
  },
  phone: {
    story: {
      death: { reflection: '{{seat}}被恶灵骑士反伤而死。' },
    },
  },
};
