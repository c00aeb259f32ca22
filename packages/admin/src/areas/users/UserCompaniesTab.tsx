import { UserCompaniesRule } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useId, useState } from "react";
import styled from "styled-components";
import { ConfirmDialog } from "../../pieces/ConfirmDialog.tsx";
import { DataTable, type DataTableColumn } from "../../pieces/DataTable.tsx";
import { DEFAULT_PAGE_SIZE, type ListState } from "../../pieces/list-state.ts";
import type { RecordFormApi } from "../../pieces/record-form/use-record-form.ts";
import { Switch } from "../../pieces/Switch.tsx";
import { companyPage, principalOf, withAssigned, withPrincipal } from "./user-companies.ts";
import { firstError, ruleMessage } from "./user-data.ts";
import type { CompanyChoice, UserFormValues } from "./user-form-values.ts";

export interface UserCompaniesTabProps {
  readonly form: RecordFormApi<UserFormValues>;
  readonly editable: boolean;
  /** The record's companies: the orderings read their flags, so rows stay put while switches change. */
  readonly stored: readonly CompanyChoice[];
}

const Radio = styled.input`
  width: 24px;
  height: 24px;
  margin: 10px;
  accent-color: ${({ theme }) => theme.roles.accent};
`;

const FieldError = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
  background: ${({ theme }) => theme.errorBox.background};
`;

const validate = ({ value }: { value: readonly CompanyChoice[] }) => ruleMessage(UserCompaniesRule, value);

/**
 * The companies tab (spec §2, §4): company, main company and assigned; search, the three orderings and pages,
 * all on the list the server answered. One principal: choosing another asks 'Desea cambiar la empresa
 * principal?'; the principal's assigned switch is off and disabled.
 */
export function UserCompaniesTab({ form, editable, stored }: UserCompaniesTabProps) {
  const { _ } = useLingui();
  const group = useId();
  const [state, setState] = useState<ListState>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: "active",
    search: "",
  });
  const [asking, setAsking] = useState<CompanyChoice>();

  return (
    <form.Field name="customers" validators={{ onChange: validate, onSubmit: validate }}>
      {(field) => {
        const companies = field.state.value;
        const principal = principalOf(companies);
        const choosePrincipal = (company: CompanyChoice) => {
          if (principal && principal.id !== company.id) setAsking(company);
          else field.handleChange(withPrincipal(companies, company.id));
        };
        const columns: DataTableColumn<CompanyChoice>[] = [
          {
            id: "name",
            header: _("Empresa"),
            cell: (company) => company.name,
            text: (company) => company.name,
          },
          {
            id: "principal",
            header: _("Empresa principal"),
            cell: (company) => (
              <Radio
                type="radio"
                name={group}
                aria-label={_("Empresa principal: {name}", { name: company.name })}
                checked={company.principal}
                disabled={!editable}
                onChange={() => choosePrincipal(company)}
              />
            ),
          },
          {
            id: "assigned",
            header: _("Asignada"),
            cell: (company) => (
              <Switch
                checked={company.assigned}
                label={_("Asignar {name}", { name: company.name })}
                hideLabel
                disabled={!editable || company.principal}
                onClick={() => field.handleChange(withAssigned(companies, company.id, !company.assigned))}
              />
            ),
          },
        ];
        const page = companyPage(companies, stored, state);
        const message = firstError(field.state.meta.errors);
        return (
          <>
            <DataTable
              caption={_("Empresas")}
              columns={columns}
              rows={page.rows}
              rowKey={(company) => String(company.id)}
              total={page.total}
              state={state}
              onStateChange={setState}
              sortOptions={[
                { value: "active", label: _("Activos") },
                { value: "inactive", label: _("Inactivos") },
                { value: "recent", label: _("Modificados recientemente") },
              ]}
            />
            {message && <FieldError role="alert">{_(message)}</FieldError>}
            <ConfirmDialog
              open={asking !== undefined}
              message={_("Desea cambiar la empresa principal?")}
              onConfirm={() => {
                if (asking) field.handleChange(withPrincipal(companies, asking.id));
                setAsking(undefined);
              }}
              onClose={() => setAsking(undefined)}
            />
          </>
        );
      }}
    </form.Field>
  );
}
