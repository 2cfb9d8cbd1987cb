import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** nginx's executable (NGINX_PATH, Debian's, or on the PATH), or undefined. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx"])
    if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Why the nginx tests were skipped; under CI=true their file fails with it instead. */
export const nginxMissing =
  "nginx is not installed, so the generated nginx config was not tested. Install Debian's " +
  "package (apt-get install nginx; .ci/run does) or set NGINX_PATH.";

export interface RunningNginx {
  origin: string;
  stop: () => void;
}

/**
 * The build's generated server block (<build>/nginx/jade.conf) in a real nginx of its own, on
 * `port` and the build's client folder, once it answers.
 */
export async function startNginx(
  nginx: string,
  build: string,
  port: number,
): Promise<RunningNginx> {
  const workDir = mkdtempSync(path.join(tmpdir(), "jade-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(workDir, dir));
  const site = readFileSync(path.join(build, "nginx", "jade.conf"), "utf8")
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${path.join(build, "client")};`);
  writeFileSync(path.join(workDir, "jade.conf"), site);
  const temp = path.join(workDir, "temp");
  writeFileSync(
    path.join(workDir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/logs/error.log;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${workDir}/jade.conf;
}
`,
  );
  const server: ChildProcess = spawn(
    nginx,
    ["-p", workDir, "-c", path.join(workDir, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = () => {
    server.kill();
    rmSync(workDir, { recursive: true, force: true });
  };
  let errors = "";
  server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`${origin}/`);
      return { origin, stop };
    } catch {
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  stop();
  throw new Error(`nginx did not start on port ${port}: ${errors}`);
}
