/**
 * Every word of the Witcher in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 猎魔人 as Chinese tables say it: from the second night he 狩猎 one player; a wolf dies, a good
 * player's hunt 反噬 — the Witcher dies himself; 不怕毒 (poison does nothing to him). The narrator's
 * words are the same on night 1 (a fake step) as on every other night and never carry the outcome.
 */
export const en = {
  roleRule: { witcher: 'from night 2 may hunt a player: a wolf dies, anyone else costs him his life; poison does nothing to him' },
  role: { witcher: 'Witcher' },
  roleInfo: {
    witcher: 'From the second night, each night you may hunt one other living player. A werewolf (or anyone of the wolf camp) dies at dawn; anyone else — and you die at dawn yourself, whatever protects him. The Witch\'s poison does nothing to you.',
  },
  step: { witcher: 'The Witcher' },
  narration: {
    witcher: { wake: 'Witcher, wake up. Whom do you hunt tonight?', sleep: 'Witcher, close your eyes.' },
  },
  prompt: {
    witcher: { title: 'Hunt a player tonight?' },
  },
  death: {
    witcher: '{{name}} was hunted down by the Witcher.',
    witcherFailed: '{{name}} hunted the wrong prey and died.',
    role: {
      witcher: '{{name}}, the {{role}}, was hunted down by the Witcher.',
      witcherFailed: '{{name}}, the {{role}}, hunted the wrong prey and died.',
    },
  },
  deathShort: { witcher: 'hunted by the Witcher', witcherFailed: 'a failed hunt' },
  event: {
    seen: { witcher: 'the Witcher' },
  },
  tv: {
    step: { witcher: 'The Witcher is called…' },
    cause: { witcher: 'Hunted by the Witcher', witcherFailed: 'A failed hunt' },
    causeShort: { witcher: 'Witcher\'s hunt', witcherFailed: 'Failed hunt' },
    recap: { witcher: 'The Witcher hunted {{name}}' },
  },
  phone: {
    none: { 'witcher.hunt': 'no hunt' },
    hint: {
      witcher: { hunt: 'A werewolf you hunt dies at dawn; anyone else, and you die instead. Confirm without a player to hunt nobody.' },
    },
    result: { witcher: 'You hunt {{seat}} tonight. The dawn will tell.' },
    know: { witcher: 'Night {{night}}: you hunted {{seat}}.' },
    recap: { witcher: 'The Witcher hunts {{seat}}.' },
    story: {
      death: { witcher: '{{seat}} was hunted down by the Witcher.', witcherFailed: '{{seat}} died of a failed hunt.' },
    },
  },
};

export const zhCN = {
  roleRule: { witcher: '第二夜起可狩猎一人：狼人则狼死，否则猎魔人死；不怕毒' },
  role: { witcher: '猎魔人' },
  roleInfo: {
    witcher: '从第二夜起，每晚可以狩猎一名其他存活玩家：若他是狼人阵营，他于天亮时出局；若他是好人，你被反噬，于天亮时出局，无论他是否被保护。女巫的毒药对你无效。',
  },
  step: { witcher: '猎魔人' },
  narration: {
    witcher: { wake: '猎魔人请睁眼。你今晚要狩猎谁？', sleep: '猎魔人请闭眼。' },
  },
  prompt: {
    witcher: { title: '今晚狩猎一名玩家吗？' },
  },
  death: {
    witcher: '{{name}}被猎魔人狩猎了。',
    witcherFailed: '{{name}}狩猎失败，被反噬出局了。',
    role: {
      witcher: '{{name}}（{{role}}）被猎魔人狩猎了。',
      witcherFailed: '{{name}}（{{role}}）狩猎失败，被反噬出局了。',
    },
  },
  deathShort: { witcher: '被猎魔人狩猎', witcherFailed: '狩猎失败' },
  event: {
    seen: { witcher: '猎魔人' },
  },
  tv: {
    step: { witcher: '猎魔人行动中……' },
    cause: { witcher: '被猎魔人狩猎', witcherFailed: '狩猎失败反噬' },
    causeShort: { witcher: '猎魔', witcherFailed: '反噬' },
    recap: { witcher: '猎魔人狩猎了{{name}}' },
  },
  phone: {
    none: { 'witcher.hunt': '不狩猎' },
    hint: {
      witcher: { hunt: '狩猎到狼人，他天亮出局；狩猎到好人，你被反噬出局。不选玩家直接确认即不狩猎。' },
    },
    result: { witcher: '你今晚狩猎{{seat}}，结果天亮揭晓。' },
    know: { witcher: '第{{night}}夜：你狩猎了{{seat}}。' },
    recap: { witcher: '猎魔人狩猎{{seat}}。' },
    story: {
      death: { witcher: '{{seat}}被猎魔人狩猎。', witcherFailed: '{{seat}}狩猎失败，被反噬出局。' },
    },
  },
};
