import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/fixtures";
import { content, suppressAnnouncements } from "../support/site";
import { axeViolationsInBothSchemes } from "../support/axe";
import { openIn } from "../support/scripts";
import { initials } from "../../app/lib/people";
import type { Team } from "../../app/content/schema";

test.beforeEach(async ({ context }) => suppressAnnouncements(context));

const { team, about } = content;
// Each department is a <details> whose summary holds its heading: the summary is what is pressed.
const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 4, name, exact: true });
const departmentButton = (page: Page, name: string) =>
  page.locator("summary").filter({ has: heading(page, name) });
/** The department's panel: what shows below its summary once it is open. */
const panel = (page: Page, name: string) =>
  page
    .locator("details")
    .filter({ has: heading(page, name) })
    .locator(".accordion__panel");

async function expandedDepartments(page: Page) {
  return page.locator("details[open] summary").allInnerTexts();
}

const byName = new Intl.Collator("en-JM", { sensitivity: "base", numeric: true });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the background, the vision, the board and the senior managers with mailto links", async ({
    page,
  }) => {
    await page.goto("/about-jade");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 2, name: about.headings.background }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(about.background[0]!);
    await expect(page.getByRole("main")).toContainText(about.vision);
    for (const member of team.board) {
      await expect(page.getByText(member.name, { exact: true })).toBeVisible();
    }
    for (const manager of team.seniorManagers) {
      await expect(page.getByRole("link", { name: manager.email })).toHaveAttribute(
        "href",
        `mailto:${manager.email}`,
      );
    }
  });

  test("at most one department is open, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/about-jade");
    await waitForHydration(page);
    const [programmes, finance] = [
      team.departments.find((department) => department.id === "programmes")!,
      team.departments.find((department) => department.id === "finance")!,
    ];
    await expect.poll(() => expandedDepartments(page)).toEqual([]);
    await expect(panel(page, programmes.name)).toBeHidden();
    await expect(page.getByText(programmes.members[1]!.name)).toBeHidden();

    await departmentButton(page, programmes.name).click();
    await expect.poll(() => expandedDepartments(page)).toEqual([programmes.name]);
    await expect(panel(page, programmes.name)).toBeVisible();
    await expect(page.getByText(programmes.members[1]!.name)).toBeVisible();

    await departmentButton(page, finance.name).click();
    await expect.poll(() => expandedDepartments(page)).toEqual([finance.name]);
    await expect(panel(page, programmes.name)).toBeHidden();
    await expect(panel(page, finance.name)).toBeVisible();

    await departmentButton(page, finance.name).click();
    await expect.poll(() => expandedDepartments(page)).toEqual([]);
    await expect(panel(page, finance.name)).toBeHidden();
  });

  test("the departments work from the keyboard, each summary opening its own panel", async ({
    page,
  }) => {
    await page.goto("/about-jade");
    await waitForHydration(page);
    const [first, second] = team.departments;
    const firstButton = departmentButton(page, first!.name);
    await firstButton.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expandedDepartments(page)).toEqual([first!.name]);
    await expect(panel(page, first!.name)).toBeVisible();

    // Tab passes through the open panel's links (none here) to the next department's button.
    await page.keyboard.press("Tab");
    await expect(departmentButton(page, second!.name)).toBeFocused();
    await page.keyboard.press("Space");
    await expect.poll(() => expandedDepartments(page)).toEqual([second!.name]);
    await page.keyboard.press("Enter");
    await expect.poll(() => expandedDepartments(page)).toEqual([]);
  });

  test("each department's members are sorted by name", async ({ page }) => {
    await page.goto("/about-jade");
    await waitForHydration(page);
    let reordered = 0;
    for (const department of team.departments) {
      const sorted = department.members.map((member) => member.name).sort(byName.compare);
      if (sorted.join() !== department.members.map((member) => member.name).join()) reordered++;
      await departmentButton(page, department.name).click();
      await expect(panel(page, department.name).getByRole("listitem")).toHaveText(
        sorted.map((name) => new RegExp(escape(name))),
      );
    }
    // The content lists some departments out of order, so this test would fail without sorting.
    expect(reordered).toBeGreaterThan(0);
  });

  test("each person shows their photo, described, where the content has one, and their initials only where it has none", async ({
    page,
  }) => {
    await page.goto("/about-jade");
    await waitForHydration(page);
    const lists: { people: Team["board"]; place: Locator; open?: () => Promise<void> }[] = [
      { people: team.board, place: page.getByRole("region", { name: team.headings.board }) },
      {
        people: team.seniorManagers,
        place: page.getByRole("region", { name: team.headings.seniorManagers }),
      },
      ...team.departments.map((department) => ({
        people: department.members,
        place: panel(page, department.name),
        open: () => departmentButton(page, department.name).click(),
      })),
    ];
    let photos = 0;
    for (const { people, place, open } of lists) {
      await open?.();
      await expect(place.getByRole("listitem")).toHaveCount(people.length);
      for (const person of people) {
        const item = place.getByRole("listitem").filter({
          has: page.getByText(person.name, { exact: true }),
        });
        const letters = item.getByText(initials(person.name), { exact: true });
        if (person.photo) {
          photos += 1;
          const photo = item.getByRole("img", { name: person.photoAlt });
          await expect(photo).toBeVisible();
          await expect
            .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
            .toBeGreaterThan(0);
          await expect(letters).toHaveCount(0);
        } else {
          await expect(item.getByRole("img")).toHaveCount(0);
          await expect(letters).toBeVisible();
        }
      }
    }
    // Every person of the content was looked at, with a photo or without.
    const everyone = lists.flatMap((list) => list.people);
    expect(photos).toBe(everyone.filter((person) => person.photo).length);
  });

  test("the #team address lands on the team", async ({ page }) => {
    await page.goto("/about-jade#team");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 2, name: team.headings.team }),
    ).toBeInViewport();
    await expect(
      page.getByRole("heading", { level: 2, name: about.headings.background }),
    ).not.toBeInViewport();
  });
});

test("axe finds nothing with a department open, in light and dark", async ({ page }) => {
  await page.goto("/about-jade");
  await waitForHydration(page);
  await departmentButton(page, team.departments[0]!.name).click();
  await expect(panel(page, team.departments[0]!.name)).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual([]);
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a tap opens a department and another tap closes it", async ({ page }) => {
    await page.goto("/about-jade");
    await waitForHydration(page);
    const wellness = team.departments.find((department) => department.id === "wellness")!;
    await departmentButton(page, wellness.name).tap();
    await expect(panel(page, wellness.name)).toBeVisible();
    await expect(page.getByText(wellness.members[0]!.name)).toBeInViewport();
    await departmentButton(page, wellness.name).tap();
    await expect(panel(page, wellness.name)).toBeHidden();
  });
});

/** One open at a time, and the open one closes when pressed again: in whatever state the page is. */
async function departmentsOpenOneAtATime(page: Page) {
  const [first, second] = team.departments;
  await expect.poll(() => expandedDepartments(page)).toEqual([]);
  await departmentButton(page, first!.name).click();
  await expect.poll(() => expandedDepartments(page)).toEqual([first!.name]);
  for (const member of first!.members)
    await expect(panel(page, first!.name).getByText(member.name, { exact: true })).toBeVisible();
  await departmentButton(page, second!.name).click();
  await expect.poll(() => expandedDepartments(page)).toEqual([second!.name]);
  await expect(panel(page, first!.name)).toBeHidden();
  await departmentButton(page, second!.name).click();
  await expect.poll(() => expandedDepartments(page)).toEqual([]);
}

test.describe("before and without scripts", () => {
  test("with the script files blocked, the departments open one at a time", async ({ page }) => {
    await openIn(page, "/about-jade", "scripts blocked");
    await departmentsOpenOneAtATime(page);
  });

  test.describe("scripts off", () => {
    test.use({ javaScriptEnabled: false });

    test("the departments open one at a time, and every member is in the page", async ({
      page,
    }) => {
      await page.goto("/about-jade");
      await expect(page.getByRole("main")).toContainText(about.vision);
      await departmentsOpenOneAtATime(page);
      // Closed panels are still in the page, for search engines and find-in-page.
      for (const department of team.departments)
        for (const member of department.members)
          await expect(page.getByText(member.name, { exact: true }).last()).toBeAttached();
    });
  });
});
