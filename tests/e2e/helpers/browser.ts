// Finds a Chromium for the e2e tests: Debian's /usr/bin/chromium when it exists, else
// Playwright's own. Never downloads one.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
export const HOW_TO_GET_CHROMIUM = 'No Chromium found for the e2e tests: install one with `apt-get install -y chromium` or `npx playwright install chromium`.';

export function systemChromium(): string | undefined {
  for (const p of [process.env.LORE_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]) if (existsSync(p)) return p;
  return undefined;
}

export function hasChromium(): boolean {
  if (systemChromium()) return true;
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

export function launchBrowser(): Promise<Browser> {
  const executablePath = systemChromium();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS });
}
