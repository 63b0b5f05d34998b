import { existsSync } from 'node:fs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--font-render-hinting=none',
];

/** Launch options for Debian's Chromium, as root in a container; the path can be overridden. */
export function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args };
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Debian's `chromium-headless-shell` (the old headless mode, what
 * Playwright itself prefers headless), which starts and renders about a third faster than the full
 * browser here; `E2E_CHROMIUM_PATH` overrides it, and without the package the full browser is used.
 */
export function e2eLaunchOptions() {
  const executablePath =
    process.env.E2E_CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunchOptions().executablePath);
  return { executablePath, args };
}
