import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

// STUB (interactions helper replaces the body; keep this props interface).
export interface Story {
  name: string;
  title: string;
  program: string;
  quote: string;
  image: IGatsbyImageData | null; // portrait; alt comes from `alt`
  alt: string;
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
  intervalMs: number; // 5000 from content/site.json behaviour
}

export default function StoryCarousel({ stories }: StoryCarouselProps) {
  return (
    <ul>
      {stories.map((s) => (
        <li key={s.name}><blockquote>{s.quote}</blockquote>{s.name}, {s.title}, {s.program}</li>
      ))}
    </ul>
  );
}
