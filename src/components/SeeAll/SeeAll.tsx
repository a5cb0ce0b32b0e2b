import SmartLink from "../SmartLink/SmartLink";
import * as styles from "./SeeAll.module.scss";

// The link under a list that shows only the first records of a collection that grows (every
// program: plugins/pages/boundedLists.ts), to the page that lists them all; nothing while all are shown.
export default function SeeAll({ more, label, to }: { more: boolean; label: string; to: string }) {
  if (!more) return null;
  return (
    <p className={styles.all}>
      <SmartLink to={to}>{label}</SmartLink>
    </p>
  );
}
