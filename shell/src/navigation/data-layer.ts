declare global {
  interface Window {
    /** The tag manager's data layer (spec §9). */
    dataLayer?: Record<string, unknown>[];
  }
}

/** Tells the tag manager about a page view (one event per navigation). */
export function pushPageView(page: { path: string; locale: string; title: string }): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: page.path, page_locale: page.locale, page_title: page.title });
}
