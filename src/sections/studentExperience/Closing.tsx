import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";

// Closing call to action: visit the campus (call-to-action ids from content, resolved via site.json).
// Ocean, like the home page's closing band, so it stands apart from the navy footer below.
export const query = graphql`
  fragment StudentExperienceClosing on Query {
    studentExperiencePageJson {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function Closing({ data }: { data: Queries.StudentExperienceClosingFragment }) {
  const { id, heading, text, actions } = required(data.studentExperiencePageJson, "content/studentExperiencePage.json").closing;
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" align="center" width="narrow">
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
