// Debian's Chromium and the flags of docs/TOOLCHAIN (no downloads here): the browser tests and the benchmarks.

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
