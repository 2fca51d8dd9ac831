/** Where a remote's server build goes inside its build folder (and so inside its published version folder). */
export const SERVER_BUILD_DIR = 'server';
/** The server build's one file, relative to the build folder. */
export const SERVER_ENTRY_FILE = `${SERVER_BUILD_DIR}/index.js`;
