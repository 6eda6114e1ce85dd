export const gameZh: Record<string, unknown> = {};
