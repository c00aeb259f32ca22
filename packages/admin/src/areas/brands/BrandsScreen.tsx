import type { BrandRevision, StoredBrand } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useState } from "react";
import { listFailureText } from "../../data/console-api.ts";
import { AlertDialog, type AlertKind } from "../../pieces/AlertDialog.tsx";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import { BrandsView } from "./BrandsView.tsx";
import { useBrandPreview, useBrandRollback, useStoredBrands } from "./brand-queries.ts";

/**
 * /brands: the store's brands and revisions; a preview opens the portal in that revision in a new tab, a rollback
 * asks first, then shows the server's answer and reloads the list.
 */
export function BrandsScreen(): ReactElement {
  const { _ } = useLingui();
  const list = useStoredBrands();
  const preview = useBrandPreview();
  const rollback = useBrandRollback();
  const [asked, setAsked] = useState<{ brand: StoredBrand; revision: BrandRevision }>();
  const [alert, setAlert] = useState<{ kind: AlertKind; message: string }>();
  const failed = (error: unknown) => {
    const message = listFailureText(error);
    if (message) setAlert({ kind: "error", message });
  };
  return (
    <>
      <BrandsView
        brands={list.data ?? []}
        loading={list.isFetching}
        problem={listFailureText(list.error)}
        onPreview={async (brand, revision) => {
          // Opened before the answer, so the browser counts it as the click's own window, not a pop-up.
          const tab = window.open("about:blank", "_blank");
          try {
            const { link } = await preview.mutateAsync({ key: brand.key, revision: revision.id });
            if (tab) tab.location.href = link;
            else window.location.assign(link);
          } catch (error) {
            tab?.close();
            failed(error);
          }
        }}
        onRollback={(brand, revision) => setAsked({ brand, revision })}
      />
      <ConfirmDialog
        open={asked !== undefined}
        message={
          asked
            ? _("¿Está seguro que desea volver la marca {title} a la revisión {id}?", {
                title: asked.brand.title,
                id: asked.revision.id,
              })
            : ""
        }
        busy={rollback.isPending}
        onClose={() => setAsked(undefined)}
        onConfirm={async () => {
          if (!asked) return;
          try {
            const message = await rollback.mutateAsync({ key: asked.brand.key, revision: asked.revision.id });
            setAlert({ kind: "notification", message });
          } catch (error) {
            failed(error);
          } finally {
            setAsked(undefined);
          }
        }}
      />
      <AlertDialog
        open={alert !== undefined}
        kind={alert?.kind ?? "notification"}
        message={alert?.message ?? ""}
        onClose={() => setAlert(undefined)}
      />
    </>
  );
}
