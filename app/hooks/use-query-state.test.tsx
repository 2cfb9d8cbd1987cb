// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Link, createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useQueryState } from "./use-query-state";

afterEach(cleanup);

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
      <Link to="?name=Shared&page=2">A shared link</Link>
    </>
  );
}

function renderAt(entry: string) {
  const Stub = createRoutesStub([{ path: "/", Component: NameField }]);
  render(<Stub initialEntries={[entry]} />);
}

const field = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
const address = () => screen.getByRole("status", { name: "address" }).textContent;

describe("useQueryState", () => {
  it("reads the value from the address", async () => {
    renderAt("/?name=Brown");
    await screen.findByRole("textbox");
    await expect.poll(() => field().value).toBe("Brown");
  });

  it("shows each change at once, before the address has followed, and the address follows", async () => {
    renderAt("/?page=2");
    await screen.findByRole("textbox");
    // Three changes inside one task: no navigation can end between them.
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
  });

  it("lets the address win when something else moves it", async () => {
    renderAt("/");
    await screen.findByRole("textbox");
    fireEvent.change(field(), { target: { value: "Typed" } });
    await screen.findByText("?name=Typed");
    fireEvent.click(screen.getByRole("link", { name: "A shared link" }));
    await screen.findByText("?name=Shared&page=2");
    expect(field().value).toBe("Shared");
    expect(address()).toBe("?name=Shared&page=2");
  });
});
