/**
 * Whether the browser is a phone or tablet, for choices the spec makes by device (the proposal
 * opens in a new tab on mobile user agents, in a viewer on desktops). Client-side only.
 */
export function isMobileUserAgent(
  navigatorLike: Pick<Navigator, "userAgent"> & { userAgentData?: { mobile: boolean } },
): boolean {
  if (navigatorLike.userAgentData) return navigatorLike.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i.test(navigatorLike.userAgent);
}
