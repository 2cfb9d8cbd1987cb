import { formatNumber } from "./format";

/** Jamaican dollars, always written J$ with thousands separators: a bare $ reads as US dollars. */
export function formatJmd(amount: number): string {
  return `J$${formatNumber(amount)}`;
}
