// Pure: the browser's redirection middleware and the shell server apply the same rules.
import type { RedirectRule } from '@brids/contracts';

/**
 * A target on this site: one '/' and nothing a browser reads as a second ('\\', tab, newline), no
 * control character or space. Enough in the router, whose paths the browser has already parsed; the
 * shell server checks every decoded form too (`safeLocalPath` of ./safe-path.ts).
 */
// oxlint-disable-next-line no-control-regex -- control characters are what this refuses
const isLocalTarget = (target: string) => /^\/(?![/\\])/.test(target) && !/[\u0000-\u0020\\]/.test(target);

/**
 * Where a rule sends a path, or undefined when it does not apply. Exact rules, then `/prefix/*` rules.
 * A rule never sends a visitor off the site: a target that is not a local path (a rule written with
 * another origin, or a prefix rule whose rest of the path makes `//host`) does not apply.
 */
export function applyRedirect(rules: RedirectRule[], pathname: string): RedirectRule & { target: string } | undefined {
  for (const rule of rules) {
    if (!rule.from.endsWith('/*') && rule.from === pathname && isLocalTarget(rule.to)) return { ...rule, target: rule.to };
  }
  for (const rule of rules) {
    if (!rule.from.endsWith('/*')) continue;
    const prefix = rule.from.slice(0, -1);
    if (!pathname.startsWith(prefix)) continue;
    const target = rule.to.replace('*', pathname.slice(prefix.length));
    if (isLocalTarget(target)) return { ...rule, target };
  }
  return undefined;
}
