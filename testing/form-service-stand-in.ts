/**
 * A stand-in for the form-forwarding service (FormSubmit), for tests only. It keeps every form-encoded POST
 * it receives and answers as FormSubmit does:
 *   POST /ajax/{mailbox}  the lead service's forward: JSON `{"success":"true"}`
 *   POST /{mailbox}       a browser's direct post (LEADS=off): 302 to the `_next` address, on the site under test
 *   GET  /__received      the recorded submissions as JSON
 * A test can make it fail the way real services do: unreachable, answering 500, hanging, answering
 * something that is not JSON, or refusing (FormSubmit's "form needs activation"); and fail one message alone,
 * whatever the mode, in any of those ways or by refusing that message (422), as a service does with a message it
 * will not take, or as a fault that strikes one post.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Submission = { path: string; contentType: string; fields: Record<string, string> };
export type FormServiceMode = "ok" | "down" | "error" | "hang" | "garbage" | "refuse";
/** How one message alone is failed (`failOnly`). */
export type FailOne = "error" | "refuse422" | "cut" | "hang" | "garbage";

const MAX_BODY = 64 * 1024;

export type FormService = {
  origin: string;
  received: Submission[];
  /** How it answers from now on; `down` stops listening, any other mode listens again on the same port. */
  setMode(mode: FormServiceMode): Promise<void>;
  /**
   * Holds every post unanswered until the returned function runs, then answers it in the mode of that
   * moment: a test can see what the site does while the service has not answered, without timing it.
   */
  hold(): () => void;
  /**
   * Fails every post whose "Full Name" is this, from now on, as `how` says (500 unless told): `refuse422` refuses
   * that message alone, `cut` drops the connection unanswered (a network error), `hang` never answers, `garbage`
   * answers 200 without JSON. Undefined takes them again.
   */
  failOnly(name: string | undefined, how?: FailOne): void;
  stop(): Promise<void>;
};

/** The stand-in's mailbox; `.test` because the service refuses the reserved `.example` placeholder. */
export const testMailbox = "leads@bighorn.test";
/** Where a lead service forwards to the stand-in: FormSubmit's AJAX form of that mailbox. */
export const forwardPath = `/ajax/${testMailbox}`;

/** Listens on a port the system hands out; `origin` says which. */
export async function startFormService(): Promise<FormService> {
  const port = 0;
  const received: Submission[] = [];
  let mode: FormServiceMode = "ok";
  let held: Promise<void> | undefined;
  let poison: { name: string; how: FailOne } | undefined;
  const server: Server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/__received") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    if (held)
      void held.then(() => {
        answer(req, res);
      });
    else answer(req, res);
  });
  function answer(req: IncomingMessage, res: ServerResponse) {
    if (mode === "hang") return; // never answers, never records
    if (mode === "error") {
      res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Internal Server Error</h1>");
      return;
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy();
    });
    req.on("end", () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const path = req.url ?? "";
      if (poison !== undefined && fields["Full Name"] === poison.name) {
        failOne(poison.how, req, res);
        return;
      }
      if (mode === "garbage") {
        res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body>Thanks!</body></html>");
        return;
      }
      if (mode === "refuse") {
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ success: "false", message: "This form needs Activation." }));
        return;
      }
      received.push({ path, contentType: req.headers["content-type"] ?? "", fields });
      if (path.startsWith("/ajax/")) {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: "true" }));
        return;
      }
      // Back to the page's own origin (the browser says it): `_next` names the site's public address.
      const siteOrigin = req.headers.origin ?? "";
      const next = fields["_next"] && URL.canParse(fields["_next"]) ? new URL(fields["_next"]) : undefined;
      res.writeHead(302, { Location: next ? `${siteOrigin}${next.pathname}` : siteOrigin }).end();
    });
  }
  function failOne(how: FailOne, req: IncomingMessage, res: ServerResponse) {
    if (how === "hang") return;
    if (how === "cut") {
      req.socket.destroy();
      return;
    }
    if (how === "garbage") {
      res.writeHead(200, { "Content-Type": "text/html" }).end("<html><body>Thanks!</body></html>");
      return;
    }
    if (how === "refuse422") {
      res
        .writeHead(422, { "Content-Type": "application/json" })
        .end(JSON.stringify({ success: "false", message: "This message cannot be delivered." }));
      return;
    }
    res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Internal Server Error</h1>");
  }
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
  const boundPort = await listen(port);
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    received,
    async setMode(next) {
      if (next === "down") await close();
      else if (!server.listening) await listen(boundPort);
      mode = next === "down" ? "ok" : next;
    },
    failOnly(name, how = "error") {
      poison = name === undefined ? undefined : { name, how };
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const gate = held;
      return () => {
        if (held === gate) held = undefined;
        release();
      };
    },
    stop: close,
  };
}
