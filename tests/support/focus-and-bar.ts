/** A box in the viewport, in CSS pixels. */
export interface Box {
  top: number;
  bottom: number;
}

/** What has focus in the package builder, the box its ring takes, and where the package bar is. */
export interface FocusAndBar {
  /** The control, as a visitor would tell it: a radio's group and value, or an element's words. */
  name: string;
  inBuilder: boolean;
  inBar: boolean;
  /** The ring's box (its outline included) and how it is drawn. */
  ring: Box & { style: string; width: number; color: string };
  bar: Box | null;
}

/**
 * Runs in the page (self-contained, for page.evaluate): what has focus, where its focus ring is
 * drawn (by the control's label or its table cell where one draws it, else by the control) and where the
 * package bar is: the sticky box round the link named `barLink`, in the section headed `heading`.
 */
export function focusAndBar({
  heading,
  barLink,
}: {
  heading: string;
  barLink: string;
}): FocusAndBar {
  const builder = [...document.querySelectorAll("section")].find(
    (section) => section.querySelector("h2")?.textContent === heading,
  );
  const active = document.activeElement as HTMLElement;
  let bar: HTMLElement | null =
    [...(builder?.querySelectorAll("a") ?? [])].find((link) => link.textContent === barLink) ??
    null;
  while (bar && getComputedStyle(bar).position !== "sticky") bar = bar.parentElement;
  const ringed =
    [active.closest("label"), active.closest("td"), active].find(
      (item) => item !== null && getComputedStyle(item).outlineStyle !== "none",
    ) ?? active;
  const style = getComputedStyle(ringed);
  const extent = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
  const box = ringed.getBoundingClientRect();
  const barBox = bar?.getBoundingClientRect();
  const input = active instanceof HTMLInputElement ? active : null;
  return {
    name: input
      ? `${input.type} ${input.name}=${input.value || "(none)"}`
      : `${active.tagName.toLowerCase()} "${active.textContent?.trim()}"`,
    inBuilder: builder?.contains(active) ?? false,
    inBar: bar?.contains(active) ?? false,
    ring: {
      top: box.top - extent,
      bottom: box.bottom + extent,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
    },
    bar: barBox ? { top: barBox.top, bottom: barBox.bottom } : null,
  };
}

/** Where a focus ring and the bar overlap, said in words; undefined where they do not. */
export function underTheBar({ name, ring, bar, inBar }: FocusAndBar): string | undefined {
  if (inBar || !bar || ring.bottom <= bar.top || ring.top >= bar.bottom) return undefined;
  const span = (box: Box) => `${box.top.toFixed(0)} to ${box.bottom.toFixed(0)} px`;
  return `${name}: its ring ${span(ring)}, the bar ${span(bar)}`;
}

/**
 * Runs in the page: resolves once the page has stopped scrolling (six frames without moving), for
 * the scroll a focus move causes, smooth where motion is allowed. At most 120 frames.
 */
export function scrollSettled(): Promise<void> {
  return new Promise((resolve) => {
    let last = -1;
    let still = 0;
    let frames = 0;
    const tick = () => {
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
      frames += 1;
      if (still >= 6 || frames >= 120) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
