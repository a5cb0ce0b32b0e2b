import * as React from "react";
import Photo from "../Photo/Photo";
import SmartLink from "../SmartLink/SmartLink";
import { useCarousel } from "../../hooks/useCarousel";
import { fillTemplate } from "../../lib/fillTemplate";
import { useReducedMotion } from "../../hooks/useReducedMotion";
import { usePageHidden } from "../../hooks/usePageVisibility";
import * as styles from "./StoryCarousel.module.scss";

export interface Story {
  name: string;
  title: string;
  program: string;
  /** The program's page: the caption's program name links to it. */
  programPath?: string | null;
  quote: string;
  photo: { img: Queries.PhotoImgFragment; alt: string } | null; // the portrait
}
export interface StoryCarouselLabels {
  carouselLabel: string;
  previousSlide: string;
  nextSlide: string;
  goToSlide: string; // "Show story {n}"
  slideOf: string; // "{n} of {total}"
  pauseRotation: string;
  startRotation: string;
}
export interface StoryCarouselProps {
  stories: readonly Story[];
  labels: StoryCarouselLabels;
  intervalMs: number; // content/site.json behaviour
}

// Only keyboard focus pauses rotation (WAI-ARIA carousel pattern): a mouse click on "Start
// rotation" must not leave the carousel paused because the clicked button keeps focus.
function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true; // engines without :focus-visible: treat every focus as keyboard focus
  }
}

// WAI-ARIA carousel (basic, with buttons): rotation control first, then previous/next and one dot
// per story. All slides are in the server HTML; the inactive ones are stacked in the same grid cell
// and `visibility: hidden` (hidden from screen readers and tab order, no height jump between
// slides). Without JavaScript, CSS (`scripting: none`) shows every story and hides the controls.
export default function StoryCarousel({ stories, labels, intervalMs }: StoryCarouselProps) {
  const reducedMotion = useReducedMotion();
  const pageHidden = usePageHidden();
  const total = stories.length;
  const carousel = useCarousel({ count: total, intervalMs, reducedMotion, pageHidden });
  const slidesId = "stories-slides"; // the controls' aria-controls (one carousel a page)

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
      carousel.setFocusWithin(false);
    }
  };
  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) carousel.setFocusWithin(true);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.carouselLabel}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={`${styles.button} ${styles.rotation}`}
          aria-label={carousel.playing ? labels.pauseRotation : labels.startRotation}
          onClick={carousel.togglePlaying}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {carousel.playing ? <path d="M8 5v14M16 5v14" /> : <path d="M7 4.5v15l12-7.5z" />}
          </svg>
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={labels.previousSlide}
          aria-controls={slidesId}
          onClick={carousel.previous}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <ul className={styles.dots}>
          {stories.map((story, i) => (
            <li key={story.name}>
              <button
                type="button"
                className={styles.dot}
                aria-label={fillTemplate(labels.goToSlide, { n: i + 1, total })}
                aria-controls={slidesId}
                aria-current={i === carousel.index ? "true" : undefined}
                onClick={() => carousel.goTo(i)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.button} aria-label={labels.nextSlide} aria-controls={slidesId} onClick={carousel.next}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>

      {/* Live region only while rotation is stopped, so automatic changes are never announced. */}
      <div id={slidesId} className={styles.slides} aria-live={carousel.rotating ? "off" : "polite"}>
        {stories.map((story, i) => {
          const active = i === carousel.index;
          return (
            <div
              key={story.name}
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(labels.slideOf, { n: i + 1, total })}
              className={`${styles.slide} ${active ? styles.active : styles.inactive}`}
              data-active={active}
            >
              <div className={styles.card}>
                {story.photo ? <Photo image={story.photo.img} alt={story.photo.alt} className={styles.photo} /> : null}
                {/* figcaption must be a direct child of its figure: the quote and who said it */}
                <figure className={styles.body}>
                  <blockquote className={styles.quote}>
                    <p>{story.quote}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <span className={styles.name}>{story.name}</span>
                    <span className={styles.meta}>
                      {story.title},{" "}
                      {story.programPath ? (
                        <SmartLink to={story.programPath} className={styles.program}>
                          {story.program}
                        </SmartLink>
                      ) : (
                        story.program
                      )}
                    </span>
                  </figcaption>
                </figure>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
