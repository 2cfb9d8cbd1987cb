// `npm run bench:peer -- <folder>`: our pages side by side with a peer site's (issue 42: AstroWind,
// the most used Astro template, built from its public repository), Lighthouse 12 on a phone
// (simulated slow 4G, a 4x slower CPU), ours and the peer's in turn, for several rounds, each
// round starting with the other site. Prints, per pair of pages, the medians of first paint,
// main content (LCP), bytes and script, the ratio ours / peer, and our performance score, and
// writes them to reports/bench-peer/latest.json. The peer's folder is copied, compressed as our
// build compresses (brotli and gzip beside each text file) and served as a static host serves a
// folder (`/about` is about/index.html or about.html); our site is served by npm start's server.
// Requests to other origins (the peer's remote images) fail at once: this machine is offline.
// Usage: npm run bench:peer -- /path/to/astrowind/dist [--rounds 5] [--pairs /=/,/about-jade=/about]
import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lookup } from "mime-types";
import { precompress } from "../scripts/build/postbuild.mjs";
import { chromiumArgs, findChromium } from "../tests/support/chromium";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "5" },
    // Our page, "=", the peer's page it is compared with.
    pairs: { type: "string", default: "/=/,/about-jade=/about,/programme-sponsorship=/pricing" },
    port: { type: "string", default: "4997" },
  },
});
const peerSource = positionals[0];
if (!peerSource || !existsSync(path.join(peerSource, "index.html"))) {
  console.error(
    "bench:peer: give the peer's built folder, with its index.html (npm run bench:peer -- dir).",
  );
  process.exit(2);
}
const rounds = Math.max(1, Number.parseInt(values.rounds ?? "5", 10) || 1);
const pairs = (values.pairs ?? "").split(",").map((pair) => {
  const [ours = "/", peer = "/"] = pair.split("=");
  return { ours, peer };
});
const oursPort = Number(values.port);
const peerPort = oursPort + 1;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** What is compared, per page and run. */
interface Measure {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  bytes: number;
  scriptBytes: number;
}

function startOurs(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(oursPort)], {
    env: { ...process.env, BUILD_DIR: path.relative(process.cwd(), buildDir) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    server.stdout?.once("data", () => resolve(server));
    server.once("exit", (code) =>
      reject(new Error(`serve.mjs exited (${code}): npm run build first`)),
    );
  });
}

/** The peer's folder as a static host serves it: compressed copies, the folder's index.html. */
async function startPeer(): Promise<Server> {
  const root = mkdtempSync(path.join(tmpdir(), "bench-peer-"));
  cpSync(path.resolve(peerSource ?? ""), root, { recursive: true });
  await precompress(root);
  const fileFor = (pathname: string) =>
    [pathname, path.join(pathname, "index.html"), `${pathname}.html`]
      .map((name) => path.join(root, name))
      .find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const found = fileFor(decodeURIComponent(pathname));
    const file = found ?? path.join(root, "404.html");
    response.statusCode = found ? 200 : 404;
    if (!existsSync(file)) return response.end();
    const accepts = request.headers["accept-encoding"] ?? "";
    const coding = (
      [
        ["br", ".br"],
        ["gzip", ".gz"],
      ] as const
    ).find(([name, extension]) => accepts.includes(name) && existsSync(`${file}${extension}`));
    response.setHeader("Content-Type", lookup(file) || "application/octet-stream");
    if (coding) response.setHeader("Content-Encoding", coding[0]);
    response.end(readFileSync(coding ? `${file}${coding[1]}` : file));
  });
  await new Promise<void>((resolve) => server.listen(peerPort, "127.0.0.1", resolve));
  return server;
}

async function measure(port: number, url: string): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const items =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  const bytesOf = (type: string) =>
    items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    bytes: bytesOf("total"),
    scriptBytes: bytesOf("script"),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const ours = await startOurs();
  const peer = await startPeer();
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const runs = pairs.map(() => ({ ours: [] as Measure[], peer: [] as Measure[] }));
  try {
    for (let round = 0; round < rounds; round++)
      for (const [index, pair] of pairs.entries()) {
        const sides = [
          ["ours", `http://127.0.0.1:${oursPort}${pair.ours}`],
          ["peer", `http://127.0.0.1:${peerPort}${pair.peer}`],
        ] as const;
        for (const [side, url] of round % 2 === 0 ? sides : [...sides].reverse()) {
          process.stderr.write(`bench:peer: round ${round + 1}, ${url}\n`);
          runs[index]?.[side].push(await measure(chrome.port, url));
        }
      }
  } finally {
    await chrome.kill();
    ours.kill();
    peer.close();
  }

  const rows = pairs.map((pair, index) => {
    const of = (side: "ours" | "peer", key: keyof Measure) =>
      median((runs[index]?.[side] ?? []).map((run) => run[key]));
    const compare = (key: keyof Measure) => ({
      ours: of("ours", key),
      peer: of("peer", key),
      ratio: Math.round((of("ours", key) / of("peer", key)) * 100) / 100,
    });
    return {
      ours: pair.ours,
      peer: pair.peer,
      performance: { ours: of("ours", "performance"), peer: of("peer", "performance") },
      fcpMs: compare("fcpMs"),
      lcpMs: compare("lcpMs"),
      bytes: compare("bytes"),
      scriptBytes: compare("scriptBytes"),
    };
  });
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nLighthouse 12 on a phone, ${rounds} rounds in turn, medians; ratio = ours / peer\n\n` +
      "| page | performance | first paint, ms | main content, ms | bytes, KiB | script, KiB |\n" +
      "|---|---|---|---|---|---|",
  );
  for (const row of rows)
    console.log(
      `| ${row.ours} vs ${row.peer} | ${row.performance.ours} vs ${row.performance.peer} ` +
        `| ${row.fcpMs.ours} vs ${row.fcpMs.peer} (${row.fcpMs.ratio}x) ` +
        `| ${row.lcpMs.ours} vs ${row.lcpMs.peer} (${row.lcpMs.ratio}x) ` +
        `| ${kib(row.bytes.ours)} vs ${kib(row.bytes.peer)} (${row.bytes.ratio}x) ` +
        `| ${kib(row.scriptBytes.ours)} vs ${kib(row.scriptBytes.peer)} |`,
    );
  const outDir = path.resolve("reports/bench-peer");
  mkdirSync(outDir, { recursive: true });
  const report = { date: new Date().toISOString(), peer: peerSource, rounds, rows, runs };
  writeFileSync(path.join(outDir, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("\nWritten to reports/bench-peer/latest.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
