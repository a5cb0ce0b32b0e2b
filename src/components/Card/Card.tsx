import * as React from "react";
import Icon from "../Icon/Icon";
import * as styles from "./Card.module.scss";

// A content card: optional media (a photo) or an icon in a coloured circle, a heading, body and a
// footer slot (usually a link). `as="li"` when the cards form a list (the usual case).
export interface CardProps {
  as?: "article" | "li" | "div";
  heading: string;
  headingLevel?: 2 | 3 | 4;
  headingId?: string;
  iconSvg?: string | null; // an `iconSvg` GraphQL field (src/components/Icon)
  iconColor?: string | null; // circle colour ("#RRGGBB", AA with white); default ocean
  media?: React.ReactNode;
  meta?: React.ReactNode; // small line under the heading (duration, degree, ...)
  footer?: React.ReactNode;
  variant?: "raised" | "outline" | "plain";
  className?: string;
  children?: React.ReactNode;
}

export default function Card({
  as: Tag = "article",
  heading,
  headingLevel = 3,
  headingId,
  iconSvg,
  iconColor,
  media,
  meta,
  footer,
  variant = "raised",
  className,
  children,
}: CardProps) {
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2];
  const classes = [styles.card, { raised: styles.raised, outline: styles.outline, plain: styles.plain }[variant], className ?? ""]
    .filter(Boolean)
    .join(" ");
  // The program colour is data, not design: it reaches CSS as a custom property.
  const iconStyle = iconColor ? ({ "--card-icon-bg": iconColor } as React.CSSProperties) : undefined;
  return (
    <Tag className={classes}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        {iconSvg ? (
          <span className={styles.icon} style={iconStyle}>
            <Icon svg={iconSvg} size={28} />
          </span>
        ) : null}
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </Tag>
  );
}
