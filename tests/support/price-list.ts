import type { Locator, Page } from "@playwright/test";
import { escapeRegExp } from "./live";

/**
 * The sponsorship page's one price list (issue 40): a table named by its caption, where each
 * programme's row is also where a sponsor chooses its tier once the app runs.
 */
export const priceTable = (page: Page, caption: string) =>
  page.getByRole("table", { name: caption, exact: true });

/** A programme's row, by its name (the edition's, or the programme's): its dates follow it. */
export const priceRow = (table: Locator, name: string) =>
  table.getByRole("row", { name: new RegExp(`^${escapeRegExp(name)}(\\s|$)`) });

/** The rows a sponsor chooses in: the table body's, in order. */
export const choiceRows = (table: Locator) => table.getByRole("rowgroup").nth(1).getByRole("row");
