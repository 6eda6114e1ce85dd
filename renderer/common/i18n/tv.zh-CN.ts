export const tvZh: Record<string, unknown> = {};
