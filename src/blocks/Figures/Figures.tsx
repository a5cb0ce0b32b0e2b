import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import PhotoBand from "../../components/PhotoBand/PhotoBand";
import StatGrid from "../../components/StatGrid/StatGrid";
import type { BandTone } from "../../components/Band/Band";
import * as styles from "./Figures.module.scss";

// Big figures (StatGrid) under a heading: the set the block names (FiguresBlock.items,
// plugins/pages blockFields.ts): a set of content/stats.json, tokens filled at build time, or on a
// program's page ($slug) its class profile, labelled by content/programPage.json.
// A band (on navy the figures in gold and white), or with a photo the page's photo band, the
// figures in its panel.
export const query = graphql`
  fragment FiguresBlock on FiguresBlock {
    figures: block {
      id
      heading
      intro
      setIntro(program: $slug)
      tone
      compact
      items(program: $slug) {
        value
        label
      }
      photo {
        alt
        img(layout: FULL_WIDTH, aspectRatio: 1.25, sizes: "(min-width: 80em) 75vw, 100vw", breakpoints: [750, 1080, 1440, 1920]) {
          ...PhotoImg
        }
      }
    }
  }
`;

export default function Figures({ block }: { block: Queries.FiguresBlockFragment["figures"] }) {
  const { id, heading, items, photo } = block;
  const intro = block.intro ?? block.setIntro;
  if (photo) {
    return (
      <PhotoBand id={id} heading={heading} intro={intro} photo={photo} tone="white">
        <StatGrid items={items} />
      </PhotoBand>
    );
  }
  const tone = (block.tone ?? "navy") as BandTone;
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone} opener="figures">
      <StatGrid items={items} onDark={tone === "navy"} className={block.compact ? styles.compact : undefined} />
    </Section>
  );
}
