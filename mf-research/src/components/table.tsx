import type { ReactNode } from 'react';

/**
 * A data table readable by screen readers (caption, header cells) that scrolls sideways on a phone inside
 * its own focusable region, so the page's layout never breaks. `numeric` columns align right.
 */
export function Table({ caption, head, numeric = [], children, captionHidden = false }: {
  caption: string;
  head: ReactNode[];
  numeric?: number[];
  children: ReactNode;
  captionHidden?: boolean;
}) {
  return (
    <div className="research-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className={captionHidden ? 'research-sr' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col" className={numeric.includes(index) ? 'research-num' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
