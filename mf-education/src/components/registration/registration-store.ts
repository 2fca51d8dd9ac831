import type { RegistrationRefusal } from '@brids/contracts/forms';

/** What the success page shows: the receipt of this browser's registration for an event. */
export interface StoredRegistration {
  reference: string;
  receivedAt: string;
}

const key = (slug: string) => `eduvest-registration:${slug}`;

/** Kept for the session only: the success page of an event shows it; nobody else sees it. */
export function storeRegistration(slug: string, registration: StoredRegistration): void {
  try {
    sessionStorage.setItem(key(slug), JSON.stringify(registration));
  } catch {
    // Storage refused (private mode): the success page then says to check the email.
  }
}

export function readRegistration(slug: string): StoredRegistration | null {
  try {
    const raw = sessionStorage.getItem(key(slug));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredRegistration>;
    return typeof value.reference === 'string' && typeof value.receivedAt === 'string' ? { reference: value.reference, receivedAt: value.receivedAt } : null;
  } catch {
    return null;
  }
}

const REASONS: readonly string[] = ['full', 'closed', 'finished', 'already-registered'] satisfies readonly RegistrationRefusal[];

/** The refusal named in the failed page's `?reason=`, if it is one. */
export function refusalOf(search: string): RegistrationRefusal | null {
  const reason = new URLSearchParams(search).get('reason');
  return reason && REASONS.includes(reason) ? (reason as RegistrationRefusal) : null;
}
