/** Launch options for Debian's Chromium, as root in a container; the path can be overridden. */
export function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--font-render-hinting=none',
    ],
  };
}
