/** The Chromium binary (CHROME_PATH, else Debian's /usr/bin/chromium). */
export const CHROMIUM: string;
/** The flags every headless run here starts Chromium with. */
export const CHROME_FLAGS: string[];
