import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import TitledList from "../../components/TitledList/TitledList";

// "Why Choose BCU": a centred statement over the six reasons from content/academicsPage.json as
// a plain titled list (three columns on wide screens): short statements, no cards.
export const query = graphql`
  fragment AcademicsWhyChoose on Content {
    academicsPage {
      whyChoose {
        id
        heading
        intro
        points {
          title
          description
        }
      }
    }
  }
`;

export default function WhyChoose({ content }: { content: Queries.AcademicsWhyChooseFragment }) {
  const { id, heading, intro, points } = content.academicsPage.whyChoose;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" opener="statement">
      <TitledList items={points} />
    </Section>
  );
}
