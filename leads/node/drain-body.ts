import type { Readable } from "node:stream";

/**
 * The web stream @hono/node-server makes over Node's request is its internal. What guards this is
 * hosting/server/site-server.test.ts: a refused body must be drained and the connection's next request answered,
 * which fails with an adapter that reads its request otherwise.
 */

/** A proxy in front (nginx) may send a body larger than the service takes, up to its own limit. */
const DRAINED_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A body refused unread would leave its bytes on the connection, and a proxy in front would send the next
 * request after them. Read it to the end if it is no larger than a proxy lets through; otherwise close the
 * connection after the answer. It is read from Node's stream, not the request's: hono's body limit reads a
 * chunked body through the request's stream and stops at the limit with that stream locked to its reader.
 */
export function discardBody(incoming: Readable, response: Response): Promise<void> {
  // The web stream the adapter made over `incoming`, if the app read any of the body, takes every chunk it
  // is given; without its listener, the rest is counted here and kept nowhere.
  incoming.removeAllListeners("data");
  return new Promise((resolve) => {
    let size = 0;
    const done = () => {
      incoming.off("readable", read);
      incoming.off("end", done);
      incoming.off("close", done);
      resolve();
    };
    const read = () => {
      let chunk: Buffer | null;
      while ((chunk = incoming.read() as Buffer | null) !== null) {
        size += chunk.byteLength;
        if (size > DRAINED_BODY_LIMIT) {
          response.headers.set("Connection", "close");
          done();
          return;
        }
      }
    };
    if (incoming.readableEnded || incoming.destroyed) {
      resolve();
      return;
    }
    incoming.on("readable", read);
    incoming.once("end", done);
    incoming.once("close", done);
  });
}
