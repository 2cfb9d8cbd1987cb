import { expect, test } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { fill } from "../../app/lib/template";

const { press } = content.programmes.results;
const media = content.contacts.contacts.find((contact) => contact.id === press.contact)!;

test.beforeEach(async ({ context }) => {
  await suppressAnnouncements(context);
});

test.describe("a journalist on the Results page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("finds the way to the media contact and press kit in the first screen, and follows it", async ({
    page,
  }) => {
    await page.goto("/results");
    const jump = page.getByRole("link", { name: press.jump });
    await expect(jump).toBeInViewport({ ratio: 1 });
    await jump.click();
    const section = page.getByRole("region", { name: press.heading });
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page).toHaveURL(/#press$/);
    // The media contact: by name where it names a person, else the team, and its address.
    await expect(section).toContainText(
      media.person && media.role
        ? fill(press.talkTo, { name: media.person, role: media.role })
        : press.talkToUs,
    );
    await expect(section.getByRole("link", { name: media.email })).toHaveAttribute(
      "href",
      `mailto:${media.email}`,
    );
  });

  test("gets JADE in brief, both logo files and each programme's latest champions", async ({
    page,
    request,
  }) => {
    await page.goto("/results#press");
    const section = page.getByRole("region", { name: press.heading });
    await expect(section).toContainText(press.about);
    for (const name of [press.logo, press.logoOnDark]) {
      const link = section.getByRole("link", { name });
      const response = await request.get((await link.getAttribute("href"))!);
      expect(response.status(), name).toBe(200);
      expect(response.headers()["content-type"], name).toContain("image/svg+xml");
      expect(await response.text(), name).toContain("<svg");
    }
    // The tests' content: every programme has results, its latest staging's placings first.
    const champions = section.getByRole("list").last().getByRole("listitem");
    await expect(champions).toHaveText([
      /^Classics 2026 Best performance: Doctor Bird Academy ensemble$/,
      /^National Collegiate Debating Championship 2026 /,
      /^Debate Academy and Open 2026 /,
      /^Speech and Poetry Slam 2025 Slam champion: Tamika Ebanks-Roper, Silk Cotton High School$/,
      /^National Debaters' Week 2025 /,
      /^National Oratorical Challenge 2025 National champion: Shanice Ellington-Pryce, Mahoe Ridge High School$/,
    ]);
  });
});
