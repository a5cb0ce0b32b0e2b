import { graphql } from "gatsby";
import SmartLink from "../../components/SmartLink/SmartLink";
import { formatEventDayShort } from "../../lib/events";
import * as styles from "./NextEvent.module.scss";

// One line on the next event that fits the page (NextEventBlock.event, chosen at build time: on a
// program's page its next information session, else the next event about the whole university):
// a label, the event's title linking to its card where the events are listed (with its hours,
// place and sign-up), and its day.
// With no event ahead, the events' "none" words when the block asks for them, else nothing at all.
// No JavaScript: the daily build moves it on (the list it links to re-evaluates in the browser).
export const query = graphql`
  fragment NextEventBlock on NextEventBlock {
    nextEvent: block {
      label
      to
      sayNone
      event(program: $slug) {
        title
        date(formatString: "YYYY-MM-DD")
        anchor
      }
      content {
        events {
          labels {
            none
          }
        }
      }
    }
  }
`;

export default function NextEvent({ block }: { block: Queries.NextEventBlockFragment["nextEvent"] }) {
  const { event, label, to } = block;
  const { labels } = block.content.events;
  if (!event && !block.sayNone) return null;
  // One element with one class, its parts styled by tag: the home page is at its HTML budget.
  return (
    <p className={styles.next}>
      <span>{label}</span>
      {event ? (
        <>
          <SmartLink to={`${to}#${event.anchor}`}>{event.title}</SmartLink>
          <time dateTime={event.date}>{formatEventDayShort(event.date)}</time>
        </>
      ) : (
        <SmartLink to={to}>{labels.none}</SmartLink>
      )}
    </p>
  );
}
