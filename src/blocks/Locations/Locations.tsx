import { graphql } from "gatsby";
import PhotoBand from "../../components/PhotoBand/PhotoBand";
import IconList from "../../components/IconList/IconList";
import ActionLinks from "../../components/ActionLinks/ActionLinks";

// The page's photo band with a panel of short entries with icons (the campus, online study) and
// its buttons.
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
