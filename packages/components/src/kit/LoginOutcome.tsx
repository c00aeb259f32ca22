import { loginMessages, type LoginOutcome as Outcome, useLingui } from "@gse/sdk";
import styled from "styled-components";
import { Countdown } from "../primitives/Countdown.tsx";
import { Link } from "../primitives/Link.tsx";
import { LiveRegion, Notice } from "./Notice.tsx";

const Mail = styled.a`
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
`;

/** The hint's link keeps the notice's own colour: the link colour is only checked against the page background. */
const HintLink = styled(Link)`
  && {
    color: inherit;
  }
`;

export interface LoginOutcomeProps {
  readonly outcome: Outcome;
  /** The brand's support contact, else the runtime config's (the flow's `supportContact`). */
  readonly supportContact: string | null;
  /** The R13 hint, naming the page's reset link; common's 'Recordar contraseña' when left out. */
  readonly lockHint?: string;
  /**
   * The page's reset link, whose words in the lock hint become that link: the hint points at the
   * way out instead of sending the eye to look for it.
   */
  readonly resetLink?: ResetLink;
  /** The lock notice's id, so the disabled Ingresar can name it as the reason (aria-describedby). */
  readonly lockNoticeId?: string;
}

export interface ResetLink {
  readonly href: string;
  /** The link's words (a catalog id), as the hint quotes them. */
  readonly label: string;
  readonly onNavigate: (href: string) => void;
}

/** The hint with the reset link's words as the link; the plain hint when the translation does not quote them. */
function LockHint({ hint, link }: { readonly hint: string; readonly link: ResetLink | undefined }) {
  const { _ } = useLingui();
  const text = _(hint);
  const label = link && _(link.label);
  const at = label ? text.indexOf(label) : -1;
  if (!link || !label || at < 0) return <p>{text}</p>;
  return (
    <p>
      {text.slice(0, at)}
      <HintLink href={link.href} onNavigate={link.onNavigate} variant="inline">
        {label}
      </HintLink>
      {text.slice(at + label.length)}
    </p>
  );
}

/**
 * What the last sign-in attempt came to (spec §4, §8): the server's refusal with the attempts left (R11), the
 * temporary lock counting down in mm:ss (R13) with the hint to use the reset link, the release, or the
 * permanent lock with the support contact (A20, isBlocked).
 */
export function LoginOutcome({
  outcome,
  supportContact,
  lockHint = loginMessages.lockHint,
  resetLink,
  lockNoticeId,
}: LoginOutcomeProps) {
  const { _ } = useLingui();
  return (
    <LiveRegion>
      {outcome.kind === "refused" && (
        <Notice $tone="error">
          <p>{_(outcome.message)}</p>
          {outcome.attemptsText && <p>{_(outcome.attemptsText)}</p>}
        </Notice>
      )}
      {outcome.kind === "locked" && (
        <Notice $tone="error" id={lockNoticeId}>
          <p>
            <Countdown secondsLeft={outcome.secondsLeft}>
              {(time) => _({ id: loginMessages.locked, values: { time } })}
            </Countdown>
          </p>
          <LockHint hint={lockHint} link={resetLink} />
        </Notice>
      )}
      {outcome.kind === "released" && (
        <Notice $tone="info">
          <p>{_(loginMessages.released)}</p>
        </Notice>
      )}
      {outcome.kind === "blocked" && (
        <Notice $tone="error">
          <p>
            {_(loginMessages.blocked)} {(() => {
              const contact = supportContact ?? outcome.supportContact;
              return <Mail href={`mailto:${contact}`}>{contact}</Mail>;
            })()}
          </p>
        </Notice>
      )}
    </LiveRegion>
  );
}
