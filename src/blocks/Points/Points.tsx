import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import type { BandTone } from "../../components/Band/Band";
import TitledList from "../../components/TitledList/TitledList";
import IconList from "../../components/IconList/IconList";
import ItemGrid from "../../components/ItemGrid/ItemGrid";
import Card from "../../components/Card/Card";
import PhotoBand from "../../components/PhotoBand/PhotoBand";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Points.module.scss";

// Short titled points (the items written in the block, or a content file's records of that
// shape: PointsBlock.items, plugins/pages blockFields.ts) under a centred statement: a plain list
// ("Why Choose BCU" on /academics), compact rows with icons, three columns from 1024 px (campus
// life on /student-experience), cards with their icon centred above (the core values on /about),
// or the page's photo band with the points as icon rows and the buttons in its panel (where you
// can study, on /).
export const query = graphql`
  fragment PointsBlock on PointsBlock {
    points: block {
      id
      heading
      intro
      layout
      tone
      items {
        title
        description
        iconSvg
      }
      photo {
        alt
        img(layout: FULL_WIDTH, aspectRatio: 1.25, sizes: "(min-width: 80em) 75vw, 100vw", breakpoints: [750, 1080, 1440, 1920]) {
          ...PhotoImg
        }
      }
      actions
    }
  }
`;

export default function Points({ block }: { block: Queries.PointsBlockFragment["points"] }) {
  const { id, heading, intro, photo } = block;
  const items = block.items ?? [];
  // Every layout but the plain list draws each point's icon (the schema requires it there).
  const withIcons = items.map((item) => ({ ...item, iconSvg: item.iconSvg ?? "" }));
  if (block.layout === "photo" && photo) {
    return (
      <PhotoBand id={id} heading={heading} intro={intro} photo={photo}>
        <IconList items={withIcons} />
        <ActionLinks ids={block.actions ?? []} />
      </PhotoBand>
    );
  }
  return (
    <Section id={id} heading={heading} intro={intro} tone={(block.tone ?? "default") as BandTone} opener="statement">
      {block.layout === "icons" ? (
        <IconList items={withIcons} columns={3} />
      ) : block.layout === "cards" ? (
        <ItemGrid sm={2} lg={4}>
          {items.map((item) => (
            <Card key={item.title} heading={item.title} iconSvg={item.iconSvg} className={styles.card}>
              <p>{item.description}</p>
            </Card>
          ))}
        </ItemGrid>
      ) : (
        <TitledList items={items} />
      )}
    </Section>
  );
}
