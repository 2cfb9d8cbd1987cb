/** The JADE mark: a cut jade stone. Decorative beside the wordmark, which carries the name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <path d="M20 2 36 12v16L20 38 4 28V12Z" fill="var(--color-jade-600)" />
      <path d="M20 2 36 12 20 20 4 12Z" fill="var(--color-jade-400)" />
      <path d="M20 20 36 12v16L20 38Z" fill="var(--color-jade-800)" />
      <path
        d="M13 15.5 20 19l7-3.5"
        stroke="var(--color-gold-400)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
