/** pngjs ships no types; the TV's tests only read PNG screenshots with it. */
declare module 'pngjs' {
  export const PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
}
