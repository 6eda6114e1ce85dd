/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { wolfFather: 'Accursed Wolf-Father' },
  roleInfo: {
    wolfFather: 'You are a werewolf. Once per game, instead of killing the pack\'s victim, you may infect him: he becomes a werewolf in secret and keeps his own power.',
  },
  step: { wolfFather: 'The Accursed Wolf-Father' },
  narration: {
    wolfFather: {
      wake: 'Accursed Wolf-Father, wake up. Will you infect the victim?',
      sleep: 'Accursed Wolf-Father, close your eyes.',
    },
  },
  prompt: {
    wolfFather: {
      title: 'Infect {{victim}} instead of killing?',
      youAreInfected: 'You have been infected: you are a werewolf now.',
    },
  },
  event: {
    seen: { wolfFather: 'the Accursed Wolf-Father' },
  },
  tv: {
    step: { wolfFather: 'The Accursed Wolf-Father is called…' },
  },
  phone: {
    hint: {
      wolfFather: { infect: 'Once per game. The victim lives and joins the pack in secret.' },
    },
    know: {
      infected: 'You were infected: you are a werewolf now, and keep your power.',
      infection: 'You infected {{seat}}.',
      infectionReady: 'Your infection is still unused.',
    },
  },
};

export const zhCN = {
  role: { wolfFather: '种狼' },
  roleInfo: { wolfFather: '你是狼人。整局一次，你可以不杀死狼群的受害者，而是感染他：他秘密地变成狼人，并保留自己的技能。' },
  step: { wolfFather: '种狼' },
  narration: {
    wolfFather: { wake: '种狼请睁眼。你要感染今晚的受害者吗？', sleep: '种狼请闭眼。' },
  },
  prompt: {
    wolfFather: { title: '感染{{victim}}，而不是杀死他？', youAreInfected: '你被感染了：你现在是狼人。' },
  },
  event: {
    seen: { wolfFather: '种狼' },
  },
  tv: {
    step: { wolfFather: '种狼请睁眼……' },
  },
  phone: {
    hint: {
      wolfFather: { infect: '整局一次。受害者不会死，而是秘密加入狼群。' },
    },
    know: { infected: '你被感染了：你现在是狼人，并保留你的技能。', infection: '你感染了{{seat}}。', infectionReady: '你的感染还没有使用。' },
  },
};
