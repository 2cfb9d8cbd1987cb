import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/**
 * The built site's folder (BUILD_DIR, else build/), for the tests that run a server on it; with
 * no build there, they fail saying so rather than testing nothing.
 */
export function builtSite(): { build: string; client: string } {
  const build = path.resolve(process.env.BUILD_DIR ?? "build");
  const client = path.join(build, "client");
  if (!existsSync(path.join(client, "index.html")))
    throw new Error(
      `No built site in ${client}: run npm run build first (npm test builds before this step).`,
    );
  return { build, client };
}

export interface Served {
  port: number;
  origin: string;
  process: ChildProcess;
  /** All it has printed so far. */
  output: () => string;
  stop: () => void;
}

/**
 * scripts/serve.mjs on a free port of its own over `dir`, once it has said where it listens.
 */
export async function startServe(dir: string): Promise<Served> {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", "0", "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [server.stdout, server.stderr])
    stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    server.stdout.on("data", () => {
      const listening = /JADE website: http:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    server.once("exit", (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    process: server,
    output: () => output,
    stop: () => server.kill(),
  };
}

/** A port nothing listens on now, for a server that cannot be given port 0 (nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
