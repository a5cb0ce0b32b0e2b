import { lazy, useEffect, useRef } from "react";
import type { NetPriceCalculatorProps } from "../NetPriceCalculator/NetPriceCalculator";
// The form's stylesheet with the page, not with the form's chunk: the server's HTML of the form is
// drawn from the first paint, before (and whether or not) its script is ever loaded.
import * as styles from "../NetPriceCalculator/NetPriceCalculator.module.scss";

// The net price calculator with its form and engine (src/components/NetPriceCalculator,
// src/lib/netPrice.ts) loaded on first use instead of with the page, so the tuition and aid page
// stays within first-load JavaScript's floor + 10 KB.
//
// The server renders the whole form in a plain frame. In the page's hydration the frame is an
// element whose HTML React leaves alone (an empty dangerouslySetInnerHTML, as the page template
// keeps a static block's), so nothing of the form belongs to the page's React tree and no change
// of the page's location (the skip link, the hero's "#net-price" link) can reach it: there is no
// Suspense boundary waiting for the chunk. The frame enables the server's controls and shows the
// disclaimer instead of the no-JavaScript note, then asks for the chunk
// - at once when the address holds answers (a shared estimate shows as the page opens), or when
//   the frame is empty (`gatsby develop` renders in the browser);
// - otherwise on the first use: a focus, a pointer over or down, a touch or a key in the frame
//   (not when the browser is idle: the chunk would then load on every visit, used or not).
// Once in, the form hydrates the frame's HTML in a React root of its own (hydrateForm): the same
// elements, so nothing moves and the focus stays where it is, and what the visitor did meanwhile
// counts (read from the controls by their names). The estimate is marked busy until then.

const loadForm = () => import("../NetPriceCalculator/NetPriceCalculator");

/** The form for the server's render (Gatsby's renderer waits for a lazy component); never drawn in the browser. */
const ServerForm = lazy(loadForm);

/** Never changes, so React never rewrites the server's HTML of the form. */
const SERVER_HTML = { __html: "" };

/** What counts as the first use of the form. */
const FIRST_USE = ["focusin", "pointerover", "pointerdown", "touchstart", "keydown"] as const;

/**
 * The server's HTML of the form made ready for use with JavaScript: its controls enabled, the
 * disclaimer in place of the no-JS note, and the estimate busy until the form is in (its figures
 * do not follow the answers before).
 */
function readyServerForm(frame: HTMLElement): void {
  frame.querySelector(`.${styles.controls}`)?.removeAttribute("disabled");
  frame.querySelector(`.${styles.result}`)?.setAttribute("aria-busy", "true");
  for (const line of frame.querySelectorAll(`.${styles.footnote} > span`)) {
    const nowHidden = !line.classList.contains(styles.inactive);
    line.classList.toggle(styles.inactive, nowHidden);
    // As React renders the line then (no class at all), so the form's hydration finds its own HTML.
    if (!nowHidden) line.removeAttribute("class");
    if (nowHidden) line.setAttribute("aria-hidden", "true");
    else line.removeAttribute("aria-hidden");
  }
}

/** `props.idBase` names the form's elements, the same on the server and in the form's own root. */
export default function NetPriceCalculatorOnFirstUse(props: NetPriceCalculatorProps & { idBase: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // Props are the page's data, fixed at build time: the form is hydrated with those it first had.
  const first = useRef(props);
  useEffect(() => {
    const element = frame.current!;
    let live = true;
    let form: { unmount: () => void } | undefined;
    const load = () => {
      stop();
      void loadForm().then(({ hydrateForm }) => {
        if (live) form = hydrateForm(element, first.current);
      });
    };
    const stop = () => FIRST_USE.forEach((type) => element.removeEventListener(type, load));
    readyServerForm(element);
    if (new URLSearchParams(window.location.search).has("program") || element.childElementCount === 0) load();
    else for (const type of FIRST_USE) element.addEventListener(type, load, { passive: true });
    return () => {
      live = false;
      stop();
      // After this root's own commit: a root is not unmounted while another renders.
      queueMicrotask(() => form?.unmount());
    };
  }, []);
  if (typeof window === "undefined")
    return (
      <div>
        <ServerForm {...props} />
      </div>
    );
  return <div ref={frame} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
}
