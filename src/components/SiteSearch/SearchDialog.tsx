import { type RefObject, useEffect, useRef, useState } from "react";
import { useSiteSearch } from "../../hooks/useSiteSearch";
import { pageHref } from "../../lib/links";
import SearchField from "./SearchField";
import SearchResults from "./SearchResults";
import * as styles from "./SearchDialog.module.scss";

// The search box over the page, opened by the header's Search or "/" (NavBar loads this module
// the first time, never with the page). A modal <dialog>: focus stays inside and the page behind
// is inert. Its field (focused on opening) searches as you type, Enter follows the first result,
// the results list a link each, then a link to the search page's list of every page. Close, a
// press on the backdrop and Escape (the browser's own for a dialog) close it, and focus goes back
// to the Search button that opened it; after "/", to the header's Search button on screen (the
// one in a closed phone menu is not), else to where it was. A followed result takes focus with
// it. It lives inside the header, so the phone menu it was opened from stays open under it.

/** The words of content/site.json "search" the box uses: every search's, and its own frame's. */
export type SearchDialogWords = Queries.SearchWordsFragment & Pick<Queries.SiteSearchWords, "page" | "dialogLabel" | "close" | "allPages">;

export interface SearchDialogProps {
  /** The dialog's id, which the Search buttons name in aria-controls. */
  id: string;
  words: SearchDialogWords;
  open: boolean;
  /** The Search button that opened it (none after "/"), where focus returns. */
  opener: RefObject<HTMLElement | null>;
  /** The dialog has closed. */
  onClose: () => void;
}

/** The first of the header's Search buttons the visitor can see. */
const visibleSearchButton = (header: HTMLElement | null) =>
  [...(header?.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]') ?? [])].find((button) => button.getClientRects().length > 0);

export default function SearchDialog({ id, words, open, opener, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const followed = useRef(false);
  const focusedBefore = useRef<HTMLElement | null>(null);
  const [query, setQuery] = useState("");
  const state = useSiteSearch(query, words.maxResults);

  // Escape closes the box, at once even from a search field holding words (which a browser
  // would empty first), and only the box: the phone menu under it, which closes on Escape pressed
  // anywhere, never sees it. A press on the backdrop (the dialog itself, around its frame) closes
  // the box.
  useEffect(() => {
    const dialog = dialogRef.current!;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      dialog.close();
    };
    const onClick = (event: MouseEvent) => event.target === dialog && dialog.close();
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("keydown", onKeyDown);
      dialog.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      followed.current = false;
      focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      fieldRef.current?.focus();
      fieldRef.current?.select();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const closed = () => {
    onClose();
    if (followed.current) return;
    (opener.current ?? visibleSearchButton(dialogRef.current!.closest("header")) ?? focusedBefore.current)?.focus();
  };

  const close = (byFollowing = false) => {
    followed.current = byFollowing;
    dialogRef.current?.close();
  };

  return (
    <dialog id={id} ref={dialogRef} aria-labelledby={`${id}-title`} className={styles.dialog} onClose={closed}>
      <div className={styles.frame}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {words.dialogLabel}
          </h2>
          <button type="button" className={styles.close} onClick={() => close()}>
            {words.close}
          </button>
        </div>
        <SearchField
          ref={fieldRef}
          aria-label={words.inputLabel}
          aria-describedby={`${id}-results-status`}
          placeholder={words.placeholder}
          enterKeyHint="go"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter follows the first result, as a click on it would.
            const first = dialogRef.current?.querySelector<HTMLAnchorElement>(`#${id}-results-status + ul a`);
            if (event.key !== "Enter" || !first) return;
            event.preventDefault();
            first.click();
          }}
        />
        <div className={styles.body}>
          <SearchResults id={`${id}-results`} state={state} words={words} onFollow={() => close(true)} />
          <p className={styles.allPages}>
            <a href={pageHref(words.page)} onClick={() => close(true)}>
              {words.allPages}
            </a>
          </p>
        </div>
      </div>
    </dialog>
  );
}
