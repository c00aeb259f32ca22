import { useAppVersion, useFamilyPart, useLingui } from "@gse/sdk";

/** 'Versión 1.8.0': the application's version, once the server has said it, or the family's `appVersion` part. */
export function AppVersion() {
  const { _ } = useLingui();
  const version = useAppVersion();
  const Part = useFamilyPart("appVersion");
  if (!version) return null;
  return Part ? (
    <Part version={version} />
  ) : (
    <span>{_({ id: "Versión {version}", values: { version } })}</span>
  );
}
