import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import * as styles from "./ClosingCta.module.scss";

// The closing band of /academics: a short prompt and the next steps (apply, requirements, ask).
// Ocean, not navy, so it stays distinct from the navy footer right below it.
export const query = graphql`
  fragment AcademicsClosing on Query {
    academicsPageJson {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function ClosingCta({ data }: { data: Queries.AcademicsClosingFragment }) {
  const { id, heading, text, actions } = required(data.academicsPageJson, "content/academicsPage.json").closing;
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" align="center" className={styles.section}>
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
