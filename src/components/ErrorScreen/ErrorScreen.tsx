import Container from "../Container/Container";
import SmartLink from "../SmartLink/SmartLink";
import * as styles from "./ErrorScreen.module.scss";

// What a visitor sees when a page throws while rendering in the browser: a titled message inside
// the normal layout (nav and footer keep working) and a way home, never a blank page.
// Texts come from content/site.json errorScreen, passed in by Layout (which already queries them),
// so this component needs no query of its own and can render even when page data is broken.
export default function ErrorScreen({ title, message, homeLabel }: Record<"title" | "message" | "homeLabel", string>) {
  return (
    <div className={styles.screen} role="alert">
      <Container width="narrow">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <SmartLink to="/" className={styles.home}>
          {homeLabel}
        </SmartLink>
      </Container>
    </div>
  );
}
