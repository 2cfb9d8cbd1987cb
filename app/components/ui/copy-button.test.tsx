// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button";

const props = {
  value: "000-123-4567",
  label: "Copy",
  copiedLabel: "Copied",
  what: "account number",
  copiedMessage: "Copied account number",
  failedMessage: "Copying is not available: select the text and copy it yourself.",
};

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  cleanup();
  stubClipboard(undefined);
  vi.useRealTimers();
});

describe("CopyButton", () => {
  it("copies the value, reads Copied, announces it, then reads Copy again", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyButton {...props} />);
    expect(screen.getByRole("status").textContent).toBe("");

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy account number" }));
    });
    expect(writeText).toHaveBeenCalledWith("000-123-4567");
    expect(screen.getByRole("button", { name: "Copied account number" })).toHaveProperty(
      "disabled",
      false,
    );
    expect(screen.queryByRole("button", { name: "Copy account number" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Copied account number");

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.queryByRole("button", { name: "Copied account number" })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Copy account number" })).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when copying is impossible", async () => {
    stubClipboard(undefined);
    Object.defineProperty(document, "execCommand", { configurable: true, value: () => false });
    render(<CopyButton {...props} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy account number" }));
    });
    expect(screen.getByRole("status").textContent).toBe(props.failedMessage);
    expect(screen.queryByRole("button", { name: "Copied account number" })).toBeNull();
  });
});
