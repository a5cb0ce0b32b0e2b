import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { NetPriceCalculatorProps } from "../NetPriceCalculator/NetPriceCalculator";
// The form's stylesheet with the page, not with the form's chunk: the server's HTML of the form is
// drawn from the first paint, before (and whether or not) its script is ever loaded.
import * as styles from "../NetPriceCalculator/NetPriceCalculator.module.scss";

// The net price calculator, its form and engine (src/components/NetPriceCalculator,
// src/lib/netPrice.ts: about 5 KB gzip) loaded on first use instead of with the page, so the
// tuition and aid page stays within first-load JavaScript's floor + 10 KB.
//
// The form sits in a Suspense boundary whose lazy component waits for `loadForm`: when the page
// hydrates, React keeps the server's HTML of the boundary as it is (dehydrated, nothing redrawn),
// and once the chunk is in, it hydrates those same elements, so nothing moves and the element that
// has the focus keeps it. The chunk is asked for
// - at once when the address has a query (a shared estimate: its result shows as the page opens),
//   or when there is no server HTML here (gatsby develop renders in the browser);
// - otherwise on the first focus in the form or pointer over or on it. Why not when the browser is
//   idle after hydration: the bytes would then be fetched on every visit, used or not (the
//   size budget and the browser visits count what loads before any interaction, and it would be
//   back in it), while on first use the chunk (one request on a warm connection) is in before a
//   pointer reaches a control or a key changes one (measured in __tests__/e2e/net-price.test.ts
//   with the chunk held: a focused control keeps its focus when it arrives).
// The server's HTML has its controls disabled and says the estimate needs JavaScript, for a visit
// without it. Once the page has hydrated, the controls are enabled and the disclaimer shown instead
// (attributes only, which hydration leaves as they are), so the keyboard and a screen reader reach
// the controls, and their focus is the first use.

const loadForm = () => import("../NetPriceCalculator/NetPriceCalculator");

/** The lazy form, and the call that lets it load: on the server at once (Gatsby's renderer waits for lazy components), in the browser once asked. */
function formOnRequest() {
  let request: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (request = resolve));
  const Form = lazy(() => (typeof window === "undefined" ? loadForm() : wanted.then(loadForm)));
  return { Form, request };
}

/** What counts as the first use of the form. */
const FIRST_USE = ["focusin", "pointerover", "pointerdown"] as const;

/** The server's HTML of the form made ready for use with JavaScript: its controls enabled, the disclaimer in place of the no-JS note. */
function readyServerForm(area: HTMLElement): void {
  area.querySelector(`.${styles.controls}`)?.removeAttribute("disabled");
  for (const line of area.querySelectorAll(`.${styles.footnote} > span`)) {
    const nowHidden = !line.classList.contains(styles.inactive);
    line.classList.toggle(styles.inactive, nowHidden);
    if (nowHidden) line.setAttribute("aria-hidden", "true");
    else line.removeAttribute("aria-hidden");
  }
}

export default function NetPriceCalculatorOnFirstUse(props: NetPriceCalculatorProps) {
  const area = useRef<HTMLDivElement>(null);
  const [{ Form, request }] = useState(formOnRequest);
  useEffect(() => {
    const element = area.current!;
    if (window.location.search !== "" || element.childElementCount === 0) {
      request();
      return undefined;
    }
    readyServerForm(element);
    // Heard on the document as the event starts down to its target: React stops an event inside a
    // boundary it has yet to hydrate before it reaches the boundary's own elements (or this frame).
    const stop = () => FIRST_USE.forEach((type) => document.removeEventListener(type, firstUse, true));
    const firstUse = (event: Event) => {
      if (!element.contains(event.target as Node)) return;
      stop();
      request();
    };
    for (const type of FIRST_USE) document.addEventListener(type, firstUse, { capture: true, passive: true });
    return stop;
  }, [request]);
  // A plain frame around the boundary (where a first use is looked for); no fallback is ever drawn where the server
  // rendered the form (React keeps its HTML until the chunk is in).
  return (
    <div ref={area}>
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  );
}
