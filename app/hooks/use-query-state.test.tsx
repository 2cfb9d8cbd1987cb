// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ServerLocation, useLocation } from "~/lib/location";
import { useQueryState } from "./use-query-state";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const readName = (params: URLSearchParams) => params.get("name") ?? "";
const writeName = (name: string, current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  if (name) next.set("name", name);
  else next.delete("name");
  return next;
};

function NameField() {
  const [name, setName] = useQueryState(readName, writeName, "");
  const { search } = useLocation();
  return (
    <>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output aria-label="address">{search}</output>
    </>
  );
}

/** The field on a page opened at `entry`, prerendered (as every page is) at its path alone. */
function renderAt(entry: string) {
  window.history.replaceState(null, "", entry);
  render(
    <ServerLocation value={{ pathname: "/", search: "", hash: "" }}>
      <NameField />
    </ServerLocation>,
  );
}

const field = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
const address = () => screen.getByRole("status", { name: "address" }).textContent;

describe("useQueryState", () => {
  it("reads the value from the address", async () => {
    renderAt("/?name=Brown");
    await expect.poll(() => field().value).toBe("Brown");
  });

  it("shows each change at once, and the address follows, keeping its other parameters", async () => {
    renderAt("/?page=2");
    act(() => {
      fireEvent.change(field(), { target: { value: "B" } });
      expect(field().value).toBe("B");
      fireEvent.change(field(), { target: { value: "Br" } });
      expect(field().value).toBe("Br");
      fireEvent.change(field(), { target: { value: "Bro" } });
      expect(field().value).toBe("Bro");
    });
    await screen.findByText("?page=2&name=Bro");
    expect(field().value).toBe("Bro");
    expect(window.location.search).toBe("?page=2&name=Bro");
    // Typing replaces the entry: Back leaves the page rather than stepping through each letter.
    expect(window.history.length).toBe(1);
  });

  it("lets the address win when something else moves it (Back and Forward)", async () => {
    renderAt("/");
    fireEvent.change(field(), { target: { value: "Typed" } });
    await screen.findByText("?name=Typed");
    act(() => {
      window.history.pushState(null, "", "/?name=Shared&page=2");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await screen.findByText("?name=Shared&page=2");
    expect(field().value).toBe("Shared");
    expect(address()).toBe("?name=Shared&page=2");
  });
});
