/**
 * News articles in the order they are read: newest first by the day they were published, the
 * content's order kept between articles of one day, whatever order staff wrote them in.
 */
import type { Article } from "../content/schema";
import { compareIso } from "./format";

export function newestFirst(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => compareIso(b.published, a.published));
}
