export const phoneEn: Record<string, unknown> = {};
