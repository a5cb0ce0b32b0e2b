import * as styles from "./PhotoCredits.module.scss";

// Credits for the stock photos, generated from the photo registry (content/photos.json).
// A native <details> keeps the footer short and works without JavaScript.
export interface PhotoCredit {
  key: string;
  alt: string;
  photographer?: string | null;
  photographerUrl?: string | null;
  licence: string;
}

export interface PhotoCreditsProps {
  label: string;
  credits: readonly PhotoCredit[];
}

export default function PhotoCredits({ label, credits }: PhotoCreditsProps) {
  if (credits.length === 0) return null;
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{label}</summary>
      <ul className={styles.list}>
        {credits.map((c) => (
          <li key={c.key}>
            <span className={styles.what}>{c.alt}</span>
            {c.photographer ? (
              <>
                {" "}
                {c.photographerUrl ? (
                  <a href={c.photographerUrl} rel="noopener noreferrer">
                    {c.photographer}
                  </a>
                ) : (
                  c.photographer
                )}
              </>
            ) : null}
            <span className={styles.licence}> · {c.licence}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
