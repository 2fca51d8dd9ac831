/**
 * react-admin's data provider over the content service: every content kind is a resource
 * (`/api/editorial/{kind}`), plus `users` (/api/admin/users), `audit` (/api/editorial/audit) and
 * `media` (/api/media). Entries are identified by their key; the version travels with every write, so
 * a stale edit is the API's 409, shown to the editor and nothing is overwritten.
 */
import { type DataProvider, HttpError } from 'ra-core';
import type { ApiClient, ApiErrorBody } from './http.ts';
import type { AuditLine, Entry, EntrySummary, KindInfo, PreviewLink, VersionDetail, VersionSummary, WorkflowAction } from './editorial.ts';

/** Resources that are not content kinds. */
export const USERS = 'users';
export const AUDIT = 'audit';
export const MEDIA = 'media';

interface ListAnswer<T> {
  data: T[];
  meta?: { total?: number; page?: number; perPage?: number };
}

const editorialPath = (kind: string, key?: string) =>
  `/api/editorial/${encodeURIComponent(kind)}${key === undefined ? '' : `/${encodeURIComponent(key)}`}`;

/** An entry as react-admin holds it: `id` is the key. */
export type EntryRecord = Entry & { id: string };
const entryRecord = (entry: Entry): EntryRecord => ({ ...entry, id: entry.key });

/**
 * A 422's `{ 'title.en': ['…'] }` as the form's fields are named (`document.title.en`), one message per
 * field, so each input shows its own; other errors keep their body (a 409's message is notified).
 */
export function asFormErrors(error: unknown, prefix = 'document.'): unknown {
  if (!(error instanceof HttpError) || error.status !== 422) return error;
  const body = (error.body ?? {}) as ApiErrorBody;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    errors[field === 'document' || field === 'body' ? 'document' : `${prefix}${field}`] = (messages ?? []).join(' ');
  }
  return new HttpError(body.message, 422, { ...body, errors });
}

/**
 * A 409 of a stale version: its message stays, `errors` is dropped so react-admin notifies it (a field
 * error on `version`, which has no input, would show nothing); `current` keeps the entry as it is now.
 */
export function asConflict(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 409) return error;
  const { errors: _errors, ...body } = (error.body ?? {}) as ApiErrorBody;
  return new HttpError(error.message, 409, body);
}

const rethrow = (error: unknown): never => {
  throw asConflict(asFormErrors(error));
};

/** The list query of react-admin as the API's conventions. */
function listQuery(params: { pagination?: { page: number; perPage: number }; filter?: Record<string, unknown> }) {
  const filter = params.filter ?? {};
  const query: Record<string, string | number | undefined> = {
    'page[number]': params.pagination?.page ?? 1,
    'page[size]': params.pagination?.perPage ?? 25,
  };
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'q') query.q = String(value);
    else query[`filter[${name}]`] = String(value);
  }
  return query;
}

export interface ConsoleDataProvider extends DataProvider {
  kinds(): Promise<KindInfo[]>;
  workflow(kind: string, key: string, action: WorkflowAction, body: { version: number; at?: string }): Promise<EntryRecord>;
  versions(kind: string, key: string): Promise<VersionSummary[]>;
  version(kind: string, key: string, version: number): Promise<VersionDetail>;
  restore(kind: string, key: string, version: number, current: number): Promise<EntryRecord>;
  /** A signed preview link to the entry's current version (its draft) on the site. */
  previewLink(kind: string, key: string): Promise<PreviewLink>;
  resetPassword(userId: string | number): Promise<{ password: string }>;
}

export function createDataProvider(api: ApiClient): ConsoleDataProvider {
  const special = (resource: string) => resource === USERS || resource === AUDIT || resource === MEDIA;
  const listPath = (resource: string) =>
    resource === USERS ? '/api/admin/users' : resource === AUDIT ? '/api/editorial/audit' : resource === MEDIA ? '/api/media' : editorialPath(resource);

  const provider: ConsoleDataProvider = {
    async getList(resource, params) {
      const answer = await api.request<ListAnswer<Record<string, unknown>>>(listPath(resource), { query: listQuery(params) });
      const data = answer.data.map((row) =>
        resource === MEDIA ? { ...row, id: row.name } : special(resource) ? { ...row, id: row.id } : { ...(row as unknown as EntrySummary), id: (row as unknown as EntrySummary).key },
      );
      return { data: data as never[], total: answer.meta?.total ?? data.length };
    },

    async getOne(resource, params) {
      if (resource === USERS) {
        // The admin users API has no single read: the list is short (accounts of one team).
        const { data } = await api.request<ListAnswer<{ id: number }>>('/api/admin/users', { query: { 'page[size]': 50 } });
        const user = data.find((row) => String(row.id) === String(params.id));
        if (!user) throw new HttpError('ra.notification.item_doesnt_exist', 404, { message: 'Not found' });
        return { data: user as never };
      }
      const { data } = await api.request<{ data: Entry }>(editorialPath(resource, String(params.id)));
      return { data: entryRecord(data) as never };
    },

    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id }).then((answer) => answer.data)));
      return { data: records };
    },

    async getManyReference() {
      return { data: [], total: 0 };
    },

    async create(resource, params) {
      if (resource === USERS) {
        const { data } = await api.request<{ data: Record<string, unknown> }>('/api/admin/users', { method: 'POST', body: params.data }).catch((error) => rethrow(asFormErrors(error, '')));
        return { data: { ...data, id: data.id } as never };
      }
      const { data } = await api
        .request<{ data: Entry }>(editorialPath(resource), { method: 'POST', body: { document: (params.data as { document: unknown }).document } })
        .catch(rethrow);
      return { data: entryRecord(data) as never };
    },

    async update(resource, params) {
      if (resource === USERS) {
        const { name, roles, disabled } = params.data as { name?: string; roles?: string[]; disabled?: boolean };
        const { data } = await api
          .request<{ data: Record<string, unknown> }>(`/api/admin/users/${encodeURIComponent(String(params.id))}`, { method: 'PATCH', body: { name, roles, disabled } })
          .catch((error) => rethrow(asFormErrors(error, '')));
        return { data: { ...data, id: data.id } as never };
      }
      const version = (params.previousData as Partial<Entry> | undefined)?.version ?? (params.data as Partial<Entry>).version;
      const { data } = await api
        .request<{ data: Entry }>(editorialPath(resource, String(params.id)), { method: 'PUT', body: { document: (params.data as { document: unknown }).document, version } })
        .catch(rethrow);
      return { data: entryRecord(data) as never };
    },

    async updateMany() {
      throw new HttpError('console.error.unsupported', 400, { message: 'console.error.unsupported' });
    },

    async delete(resource, params) {
      if (resource === MEDIA) {
        await api.request(`/api/media/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
        return { data: params.previousData as never };
      }
      const version = (params.previousData as Partial<Entry> | undefined)?.version;
      await api.request(editorialPath(resource, String(params.id)), { method: 'DELETE', query: { version } }).catch(rethrow);
      return { data: params.previousData as never };
    },

    async deleteMany(resource, params) {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },

    async kinds() {
      const { data } = await api.request<{ data: KindInfo[] }>('/api/editorial/kinds');
      return data;
    },

    async workflow(kind, key, action, body) {
      const { data } = await api.request<{ data: Entry }>(`${editorialPath(kind, key)}/${action}`, { method: 'POST', body }).catch(rethrow);
      return entryRecord(data);
    },

    async versions(kind, key) {
      const { data } = await api.request<{ data: VersionSummary[] }>(`${editorialPath(kind, key)}/versions`);
      return data;
    },

    async version(kind, key, version) {
      const { data } = await api.request<{ data: VersionDetail }>(`${editorialPath(kind, key)}/versions/${version}`);
      return data;
    },

    async restore(kind, key, version, current) {
      const { data } = await api.request<{ data: Entry }>(`${editorialPath(kind, key)}/versions/${version}/restore`, { method: 'POST', body: { version: current } }).catch(rethrow);
      return entryRecord(data);
    },

    async previewLink(kind, key) {
      const { data } = await api.request<{ data: PreviewLink }>(`${editorialPath(kind, key)}/preview-links`, { method: 'POST' }).catch(rethrow);
      return data;
    },

    async resetPassword(userId) {
      const { data } = await api.request<{ data: { password: string } }>(`/api/admin/users/${encodeURIComponent(String(userId))}/password-reset`, { method: 'POST' });
      return data;
    },
  };
  return provider;
}

/** An audit line, whichever spelling the API answers (camelCase expected; snake_case read too). */
export function auditLine(row: Record<string, unknown>): AuditLine {
  const pick = (camel: string, snake: string) => (row[camel] ?? row[snake] ?? null) as never;
  const detail = pick('detail', 'detail') as unknown;
  return {
    id: Number(row.id),
    at: String(row.at ?? ''),
    actorId: pick('actorId', 'actor_id'),
    actorEmail: pick('actorEmail', 'actor_email'),
    action: String(row.action ?? ''),
    subject: pick('subject', 'subject'),
    subjectKey: pick('subjectKey', 'subject_key'),
    detail: typeof detail === 'string' ? (JSON.parse(detail) as Record<string, unknown>) : ((detail ?? {}) as Record<string, unknown>),
  };
}
