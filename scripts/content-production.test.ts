import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { contentText } from "../tests/support/content-files";

const root = path.resolve(import.meta.dirname, "..");
const donateText = contentText("donate");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run content:production` on a content folder holding `donate` as its donate.yaml. */
function run(donate: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "jade-publishable-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "donate.yaml"), donate);
  const result = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/content-production.ts", dir],
    { cwd: root, encoding: "utf8", env: { ...process.env, GITHUB_ACTIONS: "", ...env } },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The file with every bank detail's sample mark removed: real details, as far as marks go. */
function withoutBankMarks(): string {
  const document = parseDocument(donateText);
  for (const list of [["bankDetails"], ["abroad", "details"]])
    (document.getIn(list) as { items: { delete: (key: string) => void }[] }).items.forEach((item) =>
      item.delete("sample"),
    );
  return String(document);
}

describe("npm run content:production", () => {
  it("refuses the sample bank details, naming file, record and field", { timeout: 20_000 }, () => {
    const { status, stderr, stdout } = run(donateText);
    expect(status).toBe(1);
    expect(stderr).toContain("Not publishing to production");
    expect(stderr).toMatch(
      /content\/donate\.yaml › Bank detail \d+ "[a-z-]+" › value: is a sample value \(".+"\): replace it/,
    );
    // Outside GitHub Actions, no workflow commands.
    expect(stdout).not.toContain("::error");
  });

  it("annotates each one on its line in GitHub Actions", { timeout: 20_000 }, () => {
    const { status, stdout } = run(donateText, { GITHUB_ACTIONS: "true" });
    expect(status).toBe(1);
    const line = donateText.split("\n").findIndex((text) => text.includes("account-number")) + 1;
    expect(stdout).toContain(
      `::error file=content/donate.yaml,line=${line},title=Sample bank detail::content/donate.yaml › Bank detail 6 "account-number" › value: is a sample value`,
    );
  });

  it("passes the file once no bank detail is marked", { timeout: 20_000 }, () => {
    const { status, stdout, stderr } = run(withoutBankMarks());
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout).toContain("may be published to production");
  });
});
