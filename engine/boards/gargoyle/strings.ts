/**
 * Every word of the Gargoyle in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 石像鬼 as Chinese tables call him: he 查验 a player's 具体身份 each night, and once the other wolves
 * are out, 独自刀人 (kills alone).
 */
export const en = {
  roleRule: { gargoyle: 'alone, each night learns one player\'s card; hunts alone once the pack is dead; cannot self-destruct' },
  board: { 'gargoyle-gravekeeper': '石像鬼守墓人 — Gargoyle & Gravekeeper' },
  role: { gargoyle: 'Gargoyle' },
  roleInfo: {
    gargoyle: 'You are a wolf, but you never meet the pack: they do not know you, and you do not know them. Each night you inspect one other living player and learn his exact card. Once no werewolf of the pack lives, you also choose the night\'s victim alone. You cannot self-destruct.',
  },
  step: { gargoyle: 'The Gargoyle' },
  narration: {
    gargoyle: { wake: 'Gargoyle, wake up. Whose card do you wish to read?', sleep: 'Gargoyle, close your eyes.' },
  },
  prompt: {
    gargoyle: { title: 'Whose card do you read tonight?', victim: 'The pack is gone: whom do you kill tonight?' },
  },
  event: {
    seen: { gargoyle: 'the Gargoyle' },
  },
  tv: {
    step: { gargoyle: 'The Gargoyle is called…' },
    recap: { gargoyle: 'The Gargoyle read {{name}}: {{role}}' },
  },
  phone: {
    none: { 'gargoyle.victim': 'no victim' },
    hint: {
      gargoyle: {
        inspect: 'Tap the player whose exact card you want to learn.',
        victim: 'No werewolf of the pack lives: you hunt alone. Tap tonight\'s victim, or nobody.',
      },
    },
    result: { gargoyle: '{{seat}} is the {{role}}.' },
    know: { gargoyle: 'Night {{night}}: {{seat}} is the {{role}}.' },
    recap: { gargoyle: 'The Gargoyle reads that {{seat}} is the {{role}}.' },
  },
};

export const zhCN = {
  roleRule: { gargoyle: '独狼，每晚查验一名玩家的具体身份；狼队全灭后独自刀人；不能自爆' },
  board: { 'gargoyle-gravekeeper': '石像鬼守墓人' },
  role: { gargoyle: '石像鬼' },
  roleInfo: {
    gargoyle: '你属于狼人阵营，但不与狼队见面：狼人不知道你，你也不知道他们。每晚查验一名其他存活玩家，得知他的具体身份。当狼队的狼人全部出局后，你每晚独自选择袭击目标。你不能自爆。',
  },
  step: { gargoyle: '石像鬼' },
  narration: {
    gargoyle: { wake: '石像鬼请睁眼。你要查验谁的具体身份？', sleep: '石像鬼请闭眼。' },
  },
  prompt: {
    gargoyle: { title: '今晚查验谁的身份？', victim: '狼队已全部出局：今晚你要袭击谁？' },
  },
  event: {
    seen: { gargoyle: '石像鬼' },
  },
  tv: {
    step: { gargoyle: '石像鬼行动中……' },
    recap: { gargoyle: '石像鬼查验{{name}}：{{role}}' },
  },
  phone: {
    none: { 'gargoyle.victim': '不袭击' },
    hint: {
      gargoyle: {
        inspect: '点选你想查验具体身份的玩家。',
        victim: '狼队已无存活的狼人：你独自行动。点选今晚的袭击目标，或不袭击。',
      },
    },
    result: { gargoyle: '{{seat}}是{{role}}。' },
    know: { gargoyle: '第{{night}}夜：{{seat}}是{{role}}。' },
    recap: { gargoyle: '石像鬼查验：{{seat}}是{{role}}。' },
  },
};
