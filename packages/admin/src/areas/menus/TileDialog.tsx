import { Button, Dialog, TextField } from "@gse/components";
import { menuRuleMessage, TileFormSchema, type TileItem, TileLogosRule } from "@gse/contract";
import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import * as v from "valibot";
import { Switch } from "../../pieces/Switch.tsx";
import { EDITOR_MODAL_WIDTH_PX } from "./editor-modal.ts";
import { ImageUpload } from "./ImageUpload.tsx";
import type { SendImage } from "./use-image-upload.ts";

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Problem = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.errorBox.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

/** The tile form's messages by field, the first rule each breaks (spec §5 "Tile item"). */
export function tileErrors(tile: TileItem): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const outcome = v.safeParse(TileFormSchema, tile);
  if (!outcome.success) {
    for (const issue of outcome.issues) errors[String(issue.path?.[0]?.key ?? "")] ??= issue.message;
  }
  const logos = menuRuleMessage(TileLogosRule, tile);
  if (logos) errors.logos = logos;
  return errors;
}

export interface TileDialogProps {
  readonly open: boolean;
  readonly isNew: boolean;
  readonly tile: TileItem;
  readonly onUpload: SendImage;
  readonly onSubmit: (tile: TileItem) => void;
  readonly onClose: () => void;
}

/** The tile modal (spec §2): one form, both logos required to save (spec §4). */
export function TileDialog(props: TileDialogProps) {
  const { _ } = useLingui();
  return (
    <Dialog
      open={props.open}
      width={EDITOR_MODAL_WIDTH_PX}
      title={props.isNew ? _("Nuevo mosaico") : _("Editar mosaico")}
      onClose={props.onClose}
    >
      {props.open && <TileForm {...props} />}
    </Dialog>
  );
}

function TileForm({ tile: initial, onUpload, onSubmit, onClose }: TileDialogProps) {
  const { _ } = useLingui();
  const [tile, setTile] = useState(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? tileErrors(tile) : {};
  const message = (field: string) => (errors[field] ? _(errors[field] as string) : undefined);
  const set = (change: Partial<TileItem>) => setTile((current) => ({ ...current, ...change }));
  return (
    <Form>
      <TextField
        label={_("Nombre")}
        required
        value={tile.name}
        error={message("name")}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label={_("URL de la página de inicio")}
        type="url"
        required
        value={tile.urlLanding}
        error={message("urlLanding")}
        onChange={(event) => set({ urlLanding: event.target.value })}
      />
      <TextField
        label={_("URL de la aplicación")}
        type="url"
        required
        value={tile.urlApplication}
        error={message("urlApplication")}
        onChange={(event) => set({ urlApplication: event.target.value })}
      />
      <TextField
        label={_("Descripción")}
        value={tile.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <Switch
        checked={tile.isActivate}
        label={_("Activo")}
        onClick={() => set({ isActivate: !tile.isActivate })}
      />
      <ImageUpload
        label={_("Logo claro")}
        required
        value={tile.iconName}
        onUpload={onUpload}
        onUploaded={(iconName) => set({ iconName })}
      />
      <ImageUpload
        label={_("Logo oscuro")}
        required
        value={tile.iconNameDark}
        onUpload={onUpload}
        onUploaded={(iconNameDark) => set({ iconNameDark })}
      />
      {errors.logos && <Problem role="alert">{message("logos")}</Problem>}
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {_("Cancelar")}
        </Button>
        <Button
          onClick={() => {
            setTried(true);
            if (Object.keys(tileErrors(tile)).length === 0) onSubmit({ ...tile, name: tile.name.trim() });
          }}
        >
          {_("Aceptar")}
        </Button>
      </Actions>
    </Form>
  );
}
