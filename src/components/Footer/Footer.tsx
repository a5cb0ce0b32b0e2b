import type { ReactNode } from "react";
import Container from "../Container/Container";
import SmartLink from "../SmartLink/SmartLink";
import Logo from "../Logo/Logo";
import * as styles from "./Footer.module.scss";

// Site footer. Every word comes from content/site.json (via Layout), and the programs column from
// the program records, so a new program is listed with no edit here: the first maxPrograms of
// them, so every page keeps its size budget however many programs there are, then a link to the
// page that lists them all. A link without `to` renders
// as plain text (a dead link is worse); every item of the content has its page (content/pages).
export interface FooterLink {
  label: string;
  to?: string | null;
}

export interface FooterProps {
  siteName: string;
  homeLabel: string;
  navLabel: string;
  tagline: string;
  programsHeading: string;
  /** The programs the column shows by name, each a link to its page (the first maxPrograms, cut in the query). */
  programs: readonly FooterLink[];
  /** Ends the programs list when some were left out; null when every program is listed. */
  allPrograms: FooterLink | null;
  quickLinksHeading: string;
  quickLinks: readonly FooterLink[];
  resourcesHeading: string;
  resources: readonly FooterLink[];
  contactHeading: string;
  address: { lines: readonly string[] };
  phone: { display: string; href: string };
  phoneLabel: string;
  email?: { label: string; address: string; href: string } | null;
  legal: readonly FooterLink[];
  /** "© {year} ..."; {year} becomes the year of buildDate. */
  copyright: string;
  /** The build's date, YYYY-MM-DD (Content.buildDate). */
  buildDate: string;
}

function LinkList({ items, className }: { items: readonly FooterLink[]; className?: string }) {
  return (
    <ul className={className ?? styles.list}>
      {items.map((item) => (
        <li key={item.label}>
          <SmartLink to={item.to} className={item.to ? styles.link : styles.text}>
            {item.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** A phone number or e-mail address in the footer's contact block, its label for screen readers only. */
function ContactLine({ label, href, text }: { label: string; href: string; text: string }) {
  return (
    <span>
      <span className="visually-hidden">{label}: </span>
      <a className={styles.link} href={href}>
        {text}
      </a>
    </span>
  );
}

/** A footer column: a heading over its content; a landmark <nav> when it has a label. */
function Column({ heading, navLabel, children }: { heading: string; navLabel?: string; children: ReactNode }) {
  const Tag = navLabel ? "nav" : "div";
  return (
    <Tag aria-label={navLabel} className={styles.column}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </Tag>
  );
}

export default function Footer(props: FooterProps) {
  const { phone, email } = props;
  const { programs, allPrograms } = props;
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <SmartLink to="/" className={styles.brandLink} aria-label={props.homeLabel}>
              <Logo size={44} />
              <span className={styles.brandName}>{props.siteName}</span>
            </SmartLink>
            <p className={styles.tagline}>{props.tagline}</p>
          </div>

          <Column heading={props.programsHeading}>
            <LinkList items={allPrograms ? [...programs, allPrograms] : programs} className={styles.programs} />
          </Column>
          <Column heading={props.quickLinksHeading} navLabel={props.navLabel}>
            <LinkList items={props.quickLinks} />
          </Column>
          <Column heading={props.resourcesHeading}>
            <LinkList items={props.resources} />
          </Column>

          <Column heading={props.contactHeading}>
            <address className={styles.address}>
              {props.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <ContactLine label={props.phoneLabel} href={phone.href} text={phone.display} />
              {email ? <ContactLine label={email.label} href={email.href} text={email.address} /> : null}
            </address>
          </Column>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{props.copyright.replace("{year}", props.buildDate.slice(0, 4))}</p>
          <LinkList items={props.legal} className={styles.legal} />
        </div>
      </Container>
    </footer>
  );
}
