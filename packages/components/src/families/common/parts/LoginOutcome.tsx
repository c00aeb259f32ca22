import { loginMessages, type LoginOutcome as Outcome, useLingui } from "@gse/sdk";
import styled from "styled-components";
import { Countdown } from "../../../primitives/Countdown.tsx";
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

export interface LoginOutcomeProps {
  readonly outcome: Outcome;
  /** The brand's support contact, else the runtime config's (the flow's `supportContact`). */
  readonly supportContact: string | null;
  /** The R13 hint, naming the page's reset link; common's 'Recordar contraseña' when left out. */
  readonly lockHint?: string;
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
        <Notice $tone="error">
          <p>
            <Countdown secondsLeft={outcome.secondsLeft}>
              {(time) => _({ id: loginMessages.locked, values: { time } })}
            </Countdown>
          </p>
          <p>{_(lockHint)}</p>
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
