/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { servant: 'Devoted Servant' },
  roleInfo: {
    servant: 'When the village votes a player out, before his card is shown, you may reveal yourself and secretly take his role, fresh, from the next night on.',
  },
  step: { servant: 'The Devoted Servant' },
  narration: {
    servant: {
      revealed: '{{name}} is the Devoted Servant, and takes the card of {{replaces}} — face down.',
    },
  },
  prompt: {
    servant: { title: 'Reveal yourself and take the role of {{seat}}?' },
  },
  event: {
    seen: { servant: 'the Devoted Servant' },
  },
  tv: {
    step: { servant: 'Will the Devoted Servant step forward?' },
  },
  phone: {
    hint: {
      servant: { take: 'Everyone sees your card; only you learn the role you take.' },
    },
    now: { servant: 'Before the card is shown… a Devoted Servant?' },
    know: { servantTook: 'You took the role of {{role}}.' },
    story: { servant: '{{seat}}, the Devoted Servant, took the voted-out player\'s card.' },
  },
};

export const zhCN = {
  role: { servant: '女仆' },
  roleInfo: { servant: '当村民投票放逐一名玩家时，在他的身份公开之前，你可以亮明身份，秘密接过他的角色，从下一夜起重新开始。' },
  step: { servant: '女仆' },
  narration: {
    servant: { revealed: '{{name}}是女仆，接过了{{replaces}}的身份牌——牌面朝下。' },
  },
  prompt: {
    servant: { title: '亮明身份，接过{{seat}}的角色？' },
  },
  event: {
    seen: { servant: '女仆' },
  },
  tv: {
    step: { servant: '女仆是否现身？' },
  },
  phone: {
    hint: {
      servant: { take: '所有人都会看到你的牌；只有你知道你接过的角色。' },
    },
    now: { servant: '身份公开之前……女仆会现身吗？' },
    know: { servantTook: '你接过了{{role}}的角色。' },
    story: { servant: '{{seat}}是女仆，接过了被放逐者的牌。' },
  },
};
