import type { HTMLAttributes, ReactNode } from "react";

// The document around every page: Gatsby's own (its documented html.js), less two lines no
// browser the site supports reads, which every page paid for in its first round trip (the home
// page's HTML sits at the 14 KB budget): <meta http-equiv="x-ua-compatible"> (Internet Explorer)
// and the viewport's shrink-to-fit=no (Safari 9).

interface HtmlProps {
  htmlAttributes: HTMLAttributes<HTMLHtmlElement>;
  headComponents: ReactNode;
  bodyAttributes: HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

export default function HTML({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- its lang is in htmlAttributes (each page's Head sets <html lang>)
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
