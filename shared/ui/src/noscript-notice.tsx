import type { ReactNode } from 'react';

/**
 * What a reader without JavaScript sees in place of a part that needs it (a form): the title and
 * `children` (why, and a way forward), inside `<noscript>`. The server writes them; a browser running
 * scripts shows nothing of them and React renders no children of a `<noscript>` there, so hydration
 * keeps the server's markup and nothing moves. Its look is `.ui-noscript` of the design system's CSS,
 * where `.ui-needs-script` hides what only a script fills (a loading line) from such a reader.
 */
export function NoScriptNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <noscript>
      <div className="ui-noscript" role="note">
        <p className="ui-noscript__title">{title}</p>
        {children}
      </div>
    </noscript>
  );
}
