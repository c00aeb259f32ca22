import { type MenuItem, MenuLocation, MenuMessage, type TileItem, tilesWithoutLogos } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { getRouteApi, useBlocker } from "@tanstack/react-router";
import { type ReactElement, useId, useMemo, useState } from "react";
import { listFailureText, userMessageOf } from "../../data/console-api.ts";
import { AlertDialog } from "../../pieces/AlertDialog.tsx";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import { PageTitle } from "../../pieces/PageTitle.tsx";
import { panelId, RecordFormTabs } from "../../pieces/record-form/RecordFormTabs.tsx";
import { type EditorStatus, MenuEditorView } from "./MenuEditorView.tsx";
import {
  contentChanged,
  type MenuContent,
  recordToSave,
  removedItems,
  savedContent,
  savedMessage,
} from "./menu-drafts.ts";
import {
  useApplicationPrivileges,
  useMenuApplications,
  useMenuRecord,
  useSaveMenu,
  useUploadMenuImage,
} from "./menu-editor-queries.ts";
import { type MenuTab, menuTabs } from "./menu-settings-search.ts";

const route = getRouteApi("/menuSettings");

/** What waits for the unsaved-changes answer: another tab, or another application in this tab. */
type Pending = { readonly tab: number } | { readonly appId: number };

/**
 * /menuSettings, 'Ajustes de menú' (spec §2): four tabs, each one location's editor. Edits stay in a draft per
 * tab until 'Guardar menú'; leaving a tab (or its application) with unsaved changes asks first, and a failed
 * save keeps the draft and says why (the original only logged it and still said saved). The open tab and its
 * application are in the address (replaced, not pushed: Back leaves the screen); each tab remembers its own
 * application while the screen is open.
 */
export function MenuSettingsScreen(): ReactElement {
  const { _ } = useLingui();
  const prefix = useId();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = menuTabs.indexOf(search.tab);
  const applications = useMenuApplications();
  // An address naming an application the server does not list opens none: the editor asks for one.
  const appId = applications.data?.some((app) => app.id === search.app) === false ? 0 : search.app;
  const [appIds, setAppIds] = useState<Partial<Record<MenuTab, number>>>({});
  const [drafts, setDrafts] = useState<readonly (MenuContent | undefined)[]>([]);
  const [pending, setPending] = useState<Pending>();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const location = MenuLocation[search.tab];
  const record = useMenuRecord(appId, location);
  const appName = applications.data?.find((app) => app.id === appId)?.name;
  const privileges = useApplicationPrivileges(location === MenuLocation.tiles ? undefined : appName);
  const save = useSaveMenu();
  const upload = useUploadMenuImage();

  const saved = useMemo((): MenuContent | Error | undefined => {
    if (record.data === undefined) return undefined;
    try {
      return savedContent(location, record.data);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [location, record.data]);
  const savedOk = saved instanceof Error ? undefined : saved;
  const draft = drafts[tab];
  const content = draft ?? savedOk;
  const changed = savedOk !== undefined && contentChanged(draft, savedOk);

  const status: EditorStatus =
    appId === 0
      ? "choose"
      : record.isError || saved instanceof Error
        ? "error"
        : content
          ? "ready"
          : "loading";
  const setDraft = (index: number, next: MenuContent | undefined) =>
    setDrafts((current) => Object.assign([...current], { [index]: next }));
  const open = (next: { tab: MenuTab; app: number }) =>
    void navigate({ search: next, replace: true, resetScroll: false });
  const go = (next: Pending) => {
    if ("appId" in next) {
      setDraft(tab, undefined);
      open({ tab: search.tab, app: next.appId });
      return;
    }
    const nextTab = menuTabs[next.tab] ?? "side";
    setAppIds((current) => ({ ...current, [search.tab]: appId }));
    open({ tab: nextTab, app: appIds[nextTab] ?? 0 });
  };
  const ask = (next: Pending) => (changed ? setPending(next) : go(next));
  // Leaving the screen (side menu, top menu, Back) with unsaved changes asks as a tab change does; closing or
  // reloading the page gets the browser's own question.
  const leaving = useBlocker({
    shouldBlockFn: ({ next }) => changed && next.pathname.toLowerCase() !== "/menusettings",
    enableBeforeUnload: () => changed,
    withResolver: true,
  });
  const asking = pending !== undefined || leaving.status === "blocked";
  const answered = (goOn: boolean) => {
    if (leaving.status === "blocked") {
      if (goOn) leaving.proceed();
      else leaving.reset();
      return;
    }
    if (goOn && pending) go(pending);
    setPending(undefined);
  };

  const saveMenu = async (): Promise<boolean> => {
    if (!content || appId === 0) return false;
    // Spec §4: a tile menu is saved only with both logos on every tile (the API refuses it too).
    if (content.kind === "tiles" && tilesWithoutLogos(content.tiles).length > 0) {
      setFailure(_(MenuMessage.logosRequired));
      return false;
    }
    const body = recordToSave(location, appId, record.data ?? null, content);
    try {
      await save.mutateAsync(body);
      setDraft(tab, undefined);
      const removed = savedOk ? removedItems(savedOk, content) : 0;
      setNotice(
        removed > 0
          ? `${_("El ítem ha sido eliminado")}. ${_(savedMessage(body.id))}`
          : _(savedMessage(body.id)),
      );
      return true;
    } catch (error) {
      setFailure(userMessageOf(error));
      return false;
    }
  };

  return (
    <>
      <PageTitle>{_("Ajustes de menú")}</PageTitle>
      <RecordFormTabs
        label={_("Ajustes de menú")}
        tabs={[
          { id: "side", label: _("Menú lateral") },
          { id: "top", label: _("Menú superior") },
          { id: "user", label: _("Menú de usuario") },
          { id: "tiles", label: _("Menú suite aplicaciones") },
        ]}
        selected={tab}
        onSelect={(index) => index !== tab && ask({ tab: index })}
        idPrefix={prefix}
      />
      <div role="tabpanel" id={panelId(prefix)} aria-labelledby={`${prefix}-tab-${tab}`}>
        <MenuEditorView
          key={location}
          location={location}
          applications={applications.data}
          appId={appId}
          onAppChange={(id) => ask({ appId: id })}
          status={status}
          failure={
            saved instanceof Error
              ? saved.message
              : (listFailureText(record.error) ?? listFailureText(applications.error))
          }
          items={content?.kind === "tree" ? content.items : []}
          onItemsChange={(items: MenuItem[]) => setDraft(tab, { kind: "tree", items })}
          tiles={{
            tiles: content?.kind === "tiles" ? content.tiles : [],
            onTilesChange: (tiles: TileItem[]) => setDraft(tab, { kind: "tiles", tiles }),
          }}
          onUpload={(fileName, base64) =>
            upload.mutateAsync({
              ApplicationName: fileName.replace(/\.png$/i, ""),
              Extension: ".png",
              ImageBase64: base64,
            })
          }
          privileges={privileges.data}
          privilegesFailure={
            privileges.isError
              ? (listFailureText(privileges.error) ?? _("No se pudieron cargar los privilegios."))
              : appId !== 0 && location !== MenuLocation.tiles && !appName && applications.isFetched
                ? _("No se pudieron cargar los privilegios.")
                : undefined
          }
          onRetryPrivileges={() => void privileges.refetch()}
          changed={changed}
          saving={save.isPending}
          onRevert={() => setDraft(tab, undefined)}
          onSave={() => void saveMenu()}
        />
      </div>
      <ConfirmDialog
        open={asking}
        title={_("Cambios sin guardar")}
        message={_("Debes dar clic en el botón Guardar Menú para aplicar los cambios")}
        cancelLabel={_("No guardar")}
        confirmLabel={_("Guardar menú")}
        busy={save.isPending}
        onCancel={() => {
          setDraft(tab, undefined);
          answered(true);
        }}
        onConfirm={async () => answered(await saveMenu())}
        onClose={() => answered(false)}
      />
      <ConfirmDialog
        open={notice !== undefined}
        message={notice ?? ""}
        onClose={() => setNotice(undefined)}
      />
      <AlertDialog
        open={failure !== undefined}
        kind="error"
        message={failure ?? ""}
        onClose={() => setFailure(undefined)}
      />
    </>
  );
}
