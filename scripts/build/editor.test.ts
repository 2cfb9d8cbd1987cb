import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changeBehaviour, servedFromHere } from "./editor";

// The one change to what Sveltia does (decision 0047), on the bundle installed and on bundles made
// up to stand for an upgrade that moved it.
const installed = readFileSync(
  new URL("../../node_modules/@sveltia/cms/dist/sveltia-cms.js", import.meta.url),
  "utf8",
);
const usable =
  "_K=async(e,t)=>{if(!Cz.includes(e.type))return!0;if(await TG(e)!==`heic`)try{if(await QG(await hR(e)))return!0}catch{}return gK(e,{convertHEIC:t})}";

describe("the changes to Sveltia's behaviour", () => {
  it("always decode an inserted picture, in the bundle installed", () => {
    const changed = changeBehaviour(installed, "installed");
    expect(changed.length).toBeLessThan(installed.length);
    expect(changed).not.toMatch(/try\{if\(await \w+\(await \w+\(\w+\)\)\)return!0\}catch\{\}/);
  });

  it("keep the check that decodes, whatever the minified names", () => {
    expect(changeBehaviour(usable, "x")).toBe(
      "_K=async(e,t)=>{if(!Cz.includes(e.type))return!0;return gK(e,{convertHEIC:t})}",
    );
    const renamed =
      "Ab=async(x,y)=>{if(!Q1.includes(x.type))return!0;if(await Zz(x)!==`heic`)try{if(await Y$(await W_(x)))return!0}catch{}return V9(x,{convertHEIC:y})}";
    expect(changeBehaviour(renamed, "x")).toBe(
      "Ab=async(x,y)=>{if(!Q1.includes(x.type))return!0;return V9(x,{convertHEIC:y})}",
    );
  });

  it("stop the build, naming the change, when an upgrade moved it or has it twice", () => {
    expect(() => changeBehaviour("no such code", "9.9.9")).toThrow(
      /Sveltia CMS 9\.9\.9 has the decoding of an inserted picture, skipped when a thumbnail of it is cached 0 times, not once/,
    );
    expect(() => changeBehaviour(`${usable};${usable}`, "9.9.9")).toThrow(/2 times, not once/);
  });
});

// Each address Sveltia would fetch from unpkg.com, served from /admin: held on the bundle installed
// and on a made-up one with other minified names, as an upgrade would rename them.
describe("what Sveltia fetches, served from here", () => {
  it("finds each address once in the bundle installed, and none is left on unpkg.com", () => {
    const changed = servedFromHere(installed, "installed");
    expect(changed).toContain("`/admin/sveltia-cms.json`");
    expect(changed).toContain("`/admin/locales`");
    expect(changed).toContain("`/admin/vendor/${");
    expect(changed).not.toContain("https://unpkg.com/${");
  });

  it("finds them whatever the minified names", () => {
    const renamed =
      "a=`${Zq}/package.json`;b=`${Zq}@${W$}/locales`;c=e=>import(`https://unpkg.com/${e2}`)";
    expect(servedFromHere(renamed, "x")).toBe(
      "a=`/admin/sveltia-cms.json`;b=`/admin/locales`;c=e=>import(`/admin/vendor/${e2}`)",
    );
  });

  it("stops the build, naming what to redo, when an upgrade moved one", () => {
    expect(() => servedFromHere("a=`${Zq}/package.json`;b=`${Zq}@${W$}/locales`", "9.9.9")).toThrow(
      /Sveltia CMS 9\.9\.9 has the address of the modules it imports from unpkg\.com 0 times, not once: find where it went/,
    );
  });
});
