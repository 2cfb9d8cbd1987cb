// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

afterEach(cleanup);

const items = ["Programmes", "Wellness", "Finance"].map((name) => ({
  id: name.toLowerCase(),
  heading: name,
  content: <p>{name} people</p>,
}));

const expanded = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-expanded") === "true")
    .map((button) => button.textContent);

describe("Accordion", () => {
  it("starts closed, with each button inside a heading and controlling its panel", () => {
    render(<Accordion items={items} headingLevel={4} />);
    expect(expanded()).toEqual([]);
    const button = screen.getByRole("button", { name: "Wellness" });
    expect(screen.getByRole("heading", { level: 4, name: "Wellness" }).contains(button)).toBe(true);
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.textContent).toBe("Wellness people");
  });

  it("keeps at most one panel open, and closes the open one when it is pressed again", () => {
    render(<Accordion items={items} headingLevel={4} />);
    fireEvent.click(screen.getByRole("button", { name: "Programmes" }));
    expect(expanded()).toEqual(["Programmes"]);
    fireEvent.click(screen.getByRole("button", { name: "Finance" }));
    expect(expanded()).toEqual(["Finance"]);
    fireEvent.click(screen.getByRole("button", { name: "Finance" }));
    expect(expanded()).toEqual([]);
  });
});
