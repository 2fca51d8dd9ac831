import type { ParseKeys } from 'i18next';

/** The tools remote's i18next namespace; its words come in parts (`./<part>/index.ts`), each page lists the parts it shows. */
export const NS = 'tools';

/** A key of the tools namespace (typed from the Indonesian words of every part). */
export type ToolsKey = ParseKeys<typeof NS>;
