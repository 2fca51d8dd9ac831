import { describe, expect, it } from 'vitest';
import { formComponentSlugs } from '../src/layout/form-slugs.ts';
import { socialLinks } from '../src/layout/social-icon.tsx';
import { supportLinks } from '../src/layout/support-links.ts';

describe('settings read by the layout', () => {
  it('splits the form components setting on commas and semicolons (spec §3)', () => {
    expect(formComponentSlugs('form-individual;form-corporate,form-margin')).toEqual(['form-individual', 'form-corporate', 'form-margin']);
    expect(formComponentSlugs(' a ; ;b,, a ')).toEqual(['a', 'b']);
    expect(formComponentSlugs(undefined)).toEqual([]);
  });

  it('offers the social networks whose setting exists, in a fixed order', () => {
    expect(
      socialLinks({ 'social-media-tiktok': 'https://t.example', 'social-media-instagram': 'https://i.example', 'social-media-myspace': 'x' }),
    ).toEqual([
      { network: 'instagram', url: 'https://i.example' },
      { network: 'tiktok', url: 'https://t.example' },
    ]);
  });

  it('reads the support links as a JSON list and ignores a broken setting', () => {
    expect(supportLinks('[{"title":"FAQ","url":"/id/faq"},{"title":3}]')).toEqual([{ title: 'FAQ', url: '/id/faq' }]);
    expect(supportLinks('not json')).toEqual([]);
    expect(supportLinks(undefined)).toEqual([]);
  });
});
