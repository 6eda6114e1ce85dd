export const tvEn: Record<string, unknown> = {};
