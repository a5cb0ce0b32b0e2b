import type { ComponentType } from "react";

// The frame of one block of a page (a section of a content page, a part of a program page). The
// browser build ships only the interactive blocks' code; for every other block the component is
// null there (plugins/pages/blocksLoader.cjs) and the frame keeps the HTML the server rendered in
// it: React leaves an element with dangerouslySetInnerHTML to itself when it hydrates. The frame
// is there on the server too, so the two sides match element for element. A plain <div>, no
// class: a block's element fills its width either way, and every byte counts on a page's HTML.
export interface BlockFrameProps<P> {
  component: ComponentType<P> | null;
  props: P;
}

/** Never changes, so React never rewrites the server's HTML. */
const SERVER_HTML = { __html: "" };

export default function BlockFrame<P extends object>({ component: Component, props }: BlockFrameProps<P>) {
  if (!Component) return <div dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
  return (
    <div>
      <Component {...props} />
    </div>
  );
}
