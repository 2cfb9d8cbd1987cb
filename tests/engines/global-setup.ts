import { type ChildProcess, spawn } from "node:child_process";
import type { Server } from "node:http";
import path from "node:path";
import { ports } from "./ports";
import { startProxy } from "./site-proxy";

/**
 * Serves the site built from the tests' own content (build-tests/, `npm run build:tests`) as
 * `npm start` does, with the two proxies the engines visit it through (tests/engines/site-proxy.ts).
 */
export default async function setup() {
  const root = path.resolve(import.meta.dirname, "../..");
  const site: ChildProcess = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", String(ports.site), "--dir", `${process.env.BUILD_DIR}/client`],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  const proxies: Server[] = [
    await startProxy(ports.proxy, ports.site, false),
    await startProxy(ports.late, ports.site, true),
  ];
  await waitForSite(`http://127.0.0.1:${ports.site}/`);
  return async () => {
    site.kill();
    await Promise.all(proxies.map((proxy) => new Promise((closed) => proxy.close(closed))));
  };
}

async function waitForSite(address: string) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The site did not answer at ${address}: is build-tests/ built (npm run build:tests)?`,
  );
}
