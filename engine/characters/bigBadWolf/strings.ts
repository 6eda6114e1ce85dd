/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { bigBadWolf: 'Big Bad Wolf' },
  roleInfo: {
    bigBadWolf: 'You are a werewolf. As long as no wolf has died, you wake again alone after the pack and devour a second victim — never a wolf.',
  },
  step: { bigBadWolf: 'The Big Bad Wolf' },
  narration: {
    bigBadWolf: {
      wake: 'Big Bad Wolf, wake up. Choose a second victim.',
      sleep: 'Big Bad Wolf, close your eyes.',
    },
  },
  prompt: {
    bigBadWolf: { title: 'Devour a second victim?' },
  },
  event: {
    seen: { bigBadWolf: 'the Big Bad Wolf' },
  },
  tv: {
    step: { bigBadWolf: 'The Big Bad Wolf is called…' },
  },
  phone: {
    none: { 'bigBadWolf.devour': 'no second victim' },
    hint: {
      bigBadWolf: { devour: 'Tap a second victim, or nobody.' },
    },
  },
};

export const zhCN = {
  role: { bigBadWolf: '大野狼' },
  roleInfo: { bigBadWolf: '你是狼人。只要还没有狼死去，你会在狼群之后独自醒来，再吞下第二名受害者——从不选狼。' },
  step: { bigBadWolf: '大野狼' },
  narration: {
    bigBadWolf: { wake: '大野狼请睁眼。选择第二名受害者。', sleep: '大野狼请闭眼。' },
  },
  prompt: {
    bigBadWolf: { title: '吞下第二名受害者？' },
  },
  event: {
    seen: { bigBadWolf: '大野狼' },
  },
  tv: {
    step: { bigBadWolf: '大野狼请睁眼……' },
  },
  phone: {
    none: { 'bigBadWolf.devour': '不吃第二人' },
    hint: {
      bigBadWolf: { devour: '点选第二名受害者，或者不选。' },
    },
  },
};
