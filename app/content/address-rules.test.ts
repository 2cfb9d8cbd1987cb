import { describe, expect, it } from "vitest";
import { addressProblem } from "./address-rules";

describe("addressProblem", () => {
  it.each([
    "https://www.facebook.com/jade.sample",
    "https://www.tiktok.com/@jade.sample",
    "https://www.youtube.com/watch?v=SAMPLE00001",
    "https://forms.example.org/jade/poetry-slam#form",
    "HTTPS://Example.ORG/Jade",
    "https://example.org",
    "https://example.org:8443/register",
    "https://example.org/a%20b?q=%40x",
    "https://attacker.example/%40www.facebook.com",
  ])("takes %s", (value) => {
    expect(addressProblem(value)).toBeUndefined();
  });

  // A name (and password) before an @ is what the browser sends to the site after it.
  it.each([
    ["https://jadejamaica.org@attacker.com/", "attacker.com"],
    ["https:/www.facebook.com@attacker.example/x", "attacker.example"],
    ["https:\\\\www.facebook.com@attacker.example/x", "attacker.example"],
    ["https:\\/www.facebook.com@attacker.example/x", "attacker.example"],
    ["https://www.facebook.com\n@attacker.example/", "attacker.example"],
    ["https://www.facebook.com\t@attacker.example/", "attacker.example"],
    ["https://jadejamaica.org:443@attacker.example", "attacker.example"],
    ["https://:secret@attacker.example/", "attacker.example"],
  ])("refuses %j, which leads to %s", (value, host) => {
    expect(addressProblem(value)).toBe(
      `must not hold a name or password before an @ (${JSON.stringify(value)} leads to ${host}, not to the site before the @): write the site's own address`,
    );
  });

  it.each([
    ["https://www.face\tbook.com/", "a tab"],
    ["https://www.facebook.com/jade\n.sample", "a line break"],
    ["https://example.org/a b", "a space"],
    [" https://example.org/", "a space"],
    ["https://example.org/\u00A0", "a space (U+00A0)"],
    ["https://exa\u200Bmple.org/", "a space (U+200B)"],
  ])("refuses %j, which holds %s", (value, what) => {
    expect(addressProblem(value)).toMatch(
      new RegExp(`^holds ${what.replace(/[()+]/g, "\\$&")}, which a browser drops or stops at`),
    );
  });

  it.each(["https:\\\\x", "https://www.facebook.com\\@attacker.example/", "https://x.org/a\\b"])(
    "refuses %j, whose backslash a browser reads as a slash",
    (value) => {
      expect(addressProblem(value)).toMatch(/^holds a backslash \(\\\), which a browser reads/);
    },
  );

  it.each(["https:/example.org/x", "https:example.org", "https:///example.org", "Https:/x"])(
    "refuses %j, which is not written https:// and a site's name",
    (value) => {
      expect(addressProblem(value)).toBe(
        `must start with https:// (two slashes) and then the site's name, got ${JSON.stringify(value)}`,
      );
    },
  );

  it.each([
    "http://example.org/",
    "ftp://example.org/",
    "javascript:alert(1)",
    "www.example.org",
    "https://www.facebook.com%40attacker.example/",
    "https://example.org:99999/",
    "",
  ])("refuses %j, which is not an https:// address", (value) => {
    expect(addressProblem(value)).toBe(
      `must be a full https:// address, got ${JSON.stringify(value)}`,
    );
  });

  it.each([
    ["https://раураl.com/", "р", "U+0440, a Cyrillic letter"],
    ["https://www.fаcebook.com/", "а", "U+0430, a Cyrillic letter"],
    ["https://www.faceboοk.com/", "ο", "U+03BF, a Greek letter"],
    ["https://ｅxample.org/", "ｅ", "U+FF45"],
    ["https://bücher.example/", "ü", "U+00FC"],
  ])("refuses %j, whose site's name holds %s (%s)", (value, letter, named) => {
    expect(addressProblem(value)).toBe(
      `has "${letter}" (${named}) in its site's name, which is not one of the letters a to z: a name in other letters can look exactly like another site's. Type the site's name again in a to z, digits and hyphens`,
    );
  });

  it("says the same of an address on its twenty-thousandth check as on its first", () => {
    // Node 20's URL.canParse, once optimised, read a Latin-1 string as UTF-8 and said no.
    const first = addressProblem("https://bücher.example/");
    expect(first).toMatch(/^has "ü" \(U\+00FC\)/);
    const answers = new Set(
      Array.from({ length: 20_000 }, () => addressProblem("https://bücher.example/")),
    );
    expect([...answers]).toEqual([first]);
  });

  it.each([
    ["https://xn--80ak6aa92e.com/", "xn--80ak6aa92e.com"],
    ["https://www.xn--facebok-8of.com/jade", "www.xn--facebok-8of.com"],
    ["https://XN--80AK6AA92E.com/", "xn--80ak6aa92e.com"],
  ])("refuses %j, a site's name in punycode", (value, host) => {
    expect(addressProblem(value)).toBe(
      `has a site's name written in punycode (${host}), which a browser shows in other letters than a to z, and such letters can look exactly like another site's: write the site's name in a to z, digits and hyphens`,
    );
  });

  it.each([
    ["https://127.0.0.1/", "127.0.0.1"],
    ["https://0x7f.1/", "127.0.0.1"],
    ["https://[2001:db8::1]/", "[2001:db8::1]"],
    ["https://[2001:db8::1]:8443/x", "[2001:db8::1]"],
  ])("refuses %j, a numeric address", (value, host) => {
    expect(addressProblem(value)).toBe(
      `leads to a numeric address (${host}), not to a site's name: write the site's own address, like https://example.org/`,
    );
  });

  it.each([
    ["https://%65xample.org/jade", "example.org", "https://example.org/jade"],
    ["https://@example.org/", "example.org", "https://example.org/"],
    ["https://:@example.org", "example.org", "https://example.org"],
  ])("refuses %j, whose site is not written plainly", (value, host, plainly) => {
    expect(addressProblem(value)).toBe(
      `must name its site plainly after https://, got ${JSON.stringify(value)}, which leads to ${host}: write ${plainly}`,
    );
  });

  it("refuses a site's name ending in a dot, with two dots together, or with no dot", () => {
    expect(addressProblem("https://example.org./")).toBe(
      "ends its site's name with a dot (example.org.), which makes another address of it: delete that dot",
    );
    expect(addressProblem("https://example..org/")).toBe(
      "has two dots together in its site's name (example..org): delete one",
    );
    expect(addressProblem("https://localhost:8080/")).toBe(
      "names no site on the web (localhost has no dot, as example.org has): write the site's full name",
    );
  });

  it("names a control character or a right-to-left override first, as every text does", () => {
    expect(addressProblem("https://example.org/\u202Egpj.exe")).toMatch(
      /^holds U\+202E \(right-to-left override\)/,
    );
    expect(addressProblem("https://example.org/\u0000")).toMatch(
      /^holds the control character U\+0000/,
    );
  });
});
