export const phoneZh: Record<string, unknown> = {};
