/**
 * The reference APIs `pnpm bench` measures, in one process of their own, so that the browser driver's work
 * (Playwright handles every request's protocol messages in the bench's own process) never holds a server's
 * answers back: in one process with the driver, a page of 19 requests waited on the driver far more often than
 * the floor's 2, which a deployment never does. The servers share this process with each other, not with the
 * driver: the bench loads one page at a time, and servers of one process start from one seeded database (a copy
 * each) instead of each seeding its own.
 *
 * Run as a child with the options by name as JSON in argv[2]; prints "listening <name> <url>" once each is up;
 * stops when its parent's end of stdin closes (the parent exited or called close).
 */
import { type ServerOptions, startServer } from "@gse/reference-api";

const byName = JSON.parse(process.argv[2] ?? "{}") as Record<string, ServerOptions>;
const servers = await Promise.all(
  Object.entries(byName).map(async ([name, options]) => {
    const server = await startServer(options);
    process.stdout.write(`listening ${name} ${server.url}\n`);
    return server;
  }),
);
process.stdin.resume();
process.stdin.on("end", () => {
  void Promise.all(servers.map((server) => server.close())).finally(() => process.exit(0));
});
