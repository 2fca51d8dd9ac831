/**
 * The roles of the content service's accounts (checked on the server for every write):
 * - admin: users and roles, settings, menus, everything;
 * - editor: marketing and education content, media;
 * - research-publisher: research, sapa-mentari, corporate actions, company data, approvals (four-eyes);
 * - staff: form submissions, read only;
 * - agent: the live chat's client-service agents.
 */
export const ROLES = ['admin', 'editor', 'research-publisher', 'staff', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The spec's scope of the content team who preview drafts (GET /api/auth/user). It gates nothing any more:
 * drafts are previewed by signed preview links, which the writers of each kind make (editorial/preview-links.ts).
 */
export const PREVIEW_SCOPE = 'content:preview';
/** The scope of the staff routes that read form submissions. */
export const SUBMISSIONS_READ_SCOPE = 'submissions:read';

/** Who holds the preview scope, and who may read form submissions (admin always may). */
export const PREVIEW_ROLES: readonly Role[] = ['editor', 'research-publisher'];
export const SUBMISSIONS_ROLES: readonly Role[] = ['staff'];

const SCOPES: [string, readonly Role[]][] = [
  [PREVIEW_SCOPE, PREVIEW_ROLES],
  [SUBMISSIONS_READ_SCOPE, SUBMISSIONS_ROLES],
];

/** The spec's scope list of a user (GET /api/auth/user), derived from the roles: the shell checks it, the server checks roles. */
export function scopeOf(roles: readonly Role[]): string[] {
  return SCOPES.filter(([, allowed]) => roles.includes('admin') || allowed.some((role) => roles.includes(role))).map(([scope]) => scope);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
