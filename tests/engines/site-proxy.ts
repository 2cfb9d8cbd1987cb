import { createHash } from "node:crypto";
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request,
} from "node:http";
import type { Socket } from "node:net";
import { holdAnnouncementsBack } from "../support/site";

/**
 * What stands between the engines and the built site (decision 0048). The engines' clients differ
 * in what they can watch (WebKitGTK's WebDriver has no console and no script run before the
 * page's own), so the proxy gives every engine the same watcher: it puts one script first in each
 * page's head that records uncaught errors, rejected promises, policy violations, failed loads and
 * console errors, and holds the announcements back as Playwright's tests do, and it adds that
 * script's hash to the page's policy. In its "late" form it also holds every script file 500 ms
 * and forbids caching, so each visit is a first visit on a slow line. A request for another origin
 * (the engines are told to use it as their proxy) gets a 404 here: nothing leaves the machine.
 */
export function watcher() {
  const seen: string[] = [];
  Object.defineProperty(window, "__engineErrors", { value: seen });
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      // An element by its kind, not `instanceof HTMLElement`: one from another realm (Firefox has
      // reported a <link> so) is still an element whose load failed, and says which.
      const element = target as Element | null;
      if (element?.nodeType === 1 && element !== document.documentElement) {
        const address = element.getAttribute("src") ?? element.getAttribute("href") ?? "";
        const rel = element.getAttribute("rel");
        seen.push(
          `failed to load <${element.localName}${rel ? ` rel="${rel}"` : ""}> ${address}` +
            `${element.isConnected ? "" : " (no longer in the page)"}`,
        );
      } else if (event instanceof ErrorEvent)
        seen.push(
          `error: ${text(event.error ?? event.message)} (${event.filename}:${event.lineno})`,
        );
      // Not a script's error: an event named "error" at another target (the root element, the
      // document, the window), named by what it was and where.
      else seen.push(`error event at ${Object.prototype.toString.call(target)}`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => {
    seen.push(`unhandled rejection: ${text(event.reason)}`);
  });
  addEventListener("securitypolicyviolation", (event) => {
    seen.push(`policy violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(`console error: ${args.map(text).join(" ")}`);
    consoleError(...args);
  };
}

const injected = `(${watcher.toString()})();(${holdAnnouncementsBack.toString()})();`;
const injectedHash = `'sha256-${createHash("sha256").update(injected).digest("base64")}'`;

/** The page's policy with the watcher's hash allowed: the page's own rules are left as they are. */
export function withWatcherAllowed(policy: string): string {
  return policy.replace(
    /script-src ([^;]*)/,
    (_, sources: string) => `script-src ${sources} ${injectedHash}`,
  );
}

/** The page with the watcher first in its head. */
export function withWatcher(html: string): string {
  return html.replace(/<head[^>]*>/, (head) => `${head}<script>${injected}</script>`);
}

export const lateBy = 500;

/** Starts a proxy in front of the site at `sitePort`; `late` holds the script files. */
export async function startProxy(port: number, sitePort: number, late: boolean): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    void forward(incoming, outgoing, sitePort, late);
  });
  // An https address asked of the proxy: refused, as every other origin is.
  server.on("connect", (_request: IncomingMessage, socket: Socket) => {
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(port, "127.0.0.1", listening);
  });
  return server;
}

async function forward(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  sitePort: number,
  late: boolean,
) {
  const target = incoming.url ?? "/";
  if (!target.startsWith("/")) {
    outgoing.writeHead(404, { "content-type": "text/plain" }).end("No other origin in the tests");
    return;
  }
  if (late && /^\/assets\/[^?]*\.js(\?|$)/.test(target))
    await new Promise((resolve) => setTimeout(resolve, lateBy));
  const headers = { ...incoming.headers, host: `127.0.0.1:${sitePort}` };
  delete headers["accept-encoding"];
  // A connection of its own for each request: Node's agent keeps connections to the site open,
  // and one the site closes as idle just as a request goes out on it fails that request (a 502
  // here). Firefox, scripts late, once reported a failed module preload that nothing else explains.
  const upstream = request(
    {
      host: "127.0.0.1",
      port: sitePort,
      path: target,
      method: incoming.method,
      headers,
      agent: false,
    },
    (answer) => {
      const answerHeaders = { ...answer.headers };
      if (late) answerHeaders["cache-control"] = "no-store";
      const policy = answerHeaders["content-security-policy"];
      if (typeof policy === "string")
        answerHeaders["content-security-policy"] = withWatcherAllowed(policy);
      if (!String(answer.headers["content-type"]).startsWith("text/html")) {
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = withWatcher(Buffer.concat(chunks).toString("utf8"));
        delete answerHeaders["content-length"];
        delete answerHeaders.etag;
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders).end(body);
      });
    },
  );
  upstream.on("error", (error) => {
    // Said where the run prints it: a page's failed load then has its cause beside it.
    console.warn(`site proxy: ${target} failed upstream: ${String(error)}`);
    outgoing.writeHead(502).end(String(error));
  });
  incoming.pipe(upstream);
}
