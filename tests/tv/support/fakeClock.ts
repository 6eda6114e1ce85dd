/** A fake clock for the narrator's timers: `advance` runs what falls due, in order, letting promises settle. */
export function fakeClock(start = 0) {
  let now = start;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => { timers.push({ at: now + ms, fn }); },
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        next.fn();
        await Promise.resolve();
        await Promise.resolve();
      }
      now = end;
    },
  };
}
