export const eventsEn: Record<string, unknown> = {};
