import Section, { type SectionProps } from "../Section/Section";
import Photo from "../Photo/Photo";
import * as sectionStyles from "../Section/Section.module.scss";

// A Section with a photo as its aside (a split by itself): the photo at most 40rem wide, centred
// in its column (Section's .photo). Apart from Section so that a section without a photo, as are
// most of those that hydrate in the browser, ships none of the photo's code with its page.

export interface PhotoSectionProps extends Omit<SectionProps, "aside" | "asideIsPhoto"> {
  photo?: { alt: string; img: Queries.PhotoImgFragment } | null; // none: a plain Section
  photoClassName?: string; // a section's own framing of its photo (e.g. capping a portrait)
}

export default function PhotoSection({ photo, photoClassName, ...section }: PhotoSectionProps) {
  const aside = photo ? (
    <Photo image={photo.img} alt={photo.alt} className={[sectionStyles.photo, photoClassName ?? ""].filter(Boolean).join(" ")} />
  ) : null;
  return <Section {...section} aside={aside} asideIsPhoto={Boolean(photo)} />;
}
