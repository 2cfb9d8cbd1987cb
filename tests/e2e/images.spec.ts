import { expect, test, waitForHydration } from "../support/fixtures";
import { pages, suppressAnnouncements } from "../support/site";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

/**
 * An audit of every image in the page, which no role-based locator can do: images with empty alt
 * text are (rightly) not in the accessibility tree. Each problem is described for the failure.
 */
function auditImages() {
  const problems: string[] = [];
  for (const image of document.querySelectorAll("img")) {
    const name = image.getAttribute("src") ?? "(no src)";
    if (!image.hasAttribute("alt"))
      problems.push(`${name}: no alt attribute (use alt="" if decorative)`);
    for (const dimension of ["width", "height"]) {
      if (!/^\d+$/.test(image.getAttribute(dimension) ?? ""))
        problems.push(`${name}: no ${dimension}`);
    }
  }
  for (const svg of document.querySelectorAll("svg")) {
    const labelled =
      svg.getAttribute("role") === "img" &&
      (svg.hasAttribute("aria-label") || svg.querySelector("title"));
    if (svg.getAttribute("aria-hidden") !== "true" && !labelled) {
      problems.push(
        `inline <svg> (${svg.outerHTML.slice(0, 60)}…) is neither aria-hidden nor a labelled role="img"`,
      );
    }
  }
  for (const video of document.querySelectorAll("video")) {
    if (!video.hasAttribute("width") || !video.hasAttribute("height"))
      problems.push("a <video> has no width/height");
  }
  return problems;
}

for (const { path } of pages) {
  test(`every image on ${path} has dimensions and alternative text, or is marked decorative`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(auditImages)).toEqual([]);
  });
}
