/**
 * Every word of the Wolf Beauty in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * Said as Chinese tables say it: 狼美人请睁眼，你要魅惑谁; 被魅惑的玩家随她殉情.
 */
export const en = {
  board: { 'wolf-beauty-knight': '狼美人骑士 — Wolf Beauty & Knight' },
  role: { wolfBeauty: 'Wolf Beauty' },
  roleRule: { wolfBeauty: 'charms one player each night; dying by day, takes her charmed with her (no self-destruct)' },
  roleInfo: {
    wolfBeauty: 'You hunt with the werewolves. After them each night you may charm one other living player, never the same two nights running; your last charm stands. If you die by day, the player you charmed last dies with you at once. You cannot self-destruct.',
  },
  step: { wolfBeauty: 'The Wolf Beauty' },
  narration: {
    wolfBeauty: {
      wake: 'Wolf Beauty, wake up. Whom do you charm tonight?',
      sleep: 'Wolf Beauty, close your eyes.',
      charmDeath: 'The Wolf Beauty {{name}} falls, and {{target}}, whom she charmed, follows her.',
    },
  },
  prompt: {
    wolfBeauty: { title: 'Whom do you charm tonight?', notTwice: 'charmed last night' },
  },
  death: {
    charm: '{{name}} died, charmed by the Wolf Beauty.',
    role: { charm: '{{name}}, the {{role}}, died, charmed by the Wolf Beauty.' },
  },
  deathShort: { charm: 'charmed by the Wolf Beauty' },
  event: {
    seen: { wolfBeauty: 'the Wolf Beauty' },
  },
  tv: {
    step: { wolfBeauty: 'The Wolf Beauty is called…' },
    cause: { charm: 'Charmed by the Wolf Beauty' },
    causeShort: { charm: 'Wolf Beauty\'s charm' },
    recap: {
      wolfBeauty: 'The Wolf Beauty charmed {{name}}',
      wolfBeautyCharmDeath: 'The Wolf Beauty took {{name}} with her',
    },
  },
  phone: {
    none: { 'wolfBeauty.charm': 'no new charm' },
    hint: {
      wolfBeauty: { charm: 'Tap the player you charm: if you die by day, he dies with you. Tap nobody to keep your last charm.' },
    },
    info: {
      wolfBeauty: { charmed: 'Your charm now: {{seat}}.', none: 'You have charmed nobody yet.' },
    },
    result: { wolfBeauty: 'You charmed {{seat}}.' },
    know: { wolfBeauty: 'Your charm (night {{night}}): {{seat}} dies with you if you die by day.' },
    recap: { wolfBeauty: 'The Wolf Beauty charms {{seat}}.' },
    story: {
      death: { charm: '{{seat}} died, charmed by the Wolf Beauty.' },
      wolfBeautyCharmDeath: 'The Wolf Beauty {{seat}} took {{target}}, her charmed, with her.',
    },
  },
};

export const zhCN = {
  board: { 'wolf-beauty-knight': '狼美人骑士' },
  role: { wolfBeauty: '狼美人' },
  roleRule: { wolfBeauty: '每晚魅惑一人，白天出局时带走被魅惑者（不能自爆）' },
  roleInfo: {
    wolfBeauty: '你与狼人一起行动。每晚狼人行动后，你可以魅惑一名其他存活玩家，不能连续两晚魅惑同一人；最后一次魅惑一直有效。你在白天出局时，最后被你魅惑的玩家立即随你出局。你不能自爆。',
  },
  step: { wolfBeauty: '狼美人' },
  narration: {
    wolfBeauty: {
      wake: '狼美人请睁眼。你要魅惑谁？',
      sleep: '狼美人请闭眼。',
      charmDeath: '狼美人{{name}}倒下，被她魅惑的{{target}}随她而去。',
    },
  },
  prompt: {
    wolfBeauty: { title: '今晚你要魅惑谁？', notTwice: '昨晚已魅惑' },
  },
  death: {
    charm: '{{name}}被狼美人魅惑，随她出局。',
    role: { charm: '{{name}}（{{role}}）被狼美人魅惑，随她出局。' },
  },
  deathShort: { charm: '被狼美人魅惑' },
  event: {
    seen: { wolfBeauty: '狼美人' },
  },
  tv: {
    step: { wolfBeauty: '狼美人行动中……' },
    cause: { charm: '被狼美人魅惑' },
    causeShort: { charm: '狼美人魅惑' },
    recap: {
      wolfBeauty: '狼美人魅惑了{{name}}',
      wolfBeautyCharmDeath: '狼美人带走了{{name}}',
    },
  },
  phone: {
    none: { 'wolfBeauty.charm': '不重新魅惑' },
    hint: {
      wolfBeauty: { charm: '点选你要魅惑的玩家：你白天出局时，他随你出局。不选则保留上一次的魅惑。' },
    },
    info: {
      wolfBeauty: { charmed: '你当前魅惑的是{{seat}}。', none: '你还没有魅惑任何人。' },
    },
    result: { wolfBeauty: '你魅惑了{{seat}}。' },
    know: { wolfBeauty: '你的魅惑（第{{night}}夜）：你白天出局时，{{seat}}随你出局。' },
    recap: { wolfBeauty: '狼美人魅惑了{{seat}}。' },
    story: {
      death: { charm: '{{seat}}被狼美人魅惑，随她出局。' },
      wolfBeautyCharmDeath: '狼美人{{seat}}带走了被她魅惑的{{target}}。',
    },
  },
};
