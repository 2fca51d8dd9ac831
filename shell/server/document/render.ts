import { randomBytes } from 'node:crypto';
import type { ComposedRoute } from '@brids/platform/route-table';
import type { PageRenderer } from '../server-render/render-page.tsx';
import { documentWithPage, hasRootElement } from '../server-render/document-stream.ts';
import type { RemoteFiles } from '../remote-versions/remote-files.ts';
import type { StyleReader } from '../server-render/inline-styles.ts';
import type { ContentClient } from './content-client.ts';
import type { DocumentAnswer } from './document-cache.ts';
import type { PageData } from './page-data.ts';
import { unavailableAnswer } from './unavailable.ts';

/**
 * Steps 5 and 6 of a document: server rendering puts a pinned page into the document the browser
 * would render (`html`), its loaders calling the content service through the document's client (so
 * the resource the head fetched is not asked for again); any fault sends the document as without it.
 * When the content service cannot answer, a page that needs it is a 503 'content unavailable' (the
 * caller sends its last good copy instead where it keeps one); a page that needs nothing from it renders.
 * A document the browser renders needs the service for its layout (spec §8): while the breaker is open
 * (`contentRefusing`) it is a 503 too.
 */
export async function renderedDocument(
  renderer: PageRenderer | undefined,
  input: { html: string; data: PageData; path: string; publicOrigin: string; table: ComposedRoute[]; content: ContentClient; origin: string; preview: boolean; contentRefusing: boolean; remoteFiles: RemoteFiles; styles?: StyleReader | undefined },
): Promise<DocumentAnswer> {
  const { html, data } = input;
  const match = data.found;
  const routeName = match?.route.name;
  if (data.unavailable) return unavailableAnswer(html, data.locale, routeName);
  const status = match ? 200 : 404;
  if (!(renderer && match && !input.preview && hasRootElement(html))) {
    return match && input.contentRefusing ? unavailableAnswer(html, data.locale, routeName) : { status, routeName, html };
  }
  const nonce = randomBytes(16).toString('base64');
  const rendered = await renderer.render({ url: new URL(input.path, input.publicOrigin), match, table: input.table, fetch: input.content.fetch, nonce });
  if (!rendered.ok) {
    if (rendered.redirect) return { status: rendered.redirect.status, routeName, html: '', redirect: rendered.redirect.location };
    // A render that gave up (its time-out) while content calls were still on their way: what the service does
    // with them decides, not the moment the render stopped. They end by their answer or the breaker's time-out.
    await input.content.settled();
    return input.content.unavailable || input.contentRefusing ? unavailableAnswer(html, data.locale, routeName) : { status, routeName, html };
  }
  const { page } = rendered;
  return {
    status: page.status ?? status,
    routeName,
    html: await documentWithPage(html, page, input.origin, input.remoteFiles, input.styles && { read: input.styles, nonce }),
    nonce,
    ...(page.unavailable ? { unavailable: true as const } : {}),
  };
}
