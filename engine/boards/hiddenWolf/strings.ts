/**
 * Every word of the Hidden Wolf in both languages, as plain data under the keys the engine and the
 * pages use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 * 隐狼 as Chinese tables call him: he 知道狼队 from the first night, the wolves do not know him, the
 * Seer 查验 him as 好人, and once the pack is out he 独自刀人.
 */
export const en = {
  roleRule: { hiddenWolf: 'knows the pack, the pack does not know him; the Seer sees him as good; hunts alone once the pack is dead' },
  board: { 'hidden-wolf-raven': '隐狼乌鸦 — Hidden Wolf & Raven' },
  role: { hiddenWolf: 'Hidden Wolf' },
  roleInfo: {
    hiddenWolf: 'You are a wolf who hides among the villagers: you know the werewolves of the pack from the first night, but they do not know you. The Seer sees you as a Villager, not a wolf. While a werewolf of the pack lives you choose no victim; once none lives, you choose the night\'s victim alone. You cannot self-destruct.',
  },
  step: { hiddenWolf: 'The Hidden Wolf' },
  narration: {
    hiddenWolf: { wake: 'Hidden Wolf, wake up.', sleep: 'Hidden Wolf, close your eyes.' },
  },
  prompt: {
    hiddenWolf: { title: 'The pack is gone: whom do you kill tonight?' },
  },
  event: {
    seen: { hiddenWolf: 'the Hidden Wolf' },
  },
  tv: {
    step: { hiddenWolf: 'The Hidden Wolf is called…' },
  },
  phone: {
    none: { 'hiddenWolf.victim': 'no victim' },
    hint: {
      hiddenWolf: { victim: 'No werewolf of the pack lives: you hunt alone. Tap tonight\'s victim, or nobody.' },
    },
    know: {
      hiddenWolfPack: 'The pack: {{seats}}. They do not know you.',
      hiddenWolfSoon: 'You learn the pack at your step tonight.',
      hiddenWolfAlone: 'No werewolf of the pack lives: you choose the night\'s victim alone.',
    },
  },
};

export const zhCN = {
  roleRule: { hiddenWolf: '知道狼队，狼队不知道他；预言家查验为好人；狼队全灭后独自刀人' },
  board: { 'hidden-wolf-raven': '隐狼乌鸦' },
  role: { hiddenWolf: '隐狼' },
  roleInfo: {
    hiddenWolf: '你是藏在好人中的狼：从第一夜起你知道狼队的狼人是谁，他们却不知道你。预言家查验你是好人（平民）。狼队还有狼人存活时你不袭击；狼队全部出局后，你每晚独自选择袭击目标。你不能自爆。',
  },
  step: { hiddenWolf: '隐狼' },
  narration: {
    hiddenWolf: { wake: '隐狼请睁眼。', sleep: '隐狼请闭眼。' },
  },
  prompt: {
    hiddenWolf: { title: '狼队已全部出局：今晚你要袭击谁？' },
  },
  event: {
    seen: { hiddenWolf: '隐狼' },
  },
  tv: {
    step: { hiddenWolf: '隐狼行动中……' },
  },
  phone: {
    none: { 'hiddenWolf.victim': '不袭击' },
    hint: {
      hiddenWolf: { victim: '狼队已无存活的狼人：你独自行动。点选今晚的袭击目标，或不袭击。' },
    },
    know: {
      hiddenWolfPack: '狼队：{{seats}}。他们不知道你。',
      hiddenWolfSoon: '今晚轮到你时，你会得知狼队是谁。',
      hiddenWolfAlone: '狼队已无存活的狼人：你每晚独自选择袭击目标。',
    },
  },
};
