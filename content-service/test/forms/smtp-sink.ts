import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process that keeps what it receives; `failNext` refuses the next n mails. */
export async function startSmtpSink(options: { failNext?: number } = {}) {
  const received: ReceivedMail[] = [];
  let failNext = options.failNext ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  // A client cut off mid-session (a content service killed while sending) is that client's failure, not the sink's.
  const connectionErrors: Error[] = [];
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connectionErrors,
    failNext: (n: number) => {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
