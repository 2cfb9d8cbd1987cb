import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { content } from "../../support/site";

const video = content.home.partnership.video;

/** What the player is doing, read in the page. */
interface PlayerState {
  readyState: number;
  networkState: number;
  paused: boolean;
  currentTime: number;
  error: number | null;
}

/**
 * One press of "Play the video" plays the partnership video (decision 0019): the player that
 * replaces the poster has data (readyState 2 or more), is not paused and its time moves on. WebKit
 * left it at readyState 0, playing nothing, until a second press, when play() came before the
 * player had chosen one of its <source>s. The video is not muted: the press is the visitor's (a
 * user activation in every engine and every client that drives one), which every autoplay policy
 * lets play, and the video is silent.
 */
export async function onePressPlaysTheVideo(page: EnginePage, path = "/") {
  await page.open(path, { width: 1280, height: 800 });
  // The poster link, by its accessible name (the visible words first, then what plays).
  const link = `a[aria-label=${JSON.stringify(`${video.playLabel}: ${video.title}`)}]`;
  // Brought into view first: its section is rendered on approach (content-visibility: auto).
  await page.evaluate((selector) => {
    document.querySelector(selector)?.scrollIntoView({ block: "center" });
  }, link);
  await page.waitFor(
    "the poster link in view",
    (selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
    },
    link,
  );
  await page.click(link);
  await page.waitFor(
    "the player in place of the poster",
    () => document.querySelector("video") !== null,
  );
  const state = () =>
    page.evaluate((): PlayerState => {
      const player = document.querySelector("video")!;
      return {
        readyState: player.readyState,
        networkState: player.networkState,
        paused: player.paused,
        currentTime: player.currentTime,
        error: player.error?.code ?? null,
      };
    });
  const first = await state();
  // Given time to fetch and start, and for its time to move on from where it was when it came;
  // the state it reached, not a timeout, is what fails the check.
  await page
    .waitFor(
      "the video to play",
      (from) => {
        const player = document.querySelector("video");
        return (
          player !== null && player.readyState >= 2 && !player.paused && player.currentTime > from
        );
      },
      first.currentTime,
    )
    .catch(() => undefined);
  const played = await state();
  expect(played.error, "the player's error").toBeNull();
  expect(played.paused, "paused after one press").toBe(false);
  expect(
    played.readyState,
    `readyState after one press (at first ${first.readyState})`,
  ).toBeGreaterThanOrEqual(2);
  expect(played.currentTime, "seconds played after one press").toBeGreaterThan(first.currentTime);
  // The player keeps the focus the press gave it, so Space pauses it.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("VIDEO");
}
