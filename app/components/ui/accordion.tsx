import { type ReactNode, useId, useState } from "react";
import { Icon } from "./icon";
import "./accordion.css";

export interface AccordionItem {
  /** Unique within the accordion; also part of the panel's id. */
  id: string;
  heading: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of each item's heading, one below the section it sits in. */
  headingLevel: 2 | 3 | 4 | 5;
}

/**
 * Panels that open one at a time (the WAI-ARIA APG accordion): each heading holds a button with
 * aria-expanded and aria-controls, so Enter and Space work natively, and each panel is a region
 * named by its button. Opening a panel closes the open one; pressing the open one's button
 * closes it, so at most one is ever open.
 *
 * Every panel is in the prerendered HTML. Panels are hidden by CSS only once the head script has
 * marked the page as scripted ([data-js]), so without scripts everything reads open.
 */
export function Accordion({ items, headingLevel }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const panelId = `${baseId}-${item.id}`;
        const buttonId = `${panelId}-button`;
        return (
          <div key={item.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.heading}</span>
                <Icon name="chevronDown" />
              </button>
            </Heading>
            {/* A named section is a region landmark, as the APG accordion's panels are. */}
            <section id={panelId} aria-labelledby={buttonId} className="accordion__panel">
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
