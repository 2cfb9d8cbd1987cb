// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { useKeyboardFocus } from "./use-keyboard-focus";

afterEach(cleanup);

function Choices() {
  return (
    <fieldset {...useKeyboardFocus()}>
      <legend>Tier</legend>
      <label>
        <input type="radio" name="tier" defaultChecked />
        Gold
      </label>
      <label>
        <input type="radio" name="tier" />
        Silver
      </label>
    </fieldset>
  );
}

it("marks the group while keys are in use, until the pointer is pressed", () => {
  render(<Choices />);
  const group = screen.getByRole("group", { name: "Tier" });
  const [gold, silver] = screen.getAllByRole("radio");
  expect(group.hasAttribute("data-keyboard")).toBe(false);
  fireEvent.keyDown(gold!, { key: "ArrowRight" });
  expect(group.getAttribute("data-keyboard")).toBe("");
  fireEvent.pointerDown(silver!);
  expect(group.hasAttribute("data-keyboard")).toBe(false);
});
