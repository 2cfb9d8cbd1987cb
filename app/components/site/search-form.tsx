import type { FormEvent, Key } from "react";
import { Icon } from "~/components/ui/icon";
import { useContent } from "~/hooks/use-content";
import { pathOf } from "~/route-table";
import "./search-form.css";

interface SearchFormProps {
  inputId: string;
  className?: string;
  /** What the box shows; `inputKey` renews it when the query changes (the search page's). */
  defaultValue?: string;
  inputKey?: Key;
  /** Without one, the form is a plain GET to the results page, working without scripts. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** The site's search as a labelled form: a search box and its button, sent to the results page. */
export function SearchForm({
  inputId,
  className,
  defaultValue,
  inputKey,
  onSubmit,
}: SearchFormProps) {
  const site = useContent("site");
  return (
    <form
      role="search"
      className={["search-form", className].filter(Boolean).join(" ")}
      action={pathOf("search")}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId}>{site.chrome.searchLabel}</label>
      <div className="search-form__field">
        <input
          key={inputKey}
          id={inputId}
          type="search"
          name="q"
          placeholder={site.chrome.searchPlaceholder}
          defaultValue={defaultValue}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        <button type="submit" className="button">
          <Icon name="search" />
          {site.chrome.searchButton}
        </button>
      </div>
    </form>
  );
}
