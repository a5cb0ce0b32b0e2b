import * as React from "react";
import Icon from "../Icon/Icon";
import * as styles from "./Card.module.scss";

// A content card in a list of cards: an outlined box with an optional icon in a coloured circle,
// a heading and a body.
export interface CardProps {
  heading: string;
  iconSvg?: string | null; // an `iconSvg` GraphQL field (src/components/Icon)
  className?: string;
  children?: React.ReactNode;
}

export default function Card({ heading, iconSvg, className, children }: CardProps) {
  return (
    <li className={[styles.card, className ?? ""].filter(Boolean).join(" ")}>
      <div className={styles.body}>
        {iconSvg ? (
          <span className={styles.icon}>
            <Icon svg={iconSvg} size={28} />
          </span>
        ) : null}
        <h3 className={styles.heading}>{heading}</h3>
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
    </li>
  );
}
