// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

afterEach(cleanup);

const items = ["Programmes", "Wellness", "Finance"].map((name) => ({
  id: name.toLowerCase(),
  heading: name,
  content: <p>{name} people</p>,
}));

// The browser does the opening and closing (tests/e2e/about-jade.spec.ts); here, the markup it needs.
describe("Accordion", () => {
  it("is one exclusive group of closed <details>, each summary holding its heading", () => {
    const { container } = render(<Accordion items={items} headingLevel={4} />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(items.length);
    const names = new Set(details.map((element) => element.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/^\S+$/);
    expect(details.some((element) => element.open)).toBe(false);
    for (const [index, item] of items.entries()) {
      const heading = screen.getByRole("heading", { level: 4, name: item.heading });
      expect(heading.parentElement?.tagName).toBe("SUMMARY");
      expect(details[index]?.contains(heading)).toBe(true);
      expect(details[index]?.textContent).toContain(`${item.heading} people`);
    }
  });

  it("gives two accordions on a page different group names", () => {
    const { container } = render(
      <>
        <Accordion items={items} headingLevel={4} />
        <Accordion items={items} headingLevel={4} />
      </>,
    );
    const names = new Set(
      [...container.querySelectorAll("details")].map((element) => element.getAttribute("name")),
    );
    expect(names.size).toBe(2);
  });
});
