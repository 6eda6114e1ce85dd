/**
 * Every word of the Dreamweaver in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 摄梦人 as Chinese tables call him: each night he 摄梦 one player, his 梦游者; the narrator calls him
 * with the Guard when the deck holds both (守卫、摄梦人请睁眼), and says nothing of whom he chose.
 * A dream death (梦死) is announced by name only, like grief.
 */
export const en = {
  board: { 'wolf-king-dreamweaver': '狼王摄梦人 — Wolf King & Dreamweaver' },
  roleRule: { dreamweaver: 'each night must choose a dreamer, who cannot die that night — but dies with him, or on a second night running' },
  role: { dreamweaver: 'Dreamweaver' },
  roleInfo: {
    dreamweaver: 'Each night you must choose another living player as your dreamer: he cannot die that night. But if you die that night, your dreamer dies with you, and the same dreamer two nights running dies at dawn. Nobody is told whom you chose, not even him.',
  },
  step: { dreamweaver: 'The Dreamweaver', guardDreamweaver: 'The Guard and the Dreamweaver' },
  narration: {
    dreamweaver: { wake: 'Dreamweaver, open your eyes. Whom do you take into your dream tonight?', sleep: 'Dreamweaver, close your eyes.' },
    guardDreamweaver: {
      wake: 'Guard and Dreamweaver, open your eyes. Guard, whom will you protect? Dreamweaver, whom do you take into your dream?',
      sleep: 'Guard and Dreamweaver, close your eyes.',
    },
  },
  prompt: {
    dreamweaver: { title: 'Whom do you take into your dream tonight?' },
  },
  death: {
    dream: '{{name}} died in a dream.',
    role: { dream: '{{name}}, the {{role}}, died in a dream.' },
  },
  deathShort: { dream: 'died in a dream' },
  event: {
    seen: { dreamweaver: 'the Dreamweaver' },
  },
  tv: {
    step: { dreamweaver: 'The Dreamweaver chooses a dreamer…', guardDreamweaver: 'The Guard and the Dreamweaver choose…' },
    cause: { dream: 'Died in a dream' },
    causeShort: { dream: 'Dream' },
    recap: {
      dreamweaver: 'The Dreamweaver dreamed of {{name}}',
      dreamweaverDrawn: 'The Dreamweaver, out of time, dreamed of {{name}}',
    },
  },
  phone: {
    hint: {
      dreamweaver: { dream: 'You must choose: tonight he cannot die. If you die, he dies with you; the same player two nights running dies.' },
    },
    info: {
      dreamweaverLast: 'Last night you dreamed of {{seat}}: choose him again and he dies at dawn.',
    },
    result: {
      dreamweaver: 'Tonight you dream of {{seat}}.',
      dreamweaverDrawn: 'Time ran out: you dream of {{seat}}.',
    },
    know: { dreamweaver: 'Night {{night}}: you dreamed of {{seat}}.' },
    recap: {
      dreamweaver: 'The Dreamweaver dreams of {{seat}}.',
      dreamweaverDrawn: 'Time ran out: the Dreamweaver dreams of {{seat}}.',
    },
    story: {
      death: { dream: '{{seat}} died in a dream.' },
    },
  },
};

export const zhCN = {
  board: { 'wolf-king-dreamweaver': '狼王摄梦人' },
  roleRule: { dreamweaver: '每晚必须选择一名梦游者，他当晚不会死亡；但摄梦人死亡时梦游者随之死亡，连续两晚同一人则梦死' },
  role: { dreamweaver: '摄梦人' },
  roleInfo: {
    dreamweaver: '每晚你必须选择一名其他存活玩家作为梦游者：他当晚不会死亡。但若你当晚死亡，梦游者随你一同死亡；连续两晚选择同一名玩家，他会在天亮时梦死。谁也不会得知你选了谁，梦游者本人也不知道。',
  },
  step: { dreamweaver: '摄梦人', guardDreamweaver: '守卫、摄梦人' },
  narration: {
    dreamweaver: { wake: '摄梦人请睁眼。今晚你要让谁进入梦境？', sleep: '摄梦人请闭眼。' },
    guardDreamweaver: {
      wake: '守卫、摄梦人请睁眼。守卫，今晚你要守护谁？摄梦人，今晚你要让谁进入梦境？',
      sleep: '守卫、摄梦人请闭眼。',
    },
  },
  prompt: {
    dreamweaver: { title: '今晚让谁进入你的梦境？' },
  },
  death: {
    dream: '{{name}}梦死了。',
    role: { dream: '{{name}}（{{role}}）梦死了。' },
  },
  deathShort: { dream: '梦死' },
  event: {
    seen: { dreamweaver: '摄梦人' },
  },
  tv: {
    step: { dreamweaver: '摄梦人正在选择梦游者……', guardDreamweaver: '守卫、摄梦人正在行动……' },
    cause: { dream: '梦死' },
    causeShort: { dream: '梦死' },
    recap: {
      dreamweaver: '摄梦人选择了{{name}}作为梦游者',
      dreamweaverDrawn: '摄梦人超时，系统为他选择了{{name}}作为梦游者',
    },
  },
  phone: {
    hint: {
      dreamweaver: { dream: '必须选择一人：他今晚不会死。你死他随你死；连续两晚同一人则梦死。' },
    },
    info: {
      dreamweaverLast: '昨晚你的梦游者是{{seat}}：今晚再选他，他会在天亮时梦死。',
    },
    result: {
      dreamweaver: '今晚你的梦游者是{{seat}}。',
      dreamweaverDrawn: '时间到：系统为你选择了{{seat}}作为梦游者。',
    },
    know: { dreamweaver: '第{{night}}夜：你的梦游者是{{seat}}。' },
    recap: {
      dreamweaver: '摄梦人选择了{{seat}}作为梦游者。',
      dreamweaverDrawn: '时间到：摄梦人的梦游者是{{seat}}。',
    },
    story: {
      death: { dream: '{{seat}}梦死了。' },
    },
  },
};
