export const gameEn: Record<string, unknown> = {};
