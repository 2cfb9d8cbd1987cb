// `npm run bench:server`: a load benchmark of scripts/serve.mjs (npm start, the browser tests),
// not a test: it starts the server on 127.0.0.1 over the existing build (run `npm run build`
// first), fires a fixed number of requests from a fixed number of connections, and reports
// requests per second, latency percentiles and errors for two mixes: normal (every page and the
// home page's assets, as a browser asks for them) and hostile (half normal, half what a hostile
// tester sent: 16,000 slashes, a long run of slashes, encoded host files, an open-redirect try,
// bad percent-encoding, POST, an inverted Range, q=0). For the hostile mix it also reports the
// latency of its normal requests alone, which is what the hostile ones must not hold up.
// Writes reports/server-bench/<date>.json and latest.json. Decision 0024.
// Usage: npm run bench:server [-- --count 5000] [-- --concurrency 20] [-- --server path --dir path]
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { cpus } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { routeTable } from "../app/route-table";
import { pageAssets } from "../scripts/bundle-sizes.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4998" },
    // Requests per mix, after 200 to warm up.
    count: { type: "string", default: "5000" },
    // Requests in flight at once, each on its own kept-alive connection.
    concurrency: { type: "string", default: "20" },
    // Another server script to measure (an older serve.mjs, to compare), and its build folder.
    server: { type: "string", default: "scripts/serve.mjs" },
    dir: { type: "string" },
  },
});
const port = Number(values.port);
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.resolve(values.dir ?? path.join(buildDir, "client"));

interface Target {
  label: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** The status the server must answer; anything else counts as an error. */
  status: number;
  hostile?: boolean;
}

const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const home = readFileSync(path.join(clientDir, "index.html"), "utf8");
const { scripts, styles } = pageAssets(home);
const normal: Target[] = [
  ...routeTable.map((route) => ({ label: "page", path: route.path, status: 200 })),
  ...[...scripts, ...styles].map((asset) => ({ label: "asset", path: asset, status: 200 })),
  { label: "not found", path: "/no-such-page", status: 404 },
].map((target) => ({ ...target, headers: browser }));

const hostileRequests: Target[] = [
  { label: "16,000 slashes", path: `/${"/".repeat(16_000)}`, status: 414 },
  { label: "2,000 slashes", path: `/about-jade${"/".repeat(2_000)}`, status: 308 },
  { label: "encoded host file", path: "/%5Fheaders", status: 404 },
  { label: "open redirect try", path: "/.//evil.example/", status: 308 },
  { label: "bad percent-encoding", path: "/%E0%A4%A", status: 400 },
  { label: "POST", path: "/about-jade", method: "POST", status: 405 },
  { label: "inverted Range", path: "/about-jade", headers: { Range: "bytes=100-50" }, status: 200 },
  { label: "br;q=0", path: "/about-jade", headers: { "Accept-Encoding": "br;q=0" }, status: 200 },
];
const hostileOnly = hostileRequests.map((target) => ({ ...target, hostile: true }));
// Alternating, so normal requests are always in flight among hostile ones.
const hostile = normal.flatMap((target, index) => [
  target,
  hostileOnly[index % hostileOnly.length] as Target,
]);

function startServer(): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [values.server ?? "scripts/serve.mjs", "--port", String(port), "--dir", clientDir],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    server.stdout?.once("data", () => resolve(server));
    server.once("exit", (code) =>
      reject(new Error(`the server exited (${code}); run npm run build first`)),
    );
  });
}

/** One request; resolves with its status once the whole body has arrived. */
function fetchOnce(agent: Agent, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: target.path,
        method: target.method ?? "GET",
        headers: target.headers,
        agent,
      },
      (res) => {
        res.on("data", () => undefined);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("no answer in 30 s")));
    req.on("error", reject);
    req.end();
  });
}

interface Sample {
  ms: number;
  hostile: boolean;
  error?: string;
}

/** Sends `total` requests, `concurrency` at a time, cycling through the targets in order. */
async function load(targets: Target[], total: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const target = targets[next % targets.length] as Target;
        next += 1;
        const sent = performance.now();
        let error: string | undefined;
        try {
          const status = await fetchOnce(agent, target);
          if (status !== target.status)
            error = `${target.label}: ${status}, expected ${target.status}`;
        } catch (failure) {
          error = `${target.label}: ${failure instanceof Error ? failure.message : String(failure)}`;
        }
        samples.push({ ms: performance.now() - sent, hostile: target.hostile ?? false, error });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { samples, seconds };
}

function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summary(samples: Sample[], seconds?: number) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.flatMap((sample) => (sample.error ? [sample.error] : []));
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requests: samples.length,
    ...(seconds === undefined
      ? {}
      : { seconds: round(seconds), requestsPerSecond: Math.round(samples.length / seconds) }),
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    errors: errors.length,
    firstErrors: [...new Set(errors)].slice(0, 5),
  };
}

const server = await startServer();
try {
  await load(normal, 200);
  const mixes: Record<string, ReturnType<typeof summary>> = {};
  for (const [name, targets] of [
    ["normal", normal],
    ["hostile", hostile],
  ] as const) {
    const { samples, seconds } = await load(targets, count);
    mixes[name] = summary(samples, seconds);
    if (name === "hostile") {
      mixes["hostile: its normal requests"] = summary(samples.filter((s) => !s.hostile));
      mixes["hostile: its hostile requests"] = summary(samples.filter((s) => s.hostile));
    }
  }
  console.log(
    `\n${values.server}: ${count} requests per mix, ${concurrency} in flight, Node ${process.version}, ${cpus().length} CPUs\n`,
  );
  console.log("| mix | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |");
  console.log("|---|--:|--:|--:|--:|--:|--:|--:|");
  for (const [name, mix] of Object.entries(mixes))
    console.log(
      `| ${name} | ${mix.requests} | ${mix.requestsPerSecond ?? ""} | ${mix.p50Ms} | ${mix.p95Ms} | ${mix.p99Ms} | ${mix.maxMs} | ${mix.errors} |`,
    );
  for (const mix of Object.values(mixes))
    for (const error of mix.firstErrors) console.log(`error: ${error}`);
  const report = {
    date: new Date().toISOString(),
    server: values.server,
    node: process.version,
    cpus: cpus().length,
    count,
    concurrency,
    mixes,
  };
  const outDir = path.resolve("reports/server-bench");
  mkdirSync(outDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(path.join(outDir, `${report.date.slice(0, 19).replace(/:/g, "-")}.json`), json);
  writeFileSync(path.join(outDir, "latest.json"), json);
  console.log("\nWritten to reports/server-bench/latest.json");
  if (server.exitCode !== null)
    throw new Error(`the server died during the run (${server.exitCode})`);
} finally {
  server.kill();
}
