import { i18n } from "@gse/sdk";
import { PageTitle } from "../../pieces/PageTitle.tsx";

/** An area's page frame: its title (spec §2). Each area's issue fills it with the area's list and forms. */
export function AreaScreen({ title }: { readonly title: string }) {
  return <PageTitle>{i18n._(title)}</PageTitle>;
}
