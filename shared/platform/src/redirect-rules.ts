// Pure: the browser's redirection middleware and the shell server apply the same rules.
import type { RedirectRule } from '@brids/contracts';

/** Where a rule sends a path, or undefined when it does not apply. Exact rules, then `/prefix/*` rules. */
export function applyRedirect(rules: RedirectRule[], pathname: string): RedirectRule & { target: string } | undefined {
  for (const rule of rules) {
    if (!rule.from.endsWith('/*') && rule.from === pathname) return { ...rule, target: rule.to };
  }
  for (const rule of rules) {
    if (!rule.from.endsWith('/*')) continue;
    const prefix = rule.from.slice(0, -1);
    if (pathname.startsWith(prefix)) return { ...rule, target: rule.to.replace('*', pathname.slice(prefix.length)) };
  }
  return undefined;
}
