import { Highlighted } from "~/components/ui/highlighted";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "~/lib/location";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSearchIndex } from "~/hooks/use-search-index";
import { fill } from "~/lib/template";
import { pathOf } from "~/route-table";
import { type SearchHit, suggestionLimit } from "~/search/options";
import { useContent } from "~/hooks/use-content";
import "./search-box.css";

/** Where the results page lives, with a query. */
export function searchPath(query: string): string {
  return `${pathOf("search")}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/**
 * The header's search: an editable combobox with a list of suggestions (WAI-ARIA APG, list
 * autocomplete with manual selection). MiniSearch and the index load on first focus. Enter on a
 * suggestion opens it; Enter otherwise opens the results page. Without scripts the same form
 * submits to the page listing (decision 0012).
 */
export function SearchBox() {
  const site = useContent("site");
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  // The index loads when the box is first focused.
  const [wanted, setWanted] = useState(false);
  const { search, status } = useSearchIndex(wanted);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { search: words } = site;

  // The header's island runs when the visitor first reaches into it (decision 0033): focus given
  // and words typed before then are taken up at once, so the suggestions follow.
  useEffect(() => {
    const element = input.current;
    if (!element || document.activeElement !== element) return;
    setWanted(true);
    if (element.value) {
      setQuery(element.value);
      setOpen(true);
    }
  }, []);

  const hits: SearchHit[] = useMemo(
    () => (search && query.trim() ? search(query, suggestionLimit) : []),
    [search, query],
  );
  // The suggestions, then "See all results" (the results page), while there is a query.
  const options = query.trim() ? [...hits.map((hit) => hit.url), searchPath(query)] : [];
  const expanded = open && options.length > 0 && status === "ready";

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    if (input.current) input.current.value = "";
    setQuery("");
  }

  function go(url: string) {
    close();
    clear();
    input.current?.blur();
    void navigate(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        // Alt+Down opens the list and leaves the choice in the input.
        if (event.altKey) return setActive(-1);
        const step = event.key === "ArrowDown" ? 1 : -1;
        // From the input (or on opening), Down goes to the first option and Up to the last.
        setActive((current) =>
          !expanded || current === -1
            ? step > 0
              ? 0
              : count - 1
            : (current + step + count) % count,
        );
        return;
      }
      case "Enter": {
        const url = expanded && active >= 0 ? options[active] : undefined;
        if (url) {
          event.preventDefault();
          go(url);
        }
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          clear();
        }
        return;
      default:
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Without the index the page listing (the form's own action) is still somewhere to go.
    if (status === "failed") return;
    event.preventDefault();
    if (query.trim()) go(searchPath(query));
  }

  const message =
    status === "loading" && query.trim()
      ? words.loading
      : status === "failed"
        ? words.failed
        : expanded
          ? hits.length > 0
            ? fill(words.suggestions, { count: hits.length })
            : fill(words.noMatches, { query: query.trim() })
          : "";

  return (
    <form
      role="search"
      className="search-box"
      action={pathOf("page-listing")}
      method="get"
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        {site.chrome.searchLabel}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        placeholder={site.chrome.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        // Uncontrolled, so words typed before the page hydrates stay; onChange catches up.
        defaultValue=""
        {...(hydrated && {
          role: "combobox",
          "aria-autocomplete": "list",
          "aria-expanded": expanded,
          "aria-controls": listId,
          "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
        })}
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button type="submit" className="icon-button" aria-label={site.chrome.searchButton}>
        <Icon name="search" />
      </button>
      {hydrated && (
        <>
          {/* The input keeps focus (aria-activedescendant), so a press on an option must not take it. */}
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
          <div
            id={listId}
            role="listbox"
            aria-label={site.chrome.searchLabel}
            className="search-box__list"
            hidden={!expanded}
            onMouseDown={(event) => event.preventDefault()}
          >
            {expanded &&
              hits.map((hit, index) => (
                <SuggestionOption
                  key={hit.url}
                  id={`${listId}-${index}`}
                  active={index === active}
                  onChoose={() => go(hit.url)}
                >
                  <span className="search-box__title">
                    <Highlighted text={hit.title} terms={hit.terms} />
                  </span>
                  <span className="search-box__page">{hit.page}</span>
                </SuggestionOption>
              ))}
            {expanded && (
              <SuggestionOption
                id={`${listId}-${hits.length}`}
                active={active === hits.length}
                onChoose={() => go(searchPath(query))}
                all
              >
                {fill(words.seeAll, { query: query.trim() })}
              </SuggestionOption>
            )}
          </div>
          <p role="status" className="visually-hidden">
            {message}
          </p>
        </>
      )}
    </form>
  );
}

function SuggestionOption({
  id,
  active,
  all,
  onChoose,
  children,
}: {
  id: string;
  active: boolean;
  all?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    // The input keeps focus and handles the keys (aria-activedescendant); a click chooses.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={all ? "search-box__option search-box__option--all" : "search-box__option"}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}
