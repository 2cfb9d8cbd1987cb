import { type ReactNode, useId } from "react";
import { Icon } from "./icon";
import "./accordion.css";

export interface AccordionItem {
  /** Unique within the accordion. */
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
 * Panels that open one at a time, on the platform's exclusive accordion: <details> elements that
 * share a `name`, so the browser opens one (by click, Enter or Space), closes the one that was open,
 * and closes the open one when its summary is pressed again. It works the same before, after and
 * without scripts, and find-in-page opens the panel that holds a match. Each summary holds the
 * item's heading, so the headings still outline the page.
 */
export function Accordion({ items, headingLevel }: AccordionProps) {
  const name = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="accordion">
      {items.map((item) => (
        <details key={item.id} name={name} className="accordion__item">
          <summary className="accordion__summary">
            <Heading className="accordion__heading">{item.heading}</Heading>
            <Icon name="chevronDown" />
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
