/** pngjs ships no types; the TV's tests only read PNG screenshots with it. */
declare module 'pngjs' {
  export class PNG {
    constructor(opts: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer }; write(png: PNG): Buffer };
  }
}
