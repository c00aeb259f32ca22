import { MaintenanceOverlay, NoticeDialog } from "@gse/components";
import { isLoginRoute, useMaintenance, useSession, useSignIn } from "@gse/sdk";
import { useLocation } from "./location.tsx";
import { usePortal } from "./portal-context.tsx";

/** The maintenance window blocks the login screens (spec §2) until the user says Entendido. */
function LoginMaintenance() {
  const { brand } = usePortal();
  const { open, message, dismiss } = useMaintenance();
  return <MaintenanceOverlay brand={brand} open={open} message={message} onAccept={dismiss} />;
}

/** Page-wide layers: the notice dialog (403, revoked, session status) everywhere, maintenance on login. */
export function PageOverlays() {
  const runtime = useSignIn();
  const { pathname } = useLocation();
  const isAuth = useSession(runtime.session, (state) => state.isAuth);
  return (
    <>
      <NoticeDialog />
      {isLoginRoute(pathname) && !isAuth && <LoginMaintenance />}
    </>
  );
}
