import { pageAssets } from "../../scripts/bundle-sizes.mjs";
import { expect, test } from "../support/fixtures";
import { content } from "../support/site";

test.describe("the static server, as npm start runs it", () => {
  test("serves a page from its prerendered HTML at its canonical address, compressed", async ({
    request,
  }) => {
    const response = await request.get("/about-jade", { headers: { "Accept-Encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(await response.text()).toContain("<h1>About JADE</h1>");
  });

  test("falls back to gzip for clients without brotli", async ({ request }) => {
    const response = await request.get("/donate", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("redirects the trailing-slash and .html forms to the canonical address", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/about-jade/", "/about-jade"],
      ["/about-jade.html", "/about-jade"],
      ["/contact/?x=1", "/contact?x=1"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()["location"], from).toBe(to);
    }
  });

  test("answers an unknown address with the not-found page and status 404", async ({ request }) => {
    for (const path of ["/no-such-page", "/jade-programmes/old", "/404"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      const notFound = content.pages.pages.find((page) => page.id === "not-found")!;
      expect(html).toContain(`<title>${notFound.title} | ${content.site.shortName}</title>`);
      expect(html).toContain('href="/page-listing"');
    }
  });

  test("caches hashed assets for a year and revalidates pages", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    const script = pageAssets(await page.text()).scripts[0];
    expect(script).toBeDefined();
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
