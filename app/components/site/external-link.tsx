import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useContent } from "~/hooks/use-content";

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Show the small "opens elsewhere" arrow after the text. */
  icon?: boolean;
}

/**
 * A link that opens another site in a new tab, safely (no opener, no referrer), and says so to
 * screen readers: its accessible name ends with "(opens in a new tab)".
 */
export function ExternalLink({ href, children, className, icon = false }: ExternalLinkProps) {
  const site = useContent("site");
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {site.chrome.newTab}</span>
      {icon ? <Icon name="external" size={16} /> : null}
    </a>
  );
}
