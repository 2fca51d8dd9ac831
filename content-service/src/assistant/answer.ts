import type { Kysely } from 'kysely';
import type { Locale } from '@brids/contracts';
import type { AssistantAnswer, AssistantPage } from '@brids/contracts/assistant';
import type { DB } from '../schema.ts';
import { sanitize } from '../lib/html.ts';
import { pick } from '../marketing/data.ts';
import { queryWords, searchIndex } from '../search/search-index.ts';
import { documentPath } from '../site/site-paths.ts';

/**
 * The 'Ask <name>' assistant's answer to a visitor's question, from the site's own content only: the site
 * search's index (`searchIndex`, the same ranking the search page uses) narrowed to the FAQ first, then over
 * every kind. Nothing is written by the assistant itself: a FAQ item's own answer, or links with the index's
 * snippets, or nothing.
 */

/** Words a question is made of that say nothing about its subject, per language (the index would demand them). */
const FILLER: Record<Locale, ReadonlySet<string>> = {
  id: new Set(('apa apakah bagaimana gimana berapa kapan dimana di mana siapa mengapa kenapa yang dan atau untuk dengan ke dari ' +
    'saya aku kami kita anda bisa dapat boleh harus ingin mau tolong mohon ini itu ada adalah akan sudah belum tidak ' +
    'cara caranya bagi pada dalam juga lagi saja sih dong ya kah nya tentang jika kalau agar supaya perlu').split(' ')),
  en: new Set(('what whats how who whom when where which why is are was were be been am do does did can could should would will ' +
    'i me my we our you your it its the a an to of in on at for with from by about and or if this that these those there ' +
    'please tell want need get have has any some much many long way').split(' ')),
};

/** The subject words of a question: its words less the language's fillers, at most 8 (the search's own rule). */
export function subjectWords(question: string, locale: Locale): string[] {
  const words = question.normalize('NFKC').toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return queryWords(words.filter((word) => word.length >= 2 && !FILLER[locale].has(word)).join(' '));
}

/** The word lists to try, most demanding first: all the words, then each list without one of them (a question often has one word no page uses). */
function attempts(words: string[]): string[][] {
  if (words.length < 2) return [words];
  return [words, ...words.map((_, skip) => words.filter((__, i) => i !== skip))];
}

const FAQ_KIND = 'faq';

const fold = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');

/** Whether every one of `words` begins a word of `title`, and they begin more than half of its words. */
function covers(words: string[], title: string[]): boolean {
  const starts = (word: string) => words.some((w) => fold(word).startsWith(fold(w)));
  const matched = title.filter(starts).length;
  return words.every((w) => title.some((word) => fold(word).startsWith(fold(w)))) && matched * 2 > title.length;
}
const MAX_PAGES = 3;

export async function answerQuestion(db: Kysely<DB>, question: string, locale: Locale): Promise<AssistantAnswer> {
  const words = subjectWords(question, locale);
  if (words.length === 0) return { kind: 'nothing' };

  // A FAQ item is a confident match when its question holds all the subject words (or all but one of four or
  // more) and they make up more than half of its question's own: "mutual fund" alone does not put the answer
  // about the minimum mutual-fund investment in the FAQ's mouth (it answers pages instead), nor does one word.
  if (words.length >= 2) {
    const faqAttempts = words.length >= 4 ? attempts(words) : [words];
    for (const tried of faqAttempts) {
      const { hits } = await searchIndex(db, { words: tried, locale, kinds: [FAQ_KIND], page: 1, perPage: 3 });
      const hit = hits.find((h) => covers(tried, subjectWords(h.title, locale)));
      const slug = hit?.params.slug;
      if (!hit || !slug) continue;
      const row = await db.selectFrom('faqs').selectAll().where('slug', '=', slug).executeTakeFirst();
      const url = documentPath(hit.route, hit.params, locale);
      if (!row || !url) continue;
      return { kind: 'faq', question: pick(row, 'question', locale), answer: sanitize(pick(row, 'answer', locale)), url };
    }
  }

  for (const tried of attempts(words)) {
    const { hits } = await searchIndex(db, { words: tried, locale, page: 1, perPage: MAX_PAGES * 2 });
    const results: AssistantPage[] = [];
    for (const hit of hits) {
      const url = documentPath(hit.route, hit.params, locale);
      if (!url || results.some((r) => r.url === url)) continue;
      results.push({ title: hit.title, url, snippet: hit.snippet.map((piece) => piece.text).join('').trim() });
      if (results.length === MAX_PAGES) break;
    }
    if (results.length > 0) return { kind: 'pages', results };
  }
  return { kind: 'nothing' };
}
