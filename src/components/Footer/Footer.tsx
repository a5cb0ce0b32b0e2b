import type { ReactNode } from "react";
import { graphql } from "gatsby";
import Container from "../Container/Container";
import SmartLink from "../SmartLink/SmartLink";
import Logo from "../Logo/Logo";
import * as styles from "./Footer.module.scss";

// Site footer. Every word comes from content/site.json (Layout's static query spreads FooterSite),
// and the programs column from the program records, so a new program is listed with no edit here:
// the first maxPrograms of them (every page keeps its size budget however many programs there
// are), then a link to the page that lists them all. A link without `to` renders as plain text (a
// dead link is worse); every item of the content has its page (content/pages).
export const query = graphql`
  # The university's name, address and phone, as the footer and the campus block show them.
  fragment SiteContact on SiteJson {
    name
    address {
      lines
    }
    phone {
      display
      href
    }
  }

  fragment FooterSite on SiteJson {
    ...SiteContact
    email(key: "info") {
      address
      href
    }
    footer {
      tagline
      programsHeading
      shown {
        items {
          label: name
          to: path
        }
        more
      }
      allProgramsLabel
      allProgramsTo
      quickLinksHeading
      quickLinks {
        label
        to
      }
      resourcesHeading
      resources {
        label
        to
      }
      contactHeading
      legal {
        label
        to
      }
      copyright
    }
    ui {
      homeLinkLabel
      footerNavLabel
      phoneLabel
      emailLabel
    }
  }
`;

function LinkList({ items, className }: { items: readonly { label: string; to?: string | null }[]; className?: string }) {
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

export default function Footer({ site, buildDate }: { site: Queries.FooterSiteFragment; buildDate: string }) {
  const { footer, ui, phone, email } = site;
  const programs = footer.shown.items;
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <SmartLink to="/" className={styles.brandLink} aria-label={ui.homeLinkLabel}>
              <Logo size={44} />
              <span className={styles.brandName}>{site.name}</span>
            </SmartLink>
            <p className={styles.tagline}>{footer.tagline}</p>
          </div>

          <Column heading={footer.programsHeading}>
            <LinkList
              items={footer.shown.more ? [...programs, { label: footer.allProgramsLabel, to: footer.allProgramsTo }] : programs}
              className={styles.programs}
            />
          </Column>
          <Column heading={footer.quickLinksHeading} navLabel={ui.footerNavLabel}>
            <LinkList items={footer.quickLinks} />
          </Column>
          <Column heading={footer.resourcesHeading}>
            <LinkList items={footer.resources} />
          </Column>

          <Column heading={footer.contactHeading}>
            <address className={styles.address}>
              {site.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <ContactLine label={ui.phoneLabel} href={phone.href} text={phone.display} />
              <ContactLine label={ui.emailLabel} href={email.href} text={email.address} />
            </address>
          </Column>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{footer.copyright.replace("{year}", buildDate.slice(0, 4))}</p>
          <LinkList items={footer.legal} className={styles.legal} />
        </div>
      </Container>
    </footer>
  );
}
