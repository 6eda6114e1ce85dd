/**
 * Every word of this role in both languages, as plain data under the keys the engine and the pages
 * use (docs/adding-a-role.md): merged into en / zh-CN by renderer/common/i18n/roleStrings.ts.
 */
export const en = {
  role: { bearTamer: 'Bear Tamer' },
  roleInfo: {
    bearTamer: 'Each morning your bear growls if a werewolf sits next to you (your two living neighbours). Everyone hears it — nobody is told whose bear it is.',
  },
  narration: {
    bear: { growls: 'Grrr… The bear growls this morning!' },
  },
  event: {
    seen: { bearTamer: 'the Bear Tamer' },
  },
  phone: {
    story: { bear: 'The bear growled.' },
  },
};

export const zhCN = {
  role: { bearTamer: '驯熊师' },
  roleInfo: { bearTamer: '每天早上，如果你身边（左右两名活着的邻座）有狼人，你的熊就会咆哮。所有人都会听到——但没人知道是谁的熊。' },
  narration: {
    bear: { growls: '吼……今天早上熊咆哮了！' },
  },
  event: {
    seen: { bearTamer: '驯熊师' },
  },
  phone: {
    story: { bear: '熊咆哮了。' },
  },
};
