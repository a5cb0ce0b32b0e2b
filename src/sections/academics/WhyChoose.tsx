import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import TitledList from "../../components/TitledList/TitledList";
import { required } from "../../lib/required";

// "Why Choose BCU": the six reasons from content/academicsPage.json as a plain titled list
// (three columns on wide screens): short statements, no cards.
export const query = graphql`
  fragment AcademicsWhyChoose on Query {
    academicsPageJson {
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

export default function WhyChoose({ data }: { data: Queries.AcademicsWhyChooseFragment }) {
  const { id, heading, intro, points } = required(data.academicsPageJson, "content/academicsPage.json").whyChoose;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <TitledList items={points} />
    </Section>
  );
}
