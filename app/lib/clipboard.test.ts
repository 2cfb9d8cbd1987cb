// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard";

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean | Error) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    if (result instanceof Error) throw result;
    const field = document.activeElement;
    if (command === "copy" && field instanceof HTMLTextAreaElement) copied.push(field.value);
    return result;
  });
  Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
  return { execCommand, copied };
}

afterEach(() => {
  stubClipboard(undefined);
});

describe("copyText", () => {
  it("uses the Clipboard API when there is one", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const { execCommand } = stubExecCommand(true);
    await expect(copyText("000-123-4567")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("000-123-4567");
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("falls back to selecting the text when the Clipboard API is missing or refuses", async () => {
    stubClipboard(undefined);
    const first = stubExecCommand(true);
    await expect(copyText("JADE Donation")).resolves.toBe(true);
    expect(first.copied).toEqual(["JADE Donation"]);

    stubClipboard(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    const second = stubExecCommand(true);
    await expect(copyText("SMPLJMKN")).resolves.toBe(true);
    expect(second.copied).toEqual(["SMPLJMKN"]);
    // The temporary field is gone again.
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("returns focus to where it was", async () => {
    stubClipboard(undefined);
    stubExecCommand(true);
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    await copyText("x");
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it("reports failure when nothing can copy", async () => {
    stubClipboard(undefined);
    stubExecCommand(false);
    await expect(copyText("x")).resolves.toBe(false);
    stubExecCommand(new Error("not supported"));
    await expect(copyText("x")).resolves.toBe(false);
    expect(document.querySelector("textarea")).toBeNull();
  });
});
