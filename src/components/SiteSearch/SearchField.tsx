import { forwardRef, type InputHTMLAttributes } from "react";
import * as styles from "./SearchField.module.scss";

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "autoComplete" | "spellCheck">;

// The one search field, in the header's search box and on the search page: typed words are a
// query, never a word to complete or correct.
const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(props, ref) {
  return <input ref={ref} type="search" className={styles.field} autoComplete="off" spellCheck={false} {...props} />;
});

export default SearchField;
