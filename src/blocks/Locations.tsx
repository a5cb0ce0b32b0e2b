import { graphql } from "gatsby";
import PhotoBand from "../components/PhotoBand/PhotoBand";
import IconList from "../components/IconList/IconList";
import ActionLinks from "../components/ActionLinks/ActionLinks";

// Explore by Location: the page's photo band (the beach with people), its panel listing the beach
// campus and the online/hybrid option as two short entries, then Explore All Programs.
export const query = graphql`
  fragment LocationsBlock on LocationsBlock {
    locations: block {
      id
      heading
      intro
      photo {
        alt
        img(layout: FULL_WIDTH, aspectRatio: 1.25, sizes: "(min-width: 80em) 75vw, 100vw", breakpoints: [750, 1080, 1440, 1920]) {
          ...PhotoImg
        }
      }
      items {
        name
        description
        iconSvg
      }
      actions
    }
  }
`;

export default function Locations({ block }: { block: Queries.LocationsBlockFragment["locations"] }) {
  const { id, heading, intro, photo, items, actions } = block;
  return (
    <PhotoBand id={id} heading={heading} intro={intro} photo={photo}>
      <IconList items={items.map(({ name, ...item }) => ({ title: name, ...item }))} />
      <ActionLinks ids={actions} />
    </PhotoBand>
  );
}
