import { type AddressInfo, createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the test server accepted: its envelope and the message as parsed. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly mail: ParsedMail;
}

/** A real SMTP server on 127.0.0.1 and a free port, for the tests that follow an email from the API to an inbox. */
export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:<port>`: the server asks for that login. */
  readonly url: string;
  readonly port: number;
  readonly received: readonly ReceivedMail[];
  /** Waits for the first received message `match` accepts (polling the inbox, no fixed sleep). */
  waitFor(match: (mail: ReceivedMail) => boolean, withinMs?: number): Promise<ReceivedMail>;
  /** Refuses every recipient with this reply (a 550 is permanent, a 450 temporary) until set back to undefined. */
  refuseRecipients(reply: { readonly code: number; readonly text: string } | undefined): void;
  /** Stops listening: the API's connections are refused, as when a mail server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

const user = "portal";
const password = "smtp-test-password";

/** A free TCP port on 127.0.0.1, as the OS hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let refusal: { code: number; text: string } | undefined;
  let server: SMTPServer | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        // No certificate here: the API's STARTTLS is opportunistic, so it sends in the clear to this server.
        disabledCommands: ["STARTTLS"],
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === user && auth.password === password) callback(null, { user });
          else callback(new Error("535 5.7.8 authentication failed"));
        },
        onRcptTo(_address, _session, callback) {
          if (!refusal) return callback();
          const error = new Error(refusal.text) as Error & { responseCode: number };
          error.responseCode = refusal.code;
          callback(error);
        },
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (mail) => {
              const envelope = session.envelope;
              received.push({
                from: envelope.mailFrom ? envelope.mailFrom.address : "",
                to: envelope.rcptTo.map((rcpt) => rcpt.address),
                mail,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    port,
    received,
    async waitFor(match, withinMs = 30_000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `SMTP test server: no matching message within ${withinMs / 1000} s; received: ` +
              JSON.stringify(received.map((item) => ({ to: item.to, subject: item.mail.subject }))),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    refuseRecipients(reply) {
      refusal = reply;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}
