/** The page of a tool. */
export function toolPath(code: string): string {
  return `/func/${encodeURIComponent(code)}`;
}

/**
 * The spec's rule for opening a tool (section 2): on mobile, or when the caller says so, in the
 * same tab; otherwise in a new tab. The left menu always asks for the same tab.
 */
export function opensInNewTab(isMobile: boolean, sameTab = false): boolean {
  return !isMobile && !sameTab;
}
