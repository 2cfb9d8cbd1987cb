import {
  type MarkTone,
  markFacets,
  markGrid,
  markRidge,
  wordmarkHeight,
  wordmarkPath,
  wordmarkWidth,
} from "~/lib/brand";

/** The mark's colours as the stylesheet's tokens, so it follows the theme. */
const toneTokens = {
  jade400: "var(--color-jade-400)",
  jade600: "var(--color-jade-600)",
  jade800: "var(--color-jade-800)",
  gold: "var(--color-gold-400)",
} as const satisfies Record<MarkTone, string>;

/** The JADE mark: a cut jade stone. Decorative beside the wordmark, which carries the name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${markGrid} ${markGrid}`}
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      {markFacets.map(({ d, tone }) => (
        <path key={d} d={d} fill={toneTokens[tone]} />
      ))}
      <path
        d={markRidge.d}
        stroke={toneTokens[markRidge.tone]}
        strokeWidth={markRidge.width}
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The wordmark's outlines in the text colour. Decorative: the link around it carries the name. */
export function Wordmark({ height = 22 }: { height?: number }) {
  return (
    <svg
      width={Math.round((height * wordmarkWidth) / wordmarkHeight)}
      height={height}
      viewBox={`0 0 ${wordmarkWidth} ${wordmarkHeight}`}
      aria-hidden="true"
      focusable="false"
      className="logo-wordmark"
    >
      <path d={wordmarkPath()} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
