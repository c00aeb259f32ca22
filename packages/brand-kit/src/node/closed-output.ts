/**
 * A command piped into a reader that stops early (`pnpm brands:history acme | head -1`) finishes its work and
 * exits as it would, printing nothing more: without this, Node's first write after the reader left throws EPIPE
 * as an unhandled stream error, a stack trace and exit code 1 for a command that did nothing wrong.
 */
export function ignoreClosedOutput(stream: NodeJS.WritableStream = process.stdout): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
  });
}
