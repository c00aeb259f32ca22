/**
 * One reference API serving a build, in a process of its own: `pnpm bench` starts each server it measures this
 * way, so that the browser driver's work (Playwright handles every request's protocol messages in the bench's
 * own process) never holds a server's answers back. In one process with the driver, a page of 19 requests
 * waited on the driver far more often than the floor's 2, which a deployment never does.
 *
 * Run as a child with the options as JSON in argv[2]; prints "listening <url>" once up; stops when its parent's
 * end of stdin closes (the parent exited or called close).
 */
import { type ServerOptions, startServer } from "@gse/reference-api";

const options = JSON.parse(process.argv[2] ?? "{}") as ServerOptions;
const server = await startServer(options);
process.stdout.write(`listening ${server.url}\n`);
process.stdin.resume();
process.stdin.on("end", () => {
  void server.close().finally(() => process.exit(0));
});
