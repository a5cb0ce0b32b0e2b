import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import { useToday } from "../../hooks/useToday";
import { eventDayParts, eventStatus, formatEventDay, formatEventTime, upcomingEvents } from "../../lib/events";
import * as styles from "./Events.module.scss";

// A section of events (/visit#events): its heading and intro over EventList, the events of
// content/events.json still ahead, earliest first: each with a date leaf, its
// kind (and program), title, day and hours (Florida time, said so), place or "Online" with its
// meeting link, description, status ("Today", "Full"; src/lib/events.ts), a sign-up (an e-mail
// naming the event, or the phone: Event.signUpAction, made at build time) and its calendar file.
// Which events are listed is decided for the build's day, so the browser hydrates the same rows;
// their statuses are then re-evaluated for the visitor's day (useToday). A row whose day has
// passed since the build keeps its place (a list that shrank would move what follows): it says
// "Ended" and its actions are hidden, until the next build drops it. Every word is content's.
export const query = graphql`
  fragment EventsBlock on EventsBlock {
    events: block {
      id
      heading
      intro
      content {
        ...EventList
      }
    }
  }

  fragment EventList on Content {
    buildDate
    events {
      labels {
        kinds {
          tour
          openHouse
          infoSession
        }
        kindDescriptions {
          tour
          openHouse
          infoSession
        }
        time
        online
        joinOnline
        today
        full
        ended
        fullNote
        addToCalendar
        none
      }
      events {
        title
        kind
        date(formatString: "YYYY-MM-DD")
        start
        end
        format
        place
        link
        program
        description
        full
        calendarPath
        anchor
        signUpAction {
          label
          href
          kind
        }
      }
    }
    site {
      ui {
        opensEmail
      }
    }
  }
`;

type Data = Queries.EventListFragment;
type Event = Data["events"]["events"][number];
type Labels = Data["events"]["labels"];

export interface EventListProps {
  /** The fragment above (`content { ...EventList }`): the build's date, the events and their words. */
  content: Data;
  /** At most this many events, the earliest first; all ahead when left out. */
  max?: number;
  /** The level of each event's title heading: 3 under a section's h2 (the default). */
  headingLevel?: 2 | 3 | 4;
}

export default function Events({ block }: { block: Queries.EventsBlockFragment["events"] }) {
  return (
    <Section id={block.id} heading={block.heading} intro={block.intro}>
      <EventList content={block.content} />
    </Section>
  );
}

export function EventList({ content, max, headingLevel = 3 }: EventListProps) {
  const today = useToday(content.buildDate);
  const { labels } = content.events;
  // Chosen for the build's day, never the visitor's: the rows the HTML has are the rows hydrated.
  const shown = upcomingEvents(content.events.events, content.buildDate).slice(0, max);
  if (shown.length === 0) return <p className={styles.none}>{labels.none}</p>;
  return (
    <ol className={styles.list}>
      {shown.map((event, index) => (
        <EventItem
          key={`${event.date} ${event.title}`}
          event={event}
          labels={labels}
          today={today}
          headingLevel={headingLevel}
          opensEmail={content.site.ui.opensEmail}
          firstOfKind={shown.findIndex((e) => e.kind === event.kind) === index}
        />
      ))}
    </ol>
  );
}

interface EventItemProps {
  event: Event;
  labels: Labels;
  today: string;
  headingLevel: 2 | 3 | 4;
  opensEmail: string;
  /** No earlier row of the list is of its kind. */
  firstOfKind: boolean;
}

function EventItem({ event, labels, today, headingLevel, opensEmail, firstOfKind }: EventItemProps) {
  const status = eventStatus(event, today, labels);
  const leaf = eventDayParts(event.date);
  const day = formatEventDay(event.date);
  const Heading = `h${headingLevel}` as const;
  const kind = labels.kinds[event.kind as keyof Labels["kinds"]];
  // A recurring event (the weekly tour) is described once, by its kind, on the first of its rows.
  const description = event.description ?? (firstOfKind ? labels.kindDescriptions?.[event.kind as keyof Labels["kinds"]] : null);
  const signUp = event.signUpAction;
  return (
    <li id={event.anchor} className={status.when === "past" ? `${styles.event} ${styles.past}` : styles.event} data-when={status.when}>
      <p className={styles.leaf} aria-hidden="true">
        <span>{leaf.weekday}</span>
        <span className={styles.leafDay}>{leaf.day}</span>
        <span>{leaf.month}</span>
      </p>
      <div className={styles.body}>
        <p className={styles.kind}>{event.program ? `${kind} · ${event.program}` : kind}</p>
        <Heading className={styles.title}>{event.title}</Heading>
        <p className={styles.when}>
          <time dateTime={`${event.date}T${event.start}`}>{day}</time>
          <span className={styles.hours}>{formatEventTime(event, labels.time)}</span>
        </p>
        <p className={styles.where}>
          {event.format === "online" ? (
            <>
              {labels.online}
              {event.link ? (
                <span className={styles.meeting}>
                  {" · "}
                  <SmartLink to={event.link} className={styles.join}>
                    {labels.joinOnline}
                    <span className={styles.hint}>{`: ${event.title}`}</span>
                  </SmartLink>
                </span>
              ) : null}
            </>
          ) : (
            event.place
          )}
        </p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.side}>
        {/* Always there, empty without a status: a badge the browser adds or changes moves nothing. */}
        <p className={styles.status}>
          <span className={status.badge ? styles[status.badge] : styles.noBadge}>{status.label}</span>
        </p>
        {/* Once past, hidden (CSS), not removed: the row keeps its height. */}
        <ul className={styles.actions}>
          <li>
            {event.full ? (
              <span className={styles.fullNote}>{labels.fullNote}</span>
            ) : (
              <a className={styles.signUp} href={signUp.href}>
                {signUp.kind === "email" ? signUp.label : keepTogether(signUp.label)}
                <span className={styles.hint}>
                  {signUp.kind === "email" ? `: ${event.title}, ${day} (${opensEmail})` : keepTogether(`: ${event.title}, ${day}`)}
                </span>
              </a>
            )}
          </li>
          {event.calendarPath ? (
            <li>
              {/* A static file, not a page: a plain <a download>, never Gatsby's router. */}
              <a className={styles.calendar} href={event.calendarPath} download>
                {labels.addToCalendar}
                <span className={styles.hint}>{`: ${event.title}, ${day}`}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </li>
  );
}

/**
 * Words on one line, their spaces non-breaking: a tel: link's (the HTML validator's rule for a
 * phone number shown, which the event's day in its hidden words would otherwise trip).
 */
function keepTogether(text: string): string {
  return text.replace(/ /g, "\u00a0");
}
