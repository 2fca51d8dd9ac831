// The education squad's pages as a visitor uses them, in both languages: the Eduvest list (upcoming
// and past tabs with counters, status badges), an event's detail (the register link only while
// registration is open; a full or finished event says so), the videos (category tabs, a video
// played by keyboard, with no request to the video provider before the visitor asks), the
// learn-investment articles (topics and levels on the hub, contents, series, related), the lists'
// error and empty states, and an accessibility scan of every page kind.
import { test, expect } from '../support/fixtures.ts';
import { LOCALES, type Locale } from '../support/content.ts';
import { SITE_URL } from '../support/env.ts';
import { device, expectAccessible } from '../support/shell.ts';

const WORDS = {
  en: {
    eduvest: '/en/education/brids-eduvest',
    event: (slug: string) => `/en/education/brids-eduvest/${slug}`,
    register: (slug: string) => `/en/brids-eduvest/${slug}/register`,
    videos: '/en/education/educational-videos',
    hub: '/en/education',
    article: (slug: string) => `/en/education/learn-investment/${slug}`,
    periods: 'Event period',
    upcoming: 'Upcoming',
    past: 'Past',
    status: { open: 'Registration open', full: 'Fully booked', closed: 'Registration closed', finished: 'Finished' },
    registerNow: 'Register now',
    fullNotice: 'This event is fully booked.',
    finishedNotice: 'This event has finished.',
    categories: 'Video categories',
    mutualFunds: 'Mutual funds',
    play: (title: string) => `Play video: ${title}`,
    contents: 'Contents',
    related: 'Related articles',
    series: 'More in this series',
    topics: 'Article topics',
    bonds: 'Bonds',
    level: 'Level',
    advanced: 'Advanced',
    loading: 'Loading…',
    error: 'This list cannot be loaded right now.',
    retry: 'Try again',
    empty: 'Data not available',
  },
  id: {
    eduvest: '/id/edukasi/brids-eduvest',
    event: (slug: string) => `/id/edukasi/brids-eduvest/${slug}`,
    register: (slug: string) => `/id/brids-eduvest/${slug}/daftar`,
    videos: '/id/edukasi/video-edukasi',
    hub: '/id/edukasi',
    article: (slug: string) => `/id/edukasi/belajar-investasi/${slug}`,
    periods: 'Periode acara',
    upcoming: 'Mendatang',
    past: 'Telah lewat',
    status: { open: 'Pendaftaran dibuka', full: 'Kuota penuh', closed: 'Pendaftaran ditutup', finished: 'Selesai' },
    registerNow: 'Daftar sekarang',
    fullNotice: 'Kuota acara ini sudah penuh.',
    finishedNotice: 'Acara ini sudah selesai.',
    categories: 'Kategori video',
    mutualFunds: 'Reksadana',
    play: (title: string) => `Putar video: ${title}`,
    contents: 'Daftar isi',
    related: 'Artikel terkait',
    series: 'Artikel lain dalam seri',
    topics: 'Topik artikel',
    bonds: 'Obligasi',
    level: 'Tingkat',
    advanced: 'Lanjutan',
    loading: 'Memuat…',
    error: 'Daftar ini tidak dapat dimuat saat ini.',
    retry: 'Coba lagi',
    empty: 'Data tidak tersedia',
  },
} as const;

interface EventSummary {
  slug: string;
  title: string;
  status: 'open' | 'full' | 'closed' | 'finished';
  seats_left: number;
}
interface EventList {
  data: EventSummary[];
  meta: { counts: { upcoming: number; past: number } };
}

const SITE_ORIGIN = new URL(SITE_URL).origin;

for (const locale of LOCALES) {
  const w = WORDS[locale];

  test.describe(`education pages (${locale})`, () => {
    test('Eduvest: upcoming and past tabs with counters, a badge per status', async ({ site, page, content }) => {
      const upcoming = await content.get<EventList>('/eduvest-events?page[size]=50', locale);
      const past = await content.get<EventList>('/eduvest-events?filter[period]=past&page[size]=50', locale);
      await site.open(w.eduvest);
      const tabs = page.getByRole('tablist', { name: w.periods });
      const upcomingTab = tabs.getByRole('tab', { name: new RegExp(`^${w.upcoming}`) });
      const pastTab = tabs.getByRole('tab', { name: new RegExp(`^${w.past}`) });
      await expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
      await expect(upcomingTab).toContainText(String(upcoming.meta.counts.upcoming));
      await expect(pastTab).toContainText(String(upcoming.meta.counts.past));

      const cards = site.main.getByRole('article');
      await expect(cards).toHaveCount(Math.min(12, upcoming.data.length));
      for (const status of ['open', 'full', 'closed'] as const) {
        const event = upcoming.data.find((e) => e.status === status)!;
        const card = cards.filter({ has: page.getByRole('heading', { name: event.title }) });
        await expect(card.getByText(w.status[status], { exact: true })).toBeVisible();
      }
      await expect(site.main.getByText(w.status.finished, { exact: true })).toHaveCount(0);

      // The past tab by keyboard (manual activation: arrow, then Enter), in the same document.
      const marker = await site.markDocument();
      await upcomingTab.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?period=past$/);
      await expect(pastTab).toHaveAttribute('aria-selected', 'true');
      await expect(cards).toHaveCount(Math.min(12, past.data.length));
      await expect(site.main.getByText(w.status.finished, { exact: true })).toHaveCount(Math.min(12, past.data.length));
      await site.expectSameDocument(marker);
    });

    test('an event shows the register link only while registration is open', async ({ site, page, content }) => {
      const upcoming = await content.get<EventList>('/eduvest-events?page[size]=50', locale);
      const past = await content.get<EventList>('/eduvest-events?filter[period]=past&page[size]=50', locale);
      const open = upcoming.data.find((e) => e.status === 'open')!;
      const full = upcoming.data.find((e) => e.status === 'full')!;
      const closed = upcoming.data.find((e) => e.status === 'closed')!;
      const finished = past.data[0]!;

      await site.open(w.event(open.slug));
      await expect(site.heading).toHaveText(open.title);
      await expect(site.main.getByText(w.status.open, { exact: true })).toBeVisible();
      await expect(site.main.getByText(/WIB/).first()).toBeVisible();
      const register = site.main.getByRole('link', { name: w.registerNow });
      await expect(register).toHaveAttribute('href', w.register(open.slug));

      for (const [event, status, notice] of [
        [full, 'full', w.fullNotice],
        [finished, 'finished', w.finishedNotice],
        [closed, 'closed', undefined],
      ] as const) {
        await site.open(w.event(event.slug));
        await expect(site.main.getByText(w.status[status]).first()).toBeVisible();
        if (notice) await expect(site.main.getByText(notice)).toBeVisible();
        await expect(site.main.getByRole('link', { name: w.registerNow })).toHaveCount(0);
        await expect(page.locator(`a[href="${w.register(event.slug)}"]`)).toHaveCount(0);
      }
    });

    test('a video plays by keyboard, and nothing is asked of the provider before', async ({ site, page, content }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== SITE_ORIGIN) thirdParty.push(request.url());
      });
      // The provider is not reachable from here: answer its embed with a stand-in page.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
      );
      const { data } = await content.get<{ data: { slug: string; title: string; provider_video_id: string }[] }>('/educational-videos', locale);
      const first = data[0]!;

      await site.open(w.videos);
      await page.mouse.wheel(0, 2000); // every thumbnail is on the page and loaded: still nothing from the provider
      await page.waitForLoadState('networkidle');
      expect(thirdParty, 'requests to other sites before the visitor asks for a video').toEqual([]);
      await expect(site.main.locator('iframe')).toHaveCount(0);

      const play = site.main.getByRole('button', { name: w.play(first.title) });
      const thumbnail = play.locator('img');
      await expect(thumbnail).toHaveAttribute('src', /^\/_ipx\//);
      await play.focus();
      await page.keyboard.press(locale === 'en' ? 'Enter' : 'Space');
      const frame = site.main.locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${first.provider_video_id}\\?`));
      await expect.poll(() => thirdParty.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
      expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    });

    test('videos: categories as tabs with counters', async ({ site, page, content }) => {
      const all = await content.get<{ meta: { counts: Record<string, number> } }>('/educational-videos', locale);
      await site.open(w.videos);
      const tabs = page.getByRole('tablist', { name: w.categories });
      const tab = tabs.getByRole('tab', { name: new RegExp(`^${w.mutualFunds}`) });
      await expect(tab).toContainText(String(all.meta.counts['mutual-fund']));
      await tab.click();
      await expect(page).toHaveURL(/\?category=mutual-fund$/);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(site.main.getByRole('article')).toHaveCount(all.meta.counts['mutual-fund']!);
    });

    test('articles: topics and levels on the hub, then contents, series and related articles', async ({ site, page, content }) => {
      await site.open(w.hub);
      const topics = page.getByRole('navigation', { name: w.topics });
      await topics.getByRole('link', { name: new RegExp(`^${w.bonds}`) }).click();
      await expect(page).toHaveURL(/\?topic=bonds$/);
      const bonds = await content.get<{ data: { slug: string; title: string }[] }>('/learn-investment?filter[topic]=bonds', locale);
      const articles = page.locator('section[aria-labelledby="hub-articles"]').getByRole('article');
      await expect(articles).toHaveCount(bonds.data.length);
      await page.getByRole('navigation', { name: w.level }).getByRole('link', { name: w.advanced }).click();
      await expect(page).toHaveURL(/\?topic=bonds&level=advanced$/);
      const advanced = await content.get<{ data: { slug: string }[] }>('/learn-investment?filter[topic]=bonds&filter[level]=advanced', locale);
      await expect(articles).toHaveCount(advanced.data.length);

      // The second article of a series: previous and next, its contents jump to a heading.
      const article = await content.get<{ data: { title: string; toc: { id: string; text: string }[]; previous: { title: string }; next: { title: string } } }>(
        '/learn-investment/membuka-rekening-saham',
        locale,
      );
      await site.open(w.article('membuka-rekening-saham'));
      await expect(site.heading).toHaveText(article.data.title);
      const toc = page.getByRole('navigation', { name: w.contents });
      await expect(toc.getByRole('link')).toHaveText(article.data.toc.map((entry) => entry.text));
      const second = article.data.toc[1]!;
      await toc.getByRole('link', { name: second.text }).click();
      await expect(page).toHaveURL(new RegExp(`#${second.id}$`));
      await expect(page.locator(`#${second.id}`)).toBeInViewport();
      const series = page.getByRole('navigation', { name: w.series });
      await expect(series.getByRole('link')).toHaveCount(2);
      await expect(series.getByRole('link').first()).toContainText(article.data.previous.title);
      await expect(series.getByRole('link').last()).toContainText(article.data.next.title);
      await expect(page.getByRole('heading', { name: w.related })).toBeVisible();
    });

    test('lists show their error and empty states, and recover', async ({ site, page, consoleGuard }) => {
      await site.open(w.videos);
      consoleGuard.allowFailedLoadsOf(/\/api\/educational-videos\?/);
      let fail = true;
      let answer = () => undefined as unknown;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route(/\/api\/educational-videos\?.*filter%5Bcategory%5D=mutual-fund/, async (route) => {
        if (!fail) return route.fallback();
        await answered; // held until the test has seen the loading state
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
      });
      await page.getByRole('tab', { name: new RegExp(`^${w.mutualFunds}`) }).click();
      // Loading: the list says so and is marked busy while the next tab's videos are on their way.
      await expect(site.main.getByRole('status').filter({ hasText: w.loading })).toBeVisible();
      await expect(site.main.locator('[aria-busy="true"]')).toHaveCount(1);
      answer();
      await expect(site.main.getByRole('alert')).toContainText(w.error);
      await expect(site.main.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(site.heading).toBeVisible();
      fail = false;
      await site.main.getByRole('button', { name: w.retry }).click();
      await expect(site.main.getByRole('alert')).toHaveCount(0);
      await expect(site.main.getByRole('article').first()).toBeVisible();

      await page.route(/\/api\/eduvest-events\?.*filter%5Bperiod%5D=past/, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: [], meta: { page: 1, perPage: 12, total: 0, counts: { upcoming: 3, past: 0 } } }),
        }),
      );
      await site.open(w.eduvest);
      await page.getByRole('tab', { name: new RegExp(`^${w.past}`) }).click();
      await expect(site.main.getByRole('status').filter({ hasText: w.empty })).toBeVisible();
    });
  });
}

// An axe scan (WCAG 2 A and AA) of each education page kind: no serious or critical violation.
const KINDS = (locale: Locale) => {
  const w = WORDS[locale];
  return [w.hub, w.eduvest, w.event('webinar-saham-untuk-pemula'), w.event('kelas-analisis-teknikal'), w.videos, w.article('membuka-rekening-saham')];
};
for (const [locale, width] of [['en', 1280], ['id', 375]] as const) {
  test.describe(`accessibility of the education pages (${locale}, ${width} px)`, () => {
    test.use(device(width));
    test('every page kind', async ({ site, page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of KINDS(locale)) {
        await site.open(path);
        await expectAccessible(page, 'main', path);
      }
    });
  });
}
