/**
 * `npm test`: every check, in the README's order, stopping after the first stage that fails, then
 * each stage's time. The stages that keep about one core busy run two lanes at a time, as the
 * machines have two cores: ESLint and Prettier then TypeScript, one after the other, beside the
 * tests' build then the tests of the built site, which mostly wait on the servers and builds they
 * start. The rest keep both cores busy on their own, so they run one after another (decision
 * 0056). A stage run beside another keeps its output until it ends, so the two never interleave.
 */
import { spawn } from "node:child_process";

/** The npm scripts of a lane, run in turn; the lanes of a phase run side by side. */
type Phase = string[][];

export const phases: Phase[] = [
  [
    ["lint", "typecheck"],
    ["build:tests", "test:built"],
  ],
  [["test:unit"]],
  [["test:e2e"]],
  [["test:engines"]],
  [["test:content"]],
];

interface Ran {
  script: string;
  seconds: number;
  code: number;
  beside: boolean;
}

/** Runs `npm run <script>`; its output goes straight through, or is kept and given back. */
function run(script: string, keep: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], {
      stdio: keep ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function runLane(lane: string[], beside: boolean): Promise<Ran[]> {
  const ran: Ran[] = [];
  for (const script of lane) {
    const started = performance.now();
    const { code, output } = await run(script, beside);
    if (beside) process.stdout.write(output);
    ran.push({ script, seconds: (performance.now() - started) / 1000, code, beside });
    if (code !== 0) break;
  }
  return ran;
}

/** "lint 28 s, typecheck 12 s (beside), …; 12.3 minutes in all". */
export function timesInWords(ran: Ran[], seconds: number): string {
  const stages = ran.map(
    (stage) =>
      `${stage.script} ${Math.round(stage.seconds)} s${stage.beside ? " (beside another)" : ""}${stage.code === 0 ? "" : " (failed)"}`,
  );
  return `${stages.join(", ")}; ${(seconds / 60).toFixed(1)} minutes in all`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const ran: Ran[] = [];
  for (const phase of phases) {
    const lanes = await Promise.all(phase.map((lane) => runLane(lane, phase.length > 1)));
    ran.push(...lanes.flat());
    if (ran.some((stage) => stage.code !== 0)) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const failed = ran.find((stage) => stage.code !== 0);
  console.log(`\nnpm test ${failed ? "failed" : "passed"}: ${timesInWords(ran, seconds)}`);
  process.exit(failed ? failed.code : 0);
}
