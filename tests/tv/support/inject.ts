/** Drives a TV page opened with `?feed=inject` by pushing server messages into it. */
import type { Page } from 'playwright';
import type { ServerMessage } from '../../../protocol/protocol.js';

export async function inject(page: Page, ...msgs: ServerMessage[]): Promise<void> {
  await page.waitForFunction(() => typeof window.__tvInject === 'function');
  for (const m of msgs) await page.evaluate((msg) => window.__tvInject!(msg), m);
}
