// The read-only commands: status, diff and history, as plain-text tables.
import type { ReleaseManifest } from '@brids/contracts';
import { REMOTES, ReleaseError, isManaged, isProduction, remoteName, type ReleasePaths } from './paths.ts';
import { publishedVersions } from './publish.ts';
import { checkEnvExists, readHistory, readRelease, storeOf, type HistoryEntry } from './store.ts';

/** Rows as aligned columns (the last column is not padded). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** `2026-11-22T10:45:24.107Z` -> `2026-11-22 10:45Z`. */
export const when = (iso: string | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}Z` : '-');

/** `label a, b, c` wrapped at about 100 columns, continuation lines indented. */
function wrap(label: string, words: string[]): string[] {
  const lines: string[] = [];
  let line = `  ${label}`;
  for (const [i, word] of words.entries()) {
    const piece = `${word}${i < words.length - 1 ? ',' : ''}`;
    if (line.length + piece.length + 1 > 100 && line.trim() !== label) {
      lines.push(line);
      line = ' '.repeat(label.length + 2);
    }
    line += ` ${piece}`;
  }
  lines.push(line);
  return lines;
}

const remoteNames = (...releases: (ReleaseManifest | undefined)[]) =>
  [...new Set([...Object.values(REMOTES), ...releases.flatMap((r) => Object.keys(r?.remotes ?? {}))])].sort();

/** The entry of the history that last changed a remote (who pinned what runs). */
function lastChange(history: HistoryEntry[], remote: string): HistoryEntry | undefined {
  const abandoned = new Set(history.filter((e) => e.action === 'abandoned').map((e) => e.ref));
  return history.findLast((e) => !abandoned.has(e.id) && e.changes.some((c) => c.remote === remote));
}

export async function status(paths: ReleasePaths, env: string, options: { versions?: number } = {}): Promise<string> {
  await checkEnvExists(paths, env);
  const release = await readRelease(paths, env);
  const history = await readHistory(paths, env);
  const kind = isProduction(env) ? 'production: signed previews only, changes need a reason' : isManaged(env) ? 'managed by release managers' : 'development';
  const out: string[] = [`Environment ${env} (${kind})`, `  ${storeOf(paths).describe(env)}${release ? `, updated ${when(release.updatedAt)}` : ': no release yet'}`, ''];
  const rows: string[][] = [];
  const available: string[] = [];
  const routeLines: string[] = [];
  const limit = options.versions ?? 5;
  for (const remote of remoteNames(release)) {
    const pinned = release?.remotes[remote];
    const change = lastChange(history, remote);
    const versions = await publishedVersions(paths, remote).catch(() => []);
    rows.push([
      remote,
      pinned?.version ?? '(not pinned)',
      when(pinned?.publishedAt),
      when(pinned?.pinnedAt),
      change ? `${change.by.replace(/ <.*>$/, '')} (#${change.id} ${change.action})` : '-',
      pinned ? String(pinned.routes.length) : '',
    ]);
    if (pinned) routeLines.push(...wrap(`${remote}:`, pinned.routes.map((r) => r.name)));
    available.push(`${remote}: ${versions.length} published${versions.length > limit ? ` (newest ${limit} shown)` : ''}`);
    for (const v of versions.slice(0, limit)) {
      const mark = v.version === pinned?.version ? '*' : ' ';
      const commit = v.commit ? `  commit ${v.commit}${v.dirty ? ' + uncommitted changes' : ''}` : '';
      available.push(`  ${mark} ${v.version.padEnd(38)} published ${when(v.publishedAt)}${v.publishedBy ? ` by ${v.publishedBy.replace(/ <.*>$/, '')}` : ''}${commit}`);
    }
  }
  out.push(table(['REMOTE', 'PINNED', 'PUBLISHED', 'PINNED AT', 'PINNED BY', 'ROUTES'], rows));
  out.push('', 'Versions available (* = pinned here)', ...available);
  if (routeLines.length) out.push('', 'Routes (names; paths in release.json)', ...routeLines);
  return out.join('\n');
}

export async function diff(paths: ReleasePaths, a: string, b: string): Promise<{ text: string; same: boolean }> {
  await checkEnvExists(paths, a);
  await checkEnvExists(paths, b);
  const left = await readRelease(paths, a);
  const right = await readRelease(paths, b);
  const rows: string[][] = [];
  const details: string[] = [];
  let same = true;
  for (const remote of remoteNames(left, right)) {
    const l = left?.remotes[remote];
    const r = right?.remotes[remote];
    if (!l && !r) continue;
    const equal = l?.version === r?.version;
    if (!equal) same = false;
    rows.push([remote, l?.version ?? '(not pinned)', r?.version ?? '(not pinned)', equal ? 'same' : 'DIFFERS']);
    if (!equal && l && r) {
      const lr = new Map(l.routes.map((x) => [x.name, x]));
      const rr = new Map(r.routes.map((x) => [x.name, x]));
      const only = (m: Map<string, unknown>, o: Map<string, unknown>) => [...m.keys()].filter((k) => !o.has(k));
      const changed = [...lr.keys()].filter((k) => rr.has(k) && JSON.stringify(lr.get(k)) !== JSON.stringify(rr.get(k)));
      if (only(lr, rr).length) details.push(`  ${remote}: routes only in ${a}: ${only(lr, rr).join(', ')}`);
      if (only(rr, lr).length) details.push(`  ${remote}: routes only in ${b}: ${only(rr, lr).join(', ')}`);
      if (changed.length) details.push(`  ${remote}: routes declared differently: ${changed.join(', ')}`);
    }
  }
  const text = [table(['REMOTE', a.toUpperCase(), b.toUpperCase(), ''], rows), ...(details.length ? ['', 'Route differences', ...details] : []), '', same ? `${a} and ${b} run the same versions` : `${a} and ${b} differ`].join('\n');
  return { text, same };
}

export async function historyReport(paths: ReleasePaths, env: string, options: { remote?: string; limit?: number } = {}): Promise<string> {
  await checkEnvExists(paths, env);
  const remote = options.remote ? remoteName(options.remote) : undefined;
  let entries = await readHistory(paths, env);
  if (remote) entries = entries.filter((e) => e.changes.some((c) => c.remote === remote) || e.action === 'abandoned');
  const shown = entries.slice(-(options.limit ?? 50)).reverse();
  if (shown.length === 0) return `No history in ${env} yet${remote ? ` for ${remote}` : ''}`;
  const rows = shown.flatMap((e) => {
    const changes = e.changes.map((c) => `${c.remote} ${c.from ?? '(none)'} -> ${c.to ?? '(none)'}`);
    const first = [
      `#${e.id}`,
      when(e.at),
      e.by,
      e.action + (e.promotedFrom ? ` from ${e.promotedFrom}` : '') + (e.ref !== undefined ? ` #${e.ref}` : ''),
      changes[0] ?? '-',
      e.reason || '-',
    ];
    return [first, ...changes.slice(1).map((change) => ['', '', '', '', change, ''])];
  });
  return `History of ${env}, newest first\n${table(['ID', 'WHEN', 'WHO', 'ACTION', 'FROM -> TO', 'WHY'], rows)}`;
}

export function requireRemote(name: string | undefined): string {
  if (!name) throw new ReleaseError('Name a remote');
  return remoteName(name);
}
