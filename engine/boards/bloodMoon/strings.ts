/**
 * Every word of the Blood Moon Apostle in both languages, as plain data under the keys the engine and
 * the pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 血月使徒 as Chinese tables say it: 自爆后血月升起，当晚所有好人技能失效.
 */
export const en = {
  board: { 'blood-moon-witcher': '血月猎魔 — Blood Moon & Witcher' },
  roleRule: { bloodMoon: 'self-destructing, puts every village power to sleep for the next night; voted out as the last wolf, lives one more night' },
  role: { bloodMoon: 'Blood Moon Apostle' },
  roleInfo: {
    bloodMoon: 'You hunt with the werewolves. If you self-destruct, every village power sleeps during the following night. Voted out as the last wolf alive, you live through the next night, choose a victim alone, and die at its dawn.',
  },
  step: { bloodMoon: 'The Blood Moon', bloodMoonDawn: 'The Blood Moon sets' },
  narration: {
    bloodMoon: { rises: 'The blood moon rises… Tonight every power of the village sleeps.' },
  },
  event: {
    seen: { bloodMoon: 'the Blood Moon Apostle' },
  },
  death: {
    bloodMoon: '{{name}} fell as the blood moon set.',
    role: { bloodMoon: '{{name}}, the {{role}}, fell as the blood moon set.' },
  },
  deathShort: { bloodMoon: 'fell with the blood moon' },
  tv: {
    step: { bloodMoon: 'The blood moon rises…', bloodMoonDawn: 'The blood moon sets…' },
    cause: { bloodMoon: 'Fell with the blood moon' },
    causeShort: { bloodMoon: 'Blood moon' },
    recap: { bloodMoonSleep: 'The blood moon put the village to sleep' },
  },
  phone: {
    result: { bloodMoonSleep: 'The blood moon is up: your power sleeps tonight.' },
    recap: { bloodMoonSleep: 'The blood moon was up: your power slept that night.' },
    story: {
      death: { bloodMoon: '{{seat}} fell as the blood moon set.' },
    },
  },
};

export const zhCN = {
  board: { 'blood-moon-witcher': '血月猎魔' },
  roleRule: { bloodMoon: '自爆后下一晚所有好人技能失效；作为最后一狼被放逐，可多活一晚' },
  role: { bloodMoon: '血月使徒' },
  roleInfo: {
    bloodMoon: '你与狼人一起行动。你自爆后，下一晚所有好人阵营的技能全部失效。若你作为最后一名狼人被放逐，你可以再活一晚，独自选择刀人，并在次日天亮时死亡。',
  },
  step: { bloodMoon: '血月', bloodMoonDawn: '血月落下' },
  narration: {
    bloodMoon: { rises: '血月升起……今晚所有好人的技能都将沉睡。' },
  },
  event: {
    seen: { bloodMoon: '血月使徒' },
  },
  death: {
    bloodMoon: '{{name}}随血月落下而出局。',
    role: { bloodMoon: '{{name}}（{{role}}）随血月落下而出局。' },
  },
  deathShort: { bloodMoon: '随血月出局' },
  tv: {
    step: { bloodMoon: '血月升起……', bloodMoonDawn: '血月落下……' },
    cause: { bloodMoon: '随血月出局' },
    causeShort: { bloodMoon: '血月' },
    recap: { bloodMoonSleep: '血月令好人技能沉睡' },
  },
  phone: {
    result: { bloodMoonSleep: '血月当空，你今晚技能失效。' },
    recap: { bloodMoonSleep: '血月当空，你当晚技能失效。' },
    story: {
      death: { bloodMoon: '{{seat}}随血月落下而出局。' },
    },
  },
};
