import { formatUsdCompact, formatYears } from "./format";
import { addressLines, type PostalAddress } from "./address";
import { lockupLines } from "./lockup";
import { emailAddress, mailtoHref, telHref, type SiteContactLike } from "./links";
import { deadlineIcsPath, eventAnchor, eventIcsPath } from "./calendarPaths";
import { isEventAhead } from "../../src/lib/events";
import { applicationsSummary, hasCalendarFile, type DeadlineCycle, type DeadlineLabels, type SummaryLabels } from "../../src/lib/deadlines";
import { buildDate } from "./buildDate";
import { contentNodes, type NodeContext } from "./contentRoot";

// Values the site shows that content stores raw, computed once at build time as GraphQL fields,
// so no component (and no browser) formats them: a duration's words, a funding label, the
// address's printed lines, the name on the logo's two lines (lockup.ts), tel: and mailto: links,
// the menu's contact lines, a deadline's and an event's calendar file, the home page's sentence on
// applications (as of the build's date).

/** SDL of the object types these fields return. */
export const DISPLAY_TYPE_DEFS = `
  "An e-mail address of site.json emails, written out and as a mailto: link."
  type EmailLink {
    "The whole address: local part @ the site's domain."
    address: String!
    "mailto: link to the address."
    href: String!
  }

  "A contact line of the mobile menu (SiteJson.menuContact)."
  type ContactLine {
    label: String!
    value: String!
    href: String!
  }
`;

/** Resolvers by type and field (for Gatsby's createResolvers). */
export const displayResolvers = {
  Address: {
    lines: {
      type: "[String!]!",
      description: 'The address as printed: the street, then "City, ST 12345".',
      resolve: (address: PostalAddress) => addressLines(address),
    },
  },
  Phone: {
    href: {
      type: "String!",
      description: "tel: link dialling the E.164 number.",
      resolve: (phone: { e164: string }) => telHref(phone.e164),
    },
  },
  SiteJson: {
    email: {
      type: "EmailLink!",
      args: { key: { type: "String!", description: 'A key of site.json emails: "info", "admissions", ...' } },
      description: "An address of site.json emails, written out and as a mailto: link.",
      resolve: (site: SiteContactLike, { key }: { key: string }) => {
        const address = emailAddress(key, site);
        return { address, href: mailtoHref(address) };
      },
    },
    menuContact: {
      type: "[ContactLine!]!",
      description: "Phone and e-mail for the mobile menu: label, shown value and tel:/mailto: href.",
      resolve: (site: SiteContactLike & { phone: { display: string }; ui: { phoneLabel: string; emailLabel: string } }) => {
        const email = emailAddress("info", site);
        return [
          { label: site.ui.phoneLabel, value: site.phone.display, href: telHref(site.phone.e164) },
          { label: site.ui.emailLabel, value: email, href: mailtoHref(email) },
        ];
      },
    },
    nameLines: {
      type: "[String!]!",
      description: 'The university\'s name split for the logo lockup: [first line, second line or ""].',
      resolve: (site: { name: string }) => lockupLines(site.name),
    },
  },
  ProgramDuration: {
    text: {
      type: "String!",
      description: 'The duration in words: "4 years", "2-3 years".',
      resolve: (duration: { minYears: number; maxYears: number }) => formatYears(duration.minYears, duration.maxYears),
    },
  },
  ResearchArea: {
    fundingText: {
      type: "String!",
      description: 'The annual funding as the copy writes it: 800000 -> "$800K+".',
      resolve: (area: { fundingUsd: number }) => formatUsdCompact(area.fundingUsd),
    },
  },
  DeadlinesJson: {
    summaryText: {
      type: "String!",
      description:
        'The home page\'s sentence on applications as of the build\'s date: how many programs take applications and which closes next ("Applications are open for 7 of our 8 programs; Dental Medicine closes December 1, 2026."); "" when nothing is open and no cycle is ahead.',
      resolve: async (
        file: {
          deadlines: { program: string; date?: string | null }[];
          cycle?: DeadlineCycle | null;
          labels: DeadlineLabels;
          summary: SummaryLabels;
        },
        _args: unknown,
        context: NodeContext,
      ) => {
        const node = contentNodes("DeadlinesJson.summaryText", context);
        const programs = await node<{ programs: unknown[] }>("ProgramsJson", "content/programs.json");
        return applicationsSummary(file.deadlines, file.cycle, buildDate(), programs.programs.length, file.labels, file.summary);
      },
    },
  },
  Deadline: {
    calendarPath: {
      type: "String",
      description:
        "Path of the deadline's calendar file (.ics): only a deadline on or after the build's date has one; null once passed and for rolling admissions (no date).",
      resolve: (deadline: { program: string; date?: string | null }) =>
        hasCalendarFile(deadline, buildDate()) ? deadlineIcsPath(deadline.program) : null,
    },
  },
  Event: {
    calendarPath: {
      type: "String",
      description:
        "Path of the event's calendar file (.ics): only an event on or after the build's date has one (plugins/hosting writes it); null once past.",
      resolve: (event: { date: string; title: string }) => (isEventAhead(event, buildDate()) ? eventIcsPath(event) : null),
    },
    anchor: {
      type: "String!",
      description:
        'Anchor id of the event\'s card where the events are listed, from its day and title ("event-2027-01-23-winter-open-house"): the home page and the program pages link to it.',
      resolve: (event: { date: string; title: string }) => eventAnchor(event),
    },
  },
};
