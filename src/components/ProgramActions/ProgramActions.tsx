import SmartLink from "../SmartLink/SmartLink";
import * as buttons from "../ActionLinks/ActionLinks.module.scss";

// A program's two buttons, wherever a program is offered (its page's hero, its card on
// /academics, its application path): the first primary, the second outlined. Each names the
// program for screen readers, since a page can list several programs' buttons side by side; an
// e-mail also says that it opens the mail app, and a phone call (the campus, not the program)
// adds nothing. The list's layout is its place's (`className`).
export interface ProgramAction {
  label: string;
  href: string;
  kind?: string; // a ResolvedCallToAction's: "email", "phone", ...
}

export interface ProgramActionsProps {
  program: string; // its name
  actions: readonly [ProgramAction, ProgramAction];
  opensEmail: string;
  className: string;
  /** The two buttons' classes, where a place styles its own (the /academics cards). */
  buttonClassNames?: readonly [string, string];
  /** data-actions on the list (a hero's: HERO_ACTIONS_MARK, which the phone action bar watches). */
  mark?: string;
}

export default function ProgramActions({ program, actions, opensEmail, className, buttonClassNames, mark }: ProgramActionsProps) {
  const classes = buttonClassNames ?? [buttons.primary, buttons.secondary];
  return (
    <ul className={className} data-actions={mark}>
      {actions.map((action, index) => (
        <li key={action.href}>
          <SmartLink to={action.href} className={classes[index]}>
            {action.label}
            {action.kind === "phone" ? null : (
              <span className="visually-hidden">{action.kind === "email" ? `: ${program} (${opensEmail})` : `: ${program}`}</span>
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
