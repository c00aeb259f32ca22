import { Button } from "@gse/components";
import { type AdminUser, Code } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { type ReactElement, useCallback, useMemo, useRef, useState } from "react";
import { ConsoleApiError, userMessageOf } from "../../data/console-api.ts";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import type { SaveResult } from "../../pieces/record-form/use-record-form.ts";
import { MissingRecord } from "../../routing/record-outlet.tsx";
import type { UniqueAnswer } from "./UserDataTab.tsx";
import { UserFormView } from "./UserFormView.tsx";
import type { UniqueField } from "./user-data.ts";
import {
  useDocumentTypes,
  useReactivateUser,
  useSaveUser,
  useUniquenessCheck,
  useUserById,
  useUserLinks,
  useUserReferenceData,
} from "./user-form-queries.ts";
import {
  newUserValues,
  saveRequest,
  type UserFormTab,
  type UserFormValues,
  userValues,
} from "./user-form-values.ts";

export interface UserFormScreenProps {
  /** The user's id, or "new". */
  readonly id: string;
  /** The open tab, as the address names it. */
  readonly tab: UserFormTab;
  /** The open tab changed, for the address to hold it. */
  readonly onTabChange: (tab: string) => void;
  /** Back to the list. */
  readonly onLeave: () => void;
  /** A new user was saved: the form resets and the list reloads (spec §4), with the success text. */
  readonly onCreated: (message: string) => void;
  /** A reactivated user, to open in read mode (spec §4: reactivation answering A10). */
  readonly onOpenUser: (id: string) => void;
}

/** A deleted user found on blur, and the blur check waiting on the administrator's choice. */
interface DeletedFound {
  readonly user: AdminUser;
  readonly answer: (choice: UniqueAnswer) => void;
}

/**
 * The user form's data and calls (spec §7 "Users"): the user (GetById), countries, user types, the chosen
 * country's document types, the companies and roles lists; create or modify; getuserexists on blur with the
 * A20 question; the reactivation of a deleted user.
 */
export function UserFormScreen({
  id,
  tab,
  onTabChange,
  onLeave,
  onCreated,
  onOpenUser,
}: UserFormScreenProps): ReactElement {
  const { _ } = useLingui();
  const isNew = id === "new";
  const stored = useUserById(isNew ? undefined : id);
  const { countries, types } = useUserReferenceData();
  const links = useUserLinks(isNew ? undefined : id);
  const [country, setCountry] = useState("");
  const documentTypes = useDocumentTypes(country);
  const save = useSaveUser();
  const check = useUniquenessCheck();
  const reactivate = useReactivateUser();
  const [deleted, setDeleted] = useState<DeletedFound>();
  const [problem, setProblem] = useState<string>();
  const pending = useRef<DeletedFound | undefined>(undefined);
  pending.current = deleted;

  const values = useMemo((): UserFormValues | undefined => {
    if (!countries.data || !links.customers.data || !links.roles.data) return undefined;
    const sources = { countries: countries.data, customers: links.customers.data, roles: links.roles.data };
    if (isNew) return newUserValues(sources);
    return stored.data ? userValues(stored.data, sources) : undefined;
  }, [isNew, stored.data, countries.data, links.customers.data, links.roles.data]);

  const checkUnique = useCallback(
    async (field: UniqueField, value: string): Promise<UniqueAnswer> => {
      try {
        const verdict = await check(field, value);
        if (verdict.kind === "taken") return { taken: verdict.message };
        if (verdict.kind === "free") return {};
        const user = verdict.user;
        return await new Promise<UniqueAnswer>((answer) => setDeleted({ user, answer }));
      } catch {
        // The save checks again on the server; a check that did not answer blocks nothing here.
        return {};
      }
    },
    [check],
  );

  // A user the server does not know (GetById answers 404, or no record): the list says so.
  if (stored.error && isMissingUser(stored.error)) return <MissingRecord record={id} />;
  const failure =
    stored.error ?? countries.error ?? types.error ?? links.customers.error ?? links.roles.error ?? undefined;
  if (failure) {
    return (
      <>
        <p role="alert">{userMessageOf(failure)}</p>
        <Button variant="secondary" onClick={onLeave}>
          {_("Volver")}
        </Button>
      </>
    );
  }
  if (!values || !types.data) return <p role="status">{_("Cargando")}</p>;

  const onSave = async (current: UserFormValues, tab: string): Promise<SaveResult> => {
    try {
      await save.mutateAsync(saveRequest(current, isNew ? undefined : id));
    } catch (error) {
      return { ok: false, message: userMessageOf(error) };
    }
    if (isNew) {
      const message = _("El usuario fue creado con éxito");
      onCreated(message);
      return { ok: true, message };
    }
    return {
      ok: true,
      message:
        tab === "data"
          ? _("Los datos del usuario han sido actualizados")
          : _("¡El usuario fue actualizado con éxito!"),
    };
  };

  /** 'Crear nuevo usuario' empties the field for another value; Escape leaves it as typed. */
  const choose = (choice: "new" | "reactivate" | "neither") => {
    const found = pending.current;
    setDeleted(undefined);
    if (!found) return;
    found.answer(choice === "new" ? { clear: true } : {});
    if (choice !== "reactivate") return;
    reactivate.mutateAsync(found.user.id).then(
      (result) => {
        if (result.informationCode === Code.signedIn) onOpenUser(result.user?.id ?? found.user.id);
        else setProblem(result.information ?? _("No fue posible reactivar el usuario"));
      },
      (error: unknown) => setProblem(userMessageOf(error)),
    );
  };

  return (
    <>
      <UserFormView
        values={values}
        isNew={isNew}
        countries={countries.data ?? []}
        documentTypes={documentTypes.data ?? []}
        userTypes={types.data}
        roles={links.roles.data ?? []}
        onCountryChange={setCountry}
        checkUnique={checkUnique}
        onSave={onSave}
        onLeave={onLeave}
        tab={tab}
        onTabChange={onTabChange}
      />
      {problem && <p role="alert">{problem}</p>}
      <ConfirmDialog
        open={deleted !== undefined}
        message={_("El usuario {userName} fue eliminado. ¿Deseas reactivarlo o crear un nuevo usuario?", {
          userName: deleted?.user.userName ?? "",
        })}
        confirmLabel={_("Reactivar usuario")}
        cancelLabel={_("Crear nuevo usuario")}
        onConfirm={() => choose("reactivate")}
        onCancel={() => choose("new")}
        onClose={() => choose("neither")}
      />
    </>
  );
}

/** GetById's answer for a user that is not there: a 404, or an answer without the record (useUserById). */
function isMissingUser(error: Error): boolean {
  return error instanceof ConsoleApiError ? error.failure.status === 404 : true;
}
