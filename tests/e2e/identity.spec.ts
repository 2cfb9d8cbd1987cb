import type { APIRequestContext } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import { allowConsoleErrors, expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const maxCardBytes = 80 * 1024;

/** A PNG's width and height, from its header (IHDR: bytes 16 to 23, big-endian). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  expect(body.subarray(12, 16).toString("ascii"), "first chunk").toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Whether a PNG has no transparency: a colour type without alpha and no tRNS chunk. */
function isOpaque(body: Buffer): boolean {
  const colourType = body[25];
  return (colourType === 0 || colourType === 2 || colourType === 3) && !body.includes("tRNS");
}

async function fetchPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  return response.body();
}

// Head tags have no role; they are found by their attributes, as a link preview finds them.
for (const { id, path } of routeTable) {
  test(`${path} names its own 1200×630 social card, which is served and small`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const card = `${content.site.siteUrl}/og/${id}.png`;
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute("content", card);
    await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(page.locator('head meta[property="og:image:height"]')).toHaveAttribute(
      "content",
      "630",
    );
    const title = content.pages.pages.find((entry) => entry.id === id)!.title;
    await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );

    // Link previews read the prerendered HTML without running scripts: the tag must be there too.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<meta property="og:image" content="${card}"/>`);

    // The site may be served from anywhere: fetch the card by its path on this server.
    const body = await fetchPng(request, new URL(card).pathname);
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(body.length).toBeLessThanOrEqual(maxCardBytes);
  });
}

test("the head links the favicons, the Apple touch icon, the manifest and both theme colours", async ({
  page,
}) => {
  await page.goto("/donate");
  await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    "href",
    "/favicon.svg",
  );
  await expect(page.locator('head link[rel="icon"][sizes="32x32"]')).toHaveAttribute(
    "href",
    "/favicon.ico",
  );
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/apple-touch-icon.png",
  );
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  const themeColours = page.locator('head meta[name="theme-color"]');
  await expect(themeColours).toHaveCount(2);
  for (const scheme of ["light", "dark"]) {
    await expect(
      page.locator(`head meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`),
    ).toHaveAttribute("content", /^#[0-9a-f]{6}$/);
  }
});

test("the favicons are served: the SVG mark and a 32-pixel ICO", async ({ request }) => {
  const svg = await request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 40 40"/);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  const body = await ico.body();
  expect([body.readUInt16LE(2), body.readUInt16LE(4), body[6], body[7]]).toEqual([1, 1, 32, 32]);
  expect(pngSize(body.subarray(body.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });
});

test("the logo files are served, named, and drawn without text", async ({ page, request }) => {
  for (const path of ["/brand/jade-logo.svg", "/brand/jade-logo-on-dark.svg"]) {
    const response = await request.get(path);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toContain(`<title id="title">${content.site.name}</title>`);
    expect(svg).not.toContain("<text");
  }
  // The file renders in the browser at its intrinsic size, 4 times its 40-unit height.
  allowConsoleErrors(
    page,
    /^Blocked script execution in '[^']+\.svg' because the document's frame is sandboxed/,
    "an SVG opened by itself is sandboxed (decision 0026), which refuses the test's own script",
  );
  await page.goto("/brand/jade-logo.svg");
  const size = await page.locator("svg").evaluate((svg) => svg.getBoundingClientRect().height);
  expect(size).toBe(160);
});

test("the Apple touch icon is an opaque 180×180 PNG", async ({ request }) => {
  const body = await fetchPng(request, "/apple-touch-icon.png");
  expect(pngSize(body)).toEqual({ width: 180, height: 180 });
  expect(isOpaque(body)).toBe(true);
});

test("the web app manifest is served as JSON, and every icon it lists exists at its size", async ({
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe(content.site.name);
  expect(manifest.short_name).toBe(content.site.shortName);
  expect(manifest.start_url).toBe("/");
  expect(["browser", "minimal-ui", "standalone"]).toContain(manifest.display);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toContain("192x192");
  expect(sizes).toContain("512x512");
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    expect(icon.type, icon.src).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    const body = await fetchPng(request, icon.src);
    expect(pngSize(body), icon.src).toEqual({ width, height });
    // A maskable icon is cropped to a shape by the platform: it must fill its square.
    if (icon.purpose === "maskable") expect(isOpaque(body), icon.src).toBe(true);
  }
});

test("the home page loads with its icons and manifest without a console error", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(
    page
      .getByRole("banner")
      .getByRole("img")
      .or(page.getByRole("banner").getByRole("link"))
      .first(),
  ).toBeVisible();
});
