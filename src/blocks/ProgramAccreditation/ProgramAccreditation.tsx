import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramAccreditation.module.scss";

// The program's accrediting body by its full name (a link to its site) and the status it grants.
export const query = graphql`
  fragment ProgramAccreditationBlock on ProgramAccreditationBlock {
    programAccreditation: block {
      id
      heading
      bodyLabel
      statusLabel
      content {
        programs {
          program(slug: $slug) {
            accreditation {
              body
              abbreviation
              status
              url
            }
          }
        }
      }
    }
  }
`;

export default function ProgramAccreditation({ block }: { block: Queries.ProgramAccreditationBlockFragment["programAccreditation"] }) {
  const { id, heading, bodyLabel, statusLabel } = block;
  const { body, abbreviation, status, url } = block.content.programs.program.accreditation;
  return (
    <Section id={id} heading={heading} width="narrow">
      <dl className={styles.facts}>
        <div>
          <dt>{bodyLabel}</dt>
          <dd>
            <a href={url} rel="noopener noreferrer" className={styles.body}>
              {`${body} (${abbreviation})`}
            </a>
          </dd>
        </div>
        <div>
          <dt>{statusLabel}</dt>
          <dd>{status}</dd>
        </div>
      </dl>
    </Section>
  );
}
