/**
 * Every word of the Psychic in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 通灵师 as Chinese tables call him: he 查验 a player and learns his 具体身份 (the card, never a team).
 */
export const en = {
  roleRule: { psychic: 'each night learns one player\'s exact card' },
  role: { psychic: 'Psychic' },
  roleInfo: {
    psychic: 'Each night, right after the Seer, you inspect one other living player and learn his exact card, not just his side. Only you know what you saw.',
  },
  step: { psychic: 'The Psychic' },
  narration: {
    psychic: { wake: 'Psychic, wake up. Whose card do you wish to read?', sleep: 'Psychic, close your eyes.' },
  },
  prompt: {
    psychic: { title: 'Whose card do you read tonight?' },
  },
  event: {
    seen: { psychic: 'the Psychic' },
  },
  tv: {
    step: { psychic: 'The Psychic is called…' },
    recap: { psychic: 'The Psychic read {{name}}: {{role}}' },
  },
  phone: {
    hint: {
      psychic: { inspect: 'Tap the player whose exact card you want to learn.' },
    },
    result: { psychic: '{{seat}} is the {{role}}.' },
    know: { psychic: 'Night {{night}}: {{seat}} is the {{role}}.' },
    recap: { psychic: 'The Psychic reads that {{seat}} is the {{role}}.' },
  },
};

export const zhCN = {
  roleRule: { psychic: '每晚查验一名玩家的具体身份' },
  role: { psychic: '通灵师' },
  roleInfo: {
    psychic: '每晚在预言家之后查验一名其他存活玩家，得知他的具体身份（不只是好人或狼人）。查验结果只有你知道。',
  },
  step: { psychic: '通灵师' },
  narration: {
    psychic: { wake: '通灵师请睁眼。你要查验谁的具体身份？', sleep: '通灵师请闭眼。' },
  },
  prompt: {
    psychic: { title: '今晚查验谁的身份？' },
  },
  event: {
    seen: { psychic: '通灵师' },
  },
  tv: {
    step: { psychic: '通灵师行动中……' },
    recap: { psychic: '通灵师查验{{name}}：{{role}}' },
  },
  phone: {
    hint: {
      psychic: { inspect: '点选你想查验具体身份的玩家。' },
    },
    result: { psychic: '{{seat}}是{{role}}。' },
    know: { psychic: '第{{night}}夜：{{seat}}是{{role}}。' },
    recap: { psychic: '通灵师查验：{{seat}}是{{role}}。' },
  },
};
