import { focusRing, touchTarget } from "@gse/components";
import { type AppForAssign, firstRuleMessage, type Privilege, RolePrivilegesRule } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import { Switch } from "../../pieces/Switch.tsx";
import {
  allPrivilegesAssigned,
  applicationRows,
  heldPrivileges,
  offeredPrivileges,
  type RoleValues,
  withAllPrivileges,
  withPrivilege,
  withVisibility,
} from "./role-card.ts";

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px;
`;

const Apps = styled.ul`
  flex: 1 1 220px;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.input.border};
  border-radius: 6px;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px;
    padding: 4px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.input.border};
  }
`;

const Pick = styled.button<{ $selected: boolean }>`
  ${touchTarget}
  flex: 1 1 auto;
  padding: 0 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  text-align: left;
  text-decoration: ${({ $selected }) => ($selected ? "underline" : "none")};
  cursor: pointer;
  ${focusRing}
`;

const Privileges = styled.div`
  flex: 2 1 280px;
  min-width: 0;
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;

  & th,
  & td {
    padding: 4px 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.input.border};
  }
`;

const FieldError = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

const firstMessage = (errors: readonly unknown[]) =>
  errors.find((error): error is string => typeof error === "string" && error !== "");

/**
 * The contract's '*Se requiere mínimo un privilegio' (spec §5), run as a function: the rule reads any entry
 * with a privilege list, which the form's stricter entry type cannot take as a Standard Schema.
 */
const atLeastOnePrivilege = ({ value }: { value: RoleValues["application"] }) =>
  firstRuleMessage(RolePrivilegesRule, value);

export interface RoleApplicationsTabProps {
  readonly form: RecordFormApi<RoleValues>;
  readonly editable: boolean;
  /** Every application (RESETOTP is left out here). */
  readonly applications: readonly AppForAssign[];
  /** Every privilege; only the active ones of the chosen application are offered. */
  readonly privileges: readonly Privilege[];
}

/**
 * The Aplicaciones tab (spec §2): the applications on the left with the role's privilege count and its
 * visibility there; the chosen application's active privileges on the right with their switches and assign-all.
 */
export function RoleApplicationsTab({ form, editable, applications, privileges }: RoleApplicationsTabProps) {
  const { _ } = useLingui();
  const [chosen, setChosen] = useState<string>();
  return (
    <form.Field
      name="application"
      validators={{ onChange: atLeastOnePrivilege, onSubmit: atLeastOnePrivilege }}
    >
      {(field) => {
        const entries = field.state.value;
        const rows = applicationRows(applications, privileges, entries);
        const current = rows.find((row) => row.name === chosen) ?? rows[0];
        const offered = current ? offeredPrivileges(privileges, current.name) : [];
        const offeredNames = offered.map((privilege) => privilege.name);
        const held = current ? heldPrivileges(entries, current.name) : [];
        const message = firstMessage(field.state.meta.errors);
        return (
          <>
            <Columns>
              <Apps aria-label={_("Aplicaciones")}>
                {rows.map((row) => (
                  <li key={row.name}>
                    <Pick
                      type="button"
                      $selected={row === current}
                      aria-pressed={row === current}
                      onClick={() => setChosen(row.name)}
                    >
                      {_("{title} ({count})", { title: row.title, count: row.count })}
                    </Pick>
                    <Switch
                      checked={row.isVisible}
                      label={_("Visible en {title}", { title: row.title })}
                      hideLabel
                      disabled={!editable}
                      onClick={() => field.handleChange(withVisibility(entries, row.name, !row.isVisible))}
                    />
                  </li>
                ))}
              </Apps>
              {current && (
                <Privileges>
                  <Table>
                    <caption>{_("Privilegios de {title}", { title: current.title })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{_("Privilegio")}</th>
                        <th scope="col">
                          <Switch
                            checked={allPrivilegesAssigned(entries, current.name, offeredNames)}
                            label={_("Asignar todos")}
                            disabled={!editable || offered.length === 0}
                            onClick={() =>
                              field.handleChange(
                                withAllPrivileges(
                                  entries,
                                  current.name,
                                  offeredNames,
                                  !allPrivilegesAssigned(entries, current.name, offeredNames),
                                ),
                              )
                            }
                          />
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {offered.length === 0 && (
                        <tr>
                          <td colSpan={2}>{_("No se encontraron resultados")}</td>
                        </tr>
                      )}
                      {offered.map((privilege) => {
                        const on = held.includes(privilege.name);
                        return (
                          <tr key={privilege.id}>
                            <td>{privilege.name}</td>
                            <td>
                              <Switch
                                checked={on}
                                label={_("Asignar {name}", { name: privilege.name })}
                                hideLabel
                                disabled={!editable}
                                onClick={() =>
                                  field.handleChange(
                                    withPrivilege(entries, current.name, privilege.name, !on),
                                  )
                                }
                              />
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </Table>
                </Privileges>
              )}
            </Columns>
            {message && <FieldError role="alert">{_(message)}</FieldError>}
          </>
        );
      }}
    </form.Field>
  );
}
