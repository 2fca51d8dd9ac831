// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRenderedInBrowser } from '@brids/platform/browser-only';
import { NoScriptNotice } from '@brids/ui/noscript-notice';

// The test drives React itself (no Testing Library, which hydrates nothing).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A page part that works only with JavaScript, as the contact and registration pages render theirs.
function ContactPart() {
  const inBrowser = useRenderedInBrowser();
  return (
    <section>
      {inBrowser ? (
        <form aria-label="Contact">
          <input name="email" />
        </form>
      ) : (
        <p className="ui-needs-script">Loading the form…</p>
      )}
      <NoScriptNotice title="This form needs JavaScript">
        <p>Turn it on, or call us.</p>
      </NoScriptNotice>
    </section>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a part that needs JavaScript', () => {
  it('is not in the server markup: the loading line and the notice (in noscript) are', () => {
    const html = renderToString(<ContactPart />);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('name="email"');
    expect(html).toContain('<p class="ui-needs-script">Loading the form…</p>');
    expect(html).toContain('<noscript><div class="ui-noscript" role="note"><p class="ui-noscript__title">This form needs JavaScript</p><p>Turn it on, or call us.</p></div></noscript>');
  });

  it('hydrates the server markup without a mismatch, then renders the part; the notice stays out of view', async () => {
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn<(error: unknown) => void>();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactPart />);
    document.body.append(container);
    // A first render that differed from the server's would be a recoverable error (and a console error).
    await act(async () => {
      hydrateRoot(container, <ContactPart />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form input[name="email"]')).not.toBeNull();
    expect(container.querySelector('p.ui-needs-script')).toBeNull();
    // React renders no children of a noscript in the browser; the one the server wrote is kept as it was.
    expect(container.querySelectorAll('noscript')).toHaveLength(1);
  });

  it('renders at once in a document the browser renders', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<ContactPart />));
    expect(container.querySelector('form input[name="email"]')).not.toBeNull();
    expect(container.querySelector('p.ui-needs-script')).toBeNull();
    // Nothing of the notice is rendered by the browser.
    expect(container.querySelector('noscript')!.children).toHaveLength(0);
  });
});
