import { lazy } from "./lazy";
/** Jamaican dollars, always written J$ with thousands separators: a bare $ reads as US dollars. */
const grouping = lazy(
  () => new Intl.NumberFormat("en-JM", { maximumFractionDigits: 0, useGrouping: true }),
);

export function formatJmd(amount: number): string {
  return `J$${grouping().format(amount)}`;
}
