/**
 * Every word of the Nightmare in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 噩梦之影 as Chinese tables say it: 噩梦之影请睁眼，请选择你要恐惧的玩家; the terrified player 被恐惧，技能失效.
 */
export const en = {
  board: { 'nightmare': '噩梦之影 — Nightmare' },
  roleRule: { nightmareWolf: 'each night first terrifies one player: his power does nothing tonight' },
  role: { nightmareWolf: 'Nightmare' },
  roleInfo: {
    nightmareWolf: 'You hunt with the werewolves. Each night, before anyone else, you may terrify one other player (never the same one two nights running): his power does nothing tonight. Terrify a fellow wolf and the pack has no victim tonight.',
  },
  step: { nightmareWolf: 'The Nightmare' },
  narration: {
    nightmareWolf: { wake: 'Nightmare, wake up. Whom do you terrify tonight?', sleep: 'Nightmare, close your eyes.' },
  },
  prompt: {
    nightmareWolf: { title: 'Whom do you terrify tonight?', notTwice: 'terrified last night' },
  },
  event: {
    seen: { nightmareWolf: 'the Nightmare' },
  },
  tv: {
    step: { nightmareWolf: 'The Nightmare is called…' },
    recap: { nightmareTerrified: 'The Nightmare terrified {{name}}', nightmareNoHunt: 'A wolf was terrified: the pack could not hunt' },
  },
  phone: {
    none: { 'nightmareWolf.terrify': 'nobody' },
    hint: {
      nightmareWolf: { terrify: 'Tap a player: his power does nothing tonight. A fellow wolf means no victim tonight.' },
    },
    result: {
      nightmareTerrified: 'You are terrified tonight: your power does nothing.',
      nightmareNoHunt: 'A wolf is terrified: the pack has no victim tonight.',
    },
    know: { nightmareWolf: 'Night {{night}}: you terrified {{seat}}.' },
    recap: {
      nightmareTerrified: 'You were terrified: your power did nothing that night.',
      nightmareNoHunt: 'A wolf was terrified: the pack had no victim that night.',
    },
  },
};

export const zhCN = {
  board: { 'nightmare': '噩梦之影' },
  roleRule: { nightmareWolf: '每晚最先恐惧一名玩家，令其当晚技能失效' },
  role: { nightmareWolf: '噩梦之影' },
  roleInfo: {
    nightmareWolf: '你与狼人一起行动。每晚在所有人之前，你可以恐惧一名其他玩家（不能连续两晚恐惧同一人），他当晚技能失效。若恐惧的是狼同伴，狼队当晚不能刀人。',
  },
  step: { nightmareWolf: '噩梦之影' },
  narration: {
    nightmareWolf: { wake: '噩梦之影请睁眼，请选择你要恐惧的玩家。', sleep: '噩梦之影请闭眼。' },
  },
  prompt: {
    nightmareWolf: { title: '今晚你要恐惧谁？', notTwice: '昨晚已恐惧' },
  },
  event: {
    seen: { nightmareWolf: '噩梦之影' },
  },
  tv: {
    step: { nightmareWolf: '噩梦之影正在行动……' },
    recap: { nightmareTerrified: '噩梦之影恐惧了{{name}}', nightmareNoHunt: '狼人被恐惧，狼队当晚无法刀人' },
  },
  phone: {
    none: { 'nightmareWolf.terrify': '不恐惧' },
    hint: {
      nightmareWolf: { terrify: '点选一名玩家，他今晚技能失效；选狼同伴则狼队今晚不能刀人。' },
    },
    result: {
      nightmareTerrified: '你今晚被恐惧，技能失效。',
      nightmareNoHunt: '有狼人被恐惧，狼队今晚不能刀人。',
    },
    know: { nightmareWolf: '第{{night}}晚：你恐惧了{{seat}}。' },
    recap: {
      nightmareTerrified: '你被恐惧了，当晚技能失效。',
      nightmareNoHunt: '有狼人被恐惧，狼队当晚没有刀人。',
    },
  },
};
