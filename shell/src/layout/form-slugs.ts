/** The setting brids-form-download-comp-slugs: component slugs separated by commas or semicolons (spec §3). */
export function formComponentSlugs(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/[,;]/).map((slug) => slug.trim()).filter(Boolean))];
}
