import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, lazySchemaOf, readApiErrorBody } from '@brids/contracts';
import { apiErrorBody, z } from '@brids/contracts/schema';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Unprocessable' });

describe('the client without zod in its entry', () => {
  it("parses its own calls with the shared schema module's schemas, loaded on the first call", async () => {
    const menu = { id: 1, title: 'Home', url: '/en', translations: [], child: [], type: 'main-menu', is_published: true, order: 1, menu_parent: null };
    const api = createApiClient({ baseUrl: '/api', fetch: async () => json({ data: [menu] }) });
    await expect(api.menus('en', 'main-menu')).resolves.toEqual([menu]);
    // An answer its schema refuses is an error, as before.
    const broken = createApiClient({ baseUrl: '/api', fetch: async () => json({ data: [{ ...menu, id: 'one' }] }) });
    await expect(broken.menus('en', 'main-menu')).rejects.toThrow(/"expected": "number"/);
  });

  it('loads a lazy schema while the answer travels, once, and again after a failed load', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    const slugOnly = z.object({ slug: z.string() });
    const load = vi.fn<() => Promise<typeof slugOnly>>(async () => slugOnly);
    const schema = lazySchemaOf(load, (item, s) => s.single(item));
    const api = createApiClient({ baseUrl: '/api', fetch });
    const first = api.get('/x', schema);
    expect(load, 'asked for before the answer came').toHaveBeenCalledTimes(1);
    answer(json({ data: { slug: 'a' } }));
    await expect(first).resolves.toEqual({ data: { slug: 'a' } });

    const item = z.object({ slug: z.string() });
    const failing = vi.fn<() => Promise<typeof item>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(item);
    const retried = lazySchemaOf(failing, (loaded, s) => s.single(loaded));
    const api2 = createApiClient({ baseUrl: '/api', fetch: async () => json({ data: { slug: 'b' } }) });
    await expect(api2.get('/y', retried)).rejects.toThrow('chunk failed');
    await expect(api2.get('/y', retried)).resolves.toEqual({ data: { slug: 'b' } });
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("reads the service's error body by hand: message and field errors, else the status text", async () => {
    expect(readApiErrorBody({ message: 'Nope', errors: { email: ['required'] } })).toEqual({ message: 'Nope', errors: { email: ['required'] } });
    expect(readApiErrorBody({ message: 'Nope' })).toEqual({ message: 'Nope' });
    expect(readApiErrorBody({ message: 'Nope', errors: { email: 'required' } })).toBeUndefined();
    expect(readApiErrorBody({ errors: {} })).toBeUndefined();
    expect(readApiErrorBody('Nope')).toBeUndefined();

    const api = createApiClient({ baseUrl: '/api', fetch: async () => json({ message: 'Check the form', errors: { email: ['required'] } }, 422) });
    const failure = await api.post('/contact', z.unknown(), {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'Check the form', errors: { email: ['required'] } });
    const plain = createApiClient({ baseUrl: '/api', fetch: async () => json({ oops: true }, 422) });
    await expect(plain.get('/x', z.unknown())).rejects.toMatchObject({ status: 422, message: 'Unprocessable', errors: undefined });
  });

  it('reads an error body exactly as the apiErrorBody schema does (the two statements of one shape)', () => {
    const bodies: unknown[] = [
      { message: 'Nope' },
      { message: 'Nope', errors: { email: ['required'], name: [] } },
      { message: 'Nope', errors: {} },
      { message: 'Nope', extra: true },
      { message: 'Nope', errors: undefined },
      { message: 'Nope', errors: null },
      { message: 'Nope', errors: [] },
      { message: 'Nope', errors: ['required'] },
      { message: 'Nope', errors: { email: 'required' } },
      { message: 'Nope', errors: { email: [1] } },
      { message: 'Nope', errors: { email: [null] } },
      { message: '' },
      { message: 1 },
      { errors: { email: ['required'] } },
      [],
      null,
      'Nope',
      42,
    ];
    for (const body of bodies) {
      const parsed = apiErrorBody.safeParse(body);
      expect({ body, read: readApiErrorBody(body) }).toEqual({ body, read: parsed.success ? parsed.data : undefined });
    }
  });
});
