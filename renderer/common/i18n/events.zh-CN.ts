export const eventsZh: Record<string, unknown> = {};
