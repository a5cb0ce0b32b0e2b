import Container from "../Container/Container";
import SmartLink from "../SmartLink/SmartLink";
import Logo from "../Logo/Logo";
import PhotoCredits, { type PhotoCredit } from "../PhotoCredits/PhotoCredits";
import * as styles from "./Footer.module.scss";

// Site footer. Every word comes from content/site.json (via Layout). A link without `to` renders
// as plain text: the spec's resources and legal pages don't exist yet, and a dead link is worse.
export interface FooterLink {
  label: string;
  to?: string | null;
}

export interface FooterProps {
  siteName: string;
  homeLabel: string;
  navLabel: string;
  tagline: string;
  quickLinksHeading: string;
  quickLinks: readonly FooterLink[];
  resourcesHeading: string;
  resources: readonly FooterLink[];
  contactHeading: string;
  address: { street: string; city: string; region: string; postalCode: string };
  phone: { display: string; e164: string };
  phoneLabel: string;
  email?: { label: string; address: string } | null;
  legal: readonly FooterLink[];
  copyright: string;
  creditsLabel: string;
  credits: readonly PhotoCredit[];
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

export default function Footer(props: FooterProps) {
  const { address, phone, email } = props;
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

          <nav aria-label={props.navLabel} className={styles.column}>
            <h2 className={styles.heading}>{props.quickLinksHeading}</h2>
            <LinkList items={props.quickLinks} />
          </nav>

          <div className={styles.column}>
            <h2 className={styles.heading}>{props.resourcesHeading}</h2>
            <LinkList items={props.resources} />
          </div>

          <div className={styles.column}>
            <h2 className={styles.heading}>{props.contactHeading}</h2>
            <address className={styles.address}>
              <span>{address.street}</span>
              <span>
                {address.city}, {address.region} {address.postalCode}
              </span>
              <span>
                <span className="visually-hidden">{props.phoneLabel}: </span>
                <a className={styles.link} href={`tel:${phone.e164}`}>
                  {phone.display}
                </a>
              </span>
              {email ? (
                <span>
                  <span className="visually-hidden">{email.label}: </span>
                  <a className={styles.link} href={`mailto:${email.address}`}>
                    {email.address}
                  </a>
                </span>
              ) : null}
            </address>
          </div>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{props.copyright}</p>
          <LinkList items={props.legal} className={styles.legal} />
        </div>
        <PhotoCredits label={props.creditsLabel} credits={props.credits} />
      </Container>
    </footer>
  );
}
