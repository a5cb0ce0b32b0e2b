import * as React from "react";

// STUB (interactions helper replaces the body; keep this props interface).
export interface NavLink {
  label: string;
  to: string;
}
export interface NavBarProps {
  homeLabel: string; // accessible name of the logo link
  siteName: string;
  shortName: string;
  links: readonly NavLink[];
  currentPath: string; // location.pathname, drives highlight, aria-current and closing the menu
  labels: { menuOpen: string; menuClose: string; mainNav: string };
  solidAfterPx: number; // 50 from content/site.json behaviour
}

export default function NavBar({ homeLabel, shortName, links, labels }: NavBarProps) {
  return (
    <header>
      <a href="/" aria-label={homeLabel}>{shortName}</a>
      <nav aria-label={labels.mainNav}>
        <ul>
          {links.map((link) => (
            <li key={link.to}><a href={link.to}>{link.label}</a></li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
