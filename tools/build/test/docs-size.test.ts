// The docs a newcomer reads in 30 minutes (issue 40 item 8): each within its size, so a change replaces what it
// changed instead of adding beside it (git keeps the history). The limits are the project's rules.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Lines as an editor counts them: a final newline ends the last line, it does not start one. */
const lineCount = (file: string) => read(file).replace(/\n$/, '').split('\n').length;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('the docs stay short', () => {
  it.each([
    ['README.md', 150],
    ['docs/decisions.md', 400],
    ['docs/performance.md', 300],
  ])('%s is at most %i lines', (file, limit) => {
    expect(lineCount(file)).toBeLessThanOrEqual(limit);
  });

  it('every tracked CONTEXT.md is at most 120 lines', () => {
    const files = execFileSync('git', ['ls-files', '*CONTEXT.md'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(10);
    const over = files.map((file) => ({ file, lines: lineCount(file) })).filter(({ lines }) => lines > 120);
    expect(over).toEqual([]);
  });
});

describe('docs/decisions.md', () => {
  const text = read('docs/decisions.md');
  const [, afterIndex = ''] = text.split(/^## Index$/m);
  const [index = '', body = ''] = afterIndex.split(/^## Decisions$/m);
  const links = [...index.matchAll(/^- \[(.+)\]\(#([^)]+)\)$/gm)].map(([, title, anchor]) => ({ title: title!, anchor: anchor! }));
  const sections = body
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...rest] = section.split('\n');
      return { heading, lines: rest.filter((line) => line.trim() !== '') };
    });

  it('has an index and decisions', () => {
    expect(links.length).toBeGreaterThan(10);
    expect(sections.length).toBeGreaterThan(10);
    expect(index.split('\n').filter((line) => line.trim() !== '' && !/^- \[.+\]\(#[^)]+\)$/.test(line))).toEqual([]);
  });

  it('keeps every decision within 8 lines of text', () => {
    expect(sections.filter(({ lines }) => lines.length > 8).map(({ heading, lines }) => `${heading}: ${lines.length} lines`)).toEqual([]);
  });

  it('links every index line to a heading, and lists every heading in the index, in the same order', () => {
    expect(links.map(({ anchor }) => anchor)).toEqual(sections.map(({ heading }) => anchorOf(heading)));
  });
});
