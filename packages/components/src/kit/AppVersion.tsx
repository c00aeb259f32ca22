import { useAppVersion, useLingui } from "@gse/sdk";

/** 'Versión 1.8.0': the application's version, once the server has said it. */
export function AppVersion() {
  const { _ } = useLingui();
  const version = useAppVersion();
  return version ? <span>{_({ id: "Versión {version}", values: { version } })}</span> : null;
}
