import * as styles from "./ContactDetails.module.scss";

// Ways to reach an office, written out (people copy them): a <dl> of label and value, where a
// value is a link (mailto:/tel:, made at build time), a postal address or a line of text (both
// spanning the row).
export interface ContactDetail {
  label: string;
  text?: string; // with href: the link text; without: a line of text
  href?: string;
  addressLines?: readonly string[]; // a postal address instead of a link
}

export interface ContactDetailsProps {
  items: readonly ContactDetail[];
  onDark?: boolean; // on an ocean/navy band: larger serif links, light labels
  className?: string;
}

export default function ContactDetails({ items, onDark = false, className }: ContactDetailsProps) {
  const classes = [styles.details, onDark ? styles.onDark : styles.onLight, className ?? ""].filter(Boolean).join(" ");
  return (
    <dl className={classes}>
      {items.map((item) => (
        <div key={item.label} className={item.href ? styles.detail : `${styles.detail} ${styles.full}`}>
          <dt>{item.label}</dt>
          <dd>
            {item.addressLines ? (
              <address className={styles.address}>
                {item.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : item.href ? (
              <a href={item.href} className={styles.link}>
                {item.text}
              </a>
            ) : (
              item.text
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
