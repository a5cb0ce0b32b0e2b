import { graphql } from "gatsby";
import PhotoSection from "../../components/PhotoSection/PhotoSection";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Checklist.module.scss";

// Short lines, each after a check mark (the block's icon, or CircleCheck), under a heading: the
// lines written in the block or a content file's (ChecklistBlock.lines, plugins/pages
// blockFields.ts: the admission requirements of content/requirements.json). "list": a plain
// checklist, one column, beside a photo from 1024 px (below it on phones); "columns": a compact
// checklist, not boxes: bolder lines over hairlines, two columns from 768 px, then a note.
export const query = graphql`
  fragment ChecklistBlock on ChecklistBlock {
    checklist: block {
      layout
      id
      eyebrow
      heading
      intro
      lines
      iconSvg
      note
      photo {
        alt
        img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5, outputPixelDensities: [0.5, 1, 1.25, 2]) {
          ...PhotoImg
        }
      }
      content {
        checkIcon: iconSvg(name: "CircleCheck")
      }
    }
  }
`;

export default function Checklist({ block }: { block: Queries.ChecklistBlockFragment["checklist"] }) {
  const { id, eyebrow, heading, intro, lines, note, photo } = block;
  const icon = block.iconSvg ?? block.content.checkIcon;
  const columns = block.layout === "columns";
  return (
    <PhotoSection id={id} eyebrow={eyebrow} heading={heading} intro={intro} photo={photo}>
      <ul className={columns ? styles.columns : styles.bullets}>
        {lines.map((line) => (
          <li key={line} className={columns ? styles.item : undefined}>
            <Icon svg={icon} size={24} className={columns ? styles.icon : styles.check} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </PhotoSection>
  );
}
