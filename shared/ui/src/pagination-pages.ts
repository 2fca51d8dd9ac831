export type PageItem = number | 'gap';

/** Page numbers to show: the first, the last and `around` pages each side of the current one, gaps between. */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  const shown = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
