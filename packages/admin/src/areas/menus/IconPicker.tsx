import { Button, focusRing, TextField } from "@gse/components";
import { useLingui } from "@gse/sdk";
import { useState } from "react";
import styled from "styled-components";
import { MenuIcon, materialIconNames } from "../../shell/icons/MenuIcon.tsx";
import { ImageUpload } from "./ImageUpload.tsx";
import { filterIcons, iconLabel } from "./icon-names.ts";
import type { SendImage } from "./use-image-upload.ts";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 6px;
  max-height: 320px;
  margin: 12px 0;
  overflow-y: auto;
`;

const Choice = styled.button<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-height: 64px;
  padding: 6px 2px;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.roles.accent : "transparent")};
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.roles.text};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface IconChoice {
  readonly iconName: string;
  readonly isPersonalizedIcon: boolean;
}

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
 * first and chosen. Its module loads when the tab opens, and each icon's small SVG only when it is drawn here.
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
  const choice = (icon: IconChoice) => {
    const isChosen =
      chosen.iconName === icon.iconName && chosen.isPersonalizedIcon === icon.isPersonalizedIcon;
    return (
      <Choice
        key={`${icon.isPersonalizedIcon}-${icon.iconName}`}
        type="button"
        $chosen={isChosen}
        aria-pressed={isChosen}
        title={icon.iconName}
        onClick={() => setChosen(icon)}
      >
        <MenuIcon name={icon.iconName} personalized={icon.isPersonalizedIcon} size="24px" />
        <span>{iconLabel(icon.iconName)}</span>
      </Choice>
    );
  };
  return (
    <div>
      <TextField
        label={_("Buscar icono")}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p role="status">{_("{count} iconos", { count: builtIn.length + custom.length })}</p>
      <Grid role="group" aria-label={_("Iconos")}>
        {custom.map((iconName) => choice({ iconName, isPersonalizedIcon: true }))}
        {builtIn.map((iconName) => choice({ iconName, isPersonalizedIcon: false }))}
      </Grid>
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
