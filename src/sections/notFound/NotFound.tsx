import Container from "../../components/Container/Container";
import SmartLink from "../../components/SmartLink/SmartLink";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./NotFound.module.scss";

// The 404 page body, inside the normal layout: what happened, and the main pages as a way on.
export interface NotFoundLink {
  label: string;
  to: string;
  description: string;
}

export interface NotFoundProps {
  eyebrow: string;
  heading: string;
  message: string;
  linksHeading: string;
  links: readonly NotFoundLink[];
  actions: readonly string[];
}

export default function NotFound({ eyebrow, heading, message, linksHeading, links, actions }: NotFoundProps) {
  return (
    <div className={styles.page}>
      <Container width="narrow">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.message}>{message}</p>
        <h2 className={styles.linksHeading}>{linksHeading}</h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <SmartLink to={link.to} className={styles.link}>
                <span className={styles.label}>{link.label}</span>
                <span className={styles.description}>{link.description}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
        <ActionLinks ids={actions} />
      </Container>
    </div>
  );
}
