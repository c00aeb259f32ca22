import { Button, TextField } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import { materialIconNames } from "../../shell/icons/MenuIcon.tsx";
import { type IconChoice, IconGrid } from "./IconGrid.tsx";
import { ImageUpload } from "./ImageUpload.tsx";
import { filterIcons } from "./icon-names.ts";
import type { SendImage } from "./use-image-upload.ts";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface IconPickerProps {
  /** The item's icon when the picker opened. */
  readonly current: IconChoice;
  /** Uploaded icons (their addresses on our server) offered beside the built-in names. */
  readonly customIcons: readonly string[];
  readonly initialSearch?: string;
  /** Uploads an icon of the user's own (POST /api/menu/UploadImageMenu); answers its address on our server. */
  readonly onUpload: SendImage;
  /** Cargar: the chosen icon. */
  readonly onLoad: (choice: IconChoice) => void;
  readonly onCancel: () => void;
}

/**
 * The item modal's icon tab (spec §2): about 400 built-in Material names and the uploaded icons, a search box,
 * names cut at 12 characters, Cancelar and Cargar; and a new icon of the user's own uploaded here, then listed
 * first and chosen. Its module loads when the tab opens, and each icon's small SVG only when its row is drawn
 * (IconGrid draws the whole list's rows in and near its box).
 */
export function IconPicker({
  current,
  customIcons,
  initialSearch = "",
  onUpload,
  onLoad,
  onCancel,
}: IconPickerProps) {
  const { _ } = useLingui();
  const [search, setSearch] = useState(initialSearch);
  const [chosen, setChosen] = useState<IconChoice>(current);
  // Icons uploaded while the picker is open: no item uses them yet, so the menu's own list does not hold them.
  const [uploaded, setUploaded] = useState<readonly string[]>([]);
  const builtIn = filterIcons(materialIconNames, search);
  // Just uploaded: listed first whatever the search, as the person is looking for it.
  const custom = [
    ...uploaded,
    ...filterIcons(
      customIcons.filter((iconName) => !uploaded.includes(iconName)),
      search,
    ),
  ];
  const takeUploaded = (iconName: string) => {
    setUploaded((list) => [iconName, ...list.filter((entry) => entry !== iconName)]);
    // Chosen: Cargar gives it to the item.
    setChosen({ iconName, isPersonalizedIcon: true });
  };
  const icons: readonly IconChoice[] = [
    ...custom.map((iconName) => ({ iconName, isPersonalizedIcon: true })),
    ...builtIn.map((iconName) => ({ iconName, isPersonalizedIcon: false })),
  ];
  return (
    <div>
      <TextField
        label={_("Buscar icono")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p role="status">{_("{count} iconos", { count: builtIn.length + custom.length })}</p>
      <IconGrid label={_("Iconos")} icons={icons} chosen={chosen} onChoose={setChosen} />
      <ImageUpload label={_("Subir icono")} value="" onUpload={onUpload} onUploaded={takeUploaded} />
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {_("Cancelar")}
        </Button>
        <Button onClick={() => onLoad(chosen)}>{_("Cargar")}</Button>
      </Actions>
    </div>
  );
}

export type { IconChoice } from "./IconGrid.tsx";
