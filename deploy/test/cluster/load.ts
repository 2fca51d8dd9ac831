// A visitor's traffic through the proxy: pages and API reads on kept-alive connections, and contact
// form submissions, each sent again with its Idempotency-Key until it is acknowledged, as the site's
// form does after a network failure.
import { Agent } from 'node:http';
import { send } from '../nginx-under-test.ts';
import { randomUUID } from 'node:crypto';
import { CLUSTER_CAPTCHA } from './cluster.ts';

export interface Seen {
  path: string;
  status?: number;
  error?: string;
  at: number;
}

export interface FormOutcome {
  key: string;
  email: string;
  attempts: Seen[];
  /** The reference of the acknowledgement (201), when one came. */
  reference?: string;
}

/** What the load asks for, in turn: documents of each remote and of the shell, and the API reads pages make. */
export const PAGES = [
  '/id',
  '/en',
  '/en/research-report',
  '/id/alat-analisis/kalkulator-investasi',
  '/en/about-us',
  '/id/tentang-kami',
  '/en/blog',
  '/en/blog/mengenal-pasar-modal-indonesia',
  '/id/edukasi',
];
export const API_READS = [
  '/api/menus?locale=id&filter[type]=main-menu&include=child',
  '/api/settings?locale=en',
  '/api/research-reports?locale=en',
  '/api/companies?locale=id',
  '/api/blogs?locale=en',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `workers` loops of GETs (pages and API reads) at a steady `readsPerSecond` in all (a loop waits for its
 * next turn; a slow answer delays only its own loop), and one form submission every `formEveryMs`, until
 * stopped. A steady rate, not as fast as possible: the cluster is watched serving traffic, not saturated
 * (`pnpm bench:cluster` measures saturation).
 */
export function startLoad(edge: number, { workers = 6, readsPerSecond = 30, formEveryMs = 700 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: workers + 2 });
  const reads: Seen[] = [];
  const forms: FormOutcome[] = [];
  let stopped = false;
  const targets = [...PAGES, ...API_READS];

  const interval = (workers * 1000) / readsPerSecond;
  const readLoops = Array.from({ length: workers }, async (_, worker) => {
    await sleep((worker * interval) / workers);
    for (let n = worker; !stopped; n += workers) {
      const turn = Date.now() + interval;
      const path = targets[n % targets.length]!;
      const seen: Seen = { path, at: Date.now() };
      try {
        seen.status = (await send(edge, { path, headers: { 'accept-encoding': 'identity' }, agent, timeoutMs: 15_000 })).status;
      } catch (error) {
        seen.error = (error as Error).message;
      }
      reads.push(seen);
      await sleep(Math.max(0, turn - Date.now()));
    }
  });

  // Each form is sent once, as a visitor's browser sends it: any failure is the proxy's to absorb, not this client's.
  const submit = async (form: FormOutcome) => {
    const body = JSON.stringify({
      fullName: 'Budi Santoso', email: form.email, phone: '0812 3456 7890', domicile: 'indonesia',
      message: 'Saya ingin bertanya tentang pembukaan rekening saham.', consent: true, captchaToken: CLUSTER_CAPTCHA,
    });
    const seen: Seen = { path: '/api/contact-messages', at: Date.now() };
    try {
      const answer = await send(edge, {
        path: '/api/contact-messages?locale=id', method: 'POST', body, agent, timeoutMs: 15_000,
        headers: { 'content-type': 'application/json', 'idempotency-key': form.key },
      });
      seen.status = answer.status;
      if (answer.status === 201 || answer.status === 200) {
        form.reference = (JSON.parse(answer.body.toString()) as { data: { reference: string } }).data.reference;
      }
    } catch (error) {
      seen.error = (error as Error).message;
    }
    form.attempts.push(seen);
  };
  const pending: Promise<void>[] = [];
  let sent = 0;
  const sendForm = () => {
    const form: FormOutcome = { key: randomUUID(), email: `visitor-${sent++}@example.co.id`, attempts: [] };
    forms.push(form);
    const done = submit(form);
    pending.push(done);
    return done;
  };
  const formLoop = (async () => {
    while (!stopped) {
      void sendForm();
      await sleep(formEveryMs);
    }
    await Promise.all(pending);
  })();

  return {
    reads,
    forms,
    /** `n` forms at once (each once, counted with the others): requests in flight for the moment of a kill. */
    burst(n: number): Promise<void[]> {
      return Promise.all(Array.from({ length: n }, sendForm));
    },
    async stop() {
      stopped = true;
      await Promise.all([...readLoops, formLoop]);
      agent.destroy();
    },
  };
}
