/**
 * Every word of the Gravekeeper in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 守墓人 as Chinese tables call him: each night he learns whether yesterday's 放逐 player was
 * 好人 or 狼人 — the side, never the card (said with the Seer's words, `seerResult.*`). The narrator's
 * words never carry the answer, and are the same on night 1 (a fake step) as on every other night.
 */
export const en = {
  roleRule: { gravekeeper: 'each night learns whether yesterday\'s voted-out player was a wolf' },
  role: { gravekeeper: 'Gravekeeper' },
  roleInfo: {
    gravekeeper: 'From the second night, each night you learn whether the player voted out the day before was a werewolf (his side, not his card). If nobody was voted out, you are told so. Only you know.',
  },
  step: { gravekeeper: 'The Gravekeeper' },
  narration: {
    gravekeeper: { wake: 'Gravekeeper, wake up.', sleep: 'Gravekeeper, close your eyes.' },
  },
  event: {
    seen: { gravekeeper: 'the Gravekeeper' },
  },
  tv: {
    step: { gravekeeper: 'The Gravekeeper is called…' },
    recap: { gravekeeper: 'The Gravekeeper learned that {{name}} was {{result}}' },
  },
  phone: {
    result: {
      gravekeeper: '{{seat}}, voted out yesterday, was {{result}}.',
      gravekeeperNobody: 'Nobody was voted out yesterday.',
    },
    know: {
      gravekeeper: 'Night {{night}}: {{seat}}, voted out the day before, was {{result}}.',
      gravekeeperNobody: 'Night {{night}}: nobody had been voted out the day before.',
    },
    recap: {
      gravekeeper: 'The Gravekeeper learns that {{seat}}, voted out the day before, was {{result}}.',
      gravekeeperNobody: 'The Gravekeeper learns that nobody was voted out the day before.',
    },
  },
};

export const zhCN = {
  roleRule: { gravekeeper: '每晚得知前一天被放逐的玩家是否为狼' },
  role: { gravekeeper: '守墓人' },
  roleInfo: {
    gravekeeper: '从第二夜起，每晚得知前一天被放逐的玩家是好人还是狼人（只知阵营，不知具体身份）。前一天无人被放逐时，你也会得知。结果只有你知道。',
  },
  step: { gravekeeper: '守墓人' },
  narration: {
    gravekeeper: { wake: '守墓人请睁眼。', sleep: '守墓人请闭眼。' },
  },
  event: {
    seen: { gravekeeper: '守墓人' },
  },
  tv: {
    step: { gravekeeper: '守墓人行动中……' },
    recap: { gravekeeper: '守墓人得知{{name}}是{{result}}' },
  },
  phone: {
    result: {
      gravekeeper: '昨天被放逐的{{seat}}是{{result}}。',
      gravekeeperNobody: '昨天没有人被放逐。',
    },
    know: {
      gravekeeper: '第{{night}}夜：前一天被放逐的{{seat}}是{{result}}。',
      gravekeeperNobody: '第{{night}}夜：前一天没有人被放逐。',
    },
    recap: {
      gravekeeper: '守墓人得知：前一天被放逐的{{seat}}是{{result}}。',
      gravekeeperNobody: '守墓人得知：前一天没有人被放逐。',
    },
  },
};
