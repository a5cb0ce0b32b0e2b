import * as React from "react";

// STUB (SEO helper replaces the body; keep this props interface). Used inside each page's `Head`.
export interface SeoProps {
  title: string; // page title without the site suffix
  description: string;
  pathname: string;
  jsonLd?: readonly object[]; // extra schema.org objects for this page
  children?: React.ReactNode;
}

export default function Seo({ title, description, children }: SeoProps) {
  return (
    <>
      <html lang="en" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {children}
    </>
  );
}
