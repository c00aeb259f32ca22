import { useLingui, useNotice, useSignIn } from "@gse/sdk";
import { useEffect } from "react";
import { Button } from "../primitives/Button.tsx";
import { Dialog } from "../primitives/Dialog.tsx";

/**
 * The page-wide notices any call can raise (spec §4, §8): insufficient privileges (403), a revoked session
 * (R101) and the single-session status pushed by the hub. Aceptar runs the notice's own action. The
 * session-status notice is not closable and hides itself after its delay (7000 ms), running the same action.
 */
export function NoticeDialog() {
  const { _ } = useLingui();
  const { notices } = useSignIn();
  const { notice, accept } = useNotice(notices);

  const autoHideMs = notice?.kind === "sessionStatus" ? notice.autoHideMs : undefined;
  useEffect(() => {
    if (autoHideMs === undefined) return;
    const timer = setTimeout(accept, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, accept]);

  const closable = notice !== undefined && notice.kind !== "sessionStatus";
  return (
    <Dialog
      open={notice !== undefined}
      title={_("Aviso")}
      {...(closable ? { onClose: accept } : {})}
      actions={<Button onClick={accept}>{_("Aceptar")}</Button>}
    >
      {notice?.message ? _(notice.message) : null}
    </Dialog>
  );
}
