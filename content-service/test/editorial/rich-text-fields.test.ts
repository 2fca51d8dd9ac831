// Which fields are HTML is declared by the kinds (`richText()`, `contentMediaType: 'text/html'` in their JSON
// Schema), never guessed from a field's name: the console gives exactly those fields its rich-text editor and the
// preview page shows exactly those as HTML. A plain text named like HTML (a risk profile's product description,
// shown as text on the result page) stays plain, so an editor never saves `<p>` tags the site would print.
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, documentJsonSchema } from '../../src/editorial/kinds.ts';

interface Node { type?: string | string[]; contentMediaType?: string; $ref?: string; anyOf?: Node[]; oneOf?: Node[]; properties?: Record<string, Node>; items?: Node; $defs?: Record<string, Node> }

/** `kind:path` of every string field of every kind, with whether it is declared HTML. */
function stringFields(): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  for (const kind of CONTENT_KINDS) {
    const root = documentJsonSchema(kind) as Node;
    const walk = (node: Node | undefined, path: string[], depth: number): void => {
      if (!node || depth > 12) return;
      if (node.$ref) return walk(root.$defs?.[node.$ref.replace(/^#\/(\$defs|definitions)\//, '')], path, depth + 1);
      for (const option of node.anyOf ?? node.oneOf ?? []) walk(option, path, depth + 1);
      const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
      if (type === 'string') fields.set(`${kind.name}:${path.join('.')}`, node.contentMediaType === 'text/html');
      for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, [...path, name], depth + 1);
      walk(node.items, [...path, '[]'], depth + 1);
    };
    walk(root, [], 0);
  }
  return fields;
}

describe('rich-text fields are declared by the kinds', () => {
  const fields = stringFields();

  it('declares the bodies of pages, entries, components and research as HTML, in both languages', () => {
    for (const path of ['pages:translations.id.body', 'pages:translations.en.body', 'blogs:translations.en.body', 'faqs:translations.id.body', 'components:translations.en.content']) {
      expect(fields.get(path), path).toBe(true);
    }
    const research = [...fields].filter(([path, isHtml]) => path.startsWith('research-reports:') && isHtml).map(([path]) => path);
    expect(research.length).toBeGreaterThan(0);
  });

  it("keeps plain texts plain even when named like HTML: a risk profile's product description, titles, slugs", () => {
    expect(fields.get('risk-profiles:products.id.[].description')).toBe(false);
    expect(fields.get('risk-profiles:products.en.[].description')).toBe(false);
    expect(fields.get('pages:translations.en.title')).toBe(false);
    expect(fields.get('pages:slug')).toBe(false);
  });
});
