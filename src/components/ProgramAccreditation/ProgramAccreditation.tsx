import { graphql } from "gatsby";
import Section from "../Section/Section";
import * as styles from "./ProgramAccreditation.module.scss";

// The program's accrediting body by its full name (a link to its site) and the status it grants.
export const query = graphql`
  fragment ProgramAccreditation on Program {
    accreditation {
      body
      abbreviation
      status
      url
    }
  }

  fragment ProgramAccreditationCopy on ProgramPageJson {
    accreditation {
      id
      heading
      bodyLabel
      statusLabel
    }
  }
`;

export interface ProgramAccreditationProps {
  program: Queries.ProgramAccreditationFragment;
  copy: Queries.ProgramAccreditationCopyFragment;
}

export default function ProgramAccreditation({ program, copy }: ProgramAccreditationProps) {
  const { id, heading, bodyLabel, statusLabel } = copy.accreditation;
  const { body, abbreviation, status, url } = program.accreditation;
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
