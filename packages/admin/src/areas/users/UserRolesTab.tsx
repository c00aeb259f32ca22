import { focusRing, touchTarget } from "@gse/components";
import { type Role, type UserRoleAssignment, UserRolesRule } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import { Switch } from "../../pieces/Switch.tsx";
import { firstError, ruleMessage } from "./user-data.ts";
import type { UserFormValues } from "./user-form-values.ts";
import {
  allAssigned,
  cutRoleName,
  isAssigned,
  roleApplications,
  rolesOfApplication,
  sharedWith,
  withRoles,
} from "./user-roles.ts";

export interface UserRolesTabProps {
  readonly form: RecordFormApi<UserFormValues>;
  readonly editable: boolean;
  /** Every role the server listed, with the applications each belongs to. */
  readonly roles: readonly Role[];
  /** The record's assignments: the orderings read them, so rows stay put while switches change. */
  readonly stored: readonly UserRoleAssignment[];
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  @media (min-width: 900px) {
    grid-template-columns: minmax(200px, 1fr) minmax(0, 3fr);
  }
`;

const Applications = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Application = styled.button`
  ${touchTarget}
  ${focusRing}
  display: flex;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 0 12px;
  border: 2px solid ${({ theme }) => theme.roles.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.roles.surface};
  color: ${({ theme }) => theme.roles.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  align-items: center;

  &[aria-pressed="true"] {
    border-color: ${({ theme }) => theme.roles.accent};
    font-weight: 700;
  }
`;

const Scroller = styled.div`
  position: relative;
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.roles.focus};
    outline-offset: 2px;
  }
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
  background: ${({ theme }) => theme.errorBox.background};
`;

const validate = ({ value }: { value: readonly UserRoleAssignment[] }) => ruleMessage(UserRolesRule, value);

/**
 * The roles tab (spec §2): the applications on the left with their role counts, the most of the user's roles
 * first (RESETOTP never); the chosen application's roles on the right, assigned first then by name, the name
 * cut at 40 characters, with whom each is shared, and an 'assign all' switch. Each role's switch is named by
 * the role's whole name. Switches are disabled until editing.
 */
export function UserRolesTab({ form, editable, roles, stored }: UserRolesTabProps) {
  const { _ } = useLingui();
  const [chosen, setChosen] = useState<string>();

  return (
    <form.Field name="roles" validators={{ onChange: validate, onSubmit: validate }}>
      {(field) => {
        const assignments = field.state.value;
        const applications = roleApplications(roles, assignments, stored);
        const current = applications.find((app) => app.name === chosen) ?? applications[0];
        const rows = current ? rolesOfApplication(roles, current.name, stored) : [];
        const names = rows.map((role) => role.name);
        const all = allAssigned(assignments, names);
        const message = firstError(field.state.meta.errors);
        return (
          <>
            <Layout>
              <nav aria-label={_("Aplicaciones")}>
                <Applications>
                  {applications.map((app) => (
                    <li key={app.name}>
                      <Application
                        type="button"
                        aria-pressed={app.name === current?.name}
                        onClick={() => setChosen(app.name)}
                      >
                        <span>{app.title}</span>
                        <span>{_("{count} roles", { count: app.assigned })}</span>
                      </Application>
                    </li>
                  ))}
                </Applications>
              </nav>
              {/* A table wider than a phone scrolls in its own region, which takes focus so keys can scroll it. */}
              <Scroller role="region" aria-label={_("Roles")} tabIndex={0}>
                <Table>
                  <caption>{current ? _("Roles de {title}", { title: current.title }) : _("Roles")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{_("Rol")}</th>
                      <th scope="col">{_("Compartido con")}</th>
                      <th scope="col">
                        <Switch
                          checked={all}
                          label={_("Asignar todos los roles")}
                          disabled={!editable || names.length === 0}
                          onClick={() => field.handleChange(withRoles(assignments, names, !all))}
                        />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((role) => {
                      const assigned = isAssigned(assignments, role.name);
                      return (
                        <tr key={role.id}>
                          <td title={role.name}>{cutRoleName(role.name)}</td>
                          <td>{sharedWith(role, current?.title ?? "").join(", ")}</td>
                          <td>
                            <Switch
                              checked={assigned}
                              label={role.name}
                              hideLabel
                              disabled={!editable}
                              onClick={() =>
                                field.handleChange(withRoles(assignments, [role.name], !assigned))
                              }
                            />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </Scroller>
            </Layout>
            {message && <FieldError role="alert">{_(message)}</FieldError>}
          </>
        );
      }}
    </form.Field>
  );
}
