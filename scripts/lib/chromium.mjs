// Debian's Chromium, as the scripts that drive it launch it (the flags of this machine's guide; the
// end-to-end suite's are in playwright.config.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
