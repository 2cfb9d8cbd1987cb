/**
 * A value built on first use, then the same one every time. For Intl formatters: each costs
 * milliseconds to build (a time zone's data, a collation), and built at module load they ran on
 * every page, inside the one long task that evaluates the site's script, whether the page used
 * them or not. Five lines, so no library.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
