import { Button, visuallyHidden } from "@gse/components";
import type { BrandRevision, StoredBrand } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import styled from "styled-components";
import { ListNotice } from "../../pieces/ListNotice.tsx";
import { PageTitle } from "../../pieces/PageTitle.tsx";

export interface BrandsViewProps {
  readonly brands: readonly StoredBrand[];
  readonly loading: boolean;
  /** A failure's text, shown above the brands. */
  readonly problem?: string | undefined;
  readonly onPreview: (brand: StoredBrand, revision: BrandRevision) => void;
  /** Asks first (the screen's confirmation), then makes the revision current. */
  readonly onRollback: (brand: StoredBrand, revision: BrandRevision) => void;
}

const Intro = styled.p`
  margin: 0 0 24px;
  max-width: 70ch;
`;

const Brand = styled.section`
  margin: 0 0 32px;
  color: ${({ theme }) => theme.roles.text};
  font-family: ${({ theme }) => theme.font.family};

  & h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
`;

// A wide table scrolls in its own region, never the page.
const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;

  & th,
  & td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.roles.border};
    text-align: start;
    vertical-align: middle;
  }

  & code {
    font-family: ui-monospace, monospace;
  }
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const When = ({ at }: { readonly at: string }) => (
  <time dateTime={at}>{at.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC")}</time>
);

/**
 * /brands: the brands of the brand store, each with its published revisions (newest first, the current one said),
 * a preview of any of them and a way back to an earlier one. Publishing new content is not here: a brand folder is
 * reviewed like code and published with `pnpm brands:publish`.
 */
export function BrandsView({ brands, loading, problem, onPreview, onRollback }: BrandsViewProps) {
  const { _ } = useLingui();
  return (
    <>
      <PageTitle>{_("Marcas")}</PageTitle>
      <Intro>
        {_(
          "Cada marca publicada y sus revisiones. Una revisión se puede previsualizar o volver a publicar; una marca nueva o cambiada se publica con pnpm brands:publish.",
        )}
      </Intro>
      {problem && <ListNotice $problem>{problem}</ListNotice>}
      {loading && brands.length === 0 && <ListNotice role="status">{_("Cargando")}</ListNotice>}
      {!loading && !problem && brands.length === 0 && (
        <ListNotice>{_("No hay marcas publicadas.")}</ListNotice>
      )}
      {brands.map((brand) => (
        <Brand key={brand.key} aria-labelledby={`brand-${brand.key}`}>
          <h2 id={`brand-${brand.key}`}>
            {brand.title} <code>({brand.key})</code>
          </h2>
          <Scroller>
            <Table>
              <Caption>{_("Revisiones de {title}", { title: brand.title })}</Caption>
              <thead>
                <tr>
                  <th scope="col">{_("Revisión")}</th>
                  <th scope="col">{_("Publicada")}</th>
                  <th scope="col">{_("Por")}</th>
                  <th scope="col">{_("Estado")}</th>
                  <th scope="col">{_("Acciones")}</th>
                </tr>
              </thead>
              <tbody>
                {brand.revisions.map((revision) => (
                  <tr key={revision.id}>
                    <td>
                      <code>{revision.id}</code>
                    </td>
                    <td>
                      <When at={revision.at} />
                    </td>
                    <td>{revision.by}</td>
                    <td>{revision.current ? _("Actual") : ""}</td>
                    <td>
                      <Actions>
                        <Button
                          variant="secondary"
                          aria-label={_("Previsualizar la revisión {id} de {title}", {
                            id: revision.id,
                            title: brand.title,
                          })}
                          onClick={() => onPreview(brand, revision)}
                        >
                          {_("Previsualizar")}
                        </Button>
                        {!revision.current && (
                          <Button
                            variant="secondary"
                            aria-label={_("Volver a esta revisión: {id} de {title}", {
                              id: revision.id,
                              title: brand.title,
                            })}
                            onClick={() => onRollback(brand, revision)}
                          >
                            {_("Volver a esta revisión")}
                          </Button>
                        )}
                      </Actions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroller>
        </Brand>
      ))}
    </>
  );
}
