/** What `wordsOfControl` found: the control, the choices it offers and each of its words cut. */
export interface ControlWords {
  /** The control's tag: "select", "fieldset" (a group of radios), "input"; "none" if not found. */
  control: string;
  /** The words of each choice, in order (a select's options, a group's labels). */
  choices: string[];
  /** One line for each of its words cut, saying by how much. */
  cut: string[];
}

/**
 * Runs in the page (self-contained, for page.evaluate): whether the words of the control named
 * `name` (by its <label> or its group's <legend>) are whole. Its name and each choice's words must
 * lie within their box and on the screen. A <select> shows its chosen option on one line, cut where
 * the box ends and past the reach of any text measure, so for a select each option is measured by
 * the width the same select takes to show it whole (a copy sized to its content, beside it).
 */
export function wordsOfControl(name: string): ControlWords {
  const cut: string[] = [];
  const named = [...document.querySelectorAll("label, legend")].find(
    (element) => element.textContent?.trim() === name,
  );
  if (!named) return { control: "none", choices: [], cut: [`nothing is named "${name}"`] };
  const control =
    named instanceof HTMLLabelElement && named.control
      ? named.control
      : (named.closest("fieldset") ?? named);
  const px = (value: number) => `${value.toFixed(0)} px`;
  /** Whether an element's own words run past its box, or past the screen. */
  const checkWords = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const past =
      text.left < box.left - 1 ||
      text.right > box.right + 1 ||
      text.left < -1 ||
      text.right > innerWidth + 1;
    if (past || element.scrollWidth > element.clientWidth + 1) {
      cut.push(
        `"${element.textContent?.trim()}": words ${px(text.left)} to ${px(text.right)}, box ` +
          `${px(box.left)} to ${px(box.right)}, scrollWidth ${element.scrollWidth} for clientWidth ${element.clientWidth}`,
      );
    }
  };
  checkWords(named);
  const choices: string[] = [];
  if (control instanceof HTMLSelectElement) {
    const room = control.getBoundingClientRect().width;
    for (const option of control.options) {
      choices.push(option.text);
      const copy = control.cloneNode(false) as HTMLSelectElement;
      copy.removeAttribute("id");
      copy.append(new Option(option.text));
      copy.style.cssText = "position: absolute; visibility: hidden; width: auto";
      control.after(copy);
      const needs = copy.getBoundingClientRect().width;
      copy.remove();
      if (needs > room + 1) {
        cut.push(`"${option.text}": the select is ${px(room)} wide and needs ${px(needs)}`);
      }
    }
  } else {
    for (const label of control.querySelectorAll("label")) {
      choices.push(label.textContent?.trim() ?? "");
      checkWords(label);
    }
  }
  return { control: control.tagName.toLowerCase(), choices, cut };
}
