// scripts/serve.mjs's one guarantee that needs no built site, and takes ten seconds to show:
// decision 0024's 10 s for a request's headers. It runs beside the unit tests, over a folder
// holding only the 404 page the server needs to start; the tests of what it serves need the build
// and run after it (serve.built.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-http";
import { type Served, startServe } from "../tests/support/serve";

const empty = mkdtempSync(path.join(tmpdir(), "jade-serve-empty-"));
let served: Served;
beforeAll(async () => {
  writeFileSync(path.join(empty, "404.html"), "<!doctype html><title>Not found</title>\n");
  served = await startServe(empty);
});
afterAll(() => {
  served?.stop();
  rmSync(empty, { recursive: true, force: true });
});

// The folder has no index.html, so it is no built site: the answer says what to run, and names no
// folder of the machine (issue 38, point 5).
it("answers 503 without a built site, naming no folder", async () => {
  for (const target of ["/", "/about-jade", "/assets/missing.js"]) {
    const response = await fetch(`${served.origin}${target}`);
    expect(response.status, target).toBe(503);
    const text = await response.text();
    expect(text, target).toBe("No built site here yet: run npm run build (npm start does both).\n");
    expect(text, target).not.toContain(empty);
    expect(response.headers.get("retry-after"), target).toBe("5");
  }
});

it(
  "gives a client that never finishes its headers a 408 once their 10 s are up, not at the next 30 s check",
  { timeout: 60_000 },
  async () => {
    const started = Date.now();
    // The request line and one header, then nothing: the headers never end.
    const answer = await rawRequest(
      served.port,
      "GET /about-jade HTTP/1.1\r\nHost: 127.0.0.1\r\n",
      45_000,
    );
    const seconds = (Date.now() - started) / 1000;
    expect(answer.status).toBe(408);
    // Node checks its timeouts every `connectionsCheckingInterval` (30 s by default): the
    // server checks every second, so the answer comes between 10 and 11 s after the request.
    expect(seconds).toBeGreaterThanOrEqual(9.5);
    expect(seconds).toBeLessThan(20);
  },
);
